"use client";
/**
 * The account page (issue 28 §1): name, colour, language (the picker follows it), whether the
 * profile shows games; passkeys; password; seats of this device's seat links to claim; sign out,
 * sign out everywhere, delete the account.
 */
import { LANGUAGE_NAMES, LOCALE_COOKIE, LOCALES, type Locale, useLocale, useT } from "@pudding/i18n";
import { useCallback, useEffect, useId, useState } from "react";
import { allTokens, loadTokens } from "../lib/tokens";
import { type AccountUser, authClient, isPasskeyOnly } from "./client";
import { refusal } from "./errors";
import { HomeLink } from "./HomeLink";
import "./messages";

type Passkey = { id: string; name?: string | null; createdAt: string | Date };

export function AccountPage() {
  const t = useT("account");
  const locale = useLocale();
  const { data, isPending, refetch } = authClient.useSession();
  const user = data?.user as AccountUser | undefined;
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [colour, setColour] = useState("#8a4b2a");
  const [lang, setLang] = useState<Locale>(locale);
  const [showGames, setShowGames] = useState(true);
  const [passkeys, setPasskeys] = useState<Passkey[]>([]);
  const [hasPassword, setHasPassword] = useState(false);
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [deviceTokens, setDeviceTokens] = useState<string[]>([]);
  const ids = { name: useId(), colour: useId(), lang: useId(), cur: useId(), next: useId(), del: useId() };

  const loadKeys = useCallback(async () => {
    const keys = await authClient.passkey.listUserPasskeys();
    setPasskeys((keys.data ?? []) as Passkey[]);
    const accounts = await authClient.listAccounts();
    setHasPassword(Boolean(accounts.data?.some((a) => a.providerId === "credential")));
  }, []);

  useEffect(() => {
    if (!user) return;
    setName(user.name);
    setColour(user.colour ?? "#8a4b2a");
    setLang((user.locale as Locale) ?? locale);
    setShowGames(user.showGames !== false);
    setDeviceTokens(allTokens(loadTokens()));
    void loadKeys();
  }, [user, locale, loadKeys]);

  if (isPending) return <main className="account-page" />;
  if (!user)
    return (
      <main className="account-page">
        <h1>{t("account.title")}</h1>
        <p>{t("account.signedOut")}</p>
        <p>
          <a href="/signin?next=/account">{t("header.signIn")}</a>
        </p>
      </main>
    );

  const act = async (f: () => Promise<{ error: unknown }>, done?: string) => {
    setError(null);
    setNote(null);
    const { error: e } = await f();
    if (e) setError(refusal(t, e as never));
    else if (done) setNote(done);
    return !e;
  };

  const saveProfile = async () => {
    const ok = await act(
      () => authClient.updateUser({ name, colour, locale: lang, showGames } as never) as never,
      t("account.saved"),
    );
    if (!ok) return;
    await refetch();
    if (lang !== locale) {
      // biome-ignore lint/suspicious/noDocumentCookie: the language preference cookie the server reads
      document.cookie = `${LOCALE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
      location.reload();
    }
  };

  const claim = async () => {
    setError(null);
    const res = await authClient.$fetch<{ claimed: unknown[] }>("/pudding/claim", {
      method: "POST",
      body: { tokens: deviceTokens },
    });
    if (res.error) setError(refusal(t, res.error as never));
    else setNote(t("account.claimed", { count: res.data?.claimed.length ?? 0 }));
  };

  return (
    <main className="account-page">
      <HomeLink />
      <h1>{t("account.title")}</h1>
      <p>
        <a href={`/players/${user.id}`}>{t("account.profile")}</a>
        {isPasskeyOnly(user.email) ? null : <span className="muted"> · {user.email}</span>}
      </p>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
      {note ? (
        <p className="account-note" role="status">
          {note}
        </p>
      ) : null}
      <section className="account-card">
        <label htmlFor={ids.name}>{t("account.name")}</label>
        <input id={ids.name} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        <label htmlFor={ids.colour}>{t("account.colour")}</label>
        <input id={ids.colour} type="color" value={colour} onChange={(e) => setColour(e.target.value)} />
        <label htmlFor={ids.lang}>{t("account.language")}</label>
        <select id={ids.lang} value={lang} onChange={(e) => setLang(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
        <label className="check">
          <input type="checkbox" checked={showGames} onChange={(e) => setShowGames(e.target.checked)} />{" "}
          {t("account.showGames")}
        </label>
        <button type="button" className="primary" onClick={saveProfile}>
          {t("account.save")}
        </button>
      </section>

      <section className="account-card">
        <h2>{t("account.claimTitle")}</h2>
        <p className="help">{t("account.claimLead")}</p>
        {deviceTokens.length ? (
          <>
            <p>{t("account.claimCount", { count: deviceTokens.length })}</p>
            <button type="button" onClick={claim}>
              {t("account.claim")}
            </button>
          </>
        ) : (
          <p className="muted">{t("account.claimNone")}</p>
        )}
      </section>

      <section className="account-card">
        <h2>{t("account.passkeys")}</h2>
        {passkeys.length ? (
          <ul className="passkeys">
            {passkeys.map((p) => (
              <li key={p.id}>
                <span>
                  {p.name || "passkey"} · {new Date(p.createdAt).toLocaleDateString(locale)}
                </span>
                <button
                  type="button"
                  onClick={() =>
                    act(() => authClient.passkey.deletePasskey({ id: p.id }) as never).then(loadKeys)
                  }
                >
                  {t("account.remove")}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("account.noPasskeys")}</p>
        )}
        <button
          type="button"
          onClick={() => act(() => authClient.passkey.addPasskey({}) as never).then(loadKeys)}
        >
          {t("account.addPasskey")}
        </button>
      </section>

      {hasPassword ? (
        <form
          className="account-card"
          onSubmit={(e) => {
            e.preventDefault();
            void act(
              () =>
                authClient.changePassword({
                  currentPassword: current,
                  newPassword: next,
                  revokeOtherSessions: true,
                }) as never,
              t("account.changed"),
            );
          }}
        >
          <h2>{t("account.password")}</h2>
          <label htmlFor={ids.cur}>{t("account.currentPassword")}</label>
          <input
            id={ids.cur}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <label htmlFor={ids.next}>{t("account.newPassword")}</label>
          <input
            id={ids.next}
            type="password"
            autoComplete="new-password"
            minLength={10}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
          <button type="submit">{t("account.password")}</button>
        </form>
      ) : null}

      <section className="account-card">
        <div className="row">
          <button
            type="button"
            onClick={async () => {
              await authClient.signOut();
              location.assign("/");
            }}
          >
            {t("account.signOut")}
          </button>
          <button
            type="button"
            onClick={async () => {
              await authClient.revokeSessions();
              location.assign("/");
            }}
          >
            {t("account.signOutAll")}
          </button>
        </div>
      </section>

      <section className="account-card danger">
        <h2>{t("account.delete")}</h2>
        <p className="help">{t("account.deleteLead")}</p>
        <label htmlFor={ids.del}>{t("account.deleteConfirm")}</label>
        <input
          id={ids.del}
          type="password"
          autoComplete="current-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button
          type="button"
          className="danger"
          onClick={async () => {
            const ok = await act(() => authClient.deleteUser(confirm ? { password: confirm } : {}) as never);
            if (ok) location.assign("/");
          }}
        >
          {t("account.delete")}
        </button>
      </section>
    </main>
  );
}
