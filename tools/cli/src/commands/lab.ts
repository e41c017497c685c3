/**
 * `pudding lab`: the balance lab from the terminal. Plays N games per rule set with the chosen bots
 * on worker threads (one per core), then prints the figures, or with `--vs` the comparison of two
 * rule sets on the same seeds with Holm-corrected significance marks.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import {
  type Comparison,
  compareRuns,
  type LabOptions,
  LabOptionsError,
  type LabSummary,
  resolveLab,
} from "@pudding/lab";
import { runLabThreads } from "@pudding/lab/node";
import { intOption, parse, printJson, UsageError } from "../args.js";
import { InputError, loadMap, readJsonFile } from "../game-file.js";
import type { Command } from "./types.js";

/** A rule-set argument: a preset name, a .json file, or inline JSON (`'{"wildFire":true}'`). */
function rulesArg(arg: string, flag: string): unknown {
  const t = arg.trim();
  if (t.startsWith("{")) {
    try {
      return JSON.parse(t);
    } catch (e) {
      throw new InputError(`${flag} is not valid JSON (${e instanceof Error ? e.message : e})`);
    }
  }
  if (t.endsWith(".json") || existsSync(t)) return readJsonFile(t, "rules file");
  return t; // a preset name; resolveLab says so if it is unknown
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const r2 = (x: number) => Math.round(x * 100) / 100;
const fmtP = (p: number) => (p === 0 ? "< 1e-300" : p < 1e-4 ? p.toExponential(1) : p.toFixed(4));
const ordinal = (p: number) => `${p + 1}${["st", "nd", "rd"][p] ?? "th"}`;

function describe(s: LabSummary, ids: string[], title: string): string[] {
  const out = [`${title}: ${s.games} games, ${s.players} players`];
  s.winRate.forEach((w, p) => {
    const sc = s.score[p];
    out.push(
      `  ${ordinal(p)} player  wins ${pct(w.p)} [${pct(w.lo)}–${pct(w.hi)}]  score ${sc?.mean.toFixed(2)} ± ${((sc?.hi ?? 0) - (sc?.mean ?? 0)).toFixed(2)}`,
    );
  });
  out.push(
    `  turns ${s.turns.mean.toFixed(1)}; houses burnt ${s.housesBurnt.mean.toFixed(1)}, demolished ${s.housesDemolished.mean.toFixed(2)}; wild-fire cones ${s.wildFires.mean.toFixed(2)}`,
  );
  out.push(
    `  Hero of London: ${s.hero.map((h, p) => `${ordinal(p)} ${pct(h.p)}`).join(", ")}, nobody ${pct(s.heroNone.p)}`,
  );
  out.push(
    `  objectives surviving: ${s.objectivesSurvived.map((o, k) => `deck ${["I", "II", "III"][k]} ${pct(o.p)}`).join(", ")}`,
  );
  out.push(`  no-move turns: ${s.noMoveTurns.mean.toFixed(3)} per game, in ${pct(s.noMoveGames.p)} of games`);
  const top = s.districts.burnt
    .map((x, d) => [x, d] as const)
    .sort((x, y) => y[0] - x[0])
    .slice(0, 5)
    .map(([x, d]) => `${ids[d]} ${pct(x)}`);
  out.push(`  burns most often: ${top.join(", ")}`);
  return out;
}

function comparisonLines(rows: Comparison[]): string[] {
  const out = ["A vs B (same seeds; * = significant after Holm's correction, family-wise α = 0.05)"];
  for (const c of rows) {
    const isP =
      c.key.startsWith("winRate") ||
      c.key.startsWith("objectives") ||
      c.key.endsWith("Games") ||
      c.key === "heroNone";
    const f = (x: number) => (isP ? pct(x) : x.toFixed(2));
    out.push(
      `  ${c.significant ? "*" : " "} ${c.label.padEnd(32)} ${f(c.a).padStart(8)} → ${f(c.b).padStart(8)}  ` +
        `Δ ${isP ? `${(100 * c.test.diff).toFixed(1)} pt` : c.test.diff.toFixed(2)} [${isP ? (100 * c.lo).toFixed(1) : c.lo.toFixed(2)}, ${isP ? (100 * c.hi).toFixed(1) : c.hi.toFixed(2)}]  ` +
        `p ${fmtP(c.test.p)} (Holm ${fmtP(c.pAdjusted)})`,
    );
  }
  return out;
}

/** The figures as JSON: district shares keyed by district id. */
function summaryJson(s: LabSummary, ids: string[]) {
  const byId = (xs: number[]) => Object.fromEntries(xs.map((x, d) => [ids[d], r2(x * 1000) / 1000]));
  return {
    ...s,
    districts: {
      burnt: byId(s.districts.burnt),
      demolished: byId(s.districts.demolished),
      contained: byId(s.districts.contained),
    },
  };
}

export const lab: Command = {
  summary:
    "balance lab: --rules PRESET|file|JSON [--vs …] --players 4 --games 2000 [--bots heuristic] [--seed S] [--threads T] [--json]",
  async run(args) {
    const { values } = parse(args, {
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
    const players = intOption(values.players, "players", 3, 6, 4);
    const games = intOption(values.games, "games", 1, 1_000_000, 200);
    const seed = intOption(values.seed, "seed", 0, 2 ** 31 - 1, 1);
    const threads = intOption(values.threads, "threads", 1, 64, availableParallelism());
    const bots = (values.bots ?? "heuristic").split(",").map((b) => b.trim());
    if (bots.length !== 1 && bots.length !== players)
      throw new UsageError(
        `--bots lists ${bots.length} bots; give one for everyone or ${players}, one per seat`,
      );
    const options: LabOptions = {
      rules: rulesArg(values.rules ?? "italian-base", "--rules") as LabOptions["rules"],
      ...(values.vs !== undefined ? { vs: rulesArg(values.vs, "--vs") as LabOptions["rules"] } : {}),
      map: loadMap(values.map),
      players,
      games,
      seed,
      bots: (bots.length === 1 ? bots[0] : bots) as LabOptions["bots"],
    };
    const tty = !values.json && process.stderr.isTTY;
    let result: Awaited<ReturnType<typeof runLabThreads>>;
    try {
      result = await runLabThreads(options, {
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
    const ids = resolveLab(options).board.ids;
    const A = result.a.summary();
    const B = result.b?.summary();
    const comparisons = result.b ? compareRuns(result.a, result.b) : undefined;
    const played = games * (result.b ? 2 : 1);
    const figures = {
      games,
      players,
      seed,
      bots: bots.length === 1 ? bots[0] : bots,
      threads: result.threads,
      seconds: r2(result.seconds),
      gamesPerSecond: r2(played / result.seconds),
    };
    if (values.json) {
      printJson({
        ...figures,
        rules: options.rules,
        ...(options.vs !== undefined ? { vs: options.vs } : {}),
        a: summaryJson(A, ids),
        ...(B ? { b: summaryJson(B, ids) } : {}),
        ...(comparisons ? { comparisons } : {}),
      });
    } else {
      console.log(
        `${played} games in ${figures.seconds} s on ${figures.threads} threads (${figures.gamesPerSecond} games/s), bots: ${bots.join(", ")}`,
      );
      for (const l of describe(A, ids, `A (${JSON.stringify(options.rules)})`)) console.log(l);
      if (B) for (const l of describe(B, ids, `B (${JSON.stringify(options.vs)})`)) console.log(l);
      if (comparisons) for (const l of comparisonLines(comparisons)) console.log(l);
    }
    return 0;
  },
};
