/**
 * The editor's languages (issue 20): the same i18next store, cookie and picker as the play app
 * (`@pudding/i18n`). Two kinds of catalogue:
 *
 * - the kit's own words (panels, tools, dialogs, status messages) under the `editor` namespace, keyed
 *   like every other package (`panel.problems`, `status.saved`), registered by `./messages.ts`;
 * - what a game's plug-in shows (field labels, tool and action names, palette brushes, key help…) is
 *   plain English data in the plug-in, so it is translated the way gettext does it: the English text
 *   is the key, under the namespace `pluginNs(gameId)`, and a missing entry shows the English. Each
 *   plug-in registers its Italian and Portuguese with `registerPluginMessages`, and its test checks
 *   that every string `pluginStrings` collects has both (so nothing it shows stays English).
 */
import {
  type Gettext,
  gettext,
  type Locale,
  registerGettext,
  type TFunction,
  type Translations,
  tFor,
  useT,
} from "@pudding/i18n";
import type { FieldSpec } from "./model/fields.js";
import type { AnyPlugin } from "./plugin.js";

export { type Locale, useLocale } from "@pudding/i18n";

/** The kit's namespace. */
export const EDITOR_NS = "editor";

/** The namespace of a game plug-in's words (English text → translation). */
export function pluginNs(gameId: string): string {
  return `editor.${gameId}`;
}

/** Translations of a plug-in's English strings: `{ it: { "Derive": "Deduci" }, pt: {…} }`. */
export type PluginMessages = Translations;

/**
 * Registers a plug-in's words (English text → translation) under `pluginNs(gameId)`; returns its
 * translator in a fixed language (commands, refusals: `pluginT(gameId, locale)`).
 */
export function registerPluginMessages(
  gameId: string,
  messages: PluginMessages,
): (locale?: Locale) => PluginT {
  return registerGettext(pluginNs(gameId), messages);
}

/** Translates a plug-in's English string (with `{{name}}` placeholders filled from `params`). */
export type PluginT = Gettext;
const pluginTranslator = gettext;

/** A plug-in's translator in a fixed language (controllers, commands, tests). */
export function pluginT(gameId: string, locale: Locale): PluginT {
  return pluginTranslator(tFor(locale, pluginNs(gameId)));
}

/** A plug-in's translator in the language of the nearest `LocaleProvider`. */
export function usePluginT(plugin: Pick<AnyPlugin, "gameId">): PluginT {
  const t = useT(pluginNs(plugin.gameId));
  return pluginTranslator(t);
}

/** The kit's translate function in a fixed language (the controller, tools, commands). */
export function editorT(locale: Locale): TFunction {
  return tFor(locale, EDITOR_NS);
}

/** The kit's translate function in the language of the nearest `LocaleProvider`. */
export function useEditorT(): TFunction {
  return useT(EDITOR_NS);
}

function fieldStrings(fields: readonly FieldSpec[] | undefined, out: Set<string>): void {
  for (const f of fields ?? []) {
    const spec = f as unknown as Record<string, unknown>;
    for (const k of ["label", "hint"]) if (typeof spec[k] === "string" && spec[k]) out.add(spec[k] as string);
    const options = spec.options;
    if (Array.isArray(options))
      for (const o of options)
        for (const k of ["label", "title"])
          if (o && typeof o === "object" && typeof (o as Record<string, unknown>)[k] === "string")
            out.add((o as Record<string, string>)[k] as string);
  }
}

/**
 * Every English string a plug-in shows through the kit: its title and nouns, its fields' labels,
 * help and option labels, its collections' nouns and fields, its tools' and actions' names, titles
 * and help (and what a two-click tool's clicks pick), its key help, its palette's brushes and the
 * labels of its tallies on its shipped maps. A plug-in's test checks each has a translation.
 */
export function pluginStrings(plugin: AnyPlugin): string[] {
  const out = new Set<string>();
  out.add(plugin.title);
  for (const n of plugin.nouns.space) out.add(n);
  fieldStrings(plugin.fields.meta, out);
  fieldStrings(plugin.fields.space, out);
  for (const c of Object.values(plugin.collections ?? {})) {
    for (const n of c.noun) out.add(n);
    fieldStrings(c.fields, out);
  }
  for (const tool of plugin.tools ?? []) {
    const t = tool as unknown as Record<string, unknown>;
    for (const k of ["label", "title", "help", "hint"])
      if (typeof t[k] === "string" && t[k]) out.add(t[k] as string);
    // A two-click tool's words for what each click picks (`pairTool`'s `what`).
    if (Array.isArray(t.what)) for (const w of t.what) if (typeof w === "string") out.add(w);
  }
  // The tallies' labels, as the shipped maps give them.
  for (const map of Object.values(plugin.profile.shipped ?? {}))
    for (const tally of plugin.profile.tallies?.(map) ?? []) out.add(tally.label);
  for (const a of plugin.actions ?? []) for (const s of [a.label, a.title, a.help]) if (s) out.add(s);
  // Key help: the line, and the key's words when it has some ("N / E / S / W (arrow selected)").
  for (const [key, line] of plugin.keyHelp ?? []) {
    out.add(line);
    if (/[A-Za-z]{3,}/.test(key)) out.add(key);
  }
  for (const p of plugin.palette ?? []) out.add(p.label);
  return [...out].filter((s) => /[A-Za-z]/.test(s));
}
