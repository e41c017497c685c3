/**
 * The balance lab panel: choose bots, player count and number of games, run them in Web Workers
 * with a progress bar and a cancel button, watch the charts fill in as games finish, optionally
 * against a second rule set on the same seeds with significant differences marked, and see a heat
 * map of the board.
 */

import type { RuleSet } from "@pudding/great-fire";
import { type BoardMap, compileBoard, LONDON_1666 } from "@pudding/great-fire";
import type { BotName } from "@pudding/lab";
import {
  type Comparison,
  compareRuns,
  LabAggregate,
  type LabOptions,
  LabOptionsError,
  type LabSummary,
  type LabWorkerLike,
  runLabParallel,
} from "@pudding/lab";
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  BurntOverTimeChart,
  ComparisonTable,
  GameLengthChart,
  HeroChart,
  NoMoveChart,
  ObjectivesChart,
  ScoreDistributionChart,
  WinRateChart,
} from "./charts.js";
import { CARD, FIRE, Stepper } from "./controls.js";
import { HeatMap } from "./HeatMap.js";
import { createLabWorker } from "./worker.js";

/** A rule set the lab can compare against. */
export interface NamedRules {
  name: string;
  rules: RuleSet;
}

/** Props of {@link BalanceLab}. */
export interface BalanceLabProps {
  /** The rule set under test (A); null while the editor holds invalid rules. */
  rules: RuleSet | null;
  /** Its name in legends. */
  rulesName?: string;
  /** Rule sets offered as B ("compare with"). */
  candidates?: NamedRules[];
  /** Name of the candidate selected at first (none by default). */
  defaultCompare?: string;
  map?: BoardMap;
  /** Worker factory (default: the package's module Web Worker). */
  createWorker?: () => LabWorkerLike;
  /** Workers to run (default: navigator.hardwareConcurrency, at most 8). */
  workers?: number;
  defaultGames?: number;
  defaultPlayers?: number;
}

const BOT_CHOICES: { value: BotName; label: string }[] = [
  { value: "heuristic", label: "Heuristic" },
  { value: "random", label: "Random" },
];

interface Results {
  a: LabSummary;
  b?: LabSummary;
  comparisons?: Comparison[];
}

/** The balance lab. */
export function BalanceLab({
  rules,
  rulesName = "These rules",
  candidates = [],
  defaultCompare,
  map = LONDON_1666,
  createWorker = createLabWorker,
  workers,
  defaultGames = 200,
  defaultPlayers = 4,
}: BalanceLabProps) {
  const board = useMemo(() => compileBoard(map), [map]);
  const [players, setPlayers] = useState(defaultPlayers);
  const [games, setGames] = useState(defaultGames);
  const [seed, setSeed] = useState(1);
  const [bots, setBots] = useState<BotName[]>([
    "heuristic",
    "heuristic",
    "heuristic",
    "heuristic",
    "heuristic",
    "heuristic",
  ]);
  const [compare, setCompare] = useState(defaultCompare ?? "");
  const [progress, setProgress] = useState<{ done: number; total: number; seconds: number } | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const vs = candidates.find((c) => c.name === compare);
  const threads =
    workers ??
    Math.max(
      1,
      Math.min(
        8,
        (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ?? 2,
      ),
    );

  const run = useCallback(async () => {
    if (!rules) return;
    abort.current?.abort();
    const ac = new AbortController();
    abort.current = ac;
    const seatBots = bots.slice(0, players);
    const options: LabOptions = {
      rules,
      ...(vs ? { vs: vs.rules } : {}),
      map,
      players,
      games,
      seed,
      bots: new Set(seatBots).size === 1 ? (seatBots[0] as BotName) : seatBots,
    };
    const a = new LabAggregate(players, board.n);
    const b = vs ? new LabAggregate(players, board.n) : undefined;
    const total = games * (vs ? 2 : 1);
    const t0 = performance.now();
    let done = 0;
    let last = 0;
    setError(null);
    setResults(null);
    setRunning(true);
    setProgress({ done: 0, total, seconds: 0 });
    const publish = (final: boolean) => {
      const A = a.summary();
      const B = b?.summary();
      setResults({
        a: A,
        ...(B ? { b: B } : {}),
        ...(final && b && a.games > 1 && b.games > 1 ? { comparisons: compareRuns(a, b) } : {}),
      });
      setProgress({ done, total, seconds: (performance.now() - t0) / 1000 });
    };
    try {
      for await (const e of runLabParallel(options, {
        spawn: createWorker,
        workers: threads,
        signal: ac.signal,
      })) {
        (e.run === "b" ? (b as LabAggregate) : a).add(e.record);
        done++;
        const now = performance.now();
        if (now - last > 250) {
          last = now;
          publish(false);
        }
      }
      if (done > 0) publish(true);
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
  }, [rules, vs, map, players, games, seed, bots, board.n, createWorker, threads]);

  const cancel = () => abort.current?.abort();
  const names = { a: rulesName, ...(vs ? { b: vs.name } : {}) };
  const runs = results ? { a: results.a, ...(results.b ? { b: results.b } : {}), names } : null;
  const row: CSSProperties = { display: "flex", gap: 16, alignItems: "center", flexWrap: "wrap" };

  return (
    <section aria-label="Balance lab" style={{ display: "grid", gap: 12 }}>
      <div style={{ ...CARD, display: "grid", gap: 10 }}>
        <div style={row}>
          <strong style={{ fontSize: 18 }}>Balance lab</strong>
          <label>
            Players{" "}
            <select
              aria-label="Players"
              value={players}
              onChange={(e) => setPlayers(Number(e.target.value))}
              disabled={running}
            >
              {[3, 4, 5, 6].map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <span>
            Games{" "}
            <Stepper
              label="Games"
              value={games}
              onChange={setGames}
              min={1}
              max={100000}
              unit="per rule set"
            />
          </span>
          <span>
            Seed <Stepper label="Seed" value={seed} onChange={setSeed} min={0} max={2 ** 31 - 1} unit="" />
          </span>
          <label>
            Compare with{" "}
            <select
              aria-label="Compare with"
              value={compare}
              onChange={(e) => setCompare(e.target.value)}
              disabled={running}
            >
              <option value="">nothing</option>
              {candidates.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset style={{ ...row, border: 0, padding: 0, margin: 0 }} aria-label="Bots">
          <span>Bots by seat (rotated every game when mixed):</span>
          {Array.from({ length: players }, (_, i) => (
            <select
              // biome-ignore lint/suspicious/noArrayIndexKey: one select per seat
              key={i}
              aria-label={`Bot for seat ${i + 1}`}
              value={bots[i]}
              disabled={running}
              onChange={(e) => setBots(bots.map((x, j) => (j === i ? (e.target.value as BotName) : x)))}
            >
              {BOT_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          ))}
        </fieldset>
        <div style={row}>
          <button
            type="button"
            onClick={run}
            disabled={running || !rules}
            style={{
              padding: "6px 16px",
              background: FIRE,
              color: "#fff",
              border: 0,
              borderRadius: 6,
              fontWeight: 600,
            }}
          >
            Run {games} games{vs ? " on each rule set" : ""}
          </button>
          <button type="button" onClick={cancel} disabled={!running} style={{ padding: "6px 12px" }}>
            Cancel
          </button>
          <progress
            aria-label="Games played"
            max={progress?.total ?? 1}
            value={progress?.done ?? 0}
            style={{ width: 220, accentColor: FIRE }}
          />
          <span role="status" aria-live="polite" style={{ fontSize: 13 }}>
            {progress
              ? `${progress.done} / ${progress.total} games · ${progress.seconds.toFixed(1)} s${running ? "" : progress.done < progress.total ? " · cancelled" : " · done"} · ${threads} workers`
              : rules
                ? "Ready."
                : "Fix the rule set above to run the lab."}
          </span>
        </div>
        {error ? (
          <pre role="alert" style={{ color: FIRE, whiteSpace: "pre-wrap", margin: 0 }}>
            {error}
          </pre>
        ) : null}
      </div>
      {runs ? (
        <>
          <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
            <WinRateChart runs={runs} />
            <ScoreDistributionChart runs={runs} />
            <BurntOverTimeChart runs={runs} />
            <GameLengthChart runs={runs} />
            <HeroChart runs={runs} />
            <ObjectivesChart runs={runs} />
            <NoMoveChart runs={runs} />
          </div>
          {results?.comparisons ? <ComparisonTable rows={results.comparisons} names={names} /> : null}
          <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
            <HeatMap map={map} board={board} summary={runs.a} title={`Heat map — ${names.a}`} />
            {runs.b ? (
              <HeatMap map={map} board={board} summary={runs.b} title={`Heat map — ${names.b}`} />
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
