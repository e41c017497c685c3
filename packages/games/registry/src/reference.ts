/**
 * @pudding/games/reference — each game's rules reference (the digest of its rulebooks with the
 * numbered § and rulings the engine enforces and its rule messages cite), by game id. A server-side
 * entry: the play app's `/rules/<game>` page renders it; no browser bundle carries it.
 */
import { RULES_REFERENCE as GREAT_FIRE } from "@pudding/great-fire/reference";
import { RULES_REFERENCE as SWU } from "@pudding/small-world-underground/reference";
import { RULES_REFERENCE as BRIGADE } from "@pudding/the-brigade/reference";

/** Game id → its rules reference in Markdown. */
export const RULES_REFERENCES: Readonly<Record<string, string>> = {
  "great-fire-1666": GREAT_FIRE,
  "small-world-underground": SWU,
  "the-brigade": BRIGADE,
};

/** The rules reference of `game` (Markdown), or null when the game has none. */
export const rulesReference = (game: string): string | null =>
  Object.hasOwn(RULES_REFERENCES, game) ? (RULES_REFERENCES[game] as string) : null;
