/** `pudding demo`: a short seeded random game of any module told in words, with the final scores. */
import { intOption, parse } from "../args.js";
import { gameArg, rulesArg } from "../game-file.js";
import type { Command } from "./types.js";

const NAMES = ["Anna", "Ben", "Carla", "Dan", "Eve", "Finn"];

export const demo: Command = {
  summary: "watch a seeded random game told in words: [--game id] [--players N] [--seed S] [--quiet]",
  run(args) {
    const { values } = parse(args, {
      game: { type: "string" },
      players: { type: "string" },
      seed: { type: "string" },
      quiet: { type: "boolean" },
    });
    const module = gameArg(values.game);
    const seats = intOption(
      values.players,
      "players",
      module.seats.min,
      module.seats.max,
      Math.max(module.seats.min, Math.min(4, module.seats.max)),
    );
    const seed = intOption(values.seed, "seed", 0, 2 ** 31 - 1, 1666);
    const names = NAMES.slice(0, seats);
    const map = module.map.defaultFor(seats);
    const { rules } = rulesArg(module, undefined);
    const created = module.setup({ map, rules, seats, seed, names });
    if (!created.ok) throw new Error(created.issues[0]?.message);
    let s = created.value;
    let pick = seed >>> 0;
    const say = (line: string) => {
      if (!values.quiet) console.log(line);
    };
    say(`${module.title} — a random game on ${module.map.info(map).name} (seed ${seed})\n`);
    for (;;) {
      const toAct = module.toAct(s);
      if (toAct.length === 0) break;
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      const seat = toAct[pick % toAct.length] as number;
      const list = module.legal(s, seat);
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      // Random players, but ones that do not end their turns at once: prefer anything else half the time.
      let a = list[pick % list.length] as { type: string };
      if (/^end/.test(a.type) && list.length > 1 && pick & 1)
        a = list[(pick >>> 1) % list.length] as { type: string };
      const r = module.apply(s, seat, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      for (const e of module.redact(s, r.events, "spectator")) {
        const line = module.describe(s, e, { viewer: "spectator" });
        if (line) say(/turn/i.test((e as { type?: string }).type ?? "") ? `\n${line}` : `  ${line}`);
      }
    }
    const o = module.outcome(s);
    console.log("\nFinal scores:");
    const order = o.points.map((p, seat) => ({ p, seat })).sort((a, b) => b.p - a.p);
    for (const { p, seat } of order) {
      const parts = o.breakdown
        .filter((row) => row.key !== "total")
        .map((row) => `${row.label} ${row.values[seat]}`)
        .join(", ");
      console.log(`  ${(names[seat] ?? "").padEnd(6)} ${String(p).padStart(4)}  (${parts})`);
    }
    console.log(`Winner: ${o.winners.map((w) => names[w]).join(" and ")} — ${o.decidedByText}`);
    return 0;
  },
};
