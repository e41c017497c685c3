"use client";
/**
 * The editor's language (issue 20), in its top bar: the same `pudding_locale` cookie as the play
 * app; the page reloads so every panel follows at once (the autosaved map survives the reload).
 */
import { LANGUAGE_NAMES, LOCALE_COOKIE, LOCALES, type Locale, useLocale, useT } from "@pudding/i18n";
import { EDITOR_APP_NS } from "./messages";

export function chooseLocale(l: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read by the server
  document.cookie = `${LOCALE_COOKIE}=${l}; Path=/; Max-Age=31536000; SameSite=Lax`;
  location.reload();
}

export function LanguagePicker() {
  const t = useT(EDITOR_APP_NS);
  const locale = useLocale();
  return (
    <select
      className="language-picker"
      aria-label={t("language.label")}
      title={t("language.label")}
      value={locale}
      onChange={(e) => chooseLocale(e.target.value as Locale)}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </select>
  );
}
