/**
 * Rules versions (issue 27): games stored under rules version 1 — before the R6, R25, R39, R62 and
 * §15.1 fixes — replay byte-identically under version 1, games stored under version 2 — before the
 * R29 water choices, the §11.4 order of triggers and the Aviary on every move that passes through —
 * replay byte-identically under version 2, and new games are stamped with the current version. Each
 * fixture holds 48 seeded games (2–4 seats × the four presets × 4 seeds; random seats, busy seats or
 * the heuristic bot), recorded under its version: the rule set as then resolved, every action as its
 * index in `legal`, and the final hash. `REC=1 npx vitest run src/test/legacy.test.ts` records the
 * fixture of a version that has none yet — only on purpose (a fixture is the record of old rules;
 * re-recording it under new rules defeats it, so an existing file is never overwritten).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { below, newRng } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import { TINDERBOX } from "../data/shipped.js";
import { THE_BRIGADE } from "../module.js";
import type { BrigadeRules } from "../rules.js";
import { type BrigadeState, RULES_VERSION } from "../state.js";

const FILES: Record<number, string> = {
  1: join(import.meta.dirname, "fixtures/legacy-v1.json"),
  2: join(import.meta.dirname, "fixtures/legacy-v2.json"),
};
const FILE = FILES[1] as string;

interface Game {
  preset: string;
  seats: number;
  seed: number;
  /** Indices into `legal`, base 36, comma-separated. */
  moves: string;
  hash: string;
  ending: string | null;
}
interface Fixture {
  rulesVersion: number;
  rules: Record<string, BrigadeRules>;
  games: Game[];
}

function setup(rules: BrigadeRules, seats: number, seed: number, rulesVersion?: number): BrigadeState {
  const created = THE_BRIGADE.setup({ map: TINDERBOX, rules, seats, seed: `legacy-${seed}`, rulesVersion });
  if (!created.ok) throw new Error(created.issues[0]?.message);
  return created.value;
}

function record(version: number): Fixture {
  const rules: Record<string, BrigadeRules> = {};
  const games: Game[] = [];
  for (const p of THE_BRIGADE.rules.presets) {
    const parsed = THE_BRIGADE.rules.parse(p.rules);
    if (!parsed.ok) throw new Error(p.id);
    rules[p.id] = parsed.value;
    for (const seats of [2, 3, 4])
      for (let k = 0; k < 4; k++) {
        const seed = seats * 100 + k;
        let s = setup(parsed.value, seats, seed, version);
        const rng = newRng(`legacy-play-${p.id}-${seed}`);
        const moves: number[] = [];
        for (;;) {
          const seat = THE_BRIGADE.toAct(s)[0];
          if (seat === undefined) break;
          const legal = THE_BRIGADE.legal(s, seat);
          // Seeds 0–1: uniform random seats; 2: seats that end the turn only when nothing else is
          // left; 3: the heuristic bot (real games: renown, loyalty, squads, the endings).
          const busy = legal.flatMap((a, j) => (a.type === "endTurn" ? [] : [j]));
          const bot = k === 3 ? THE_BRIGADE.ai?.bots?.heuristic : undefined;
          const chosen = bot ? JSON.stringify(bot.decide(s, seat, { seed: seed * 1000 + moves.length })) : "";
          const i = bot
            ? legal.findIndex((a) => JSON.stringify(a) === chosen)
            : k === 2 && busy.length
              ? (busy[below(rng, busy.length)] as number)
              : below(rng, legal.length);
          if (i < 0) throw new Error("the bot chose an unlisted action");
          const r = THE_BRIGADE.apply(s, seat, legal[i]);
          if (!r.ok) throw new Error(r.error.message);
          moves.push(i);
          s = r.state;
        }
        games.push({
          preset: p.id,
          seats,
          seed,
          moves: moves.map((m) => m.toString(36)).join(","),
          hash: THE_BRIGADE.hash(s),
          ending: s.result?.ending ?? null,
        });
      }
  }
  return { rulesVersion: version, rules, games };
}

/** Replays every game of a fixture under its own version; expects the stored hashes. */
function replay(fx: Fixture): void {
  expect(fx.games).toHaveLength(48);
  for (const g of fx.games) {
    let s = setup(fx.rules[g.preset] as BrigadeRules, g.seats, g.seed, fx.rulesVersion);
    for (const m of g.moves.split(",")) {
      const seat = THE_BRIGADE.toAct(s)[0] as number;
      const legal = THE_BRIGADE.legal(s, seat);
      const action = legal[Number.parseInt(m, 36)];
      expect(action, `${g.preset}/${g.seats}/${g.seed}`).toBeDefined();
      const r = THE_BRIGADE.apply(s, seat, action);
      if (!r.ok) throw new Error(`${g.preset}/${g.seats}/${g.seed}: ${r.error.message}`);
      s = r.state;
    }
    expect(THE_BRIGADE.toAct(s), `${g.preset}/${g.seats}/${g.seed} over`).toEqual([]);
    expect(THE_BRIGADE.hash(s), `${g.preset}/${g.seats}/${g.seed}`).toBe(g.hash);
  }
}

describe("rules versions (issue 27)", () => {
  if (process.env.REC === "1")
    it("records the fixture of each version that has none yet", { timeout: 900_000 }, () => {
      for (const [v, file] of Object.entries(FILES))
        if (!existsSync(file)) writeFileSync(file, `${JSON.stringify(record(Number(v)))}\n`);
    });

  it("version-1 games replay byte-identically under version 1 (48 stored games, every preset)", () => {
    replay(JSON.parse(readFileSync(FILE, "utf8")) as Fixture);
  });

  it("version-2 games replay byte-identically under version 2 (48 stored games, every preset)", () => {
    const fx = JSON.parse(readFileSync(FILES[2] as string, "utf8")) as Fixture;
    expect(fx.rulesVersion).toBe(2);
    replay(fx);
  });

  it("new games carry the current rules version (3), which saves, loads and plays differently", () => {
    expect(THE_BRIGADE.rulesVersion).toBe(RULES_VERSION);
    expect(RULES_VERSION).toBe(3);
    const fx = JSON.parse(readFileSync(FILE, "utf8")) as Fixture;
    const rules = fx.rules.basic as BrigadeRules;
    const s = setup(rules, 3, 1);
    expect(s.rv).toBe(3);
    expect(setup(rules, 3, 1, 1).rv).toBeUndefined();
    expect(setup(rules, 3, 1, 2).rv).toBe(2);
    const back = THE_BRIGADE.codec.load(THE_BRIGADE.codec.save(s), TINDERBOX);
    expect(back.ok && back.value.rv).toBe(3);
    expect(THE_BRIGADE.setup({ map: TINDERBOX, rules, seats: 3, seed: 1, rulesVersion: 4 })).toMatchObject({
      ok: false,
      issues: [{ path: "rulesVersion" }],
    });
    // The same stored actions under the next version: some games take another course — version 2
    // (R6, R25, R39, R62), version 3 (R29's water choices, §11.4's order of triggers, the Aviary).
    expect(differ(fx, 2)).toBeGreaterThan(0);
    const v2 = JSON.parse(readFileSync(FILES[2] as string, "utf8")) as Fixture;
    expect(differ(v2, 3)).toBeGreaterThan(0);
  });
});

/** How many of a fixture's games end otherwise (or stop) when replayed under version `under`. */
function differ(fx: Fixture, under: number): number {
  let n = 0;
  for (const g of fx.games) {
    let st = setup(fx.rules[g.preset] as BrigadeRules, g.seats, g.seed, under);
    let same = true;
    for (const m of g.moves.split(",")) {
      const seat = THE_BRIGADE.toAct(st)[0];
      const action = seat === undefined ? undefined : THE_BRIGADE.legal(st, seat)[Number.parseInt(m, 36)];
      const r = seat === undefined || !action ? null : THE_BRIGADE.apply(st, seat, action);
      if (!r?.ok) {
        same = false;
        break;
      }
      st = r.state;
    }
    // Hashed as if stamped with the fixture's own version, so only the play can differ.
    const probe: BrigadeState = { ...st };
    if (fx.rulesVersion === 1) delete probe.rv;
    else probe.rv = fx.rulesVersion;
    if (!same || THE_BRIGADE.hash(probe) !== g.hash) n++;
  }
  return n;
}
