/**
 * The reader's language on the server (issue 20): the `pudding_locale` cookie a player's choice
 * sets, else the browser's `Accept-Language`, else English — the same rule the API uses for logs
 * and refusals, so the page and the game's words agree.
 */
import { LOCALE_COOKIE, type Locale, localeFrom } from "@pudding/i18n";
import { cookies, headers } from "next/headers";

export async function requestLocale(): Promise<Locale> {
  return localeFrom((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
}
