/**
 * The reader's language on the server (issue 20): the `pudding_locale` cookie a player's choice
 * sets, else the browser's `Accept-Language`, else English — the same rule the API uses for logs
 * and refusals, so the page and the game's words agree.
 */
import { isLocale, LOCALE_COOKIE, type Locale, pickLocale } from "@pudding/i18n";
import { cookies, headers } from "next/headers";

export async function requestLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  return pickLocale((await headers()).get("accept-language")?.slice(0, 512));
}
