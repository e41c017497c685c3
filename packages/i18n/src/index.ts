/**
 * Languages for every screen (issue 20). One i18next instance holds every package's catalogue, each
 * under its own namespace (`board` for the board kit, `play` for the play app, a game's id for its
 * table and panels); a package registers its catalogue when it is imported. The reader's language is
 * picked from the browser (`navigator.languages`, or the request's `Accept-Language` on the server),
 * switchable, and kept in a cookie (so the server renders and words logs and rule errors in it) and in
 * the browser. Plurals come from `Intl.PluralRules` (keys `name_one`, `name_other`, `name_many`),
 * numbers from `Intl.NumberFormat`.
 */
import { isLocale, LOCALES, type Locale, pickLocale } from "@pudding/engine";
import i18next, { type TFunction } from "i18next";
import { createElement, type ReactNode, useMemo } from "react";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";

export { isLocale, LOCALES, type Locale, pickLocale } from "@pudding/engine";
export type { TFunction } from "i18next";
export { moduleRuleWords } from "./module-words.js";

/** A package's messages in every language: flat keys, `{{name}}` placeholders, plural suffixes. */
export type Bundles = Record<Locale, Record<string, string>>;

/** The cookie that keeps the reader's language choice (read by the server for logs and errors). */
export const LOCALE_COOKIE = "pudding_locale";
/** Each language in its own words, for the picker. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", it: "Italiano", pt: "Português" };

const instance = i18next.createInstance();
void instance.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...LOCALES],
  resources: {},
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  interpolation: { escapeValue: false },
});

/**
 * Plural rules by language: our Portuguese is European Portuguese (the edition we hold), whose rules
 * count 0 as plural ("0 casas"); `Intl`'s bare "pt" is Brazilian ("0 casa").
 */
export const PLURAL_RULES_LOCALE: Record<Locale, string> = { en: "en", it: "it", pt: "pt-PT" };
{
  // i18next asks its plural resolver for a language's rules by code: give it the variety we write in.
  // (Clones made by LocaleProvider share the resolver.)
  const resolver = instance.services.pluralResolver as { getRule(code: string, o?: object): unknown };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, o) => getRule(isLocale(code) ? PLURAL_RULES_LOCALE[code] : code, o);
}

// `{{colour, capitalize}}`: a word at the head of a sentence in one language and inside it in
// another ("White brigade" / "Brigata bianca") is kept in lower case and capitalised where needed.
instance.services.formatter?.add("capitalize", (value: unknown) => {
  const s = String(value);
  return s ? `${s[0]?.toUpperCase()}${s.slice(1)}` : s;
});

/** The shared instance (English until a `LocaleProvider` says otherwise). */
export const i18n = instance;

/** Adds (or replaces) a package's catalogue under `ns`. Safe to call more than once. */
export function registerMessages(ns: string, bundles: Bundles): void {
  for (const l of LOCALES) {
    // Italian and Portuguese use a "many" form only for millions and the like (CLDR); where a
    // catalogue gives none, its "other" form serves (i18next would fall back to English instead).
    const b = { ...bundles[l] };
    for (const k of Object.keys(b)) {
      const stem = k.endsWith("_other") ? k.slice(0, -"_other".length) : null;
      if (stem !== null && !(`${stem}_many` in b)) b[`${stem}_many`] = b[k] as string;
    }
    instance.addResourceBundle(l, ns, b, true, true);
  }
}

/**
 * Translations keyed by their English text (gettext's way), for words that live as plain English
 * data in a package (an editor plug-in's field labels, a game's rule-option sentences): `{ it: {
 * "Derive": "Deduci" }, pt: {…} }`. A missing entry shows the English.
 */
export type Translations = Record<Exclude<Locale, "en">, Record<string, string>>;

/**
 * Registers English-keyed translations under `ns`. The English catalogue is the identity of the
 * Italian keys, so `checkCatalogue` still compares placeholders (`{{name}}`) across languages.
 */
export function registerTranslations(ns: string, translations: Translations): void {
  const en = Object.fromEntries(Object.keys(translations.it).map((k) => [k, k]));
  registerMessages(ns, { en, it: translations.it, pt: translations.pt });
}

/** Translates an English string (placeholders filled from `params`); the English when none is known. */
export type Gettext = (english: string, params?: Record<string, unknown>) => string;

/**
 * Registers English-keyed translations under `ns` and returns their translator in a fixed language
 * (`rulesT("it")("Hand size")`), for words made outside React.
 */
export function registerGettext(ns: string, translations: Translations): (locale?: Locale) => Gettext {
  registerTranslations(ns, translations);
  return (locale = "en") => gettext(instance.getFixedT(locale, ns));
}

/** A `Gettext` over a namespace's translate function. */
export function gettext(t: TFunction): Gettext {
  return (english, params) => t(english, { ...params, defaultValue: english }) as string;
}

/** `checkCatalogue` of English-keyed translations (their English is the identity of the Italian keys). */
export function checkTranslations(translations: Translations): string[] {
  const en = Object.fromEntries(Object.keys(translations.it).map((k) => [k, k]));
  return checkCatalogue({ en, it: translations.it, pt: translations.pt });
}

/** Strings of `english` with no entry in a language of `translations` (for each package's test). */
export function untranslated(translations: Translations, english: Iterable<string>): string[] {
  const missing: string[] = [];
  for (const s of english)
    for (const l of ["it", "pt"] as const) if (!translations[l][s]?.trim()) missing.push(`${l}: "${s}"`);
  return missing;
}

/** A translate function for `ns` in a fixed language (outside React: bots' names, sentences built in code). */
export function tFor(locale: Locale, ns: string): TFunction {
  return instance.getFixedT(locale, ns);
}

/** The translate function of `ns` in the language of the nearest `LocaleProvider` (English without one). */
export function useT(ns: string): TFunction {
  return useTranslation(ns).t;
}

/** The language of the nearest `LocaleProvider` (English without one). */
export function useLocale(): Locale {
  const { i18n: current } = useTranslation();
  const l = current.language;
  return isLocale(l) ? l : "en";
}

/** Everything below speaks `locale` (an instance per language sharing one store of catalogues). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const inst = useMemo(() => instance.cloneInstance({ lng: locale, initAsync: false }), [locale]);
  return createElement(I18nextProvider, { i18n: inst }, children);
}

/**
 * The reader's language on a server: the `pudding_locale` cookie a choice set, else the request's
 * `Accept-Language`, else English (the play app, the editor and the API agree on this rule).
 */
export function localeFrom(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  return pickLocale(acceptLanguage?.slice(0, 512));
}

/** A number as the reader writes it (`1,234.5` / `1.234,5`). */
export function formatNumber(n: number, locale: Locale, o?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, o).format(n);
}

const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Problems of a catalogue, for each package's test: a key missing from a language (plural keys are
 * compared by their stem, and each language must have the forms its plural rules use), an empty
 * message, or a placeholder one language uses and another does not.
 */
export function checkCatalogue(bundles: Bundles): string[] {
  const problems: string[] = [];
  const stems = (l: Locale) => new Set(Object.keys(bundles[l]).map((k) => k.replace(PLURAL, "")));
  const all = new Set(LOCALES.flatMap((l) => [...stems(l)]));
  for (const l of LOCALES) {
    const have = stems(l);
    for (const k of all) if (!have.has(k)) problems.push(`${l}: "${k}" is missing`);
    for (const [k, v] of Object.entries(bundles[l])) if (!v.trim()) problems.push(`${l}: "${k}" is empty`);
    // Plural forms: each stem written with suffixes needs every form the language's rules produce.
    const rules = new Intl.PluralRules(PLURAL_RULES_LOCALE[l]);
    const forms = new Set([0, 1, 2, 3, 5, 11, 21, 100, 1_000_000, 1.5].map((n) => rules.select(n)));
    for (const stem of have) {
      const suffixed = Object.keys(bundles[l]).filter((k) => k !== stem && k.replace(PLURAL, "") === stem);
      if (suffixed.length === 0) continue;
      for (const f of forms)
        if (!(`${stem}_${f}` in bundles[l]) && !(f === "many" && `${stem}_other` in bundles[l]))
          problems.push(`${l}: "${stem}" has no "${f}" form`);
    }
  }
  const placeholders = (s: string) =>
    [...s.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((x) => x !== "count");
  for (const k of all) {
    const seen = new Map<Locale, string>();
    for (const l of LOCALES)
      for (const [key, v] of Object.entries(bundles[l]))
        if (key.replace(PLURAL, "") === k)
          seen.set(
            l,
            [...new Set([...(seen.get(l)?.split(",").filter(Boolean) ?? []), ...placeholders(v)])]
              .sort()
              .join(","),
          );
    const en = seen.get("en");
    for (const l of LOCALES)
      if (en !== undefined && seen.has(l) && seen.get(l) !== en)
        problems.push(`${l}: "${k}" uses {{${seen.get(l)}}} where English uses {{${en}}}`);
  }
  return problems;
}
