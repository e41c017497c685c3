/**
 * The Brigade in the balance lab: its own charts described as data — which ending occurred (§13),
 * tiles destroyed over time (§13.3), win rate by warden (§14.2), renown and loyalty by affiliation
 * (§12), burns and destructions on the grid — in place of the generic charts of some of its
 * metrics; and `withLabFields`, a UI-side adapter of the module whose collector also records each
 * position's warden and the tiles destroyed (fields the module's own records do not keep yet).
 */

import type {
  ChartInput,
  ChartPlugin,
  ChartSpec,
  LabRecord,
  Run,
  Value,
} from "@pudding/editor-kit/rules-plugin";
import type { AnyGameModule } from "@pudding/engine";
import { AFFILIATIONS, type BrigadeState, ENDING_CODES } from "@pudding/the-brigade";
import { AFFILIATION_LOOK } from "../table/colours.js";

const num = (x: unknown, i?: number): number => {
  const v = i === undefined ? x : Array.isArray(x) ? x[i] : undefined;
  return typeof v === "number" && Number.isFinite(v) ? v : 0;
};

/** The endings in words (§13). */
export const ENDING_LABELS: Record<(typeof ENDING_CODES)[number], string> = {
  faction: "Faction (§13.1)",
  citizens: "Citizens (§13.2)",
  evacuation: "Evacuation (§13.3)",
  allFiresOut: "All fires out (§13.4)",
  roundLimit: "Round limit (option, R62)",
};

/** A mean with a normal 95% interval. */
function mean(xs: readonly number[]): Value {
  const n = xs.length;
  if (!n) return { value: 0 };
  const m = xs.reduce((s, x) => s + x, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (n - 1)) : 0;
  const h = (1.96 * sd) / Math.sqrt(n);
  return { value: m, lo: m - h, hi: m + h };
}

/** §13: which ending occurred, as shares of games. */
export function endingChart({ a, b }: ChartInput): ChartSpec {
  const share = (run: Run, e: string) => ({
    successes: run.records.filter((r) => num(r[`end.${e}`]) === 1).length,
    trials: run.records.length,
  });
  return {
    kind: "bars",
    title: "Which ending",
    note: "Share of games ended by each of the four endings (§13); whiskers are 95% intervals.",
    data: ENDING_CODES.map((e) => ({
      label: ENDING_LABELS[e],
      a: share(a, e),
      ...(b ? { b: share(b, e) } : {}),
    })),
  };
}

/** §13.3: tiles destroyed by the end of each round. */
export const destroyedOverTime = (): ChartSpec => ({
  kind: "series",
  title: "Tiles destroyed over time",
  note: "Tiles destroyed by the end of each round (8 evacuate the city, §13.3).",
  metric: "destroyedByRound",
  view: "perStep",
});

/** §14.2: win rate by warden (records that name each position's warden). */
export function wardenChart({ a, b }: ChartInput): ChartSpec | null {
  const names = new Set<string>();
  for (const run of [a, b])
    for (const r of run?.records ?? [])
      for (const w of (r.wardens as string[] | undefined) ?? []) names.add(w);
  if (!names.size) return null;
  const at = (run: Run, w: string) => {
    let games = 0;
    let wins = 0;
    for (const r of run.records) {
      const ws = (r.wardens as string[] | undefined) ?? [];
      const winners = (r.winners as number[] | undefined) ?? [];
      ws.forEach((x, p) => {
        if (x !== w) return;
        games++;
        if (winners.includes(p)) wins += 1 / Math.max(1, winners.length);
      });
    }
    return { successes: Math.round(wins), trials: games };
  };
  const players = a.summary.players || 1;
  return {
    kind: "bars",
    title: "Win rate by warden",
    note: "Share of the games a warden played that it won (a shared win counts its part); the dashed line is par.",
    reference: 100 / players,
    data: [...names].sort().map((w) => ({ label: w, a: at(a, w), ...(b ? { b: at(b, w) } : {}) })),
  };
}

/** §12: renown placed, or loyalty won, per game by affiliation. */
export function byAffiliation(kind: "renown" | "loyalty"): (input: ChartInput) => ChartSpec {
  return ({ a, b }) => ({
    kind: "bars",
    title: kind === "renown" ? "Renown by affiliation" : "Loyalty by affiliation",
    note:
      kind === "renown"
        ? "Renown tokens placed per game on tiles of each affiliation, all seats (§12.2); whiskers are 95% intervals."
        : "Loyalty won per game on tiles of each affiliation, steals included (§12.3).",
    unit: kind === "renown" ? "tokens" : "tiles",
    data: AFFILIATIONS.map((aff) => ({
      label: AFFILIATION_LOOK[aff].name,
      a: mean(a.records.map((r) => num(r[`${kind}.${aff}`]))),
      ...(b ? { b: mean(b.records.map((r) => num(r[`${kind}.${aff}`]))) } : {}),
    })),
  });
}

const cellId = (c: number) => `${"ABCDEF"[c % 6]}${Math.floor(c / 6) + 1}`;

/** Heat over the grid: fire increases per game, and the share of games a tile was destroyed in. */
export function gridHeat({ a, b }: ChartInput): ChartSpec | null {
  const per = (run: Run, field: string) => {
    const out: Record<string, number> = {};
    const n = run.records.length || 1;
    for (let c = 0; c < 36; c++) out[cellId(c)] = run.records.reduce((s, r) => s + num(r[field], c), 0) / n;
    return out;
  };
  const has = (field: string) => a.records.some((r) => Array.isArray(r[field]));
  const layers = [
    ...(has("heat")
      ? [
          {
            id: "burns",
            label: "Burns",
            note: "Intensity increases per game on each square (fire spread, fireballs, abilities).",
            rgb: [232, 86, 28] as [number, number, number],
            a: per(a, "heat"),
            ...(b ? { b: per(b, "heat") } : {}),
          },
        ]
      : []),
    ...(has("destroyedCells")
      ? [
          {
            id: "destroyed",
            label: "Destroyed",
            note: "Share of games in which the tile on each square was destroyed (§4.3).",
            rgb: [61, 55, 51] as [number, number, number],
            a: per(a, "destroyedCells"),
            ...(b ? { b: per(b, "destroyedCells") } : {}),
          },
        ]
      : []),
  ];
  return layers.length ? { kind: "heat", title: "Burns on the grid", layers } : null;
}

/** The Brigade's charts in the lab. */
export const BRIGADE_LAB_CHARTS: readonly ChartPlugin[] = [
  { id: "endings", replaces: ["ending", ...ENDING_CODES.map((e) => `end.${e}`)], chart: endingChart },
  { id: "destroyed-over-time", replaces: ["destroyedByRound"], chart: destroyedOverTime },
  { id: "wardens", chart: wardenChart },
  {
    id: "renown-by-affiliation",
    replaces: AFFILIATIONS.map((x) => `renown.${x}`),
    chart: byAffiliation("renown"),
  },
  {
    id: "loyalty-by-affiliation",
    replaces: AFFILIATIONS.map((x) => `loyalty.${x}`),
    chart: byAffiliation("loyalty"),
  },
  { id: "grid-heat", chart: gridHeat },
];

/**
 * The module with a collector that also records, by turn-order position, each seat's warden
 * (`wardens`), and per square whether its tile was destroyed (`destroyedCells`). A UI-side adapter
 * until the module's own `lab.record` keeps them; the lab's workers must serve the same adapter.
 */
export function withLabFields<M extends AnyGameModule>(module: M): M {
  const lab = module.lab;
  if (!lab) return module;
  return {
    ...module,
    lab: {
      ...lab,
      collector(start: BrigadeState) {
        const inner = lab.collector(start);
        return {
          step: (events: readonly unknown[], after: BrigadeState) => inner.step(events, after),
          finish(final: BrigadeState, position: (seat: number) => number) {
            const out = inner.finish(final, position);
            const wardens: string[] = new Array(final.n).fill("?");
            for (let p = 0; p < final.n; p++) {
              const w = final.warden[p] ?? -1;
              wardens[position(p)] = final.data.wardens[w]?.name ?? "?";
            }
            const destroyedCells = Array.from({ length: 36 }, (_, c) => ((final.burnt[c] ?? 0) > 0 ? 1 : 0));
            // The lab's records keep string arrays; the contract's collector type does not say so yet.
            return { ...out, wardens, destroyedCells } as unknown as Record<string, number | number[]>;
          },
        };
      },
    },
  } as M;
}

/** Comparison rows in the game's words: each ending as a share of games (issue 32 §5), and the codes the game's outcome names. */
export const BRIGADE_COMPARISON_LABELS: Record<string, string> = {
  ...Object.fromEntries(ENDING_CODES.map((e) => [`end.${e}=1`, `Ended by ${ENDING_LABELS[e]}`])),
  ...Object.fromEntries(ENDING_CODES.map((e) => [e, ENDING_LABELS[e]])),
};

/** Comparison rows the endings' shares replace: the mean of the ending codes means nothing (§13). */
export const BRIGADE_HIDDEN_ROWS: readonly string[] = ["ending"];
export type { LabRecord };
