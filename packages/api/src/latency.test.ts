/**
 * Issue 26 §7, what the latency work changed in behaviour (the figures themselves are a benchmark,
 * `scripts/load.ts`, never a timed test):
 * - a person's undo offer (the reveal check, undo.ts) is worked out while the database stores the
 *   move: once the live feed is told of the move, building the mover's snapshot re-draws nothing;
 * - the live feed's diff, now walking one path stack, gives exactly the operations of the plain
 *   recursive diff it replaced, and they turn the old snapshot into the new one.
 */
import type { AnyGameModule } from "@pudding/engine";
import { GAMES, GREAT_FIRE_1666 } from "@pudding/games";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PatchOp } from "./contract.js";
import { diff } from "./diff.js";
import { applyPatch } from "./live-client.js";
import type { PlayServer } from "./play-server.js";
import { caller, openServer, tokensOf } from "./test/harness.js";
import { type UndoEntry, undoRefusal } from "./undo.js";

/** The diff as it was before issue 26 §7 (a new path array per visited node): the reference. */
function plainDiff(a: unknown, b: unknown, path: (string | number)[] = [], ops: PatchOp[] = []): PatchOp[] {
  if (a === b) return ops;
  if (
    a === null ||
    b === null ||
    typeof a !== "object" ||
    typeof b !== "object" ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    ops.push({ op: "set", path, value: b });
    return ops;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) plainDiff(a[i], b[i], [...path, i], ops);
    if (b.length < a.length) ops.push({ op: "len", path, len: b.length });
    for (let i = a.length; i < b.length; i++) ops.push({ op: "set", path: [...path, i], value: b[i] });
    return ops;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  for (const k of Object.keys(ao))
    if ((!Object.hasOwn(bo, k) || bo[k] === undefined) && ao[k] !== undefined)
      ops.push({ op: "del", path: [...path, k] });
  for (const k of Object.keys(bo)) {
    if (bo[k] === undefined) continue;
    if (!Object.hasOwn(ao, k) || ao[k] === undefined)
      ops.push({ op: "set", path: [...path, k], value: bo[k] });
    else plainDiff(ao[k], bo[k], [...path, k], ops);
  }
  return ops;
}

describe("latency (issue 26 §7) · the live feed's diff", () => {
  it("gives the plain recursive diff's operations for any two JSON values, and they rebuild the second", () => {
    // Pairs that share parts (as consecutive snapshots do) and pairs that do not.
    const pair = fc.oneof(
      fc.tuple(fc.jsonValue(), fc.jsonValue()),
      fc.tuple(fc.jsonValue(), fc.jsonValue(), fc.jsonValue()).map(([shared, x, y]) => [
        { shared, log: [shared, x], x },
        { shared, log: [shared, x, y], y },
      ]),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const ops = diff(a, b);
        expect(ops).toEqual(plainDiff(a, b));
        // (a snapshot is an object: the live client patches inside its root; keys may change order)
        const inside = diff({ v: a }, { v: b });
        expect(applyPatch(structuredClone({ v: a }), inside)).toEqual({ v: b });
      }),
      { numRuns: 3000, seed: 26 },
    );
  });
});

describe("latency (issue 26 §7) · a person's undo offer", () => {
  let server: PlayServer;
  /** Determinizer calls so far (the reveal check re-draws through it), and at each notification. */
  let draws = 0;
  const atNotify: number[] = [];
  beforeAll(async () => {
    const GF = GREAT_FIRE_1666 as unknown as AnyGameModule;
    const ai = GF.ai as NonNullable<AnyGameModule["ai"]>;
    const counted = {
      ...GF,
      ai: {
        ...ai,
        determinizer: ((state: unknown, seat: number) => {
          draws++;
          return (ai.determinizer as (s: unknown, v: number) => unknown)(state, seat);
        }) as typeof ai.determinizer,
      },
    } as AnyGameModule;
    server = await openServer({ games: GAMES.map((m) => (m.id === GF.id ? counted : m)), runBots: false });
    const changed = server.feed.changed.bind(server.feed);
    server.feed.changed = (gameId: string) => {
      atNotify.push(draws);
      changed(gameId);
    };
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is worked out while the move is stored: once subscribers are told, the mover's snapshot re-draws nothing, and it is the same offer", async () => {
    const api = caller(server);
    const g = await api.games.create({
      game: "great-fire-1666",
      seats: [
        { kind: "human", name: "Anna" },
        { kind: "human", name: "Ben" },
        { kind: "human", name: "Cleo" },
      ],
      seed: 5,
    });
    const tokens = tokensOf(g);
    let checked = 0;
    let offered = 0;
    for (let step = 0; step < 200 && checked < 8; step++) {
      const pub = await api.games.get({ gameId: g.gameId });
      if (pub.status.over) break;
      const seat = pub.status.toAct[0] as number;
      const token = tokens[seat] as string;
      const before = await api.games.get({ gameId: g.gameId, token });
      const action = before.legal[(step * 7) % before.legal.length];
      const start = draws;
      const after = await api.games.act({ gameId: g.gameId, token, version: before.version, action });
      // the reveal check ran for this move (the mover keeps the turn): all of it before the notification
      if (draws > start) {
        checked++;
        expect(atNotify.at(-1), `step ${step}: re-draws after the feed was told`).toBe(draws);
        if (after.undo) offered++;
        // the same answer as a check from scratch (a copy of the move: nothing remembered)
        const loaded = server.games.cached(g.gameId);
        if (!loaded) throw new Error("the game is not in memory");
        const top = loaded.undo.at(-1) as UndoEntry;
        const fresh = undoRefusal({ ...loaded, undo: [...loaded.undo.slice(0, -1), { ...top }] }, seat);
        expect(fresh === null).toBe(after.undo === true);
      }
    }
    expect(checked).toBeGreaterThan(0);
    // some of those moves revealed nothing and were offered back
    expect(offered).toBeGreaterThan(0);
  });
});
