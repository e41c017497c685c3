/**
 * The rules every name people read must pass (issue 26 §6): a seat's name, a published map's or
 * rule set's name, an account's display name. A name is stored normalised (NFC, spaces collapsed)
 * and refused — with a code and parameters, worded by `describeNameProblem` in the reader's
 * language — when it
 * - holds a broken character (a lone UTF-16 surrogate), a control character, a character without
 *   an agreed shape (private use, unassigned), or an invisible one (Default_Ignorable — zero-width
 *   spaces, fillers — except the joiners and variation selectors that scripts and emoji need);
 * - holds a bidirectional control (U+202E RIGHT-TO-LEFT OVERRIDE and its kin), which can make a
 *   name read backwards or reorder the text around it;
 * - shows nothing visible (only spaces and marks);
 * - stacks more than `maxMarks` combining marks on one letter ("Zalgo" text that spills over the
 *   lines around it);
 * - is empty, shorter than `min` or longer than `max` characters (user-perceived characters: an emoji is one);
 * - could be mistaken for a taken name (`taken`: shipped maps and presets, other players' names),
 *   by the TR39 skeletons of `skeleton.ts`.
 */
import { findLookalike, type TakenNames } from "./skeleton.js";

/** What is wrong with a name (each code has a sentence in every language of `NAME_MESSAGES`). */
export type NameProblemCode =
  | "empty"
  | "too-short"
  | "too-long"
  | "broken"
  | "control"
  | "bidi-control"
  | "hidden"
  | "unassigned"
  | "invisible"
  | "marks"
  | "lookalike";

/** A refusal as data: the code and the parameters its sentence needs. */
export interface NameProblem {
  code: NameProblemCode;
  params: {
    /** The offending character as `U+202E`. */
    char?: string;
    /** The limit the name broke (fewest or most characters, most marks on a letter). */
    count?: number;
    /** The name's length in characters (too long). */
    length?: number;
    /** Marks found on one letter. */
    found?: number;
    /** The taken name this one looks like. */
    other?: string;
  };
}

/** Length and mark limits of a kind of name. */
export interface NameLimits {
  /** Fewest characters (user-perceived). Default 1. */
  min: number;
  /** Most characters (user-perceived). Default 40. */
  max: number;
  /**
   * Most combining marks in a row on one letter. Default 4: Vietnamese, Thai, Hebrew with vowel
   * points and Devanagari conjuncts need at most three; more is decoration that spills over lines.
   */
  maxMarks: number;
}

export const DEFAULT_NAME_LIMITS: NameLimits = { min: 1, max: 40, maxMarks: 4 };

export type NameCheck = { ok: true; name: string } | { ok: false; problem: NameProblem };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /\p{Cc}/u;
const BIDI_CONTROL = /\p{Bidi_Control}/u;
const NO_SHAPE = /[\p{Co}\p{Cn}]/u;
/**
 * Invisible characters a name may keep: the zero-width (non-)joiner (Persian, Indic scripts, emoji
 * sequences), variation selectors (emoji and CJK variants) and tag characters (flag emoji).
 */
function neededIgnorable(c: string): boolean {
  const cp = c.codePointAt(0) ?? 0;
  return (
    cp === 0x200c ||
    cp === 0x200d ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0020 && cp <= 0xe007f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef)
  );
}
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Something a reader sees: a letter, digit, punctuation or symbol — but not U+2800 BRAILLE PATTERN BLANK, a symbol drawn as nothing. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const BLANK_SYMBOL = /\u2800/gu;
const MARK_RUN = /\p{M}+/gu;
const SPACES = /\p{White_Space}+/gu;

const codePoint = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
const problem = (code: NameProblemCode, params: NameProblem["params"] = {}): NameCheck => ({
  ok: false,
  problem: { code, params },
});

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Characters as a reader counts them (grapheme clusters: "é" and "👩‍👩‍👧" are one each). */
export function characterCount(s: string): number {
  let n = 0;
  for (const _ of segmenter.segment(s)) n++;
  return n;
}

/** `raw` in the form names are stored in: NFC, every run of spaces one space, trimmed. */
export function normalizeName(raw: string): string {
  return raw.normalize("NFC").replace(SPACES, " ").trim();
}

/**
 * Checks a name against the rules (and, with `taken`, against names it must not look like):
 * the normalised name, or the first problem found.
 */
export function checkName(
  raw: string,
  options: Partial<NameLimits> & { taken?: Iterable<string> | TakenNames } = {},
): NameCheck {
  const limits = { ...DEFAULT_NAME_LIMITS, ...options };
  if (LONE_SURROGATE.test(raw)) return problem("broken");
  // Bounded work whatever arrives: a name many times its limit is refused before it is examined.
  if (raw.length > limits.max * 16)
    return problem("too-long", { count: limits.max, length: characterCount(raw.slice(0, limits.max * 16)) });
  const control = CONTROL.exec(raw)?.[0];
  if (control !== undefined) return problem("control", { char: codePoint(control) });
  const bidi = BIDI_CONTROL.exec(raw)?.[0];
  if (bidi !== undefined) return problem("bidi-control", { char: codePoint(bidi) });
  const name = normalizeName(raw);
  const noShape = NO_SHAPE.exec(name)?.[0];
  if (noShape !== undefined) return problem("unassigned", { char: codePoint(noShape) });
  if (name === "") return raw === "" ? problem("empty", { count: limits.min }) : problem("invisible");
  if (!VISIBLE.test(name.replace(BLANK_SYMBOL, "").replace(IGNORABLE, ""))) return problem("invisible");
  for (const m of name.matchAll(IGNORABLE))
    if (!neededIgnorable(m[0])) return problem("hidden", { char: codePoint(m[0]) });
  let most = 0;
  // Counted on the decomposed form: a precomposed "ệ" carries two marks as surely as e + ̣ + ̂.
  for (const run of name.normalize("NFD").matchAll(MARK_RUN)) most = Math.max(most, [...run[0]].length);
  if (most > limits.maxMarks) return problem("marks", { found: most, count: limits.maxMarks });
  const length = characterCount(name);
  if (length < limits.min) return problem("too-short", { count: limits.min, length });
  if (length > limits.max) return problem("too-long", { count: limits.max, length });
  if (options.taken !== undefined) {
    const other = findLookalike(name, options.taken);
    if (other !== undefined) return problem("lookalike", { other });
  }
  return { ok: true, name };
}
