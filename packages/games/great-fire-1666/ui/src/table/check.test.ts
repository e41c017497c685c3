import { describe, expect, it } from "vitest";
import { checkScene } from "./check.js";
import { midGameHighlights, midGameScene, sampleMap } from "./stories/fixtures.js";
import type { BoardScene } from "./types.js";

const map = sampleMap();

describe("checkScene: bad props give clear messages, not a crash", () => {
  it("accepts the mid-game scene and highlights", () => {
    expect(checkScene(map, midGameScene(map), midGameHighlights(map))).toEqual([]);
  });
  it("names an unknown district, a bad house colour and a negative cone count", () => {
    const scene = {
      atlantis: {
        houses: [],
        freeCones: 0,
        controlledCones: 0,
        teams: 0,
        pawns: [],
        token: null,
        demolished: false,
        burnt: false,
      },
      cheapside: {
        houses: ["red", "pink"],
        freeCones: -1,
        controlledCones: 0,
        teams: 1.5,
        pawns: [{ colour: "teal", seat: 0 }],
        token: "bomb",
        demolished: false,
        burnt: false,
      },
    } as unknown as BoardScene;
    expect(checkScene(map, scene)).toEqual([
      'scene["atlantis"]: no district "atlantis" on map "sample-london"',
      'scene["cheapside"].houses[1]: "pink" is not a house colour (red, blue, green, yellow, purple, wood)',
      'scene["cheapside"].freeCones: expected a whole number ≥ 0, got -1',
      'scene["cheapside"].teams: expected a whole number ≥ 0, got 1.5',
      'scene["cheapside"].pawns[0].colour: "teal" is not a pawn colour',
      'scene["cheapside"].token: expected null, "faceDown", "explosive", "doubleMove" or "oneVp", got "bomb"',
    ]);
  });
  it("§4.2 rejects a destination priority class outside 1–4 and unknown highlight ids", () => {
    const problems = checkScene(
      map,
      {},
      { destinations: [{ id: "cheapside", priority: 5 as 1 }], fireSources: ["nowhere"] },
    );
    expect(problems).toContain(
      'highlights.destinations["cheapside"].priority: expected a class 1–4 (§4.2), got 5',
    );
    expect(problems).toContain('highlights.fireSources: no district "nowhere" on map "sample-london"');
  });
});
