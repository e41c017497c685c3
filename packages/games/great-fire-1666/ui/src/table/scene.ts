/**
 * Adapters from what the server sends (a seat's PlayerView) to what the board draws (a
 * {@link BoardScene}). Pure; the view already holds only what the viewer may see.
 */
import type { PlayerView } from "@pudding/great-fire";
import type { BoardScene, DistrictScene } from "./types.js";

/** The board contents for a view: free vs controlled cones, teams, pawns, tokens, demolitions. */
export function sceneFromView(view: PlayerView): BoardScene {
  const scene: BoardScene = {};
  for (const d of view.districts) {
    const committed = Math.min(d.committed, d.cones, d.teams);
    const s: DistrictScene = {
      houses: d.houses.slice(),
      freeCones: d.cones - committed,
      controlledCones: committed,
      teams: d.teams - committed,
      pawns: [],
      // A token left on the board shows its kind once the game is over (the view then says it).
      token: d.demolished ? "explosive" : d.token ? (d.tokenKind ?? "faceDown") : null,
      demolished: d.demolished,
      burnt: d.burnt,
    };
    scene[d.id] = s;
  }
  for (const seat of view.seats)
    if (seat.pawn) scene[seat.pawn]?.pawns.push({ colour: seat.pawnColour, seat: seat.seat });
  return scene;
}

/** Houses standing per colour (for the public panel). */
export function housesStanding(view: PlayerView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of view.districts) for (const h of d.houses) out[h] = (out[h] ?? 0) + 1;
  return out;
}
