"use client";
/**
 * The language of every screen (issue 20): picked from the browser at first, changed here. The
 * choice is kept in a cookie — the server then renders the page, words the game log and explains
 * refused moves in it — and the page reloads so every word, the live log included, follows at once.
 */
import { LANGUAGE_NAMES, LOCALE_COOKIE, LOCALES, type Locale, useLocale, useT } from "@pudding/i18n";
import { useId } from "react";
import "./messages";

export function chooseLocale(l: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read by the server
  document.cookie = `${LOCALE_COOKIE}=${l}; Path=/; Max-Age=31536000; SameSite=Lax`;
  location.reload();
}

export function LanguagePicker() {
  const t = useT("shell");
  const locale = useLocale();
  const id = useId();
  return (
    <footer className="site-footer">
      <label htmlFor={id}>{t("language.label")}</label>{" "}
      <select id={id} value={locale} onChange={(e) => chooseLocale(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </footer>
  );
}
