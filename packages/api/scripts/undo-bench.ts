/**
 * The undo offer's cost (issue 20): the reveal check a seat's snapshot runs after its own move, on
 * the moves of heuristic-bot games of every game, side by side in one run — the check as first
 * written (6 re-draws per seat, views serialised and compared as text, seat by seat) and as it is
 * now (`undoRefusal`: views compared as values, seats interleaved, 24 re-draws shared out). Prints
 * the mean and p95 milliseconds per checked move and how many moves each would let be taken back.
 *
 *   npx tsx scripts/undo-bench.ts [--games 3]
 */
import { parseArgs } from "node:util";
import { botsFor } from "@pudding/bots";
import { type AnyGameModule, Rng } from "@pudding/engine";
import { GAMES } from "@pudding/games";
import { type UndoEntry, undoRefusal } from "../src/undo.js";

const { values } = parseArgs({ options: { games: { type: "string", default: "3" } } });

/** The check as first written (commit 79ad017), kept here only to compare against. */
function firstReveals(
  m: AnyGameModule,
  state: unknown,
  version: number,
  seats: number,
  top: UndoEntry,
): boolean {
  const det = m.ai?.determinizer;
  if (!det) return true;
  const rng = new Rng((0x5eed ^ Math.imul(version + 1, 0x9e3779b1)) >>> 0);
  for (let v = 0; v < seats; v++) {
    const seen = JSON.stringify(m.view(state, v));
    const d = det(top.state, v);
    const into = d.newState();
    for (let k = 0; k < 6; k++) {
      d.fill(into, rng);
      const r = m.apply(into, top.seat, top.action);
      if (!r.ok || JSON.stringify(m.view(r.state, v)) !== seen) return true;
    }
  }
  return false;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
const rows: Record<string, string | number>[] = [];
for (const m of GAMES) {
  const seats = Math.min(4, m.seats.max);
  const bot = botsFor(m).heuristic ?? botsFor(m).random;
  const first: number[] = [];
  const now: number[] = [];
  let firstOk = 0;
  let nowOk = 0;
  for (let game = 0; game < Number(values.games); game++) {
    const preset = m.rules.presets.find((p) => p.id === m.rules.defaultPreset);
    const rules = m.rules.parse(preset?.rules ?? {});
    if (!rules.ok) throw new Error("rules");
    const set = m.setup({ map: m.map.defaultFor(seats), rules: rules.value, seats, seed: 100 + game });
    if (!set.ok) throw new Error("setup");
    let s = set.value;
    for (let i = 0; i < 2000 && m.toAct(s).length > 0; i++) {
      const seat = Math.min(...m.toAct(s));
      const action = bot?.decide(s, seat, { seed: i, budgetMs: 1e9, maxIterations: 12 });
      const r = m.apply(s, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      const top = { state: s, seat, action };
      const g = {
        module: m,
        state: r.state,
        version: i + 1,
        seats: Array.from({ length: seats }, (_, k) => ({ name: `S${k}` })),
        undo: [top],
      };
      const b = m.status(s);
      const a = m.status(r.state);
      const sameTurn =
        !a.over &&
        b.turnOwner === seat &&
        a.turnOwner === seat &&
        a.turn === b.turn &&
        a.toAct.every((x) => x === seat);
      if (sameTurn) {
        let t = performance.now();
        if (!firstReveals(m, r.state, i + 1, seats, top)) firstOk++;
        first.push(performance.now() - t);
        t = performance.now();
        if (undoRefusal(g, seat) === null) nowOk++;
        now.push(performance.now() - t);
      }
      s = r.state;
    }
  }
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / Math.max(1, xs.length);
  rows.push({
    game: m.id,
    checked: first.length,
    "first mean ms": mean(first).toFixed(2),
    "now mean ms": mean(now).toFixed(2),
    "first p95 ms": pct(first, 0.95).toFixed(2),
    "now p95 ms": pct(now, 0.95).toFixed(2),
    "first undoable": firstOk,
    "now undoable": nowOk,
  });
}
console.table(rows);
