/**
 * `pudding lab`: the balance lab from the terminal, for any game (`--game`, default The Great Fire).
 * Plays N games per rule set with the chosen bots on worker threads (one per core; each thread
 * imports the games registry), then prints the figures — generic ones and the module's metrics — or
 * with `--vs` the comparison of two rule sets on the same seeds (A − B, Holm-corrected marks).
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import {
  type Comparison,
  compareRuns,
  type LabOptions,
  LabOptionsError,
  type LabSummary,
  ordinal,
} from "@pudding/lab";
import { runLabThreads } from "@pudding/lab/node";
import { intOption, parse, printJson, UsageError } from "../args.js";
import { gameArg, InputError, mapArg, readJsonFile } from "../game-file.js";
import type { Command } from "./types.js";

/** The games registry the worker threads import (resolved here, from the CLI's own dependencies). */
const REGISTRY = import.meta.resolve("@pudding/games");

/** A rule-set argument: a preset id, a .json file, or inline JSON (`'{"wildFire":true}'`). */
function rulesInput(arg: string, flag: string): unknown {
  const t = arg.trim();
  if (t.startsWith("{")) {
    try {
      return JSON.parse(t);
    } catch (e) {
      throw new InputError(`${flag} is not valid JSON (${e instanceof Error ? e.message : e})`);
    }
  }
  if (t.endsWith(".json") || existsSync(t)) return readJsonFile(t, "rules file");
  return t; // a preset id; the lab says so if the game has no such preset
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const r2 = (x: number) => Math.round(x * 100) / 100;
const fmtP = (p: number) => (p === 0 ? "< 1e-300" : p < 1e-4 ? p.toExponential(1) : p.toFixed(4));

function describe(s: LabSummary, names: Map<string, string>, title: string): string[] {
  const out = [`${title}: ${s.games} games, ${s.players} players`];
  s.winRate.forEach((w, p) => {
    const sc = s.points[p];
    out.push(
      `  ${ordinal(p)}  wins ${pct(w.p)} [${pct(w.lo)}–${pct(w.hi)}]  points ${sc?.mean.toFixed(2)} ± ${((sc?.hi ?? 0) - (sc?.mean ?? 0)).toFixed(2)}`,
    );
  });
  out.push(
    `  game length ${s.turns.mean.toFixed(1)} turns, ${s.actions.mean.toFixed(1)} actions; decided by ${s.decidedBy.map((d) => `${d.code} ${pct(d.share.p)}`).join(", ")}`,
  );
  for (const m of s.metrics) {
    if (m.kind === "number" && m.categories)
      out.push(`  ${m.label}: ${m.categories.map((c) => `${c.value} ${pct(c.share.p)}`).join(", ")}`);
    else if (m.kind === "number") out.push(`  ${m.label}: ${m.mean.mean.toFixed(2)} per game`);
    else if (m.kind === "series")
      out.push(
        `  ${m.label}: ${m.total.mean.toFixed(2)} per game over ${m.steps.length} steps (peak mean ${Math.max(0, ...m.steps.map((x) => x.mean)).toFixed(2)})`,
      );
    else
      out.push(
        `  ${m.label}: ${m.byPosition.map((x, p) => `${ordinal(p)} ${x.mean.toFixed(2)}`).join(", ")}`,
      );
  }
  const top = Object.entries(s.heat)
    .sort((x, y) => y[1] - x[1])
    .slice(0, 5)
    .map(([id, x]) => `${names.get(id) ?? id} ${x <= 1 ? pct(x) : x.toFixed(2)}`);
  if (top.length) out.push(`  heat map, highest: ${top.join(", ")}`);
  return out;
}

function comparisonLines(rows: Comparison[]): string[] {
  const out = [
    "A vs B on the same seeds (Δ = A − B; * = significant after Holm's correction, family-wise α = 0.05)",
  ];
  for (const c of rows) {
    const share = c.kind === "share";
    const f = (x: number) => (share ? pct(x) : x.toFixed(2));
    const d = (x: number) => (share ? (100 * x).toFixed(1) : x.toFixed(2));
    out.push(
      `  ${c.significant ? "*" : " "} ${c.label.padEnd(36)} ${f(c.a).padStart(8)} vs ${f(c.b).padStart(8)}  ` +
        `Δ ${d(c.test.diff)}${share ? " pt" : ""} [${d(c.lo)}, ${d(c.hi)}]  p ${fmtP(c.test.p)} (Holm ${fmtP(c.pAdjusted)})`,
    );
  }
  return out;
}

export const lab: Command = {
  summary:
    "balance lab: [--game id] --rules PRESET|file|JSON [--vs …] --players 4 --games 2000 [--bots heuristic|a,b,c,d] [--map id|file] [--seed S] [--threads T] [--json]",
  async run(args) {
    const { values } = parse(args, {
      game: { type: "string" },
      rules: { type: "string" },
      vs: { type: "string" },
      players: { type: "string" },
      games: { type: "string" },
      seed: { type: "string" },
      bots: { type: "string" },
      map: { type: "string" },
      threads: { type: "string" },
      json: { type: "boolean" },
    });
    const module = gameArg(values.game);
    const players = intOption(
      values.players,
      "players",
      module.seats.min,
      module.seats.max,
      Math.min(module.seats.max, Math.max(module.seats.min, 4)),
    );
    const games = intOption(values.games, "games", 1, 1_000_000, 200);
    const seed = intOption(values.seed, "seed", 0, 2 ** 31 - 1, 1);
    const threads = intOption(values.threads, "threads", 1, 64, availableParallelism());
    const bots = values.bots?.split(",").map((b) => b.trim());
    if (bots && bots.length !== 1 && bots.length !== players)
      throw new UsageError(
        `--bots lists ${bots.length} bots; give one for everyone or ${players}, one per seat`,
      );
    const shipped = values.map !== undefined && Object.hasOwn(module.map.shipped, values.map);
    const options: LabOptions = {
      game: module.id,
      rules: rulesInput(values.rules ?? module.rules.defaultPreset, "--rules"),
      ...(values.vs !== undefined ? { vs: rulesInput(values.vs, "--vs") } : {}),
      ...(values.map === undefined
        ? {}
        : { map: shipped ? values.map : mapArg(module, values.map, players) }),
      players,
      games,
      seed,
      ...(bots ? { bots: bots.length === 1 ? (bots[0] as string) : bots } : {}),
    };
    const tty = !values.json && process.stderr.isTTY;
    let result: Awaited<ReturnType<typeof runLabThreads>>;
    try {
      result = await runLabThreads(options, {
        registry: REGISTRY,
        threads,
        onEvent: tty
          ? (_e, done, total) => {
              if (done % 50 === 0 || done === total) process.stderr.write(`\r${done}/${total} games`);
            }
          : undefined,
      });
    } catch (e) {
      if (e instanceof LabOptionsError) throw new InputError(`the lab options are not valid:\n${e.message}`);
      throw e;
    }
    if (tty) process.stderr.write("\n");
    const names = new Map(module.map.spaces(result.lab.map).map((s) => [s.id, s.name]));
    const A = result.a.summary();
    const B = result.b?.summary();
    const comparisons = result.b ? compareRuns(result.a, result.b) : undefined;
    const played = games * (result.b ? 2 : 1);
    const seatBots = result.lab.bots;
    const figures = {
      game: module.id,
      games,
      players,
      seed,
      bots: new Set(seatBots).size === 1 ? seatBots[0] : seatBots,
      threads: result.threads,
      seconds: r2(result.seconds),
      gamesPerSecond: r2(played / result.seconds),
    };
    if (values.json) {
      printJson({
        ...figures,
        rules: options.rules,
        ...(options.vs !== undefined ? { vs: options.vs } : {}),
        a: A,
        ...(B ? { b: B } : {}),
        ...(comparisons ? { comparisons } : {}),
      });
    } else {
      console.log(
        `${played} games of ${module.title} in ${figures.seconds} s on ${figures.threads} threads (${figures.gamesPerSecond} games/s), bots: ${seatBots.join(", ")}`,
      );
      for (const l of describe(A, names, `A (${JSON.stringify(options.rules)})`)) console.log(l);
      if (B) for (const l of describe(B, names, `B (${JSON.stringify(options.vs)})`)) console.log(l);
      if (comparisons) for (const l of comparisonLines(comparisons)) console.log(l);
    }
    return 0;
  },
};
