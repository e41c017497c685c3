/**
 * Sentences the kit makes outside React (command labels, refusals, status messages) carry, beside
 * their English text, how to say them again in another language: a key of the kit's catalogue and
 * its parameters (a plug-in's nouns stay English here and are translated by its catalogue when the
 * sentence is shown). The controller shows a sentence in its language with `sayIn`; English is the
 * catalogue's English, so the text a command or a refusal carries is the same as it always was.
 */
import type { TFunction } from "@pudding/i18n";
import { editorT, type PluginT } from "./i18n.js";
// The catalogue a phrase's English comes from (registered on import).
import "./messages.js";

/** A count and a plug-in noun (`3 districts`): the noun is the plug-in's English, singular or plural. */
export interface CountedNoun {
  count: number;
  nouns: readonly [string, string];
}

/** A parameter of a phrase. */
export type PhraseParam =
  | string
  | number
  /** A plug-in's English word, translated by its catalogue. */
  | { noun: string }
  | CountedNoun
  /** Parts joined by ", ". */
  | { list: readonly PhraseParam[] }
  /** Another phrase of the kit. */
  | Phrase;

/** A sentence of the kit's catalogue with its parameters. */
export interface Phrase {
  key: string;
  params?: Record<string, PhraseParam>;
}

const same: PluginT = (s) => s;

/** A phrase in the language of `t` (the kit's words) and `pt` (the plug-in's words). */
export function renderPhrase(p: Phrase, t: TFunction, pt: PluginT = same): string {
  const value = (v: PhraseParam): string | number => {
    if (typeof v === "string" || typeof v === "number") return v;
    if ("noun" in v) return pt(v.noun);
    if ("nouns" in v) return `${v.count} ${pt(v.count === 1 ? v.nouns[0] : v.nouns[1])}`;
    if ("list" in v) return v.list.map(value).join(", ");
    return renderPhrase(v, t, pt);
  };
  const params = Object.fromEntries(Object.entries(p.params ?? {}).map(([k, v]) => [k, value(v)]));
  return t(p.key, params) as string;
}

const enT = () => editorT("en");

/** A phrase's English (what commands, refusals and steps carry as their text). */
export function english(p: Phrase): string {
  return renderPhrase(p, enT());
}

/** A phrase shorthand. */
export function phrase(key: string, params?: Record<string, PhraseParam>): Phrase {
  return params ? { key, params } : { key };
}

/** A command's label and its phrase (`{ ...labelled("cmd.moveLabel"), ops }`). */
export function labelled(
  key: string,
  params?: Record<string, PhraseParam>,
): { label: string; phrase: Phrase } {
  const ph = phrase(key, params);
  return { label: english(ph), phrase: ph };
}

/** A step's message and its phrase. */
export function saying(
  key: string,
  params?: Record<string, PhraseParam>,
): { message: string; phrase: Phrase } {
  const ph = phrase(key, params);
  return { message: english(ph), phrase: ph };
}

/**
 * `text` in the language of `t`/`pt`: through its phrase when it carries one that gives this very
 * text in English (a plug-in may replace a kit command's label with its own), else through the
 * plug-in's catalogue (its `validate` refusals), which gives back as it is any text already in the
 * reader's language.
 */
export function sayIn(text: string, ph: Phrase | undefined, t: TFunction, pt: PluginT = same): string {
  if (ph && english(ph) === text) return renderPhrase(ph, t, pt);
  return pt(text);
}
