/**
 * The balance lab panel, for any game module: choose the bots (those `botsFor(module)` offers), the
 * seat count and the number of games, run them in the host's Web Workers (or in this thread when
 * the host gives none) with a progress bar and a cancel button, and watch the charts fill in as
 * games finish — the generic figures, one chart per module metric (or the game's own charts), the
 * comparison with a second rule set on the same seeds (A − B, Holm-marked), and heat maps over the
 * board's spaces.
 */
import type { AnyGameModule, Space } from "@pudding/engine";
import {
  type Comparison,
  compareRuns,
  LabAggregate,
  type LabOptions,
  LabOptionsError,
  type LabWorkerLike,
  labBots,
  resolveLab,
  runLab,
  runLabParallel,
} from "@pudding/lab";
import {
  type CSSProperties,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  ComparisonTable,
  DecidedByChart,
  GameLengthChart,
  MetricChart,
  PointsChart,
  PointsDistributionChart,
  SpecChart,
  WinRateChart,
} from "./charts.js";
import { CARD, FIRE, Stepper } from "./controls.js";
import { comparisonCsv, download, resultsCsv, resultsJson } from "./export.js";
import { ComparedHeatMaps } from "./HeatMap.js";
import { useGameT, useRulesWords } from "./messages.js";
import type { ChartRun, LabChartInput, LabChartPlugin, LabHeatWords } from "./plugins.js";

/** A rule set the lab can compare against. */
export interface NamedRules {
  /** Its key in the "compare with" list (a preset id, `saved: …`). */
  name: string;
  /** Its name in legends and tables (default `name`). */
  label?: string;
  rules: unknown;
  /**
   * The map it plays on, when not the lab's (issue 32 §2: the shipped cards, or a published card
   * set, carried by a city against the edited ones). Same seeds either way.
   */
  map?: unknown;
}

/** Props of {@link BalanceLab}. */
export interface BalanceLabProps {
  module: AnyGameModule;
  /** The rule set under test (A), parsed by the module; null while the editor holds invalid rules. */
  rules: unknown | null;
  /** Its name in legends. */
  rulesName?: string;
  /** Rule sets offered as B ("compare with"). */
  candidates?: readonly NamedRules[];
  /** Name of the candidate selected at first (none by default). */
  defaultCompare?: string;
  /** The map (default: the module's map for the seat count). */
  map?: unknown;
  /**
   * Creates one of the host's lab Web Workers (a worker file calling `serveLabWorker(GAMES)`, wrapped
   * by `webLabWorker`). Without it the games run in this thread, between frames.
   */
  createWorker?: () => LabWorkerLike;
  /** Workers to run (default: navigator.hardwareConcurrency, at most 8). */
  workers?: number;
  defaultGames?: number;
  defaultPlayers?: number;
  /** The game's own charts (from its UI package). */
  charts?: readonly LabChartPlugin[];
  /** Labels of comparison rows by key (from the game's UI package), e.g. `hero=-1` → "No Hero of London". */
  labels?: Readonly<Record<string, string>>;
  /** What the module's heat map measures (from the game's UI package). */
  heat?: LabHeatWords;
  /** Comparison rows the game's own charts show better (from the game's UI package). */
  hideRows?: readonly string[];
}

interface Results {
  a: ChartRun;
  b?: ChartRun;
  comparisons?: Comparison[];
}

const NO_CHARTS: readonly LabChartPlugin[] = [];

/** The last finished results per game, kept while the app runs (leaving the page and coming back). */
const LAST_RESULTS = new Map<
  string,
  {
    results: Results;
    ranWith: { map: unknown; spaces: Space[]; names: { a: string; b?: string } };
    options: LabOptions;
    progress: { done: number; total: number; seconds: number };
  }
>();

/** Search decisions in the lab are capped by iterations, so runs stay reproducible. */
const LAB_SEARCH = { maxIterations: 100, budgetMs: 600_000 };

/** The balance lab. */
export function BalanceLab({
  module,
  rules,
  rulesName,
  candidates = [],
  defaultCompare,
  map,
  createWorker,
  workers,
  defaultGames = 200,
  defaultPlayers = 4,
  charts = NO_CHARTS,
  labels,
  heat,
  hideRows,
}: BalanceLabProps) {
  const { t, locale, n } = useRulesWords();
  const g = useGameT(module.id);
  const nameA = rulesName ?? t("lab.theseRules");
  const bots = useMemo(() => labBots(module), [module]);
  /** A bot's name and description in the reader's language (the platform's bots here, a game's through its translations). */
  const botLabel = (id: string) => {
    const english = bots[id]?.label.replace(/ bot$/, "") ?? "";
    return locale === "en" ? english : t(`lab.bot.${id}`, { defaultValue: g(english) });
  };
  const botAbout = (id: string) => {
    const english = bots[id]?.description;
    if (locale === "en" || english === undefined) return english;
    return t(`lab.botAbout.${id}`, { defaultValue: g(english) });
  };
  const botNames = Object.keys(bots);
  const firstBot = bots.heuristic ? "heuristic" : "random";
  const [players, setPlayers] = useState(
    Math.min(module.seats.max, Math.max(module.seats.min, defaultPlayers)),
  );
  const [games, setGames] = useState(defaultGames);
  const [seed, setSeed] = useState(1);
  const [seatBots, setSeatBots] = useState<string[]>(() => new Array(module.seats.max).fill(firstBot));
  const [compare, setCompare] = useState(defaultCompare ?? "");
  // The last finished results of this game survive leaving the page within the app (issue 32 §7).
  const [kept] = useState(() => LAST_RESULTS.get(module.id));
  const [progress, setProgress] = useState<{ done: number; total: number; seconds: number } | null>(
    kept?.progress ?? null,
  );
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(kept?.results ?? null);
  const [ranOptions, setRanOptions] = useState<LabOptions | null>(kept?.options ?? null);
  const [ranWith, setRanWith] = useState<{
    map: unknown;
    spaces: Space[];
    names: { a: string; b?: string };
  } | null>(kept?.ranWith ?? null);
  const abort = useRef<AbortController | null>(null);
  /** When the last results were handed to React, and the pause before the next (adapts to drawing). */
  const pace = useRef({ at: 0, gap: 250 });
  useEffect(() => {
    // Runs once the charts of `results` are on screen: the next redraw waits three times as long
    // as this one took (at least 250 ms, at most 5 s), so drawing never starves the page.
    if (!results || !pace.current.at) return;
    const cost = performance.now() - pace.current.at;
    pace.current = { at: 0, gap: Math.min(5000, Math.max(250, 3 * cost)) };
  }, [results]);
  useEffect(() => () => abort.current?.abort(), []);
  const vs = candidates.find((c) => c.name === compare);
  const threads = createWorker
    ? (workers ??
      Math.max(
        1,
        Math.min(
          8,
          (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ??
            2,
        ),
      ))
    : 1;

  const run = useCallback(async () => {
    if (rules === null) return;
    abort.current?.abort();
    const ac = new AbortController();
    abort.current = ac;
    const chosen = seatBots.slice(0, players);
    const options: LabOptions = {
      game: module.id,
      rules,
      ...(vs ? { vs: vs.rules } : {}),
      ...(map !== undefined ? { map } : {}),
      ...(vs?.map !== undefined ? { vsMap: vs.map } : {}),
      players,
      games,
      seed,
      bots: new Set(chosen).size === 1 ? (chosen[0] as string) : chosen,
      ...(chosen.includes("search") ? { search: LAB_SEARCH } : {}),
    };
    setError(null);
    setResults(null);
    let a: LabAggregate;
    let b: LabAggregate | undefined;
    try {
      const lab = resolveLab(options, [module]);
      a = LabAggregate.for(lab);
      b = vs ? LabAggregate.for(lab, "b") : undefined;
      setRanWith({
        map: lab.map,
        spaces: module.map.spaces(lab.map),
        names: { a: nameA, ...(vs ? { b: vs.label ?? vs.name } : {}) },
      });
    } catch (e) {
      setError(
        e instanceof LabOptionsError ? e.issues.map((i) => `${i.path}: ${i.message}`).join("\n") : String(e),
      );
      return;
    }
    const total = games * (vs ? 2 : 1);
    const t0 = performance.now();
    let done = 0;
    let last = 0;
    setRunning(true);
    setProgress({ done: 0, total, seconds: 0 });
    // Charts redraw at a lower priority than input (a transition), paced by how long they take.
    pace.current = { at: 0, gap: 250 };
    const publish = (final: boolean) => {
      pace.current.at = performance.now();
      const A = a.summary();
      const B = b?.summary();
      const next: Results = {
        a: { summary: A, records: a.records.slice() },
        ...(B && b ? { b: { summary: B, records: b.records.slice() } } : {}),
        ...(final && b && a.games > 1 && b.games > 1 ? { comparisons: compareRuns(a, b) } : {}),
      };
      if (final) setResults(next);
      else startTransition(() => setResults(next));
      setProgress({ done, total, seconds: (performance.now() - t0) / 1000 });
    };
    try {
      const stream = createWorker
        ? runLabParallel(options, {
            spawn: createWorker,
            workers: threads,
            signal: ac.signal,
            games: [module],
          })
        : runLab(options, { games: [module], signal: ac.signal });
      for await (const e of stream) {
        (e.run === "b" ? (b as LabAggregate) : a).addEvent(e);
        done++;
        const now = performance.now();
        if (now - last > pace.current.gap && !pace.current.at) {
          last = now;
          publish(false);
        }
      }
      if (done > 0) {
        publish(true);
        setRanOptions(options);
      }
    } catch (e) {
      setError(
        e instanceof LabOptionsError
          ? e.issues.map((i) => `${i.path}: ${i.message}`).join("\n")
          : String(e instanceof Error ? e.message : e),
      );
    } finally {
      setRunning(false);
      if (abort.current === ac) abort.current = null;
    }
  }, [module, rules, nameA, vs, map, players, games, seed, seatBots, createWorker, threads]);

  const cancel = () => abort.current?.abort();
  useEffect(() => {
    if (results && ranWith && ranOptions && !running && progress)
      LAST_RESULTS.set(module.id, { results, ranWith, options: ranOptions, progress });
  }, [module.id, results, ranWith, ranOptions, running, progress]);
  const exportAs = (kind: "json" | "csv" | "comparison") => {
    if (!results || !ranWith) return;
    const runs = [
      { name: ranWith.names.a, summary: results.a.summary, records: results.a.records },
      ...(results.b
        ? [{ name: ranWith.names.b ?? t("lab.b"), summary: results.b.summary, records: results.b.records }]
        : []),
    ];
    const stem = `${module.id}-lab`;
    if (kind === "json")
      download(
        `${stem}.json`,
        resultsJson({
          game: module.id,
          options: { ...(ranOptions ?? {}), map: undefined, vsMap: undefined },
          a: runs[0] as (typeof runs)[number],
          b: runs[1],
          comparisons: results.comparisons,
        }),
        "application/json",
      );
    else if (kind === "csv") download(`${stem}-games.csv`, resultsCsv(runs), "text/csv");
    else if (results.comparisons)
      download(`${stem}-comparison.csv`, comparisonCsv(results.comparisons), "text/csv");
  };
  const row: CSSProperties = { display: "flex", gap: "8px 16px", alignItems: "center", flexWrap: "wrap" };
  // Memoized so that progress updates (every batch of games) do not redraw the charts.
  const props: LabChartInput | null = useMemo(
    () =>
      results && ranWith
        ? {
            a: results.a,
            ...(results.b ? { b: results.b } : {}),
            names: ranWith.names,
            module,
            map: ranWith.map,
            spaces: ranWith.spaces,
            locale,
          }
        : null,
    [results, ranWith, module, locale],
  );

  return (
    <section aria-label={t("lab.title")} style={{ display: "grid", gap: 12, minWidth: 0 }}>
      <div style={{ ...CARD, display: "grid", gap: 10 }}>
        <div style={row}>
          <strong style={{ fontSize: 18 }}>{t("lab.title")}</strong>
          <label>
            {t("lab.players")}{" "}
            <select
              aria-label={t("lab.players")}
              value={players}
              onChange={(e) => setPlayers(Number(e.target.value))}
              disabled={running}
            >
              {Array.from(
                { length: module.seats.max - module.seats.min + 1 },
                (_, i) => module.seats.min + i,
              ).map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <span>
            {t("lab.games")}{" "}
            <Stepper
              label={t("lab.games")}
              value={games}
              onChange={setGames}
              min={1}
              max={100000}
              unit={t("lab.perRuleSet")}
            />
          </span>
          <span>
            {t("lab.seed")}{" "}
            <Stepper label={t("lab.seed")} value={seed} onChange={setSeed} min={0} max={2 ** 31 - 1} />
          </span>
          <label>
            {t("lab.compareWith")}{" "}
            <select
              aria-label={t("lab.compareWith")}
              value={compare}
              onChange={(e) => setCompare(e.target.value)}
              disabled={running}
              style={{ maxWidth: "100%" }}
            >
              <option value="">{t("lab.nothing")}</option>
              {candidates.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label ?? c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset
          style={{ ...row, border: 0, padding: 0, margin: 0, minWidth: 0 }}
          aria-label={t("lab.bots")}
        >
          <span>{t("lab.botsBySeat")}</span>
          {Array.from({ length: players }, (_, i) => (
            <select
              // biome-ignore lint/suspicious/noArrayIndexKey: one select per seat
              key={i}
              aria-label={t("lab.botForSeat", { n: i + 1 })}
              value={seatBots[i]}
              disabled={running}
              onChange={(e) => setSeatBots(seatBots.map((x, j) => (j === i ? e.target.value : x)))}
            >
              {botNames.map((id) => (
                <option key={id} value={id} title={botAbout(id)}>
                  {botLabel(id)}
                  {id === "search" ? t("lab.slow") : ""}
                </option>
              ))}
            </select>
          ))}
        </fieldset>
        <div style={row}>
          <button
            type="button"
            onClick={run}
            disabled={running || rules === null}
            style={{
              padding: "6px 16px",
              background: FIRE,
              color: "#fff",
              border: 0,
              borderRadius: 6,
              fontWeight: 600,
            }}
          >
            {vs ? t("lab.runEach", { count: games }) : t("lab.run", { count: games })}
          </button>
          <button type="button" onClick={cancel} disabled={!running} style={{ padding: "6px 12px" }}>
            {t("lab.cancel")}
          </button>
          <progress
            aria-label={t("lab.played")}
            max={progress?.total ?? 1}
            value={progress?.done ?? 0}
            style={{ width: 200, maxWidth: "100%", accentColor: FIRE }}
          />
          <span role="status" aria-live="polite" style={{ fontSize: 13 }}>
            {progress
              ? `${t("lab.progress", { done: progress.done, total: progress.total, seconds: n(progress.seconds, 1) })}${running ? "" : progress.done < progress.total ? t("lab.cancelled") : t("lab.done")}${createWorker ? t("lab.workers", { count: threads }) : t("lab.thread")}`
              : rules !== null
                ? t("lab.ready")
                : t("lab.fixFirst")}
          </span>
        </div>
        {error ? (
          <pre role="alert" style={{ color: FIRE, whiteSpace: "pre-wrap", margin: 0 }}>
            {error}
          </pre>
        ) : null}
      </div>
      {props && results && !running ? (
        <div style={{ ...row, fontSize: 13 }} data-testid="lab-export">
          <span>{t("export.title")}</span>
          <button type="button" onClick={() => exportAs("json")}>
            {t("export.json")}
          </button>
          <button type="button" onClick={() => exportAs("csv")}>
            {t("export.csv")}
          </button>
          {results.comparisons ? (
            <button type="button" onClick={() => exportAs("comparison")}>
              {t("export.comparison")}
            </button>
          ) : null}
        </div>
      ) : null}
      {props ? (
        <LabResults
          props={props}
          comparisons={results?.comparisons}
          charts={charts}
          {...(labels ? { labels } : {})}
          {...(heat ? { heat } : {})}
          {...(hideRows ? { hideRows } : {})}
        />
      ) : null}
    </section>
  );
}

const GRID: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 340px), 1fr))",
  gap: 12,
};
const HEAT_GRID: CSSProperties = {
  ...GRID,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 480px), 1fr))",
};

/** The charts, the comparison table and the heat maps of finished (or running) games. */
export const LabResults = memo(function LabResults({
  props,
  comparisons,
  charts = [],
  labels,
  heat,
  hideRows,
}: {
  props: LabChartInput;
  comparisons?: Comparison[] | undefined;
  charts?: readonly LabChartPlugin[];
  /** Labels of comparison rows by key. */
  labels?: Readonly<Record<string, string>> | undefined;
  /** What the module's heat map measures. */
  heat?: LabHeatWords | undefined;
  /** Comparison rows left out. */
  hideRows?: readonly string[] | undefined;
}) {
  const { t, locale, n, ordinal } = useRulesWords();
  const g = useGameT(props.module.id);
  const { a, b, names, module, map, spaces } = props;
  /** A comparison row's figure in the reader's language (English: the lab's own label). */
  const comparisonLabel = (c: Comparison): string => {
    if (locale === "en") return c.label;
    const seat = (k: string) => /^(\d+)$/.exec(k)?.[1];
    const [head, rest = ""] = c.key.split(/\.(?=\d+$)/);
    if (head === "winRate" && seat(rest)) return t("cmp.winRate", { ordinal: ordinal(Number(rest)) });
    if (head === "points" && seat(rest)) return t("cmp.points", { ordinal: ordinal(Number(rest)) });
    if (c.key === "turns") return t("cmp.turns");
    if (c.key === "decidedByTie") return t("cmp.decidedByTie");
    const metrics = a.summary.metrics;
    const exact = metrics.find((m) => m.key === c.key);
    if (exact) return g(exact.label);
    const eq = c.key.lastIndexOf("=");
    const valued = eq > 0 ? metrics.find((m) => m.key === c.key.slice(0, eq)) : undefined;
    if (valued)
      return t("cmp.metricValue", { label: g(valued.label), value: n(Number(c.key.slice(eq + 1))) });
    const total = metrics.find((m) => m.kind === "series" && c.key === `${m.key}.total`);
    if (total) return t("cmp.metricTotal", { label: g(total.label) });
    const perSeat = metrics.find((m) => m.kind === "perSeat" && head === m.key && seat(rest));
    if (perSeat) return t("cmp.metricSeat", { label: g(perSeat.label), ordinal: ordinal(Number(rest)) });
    return g(c.label);
  };
  const replaced = new Map<string, LabChartPlugin>();
  for (const c of charts) for (const k of c.replaces ?? []) replaced.set(k, c);
  const metricCharts = a.summary.metrics.map((m) => {
    const plugin = replaced.get(m.key);
    if (!plugin)
      return (
        <MetricChart key={m.key} metric={m.key} a={a.summary} b={b?.summary} names={names} game={module.id} />
      );
    if (plugin.replaces?.[0] !== m.key) return null;
    return <PluginChart key={`plugin:${plugin.id}`} plugin={plugin} input={props} />;
  });
  const extra = charts
    .filter((c) => !c.replaces?.some((k) => a.summary.metrics.some((m) => m.key === k)))
    .map((c) => ({ id: c.id, spec: c.chart(props) }));
  const frame = module.map.frame(map);
  return (
    <>
      <div style={GRID}>
        <WinRateChart a={a} b={b} names={names} />
        <PointsChart a={a} b={b} names={names} />
        <PointsDistributionChart a={a} b={b} names={names} />
        <GameLengthChart a={a} b={b} names={names} />
        <DecidedByChart a={a} b={b} names={names} game={module.id} labels={labels} />
        {metricCharts}
        {extra.map(({ id, spec }) =>
          spec && spec.kind !== "heat" ? <SpecChart key={`plugin:${id}`} spec={spec} input={props} /> : null,
        )}
      </div>
      {comparisons ? (
        <ComparisonTable
          rows={comparisons
            .filter((c) => !hideRows?.includes(c.key.replace(/=.*$/, "")) && !hideRows?.includes(c.key))
            .map((c) => ({
              ...c,
              label: labels?.[c.key] !== undefined ? g(labels[c.key] as string) : comparisonLabel(c),
            }))}
          names={names}
        />
      ) : null}
      {module.lab?.heat ? (
        <div style={HEAT_GRID}>
          <ComparedHeatMaps
            spaces={spaces}
            frame={frame}
            label={heat?.label ? g(heat.label) : t("lab.heat")}
            note={heat?.note ? g(heat.note) : t("lab.heatNote")}
            a={a.summary.heat}
            {...(b ? { b: b.summary.heat } : {})}
            names={names}
          />
        </div>
      ) : null}
      {extra.map(({ id, spec }) =>
        spec?.kind === "heat" ? <SpecChart key={`plugin:${id}`} spec={spec} input={props} /> : null,
      )}
    </>
  );
});

/** A game's chart: its spec for the runs so far, drawn by the lab. */
function PluginChart({ plugin, input }: { plugin: LabChartPlugin; input: LabChartInput }) {
  const spec = plugin.chart(input);
  return spec ? <SpecChart spec={spec} input={input} /> : null;
}
