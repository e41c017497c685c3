/**
 * Look-alike names, by Unicode Technical Standard #39 (Security Mechanisms), §4 Confusable
 * Detection. Two strings are confusable when their *skeletons* are equal:
 *
 * 1. convert to NFD,
 * 2. remove every Default_Ignorable_Code_Point,
 * 3. replace each character by its prototype from the Unicode Consortium's `confusables.txt`,
 * 4. convert to NFD again.
 *
 * The prototypes are the consortium's data as `unhomoglyph` ships it (a kept library that maps
 * each character of `confusables.txt` to its prototype); nothing here is a hand-written table.
 * The Default_Ignorable property is the JavaScript engine's own Unicode data (`\p{DI}`).
 *
 * A name people read is compared a little more loosely than TR39's identifiers ({@link nameKey}):
 * compatibility forms are folded (NFKC), case is folded and spacing and punctuation are ignored, so "LONDON-1666" and "London 1666" are
 * one name as well as "Lоndоn 1666" (Cyrillic о) and "London 1666".
 */
import unhomoglyph from "unhomoglyph";

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The TR39 skeleton of `s` (not meant to be read: `m` becomes `rn`, `0` becomes `O`). */
export function skeleton(s: string): string {
  return unhomoglyph(s.normalize("NFD").replace(DEFAULT_IGNORABLE, "")).normalize("NFD");
}

const SPACING_AND_PUNCTUATION = /[\p{White_Space}\p{P}]/gu;

/**
 * The key two names share when people could take one for the other: the skeleton of the name's
 * compatibility form (NFKC: fullwidth and mathematical letters, ligatures — which `confusables.txt`
 * leaves to NFKC — become plain ones), case-folded
 * (the skeleton again after lower-casing, since lower case letters have prototypes of their own),
 * without spaces or punctuation (unless that leaves nothing).
 */
export function nameKey(s: string): string {
  // Lower-cased before the first skeleton too: an upper-case letter's prototype may be another
  // letter's lower case ("I" → "l"), so "ITALIAN" and "Italian" would part (issue 26 §6).
  const folded = skeleton(skeleton(s.normalize("NFKC").toLowerCase()).toLowerCase()).toLowerCase();
  // A name of punctuation alone ("!!!") keeps it, or every such name would be one.
  return folded.replace(SPACING_AND_PUNCTUATION, "") || folded;
}

/** True when `a` and `b` could be taken for one another (equal {@link nameKey}s). */
export function confusable(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/**
 * The first name of `taken` that `name` could be mistaken for, or undefined. `taken` may be long
 * (every other player's display name): pass a {@link TakenNames} to compute each key once.
 */
export function findLookalike(name: string, taken: Iterable<string> | TakenNames): string | undefined {
  if (taken instanceof TakenNames) return taken.lookalike(name);
  const key = nameKey(name);
  for (const t of taken) if (nameKey(t) === key) return t;
  return undefined;
}

/** A set of taken names indexed by their {@link nameKey} (build once, ask many times). */
export class TakenNames {
  private readonly byKey = new Map<string, string>();

  constructor(names: Iterable<string> = []) {
    for (const n of names) this.add(n);
  }

  /** Takes `name` (the first of several look-alikes is the one reported). */
  add(name: string): void {
    const key = nameKey(name);
    if (key && !this.byKey.has(key)) this.byKey.set(key, name);
  }

  /** The taken name `name` could be mistaken for, or undefined. */
  lookalike(name: string): string | undefined {
    return this.byKey.get(nameKey(name));
  }

  get size(): number {
    return this.byKey.size;
  }
}
