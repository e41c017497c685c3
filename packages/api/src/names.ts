/**
 * Names people read, at the server's door (issue 26 §6), by the rules of `@pudding/names`: seat
 * names and published map and rule-set names are stored NFC-normalised; a name with a direction
 * control, nothing visible, a pile of marks on one letter… is refused with a specific sentence in
 * the reader's language; a published name that could be mistaken (Unicode TR39 skeleton) for a
 * shipped map's or a preset's name is refused too.
 */
import type { AnyGameModule } from "@pudding/engine";
import { checkName, describeNameProblem, type NameProblem, TakenNames } from "@pudding/names";
import { PlayError } from "./errors.js";

/** The name problem a zod issue carries (from `personName`), if any. */
export function nameProblemOf(issue: unknown): NameProblem | undefined {
  const p = (issue as { params?: { name?: NameProblem } }).params?.name;
  return p && typeof p.code === "string" ? p : undefined;
}

const shipped = new WeakMap<readonly AnyGameModule[], TakenNames>();

/** The names of every shipped map and every preset (label and id) of `games`, indexed once. */
export function shippedNames(games: readonly AnyGameModule[]): TakenNames {
  let taken = shipped.get(games);
  if (!taken) {
    taken = new TakenNames();
    for (const m of games) {
      for (const doc of Object.values(m.map.shipped) as unknown[]) taken.add(m.map.info(doc).name);
      for (const p of m.rules.presets) {
        taken.add(p.label);
        taken.add(p.id);
      }
    }
    shipped.set(games, taken);
  }
  return taken;
}

/**
 * The name a published map or rule set may carry, normalised, or a BAD_REQUEST naming `field`
 * with the problem in `locale` (and the problem as data in `issues[0].name`).
 */
export function publishedName(
  raw: string,
  field: string,
  games: readonly AnyGameModule[],
  max: number,
  locale = "en",
): string {
  const r = checkName(raw, { max, taken: shippedNames(games) });
  if (r.ok) return r.name;
  const message = describeNameProblem(r.problem, locale);
  throw new PlayError("BAD_REQUEST", `Invalid input: ${field}: ${message}`, {
    issues: [{ path: field, message, name: r.problem }],
  });
}
