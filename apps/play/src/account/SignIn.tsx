"use client";
/**
 * Sign in and sign up (issue 28 §1, §7): a passkey first, e-mail and password as the alternative.
 * After signing in, the account's language becomes the page's (the `pudding_locale` cookie).
 */
import { LOCALE_COOKIE, useLocale, useT } from "@pudding/i18n";
import { useId, useState } from "react";
import { type AccountUser, authClient } from "./client";
import { refusal } from "./errors";
import { HomeLink } from "./HomeLink";
import "./messages";

type Err = { code?: string; message?: string; status?: number } | null;

/** Where to go after signing in: a path on this site only (never another site). */
function nextPath(): string {
  const next = new URL(window.location.href).searchParams.get("next") ?? "/account";
  return next.startsWith("/") && !next.startsWith("//") ? next : "/account";
}

/** Follow the account's language, then go on. */
export function afterSignIn(user: AccountUser | undefined, current: string): void {
  if (user?.locale && user.locale !== current)
    // biome-ignore lint/suspicious/noDocumentCookie: the language preference cookie the server reads
    document.cookie = `${LOCALE_COOKIE}=${user.locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  window.location.assign(nextPath());
}

export function SignIn({ initialMode = "signin" }: { initialMode?: "signin" | "signup" }) {
  const t = useT("account");
  const locale = useLocale();
  const [mode, setMode] = useState(initialMode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [name, setName] = useState("");
  const [colour, setColour] = useState("#8a4b2a");
  const ids = { email: useId(), password: useId(), name: useId(), colour: useId() };

  const run = async (f: () => Promise<{ data: unknown; error: Err }>) => {
    setBusy(true);
    setError(null);
    try {
      const { data, error: e } = await f();
      if (e) return setError(refusal(t, e));
      const session = await authClient.getSession();
      afterSignIn((session.data?.user ?? (data as { user?: AccountUser })?.user) as AccountUser, locale);
    } catch {
      setError(t("error.passkey"));
    } finally {
      setBusy(false);
    }
  };

  const passkeySignIn = () => run(() => authClient.signIn.passkey() as never);
  const passkeySignUp = () =>
    run(
      () =>
        authClient.passkey.addPasskey({
          context: JSON.stringify({ name, colour, locale }),
          createSession: true,
        } as never) as never,
    );
  const passwordSignIn = () => run(() => authClient.signIn.email({ email, password }) as never);
  const passwordSignUp = () =>
    run(() => authClient.signUp.email({ email, password, name, colour, locale } as never) as never);

  return (
    <main className="account-page signin-page">
      <HomeLink />
      <h1>{mode === "signin" ? t("signin.title") : t("signup.title")}</h1>
      <p className="lead">{t("signin.lead")}</p>
      {error ? (
        <p className="account-error" role="alert">
          {error}
        </p>
      ) : null}
      {mode === "signup" ? (
        <section className="account-card">
          <label htmlFor={ids.name}>{t("signup.name")}</label>
          <input
            id={ids.name}
            value={name}
            autoComplete="nickname"
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
          <label htmlFor={ids.colour}>{t("signup.colour")}</label>
          <input id={ids.colour} type="color" value={colour} onChange={(e) => setColour(e.target.value)} />
        </section>
      ) : null}
      <section className="account-card">
        <button
          type="button"
          className="primary big"
          disabled={busy || (mode === "signup" && !name.trim())}
          onClick={mode === "signin" ? passkeySignIn : passkeySignUp}
        >
          {mode === "signin" ? t("signin.passkey") : t("signup.passkey")}
        </button>
        <p className="help">{t("signin.passkeyHelp")}</p>
      </section>
      <form
        className="account-card"
        onSubmit={(e) => {
          e.preventDefault();
          void (mode === "signin" ? passwordSignIn() : passwordSignUp());
        }}
      >
        <h2>{t("signin.or")}</h2>
        <label htmlFor={ids.email}>{t("signin.email")}</label>
        <input
          id={ids.email}
          type="email"
          autoComplete={mode === "signin" ? "username webauthn" : "email"}
          value={email}
          required
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={ids.password}>{t("signin.password")}</label>
        <input
          id={ids.password}
          type="password"
          autoComplete={mode === "signin" ? "current-password" : "new-password"}
          value={password}
          required
          minLength={mode === "signup" ? 10 : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        {mode === "signup" ? <p className="help">{t("signup.passwordHelp")}</p> : null}
        <button type="submit" disabled={busy || (mode === "signup" && !name.trim())}>
          {mode === "signin" ? t("signin.submit") : t("signup.withPassword")}
        </button>
      </form>
      <p className="switch">
        {mode === "signin" ? t("signin.haveNone") : t("signin.haveOne")}{" "}
        <button
          type="button"
          className="link"
          onClick={() => {
            setError(null);
            setMode(mode === "signin" ? "signup" : "signin");
          }}
        >
          {mode === "signin" ? t("signin.toSignUp") : t("signin.toSignIn")}
        </button>
      </p>
    </main>
  );
}
