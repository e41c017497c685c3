/**
 * Stored games keep their rules: 64 seeded games recorded under rules version 1 (2–5 seats, every
 * preset, two other dice) replay byte-identically under version 1, whatever the current version.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import { RULES_VERSION, rulesVersionOf } from "../state.js";
import { type LegacyGame, legacyStart } from "./legacy.js";

const GAMES = JSON.parse(
  gunzipSync(readFileSync(new URL("./fixtures/legacy-v1.json.gz", import.meta.url))).toString("utf8"),
) as LegacyGame[];

describe("games stored under rules version 1", () => {
  it("the fixture holds 64 finished games of 2–5 seats", () => {
    expect(GAMES.length).toBe(64);
    expect(new Set(GAMES.map((g) => g.seats))).toEqual(new Set([2, 3, 4, 5]));
  });

  it("replay action by action under rules version 1 to their recorded final hashes", {
    timeout: 120_000,
  }, () => {
    for (const g of GAMES) {
      let s = legacyStart(g, 1);
      for (const [i, a] of g.actions.entries()) {
        const seat = G.toAct(s)[0] as number;
        const r = G.apply(s, seat, a);
        if (!r.ok) throw new Error(`game ${g.seed}, action ${i}: ${r.error.message}`);
        s = r.state;
      }
      expect(G.status(s).over, `game ${g.seed}`).toBe(true);
      expect(G.hash(s), `game ${g.seed}`).toBe(g.hash);
    }
  });

  it("new games use rules version 2 (R62, §18.3, R40, §14.15); version-1 games carry no version field", () => {
    expect(G.rulesVersion).toBe(2);
    expect(RULES_VERSION).toBe(2);
    const now = legacyStart({ seats: 3, seed: 5, preset: "canonical", overrides: {} }, G.rulesVersion);
    expect(rulesVersionOf(now)).toBe(2);
    const old = legacyStart({ seats: 3, seed: 5, preset: "canonical", overrides: {} }, 1);
    expect("rv" in old).toBe(false);
    expect(rulesVersionOf(old)).toBe(1);
    const bad = G.setup({
      ...{ map: undefined as never, rules: {} as never },
      seats: 3,
      seed: 1,
      rulesVersion: 3,
    });
    expect(bad.ok).toBe(false);
  });

  it("the same actions under rules version 2 play differently in some of the recorded games", {
    timeout: 120_000,
  }, () => {
    let differ = 0;
    for (const g of GAMES) {
      let s = legacyStart(g, 2);
      let refused = false;
      for (const a of g.actions) {
        if (G.status(s).over) break;
        const r = G.apply(s, G.toAct(s)[0] as number, a);
        if (!r.ok) {
          refused = true;
          break;
        }
        s = r.state;
      }
      const { rv: _version, ...same } = s;
      if (refused || G.hash(same as typeof s) !== g.hash) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it("R63's option coinsScored at its default is left out of the saved form and the hash (stored games keep both)", () => {
    const g = { seats: 2, seed: 9, preset: "canonical", overrides: {} };
    const old = legacyStart(g, 1);
    expect(old.rules.coinsScored).toBe("hidden");
    expect(G.codec.save(old) as { rules: object }).not.toHaveProperty("rules.coinsScored");
    const loaded = G.codec.load(
      JSON.parse(JSON.stringify(G.codec.save(old))),
      G.map.shipped["swu-2p"] as never,
    );
    expect(loaded.ok && G.hash(loaded.value)).toBe(G.hash(old));
    const pub = legacyStart({ ...g, overrides: { coinsScored: "public" } }, 1);
    expect(G.codec.save(pub)).toHaveProperty("rules.coinsScored", "public");
    expect(G.hash(pub)).not.toBe(G.hash(old));
  });
});
