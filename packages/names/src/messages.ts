/**
 * The sentences of every name problem in English, Italian and (European) Portuguese. The keys are
 * `name.<code>`, plural forms suffixed as i18next expects (`_one`, `_other`), placeholders
 * `{{…}}`: a UI registers the catalogue as it is (`registerMessages("names", NAME_MESSAGES)`), a
 * server words a refusal with {@link describeNameProblem}.
 */
import type { NameProblem } from "./check.js";

/** The languages names are worded in (the platform's three). */
export type NameLocale = "en" | "it" | "pt";

/** Every problem's sentence, per language. */
export const NAME_MESSAGES: Record<NameLocale, Record<string, string>> = {
  en: {
    "name.empty_one": "The name is empty: type at least {{count}} character.",
    "name.empty_other": "The name is empty: type at least {{count}} characters.",
    "name.too-short_one": "The name is too short: it needs at least {{count}} character.",
    "name.too-short_other": "The name is too short: it needs at least {{count}} characters.",
    "name.too-long_one": "The name has {{length}} characters; at most {{count}} is allowed. Shorten it.",
    "name.too-long_other": "The name has {{length}} characters; at most {{count}} are allowed. Shorten it.",
    "name.broken": "The name contains a broken character (a lone UTF-16 surrogate); retype it.",
    "name.control": "The name contains a control character ({{char}}); remove it.",
    "name.bidi-control":
      "The name contains {{char}}, an invisible control that changes the direction text is read in (it can make a name read backwards); remove it.",
    "name.hidden": "The name contains {{char}}, an invisible character; remove it.",
    "name.unassigned":
      "The name contains {{char}}, a character with no agreed shape (private use, or not yet in Unicode); remove it.",
    "name.invisible": "The name has no visible character; type a name people can read.",
    "name.marks":
      "One letter of the name carries {{found}} accent marks; a letter may carry at most {{count}}.",
    "name.lookalike":
      "The name looks like “{{other}}”, which is already taken; choose one that cannot be mistaken for it.",
  },
  it: {
    "name.empty_one": "Il nome è vuoto: scrivi almeno {{count}} carattere.",
    "name.empty_other": "Il nome è vuoto: scrivi almeno {{count}} caratteri.",
    "name.too-short_one": "Il nome è troppo corto: serve almeno {{count}} carattere.",
    "name.too-short_other": "Il nome è troppo corto: servono almeno {{count}} caratteri.",
    "name.too-long_one": "Il nome ha {{length}} caratteri; ne è ammesso al massimo {{count}}. Accorcialo.",
    "name.too-long_other":
      "Il nome ha {{length}} caratteri; ne sono ammessi al massimo {{count}}. Accorcialo.",
    "name.broken": "Il nome contiene un carattere rovinato (un surrogato UTF-16 isolato); riscrivilo.",
    "name.control": "Il nome contiene un carattere di controllo ({{char}}); toglilo.",
    "name.bidi-control":
      "Il nome contiene {{char}}, un controllo invisibile che cambia il verso in cui si legge il testo (può far leggere un nome al contrario); toglilo.",
    "name.hidden": "Il nome contiene {{char}}, un carattere invisibile; toglilo.",
    "name.unassigned":
      "Il nome contiene {{char}}, un carattere senza una forma condivisa (di uso privato o non ancora in Unicode); toglilo.",
    "name.invisible": "Il nome non ha nessun carattere visibile; scrivi un nome che si possa leggere.",
    "name.marks":
      "Una lettera del nome porta {{found}} segni diacritici; una lettera ne può portare al massimo {{count}}.",
    "name.lookalike":
      "Il nome si confonde con «{{other}}», che esiste già; scegline uno che non si possa scambiare per quello.",
  },
  pt: {
    "name.empty_one": "O nome está vazio: escreve pelo menos {{count}} carácter.",
    "name.empty_other": "O nome está vazio: escreve pelo menos {{count}} caracteres.",
    "name.too-short_one": "O nome é demasiado curto: precisa de pelo menos {{count}} carácter.",
    "name.too-short_other": "O nome é demasiado curto: precisa de pelo menos {{count}} caracteres.",
    "name.too-long_one": "O nome tem {{length}} caracteres; é permitido no máximo {{count}}. Encurta-o.",
    "name.too-long_other": "O nome tem {{length}} caracteres; são permitidos no máximo {{count}}. Encurta-o.",
    "name.broken": "O nome contém um carácter danificado (um substituto UTF-16 isolado); volta a escrevê-lo.",
    "name.control": "O nome contém um carácter de controlo ({{char}}); remove-o.",
    "name.bidi-control":
      "O nome contém {{char}}, um controlo invisível que muda o sentido em que o texto se lê (pode fazer um nome ler-se ao contrário); remove-o.",
    "name.hidden": "O nome contém {{char}}, um carácter invisível; remove-o.",
    "name.unassigned":
      "O nome contém {{char}}, um carácter sem forma acordada (de uso privado ou ainda não definido no Unicode); remove-o.",
    "name.invisible": "O nome não tem nenhum carácter visível; escreve um nome que se possa ler.",
    "name.marks":
      "Uma letra do nome tem {{found}} sinais diacríticos; cada letra pode ter no máximo {{count}}.",
    "name.lookalike":
      "O nome confunde-se com «{{other}}», que já existe; escolhe um nome que não se possa tomar por esse.",
  },
};

/** The plural rules of each language (European Portuguese counts 0 as plural, as i18n does). */
const PLURALS: Record<NameLocale, Intl.PluralRules> = {
  en: new Intl.PluralRules("en"),
  it: new Intl.PluralRules("it"),
  pt: new Intl.PluralRules("pt-PT"),
};

/** The i18next key of a problem, with its plural suffix when the sentence has forms. */
export function nameMessageKey(problem: NameProblem, locale: NameLocale = "en"): string {
  const stem = `name.${problem.code}`;
  const bundle = NAME_MESSAGES[locale];
  if (stem in bundle) return stem;
  const form = PLURALS[locale].select(problem.params.count ?? 0);
  return `${stem}_${form}` in bundle ? `${stem}_${form}` : `${stem}_other`;
}

/** A problem as a sentence in `locale` (English for any other language). */
export function describeNameProblem(problem: NameProblem, locale: string = "en"): string {
  const l: NameLocale = locale === "it" || locale === "pt" ? locale : "en";
  const template = NAME_MESSAGES[l][nameMessageKey(problem, l)] ?? problem.code;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) =>
    String((problem.params as Record<string, unknown>)[k] ?? ""),
  );
}
