/**
 * The reader's language on the editor's server (issue 20): the same cookie and rule as the play
 * app, so a language picked in one app holds in the other (both serve from one host).
 */
import { LOCALE_COOKIE, type Locale, localeFrom } from "@pudding/i18n";
import { cookies, headers } from "next/headers";

export async function requestLocale(): Promise<Locale> {
  return localeFrom((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
}
