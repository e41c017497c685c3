/**
 * The testkit every game module must pass (PLATFORM.md "Secrecy is a contract property"). Plays
 * seeded random games over the module and checks, along the way:
 *
 * - legality: every listed action applies; unlisted variants of them (other ids, prototype keys,
 *   odd characters, extra fields, wrong types) and actions by seats that may not act are refused
 *   with a `RuleError`, without throwing and without changing anything;
 * - purity: arguments are never mutated; the same action on the same state gives the same hash;
 * - replay: the logged actions replay to the same hash;
 * - save/load: `codec.load(JSON(codec.save(s)))` gives the same hash and the same views;
 * - invariants: the module's `invariants` after every action;
 * - secrecy: for every seat v, each determinization `t` that re-draws what v cannot see leaves
 *   `view(t, v)`, `legal(t, v)`, `status(t)` and the spectator's view unchanged — so public facts
 *   (phase, steps offered, who acts) never depend on a secret — and every bot's decision for v is
 *   the same on `t` as on `s`;
 * - the end: the game ends within the action cap with an outcome that names winners.
 *
 * `runTestkit` returns the failures as sentences (empty = pass); `testkit.ts` wraps it for Vitest.
 */
import type { AnyGameModule, Seat, SetupOptions } from "./contract.js";
import { Rng } from "./fast-rng.js";
import { type LoggedAction, replayGame } from "./replay.js";
import { below, newRng } from "./rng.js";

export interface TestkitOptions {
  /** Seat counts to play (default: every count the module allows). */
  seats?: number[];
  /** Random games per seat count and preset (default 2). */
  games?: number;
  seed?: number;
  /** Presets to cover (default: all of the module's presets). */
  presets?: string[];
  /** Determinizations per checked state and seat (default 3). */
  samples?: number;
  /** Check secrecy and bots on every k-th state (default 1: every state). */
  every?: number;
  /** Unlisted variants tried per checked state (default 12). */
  variants?: number;
  /** Hard cap of actions per game. */
  maxActions?: number;
  /** Bots whose decisions must not depend on secrets (default: all of `ai.bots`). */
  bots?: string[];
  /** Stop after this many failures (default 20). */
  maxFailures?: number;
}

export interface TestkitReport {
  failures: string[];
  games: number;
  actions: number;
  statesChecked: number;
  determinizations: number;
  refusalsChecked: number;
}

/** JSON with object keys sorted: equal values give equal texts whatever the key order. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, (x as Record<string, unknown>)[k]]),
        )
      : x,
  );
}

const ODD_STRINGS = [
  "__proto__",
  "constructor",
  "hasOwnProperty",
  "toString",
  "",
  "\u0000",
  "\ud800",
  "x".repeat(300),
  "nowhere",
];

/** Variants of a listed action that a correct module must refuse (unless they happen to be listed). */
function variants(action: Record<string, unknown>, pool: string[], rng: Rng, n: number): unknown[] {
  const out: unknown[] = [
    null,
    42,
    "play",
    [],
    {},
    { ...action, type: "noSuchAction" },
    { ...action, unexpectedField: 1 },
    Object.assign(Object.create(null), action),
  ];
  const keys = Object.keys(action).filter((k) => k !== "type");
  for (let i = 0; i < n; i++) {
    const k = keys[rng.below(Math.max(1, keys.length))];
    if (k === undefined) break;
    const v = action[k];
    const copy: Record<string, unknown> = { ...action };
    if (typeof v === "string") {
      const choices = [...pool, ...ODD_STRINGS];
      copy[k] = choices[rng.below(choices.length)];
    } else if (typeof v === "number") {
      copy[k] = [v + 1, v - 1, -1, 1e9, 2 ** 31, 0.5, Number.NaN][rng.below(7)];
    } else if (typeof v === "boolean") copy[k] = !v;
    else copy[k] = "junk";
    out.push(copy);
    const missing: Record<string, unknown> = { ...action };
    delete missing[k];
    out.push(missing);
  }
  return out;
}

/** Strings used in listed actions (ids worth trying elsewhere). */
function stringsOf(actions: unknown[]): string[] {
  const set = new Set<string>();
  for (const a of actions)
    if (a && typeof a === "object") for (const v of Object.values(a)) if (typeof v === "string") set.add(v);
  return [...set].slice(0, 40);
}

/** Plays and checks; returns every failure found. */
export function runTestkit(module: AnyGameModule, o: TestkitOptions = {}): TestkitReport {
  const report: TestkitReport = {
    failures: [],
    games: 0,
    actions: 0,
    statesChecked: 0,
    determinizations: 0,
    refusalsChecked: 0,
  };
  const maxFailures = o.maxFailures ?? 20;
  const fail = (msg: string) => {
    if (report.failures.length < maxFailures) report.failures.push(msg);
  };
  const seatCounts = o.seats ?? range(module.seats.min, module.seats.max);
  const presets = o.presets ?? module.rules.presets.map((p) => p.id);
  const games = o.games ?? 2;
  const samples = o.samples ?? 3;
  const every = Math.max(1, o.every ?? 1);
  const nVariants = o.variants ?? 12;
  const maxActions = o.maxActions ?? 20_000;
  const botNames = o.bots ?? Object.keys(module.ai?.bots ?? {});
  let seed = o.seed ?? 1;

  for (const seats of seatCounts)
    for (const presetId of presets)
      for (let g = 0; g < games && report.failures.length < maxFailures; g++) {
        seed++;
        const where = `${module.id} ${seats} seats, preset ${presetId}, seed ${seed}`;
        const preset = module.rules.presets.find((p) => p.id === presetId);
        if (!preset) {
          fail(`${where}: no such preset`);
          continue;
        }
        const rules = module.rules.parse(preset.rules);
        if (!rules.ok) {
          fail(`${where}: the preset does not parse: ${rules.issues.map((i) => i.message).join("; ")}`);
          continue;
        }
        const setup: SetupOptions<unknown, unknown> = {
          map: module.map.defaultFor(seats),
          rules: rules.value,
          seats,
          seed,
        };
        const created = module.setup(setup);
        if (!created.ok) {
          fail(`${where}: setup refused: ${created.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
          continue;
        }
        report.games++;
        const rng = newRng(seed * 7919);
        const frng = new Rng(seed);
        let s: unknown = created.value;
        const log: LoggedAction[] = [];
        let step = 0;
        for (; step < maxActions; step++) {
          const st = module.status(s);
          const toAct = module.toAct(s);
          if (canonical(st.toAct) !== canonical(toAct))
            fail(`${where} @${step}: status().toAct differs from toAct()`);
          if (st.over !== (toAct.length === 0))
            fail(`${where} @${step}: over=${st.over} but ${toAct.length} seats may act`);
          if (toAct.length === 0) break;
          const check = step % every === 0;
          if (check) {
            report.statesChecked++;
            checkState(module, s, toAct, {
              where: `${where} @${step}`,
              map: setup.map,
              samples,
              nVariants,
              botNames,
              frng,
              fail,
              report,
            });
          }
          const seat = toAct[below(rng, toAct.length)] as Seat;
          const legal = module.legal(s, seat);
          if (legal.length === 0) {
            fail(`${where} @${step}: seat ${seat} may act but has no legal action`);
            break;
          }
          const action = legal[below(rng, legal.length)];
          if (check && module.ai?.determinizer)
            checkTransition(module, s, seat, action, {
              where: `${where} @${step}`,
              samples,
              frng,
              fail,
              report,
            });
          const before = canonical(module.codec.save(s));
          const frozenAction = canonical(action);
          const r = module.apply(s, seat, action);
          if (canonical(module.codec.save(s)) !== before)
            fail(`${where} @${step}: apply mutated its state argument`);
          if (canonical(action) !== frozenAction)
            fail(`${where} @${step}: apply mutated its action argument`);
          if (!r.ok) {
            fail(`${where} @${step}: listed action ${frozenAction} refused: ${r.error.message}`);
            break;
          }
          const again = module.apply(s, seat, action);
          if (!again.ok || module.hash(again.state) !== module.hash(r.state))
            fail(`${where} @${step}: the same action on the same state gave a different result`);
          s = r.state;
          log.push({ seat, action });
          report.actions++;
          const inv = module.invariants?.(s) ?? [];
          if (inv.length) fail(`${where} @${step + 1}: invariant broken: ${inv.join("; ")}`);
        }
        if (step >= maxActions) fail(`${where}: no end after ${maxActions} actions`);
        const end = module.status(s);
        if (end.over) {
          const out = module.outcome(s);
          if (out.winners.length === 0) fail(`${where}: the outcome names no winner`);
          if (out.points.length !== seats)
            fail(`${where}: the outcome has ${out.points.length} points for ${seats} seats`);
          if (out.winners.some((w) => !Number.isInteger(w) || w < 0 || w >= seats))
            fail(`${where}: a winner is not a seat`);
        }
        checkState(module, s, module.toAct(s), {
          where: `${where} (final)`,
          map: setup.map,
          samples: 1,
          nVariants: 0,
          botNames: [],
          frng,
          fail,
          report,
        });
        const rep = replayGame(module, setup, log);
        if (!rep.ok) fail(`${where}: replay refused action ${rep.index}: ${rep.error.message}`);
        else if (module.hash(rep.state) !== module.hash(s)) fail(`${where}: replay ended in another state`);
      }
  return report;
}

interface CheckContext {
  where: string;
  map: unknown;
  samples: number;
  nVariants: number;
  botNames: string[];
  frng: Rng;
  fail(msg: string): void;
  report: TestkitReport;
}

function checkState(module: AnyGameModule, s: unknown, toAct: Seat[], c: CheckContext) {
  const { where, fail } = c;
  const status = module.status(s);
  const hash = module.hash(s);
  // save/load round trip through JSON text.
  const saved = JSON.parse(JSON.stringify(module.codec.save(s)));
  const loaded = module.codec.load(saved, c.map);
  if (!loaded.ok) fail(`${where}: codec.load refused a saved state: ${loaded.issues[0]?.message}`);
  else if (module.hash(loaded.value) !== hash) fail(`${where}: save/load changed the state's hash`);

  const seats = seatCount(module, s);
  // Refusals: unlisted variants, and listed actions by seats that may not act.
  for (const seat of toAct) {
    const legal = module.legal(s, seat);
    const listed = new Set(legal.map(canonical));
    const pool = stringsOf(legal);
    const sample = legal.slice(0, 3);
    for (const a of sample)
      for (const v of variants(a as Record<string, unknown>, pool, c.frng, c.nVariants)) {
        if (v && typeof v === "object" && listed.has(canonical(v)) && Object.getPrototypeOf(v) !== null)
          continue;
        c.report.refusalsChecked++;
        let r: ReturnType<AnyGameModule["apply"]>;
        try {
          r = module.apply(s, seat, v);
        } catch (e) {
          fail(`${where}: apply threw on ${safe(v)}: ${(e as Error).message}`);
          continue;
        }
        if (
          r.ok &&
          !(v && typeof v === "object" && Object.getPrototypeOf(v) === null && listed.has(canonical(v)))
        )
          fail(`${where}: seat ${seat}: unlisted action ${safe(v)} was accepted`);
        else if (
          !r.ok &&
          (typeof r.error.code !== "string" || typeof r.error.message !== "string" || !r.error.message)
        )
          fail(`${where}: a refusal has no code or message`);
        if (module.hash(s) !== hash) fail(`${where}: a refused action changed the state`);
      }
  }
  if (c.nVariants > 0)
    for (let seat = 0; seat < seats; seat++) {
      if (toAct.includes(seat)) continue;
      if (module.legal(s, seat).length !== 0)
        fail(`${where}: seat ${seat} may not act but has legal actions`);
      const other = toAct[0] === undefined ? undefined : module.legal(s, toAct[0])[0];
      if (other === undefined) continue;
      c.report.refusalsChecked++;
      const r = module.apply(s, seat, other);
      if (r.ok) fail(`${where}: seat ${seat} acted out of turn with ${safe(other)}`);
    }

  // Secrecy: determinizations for each seat keep its view, its legal actions, public status and bots.
  const det = module.ai?.determinizer;
  if (!det) return;
  const spectator = canonical(module.view(s, "spectator"));
  const statusText = canonical(status);
  for (let v = 0; v < seats; v++) {
    const d = det(s, v);
    const viewText = canonical(module.view(s, v));
    const legalText = canonical(module.legal(s, v));
    const hintsText = module.hints ? canonical(module.hints(s, v)) : "";
    const decisions = new Map<string, string>();
    if (toAct.includes(v))
      for (const b of c.botNames) {
        const bot = module.ai?.bots?.[b];
        if (bot) decisions.set(b, canonical(bot.decide(s, v, { seed: 12345, maxIterations: 30 })));
      }
    for (let k = 0; k < c.samples; k++) {
      const t = d.newState();
      d.fill(t, c.frng);
      c.report.determinizations++;
      if (canonical(module.view(t, v)) !== viewText) {
        fail(
          `${where}: seat ${v}'s view changes when what it cannot see is re-drawn: ${firstDiff(module.view(s, v), module.view(t, v))}`,
        );
        return;
      }
      if (canonical(module.legal(t, v)) !== legalText)
        fail(`${where}: seat ${v}'s legal actions depend on what it cannot see`);
      if (module.hints && canonical(module.hints(t, v)) !== hintsText)
        fail(`${where}: the hints shown to seat ${v} depend on what it cannot see`);
      if (canonical(module.status(t)) !== statusText)
        fail(
          `${where}: public status (phase, who acts) depends on what seat ${v} cannot see: ${firstDiff(status, module.status(t))}`,
        );
      if (canonical(module.view(t, "spectator")) !== spectator)
        fail(
          `${where}: the spectator's view depends on what seat ${v} cannot see: ${firstDiff(module.view(s, "spectator"), module.view(t, "spectator"))}`,
        );
      for (const [b, want] of decisions) {
        const bot = module.ai?.bots?.[b];
        if (bot && canonical(bot.decide(t, v, { seed: 12345, maxIterations: 30 })) !== want)
          fail(`${where}: bot "${b}" for seat ${v} decides differently when what it cannot see is re-drawn`);
      }
    }
  }
}

/**
 * Transition secrecy: what a viewer sees after an action must follow from what it saw before and
 * the events it is shown. For each viewer v, in determinizations t of the state before the action
 * (everything v cannot see re-drawn) where the same action is legal, if v is shown the same events
 * then v's view, the spectator's view and the public status after the action must be the same as
 * in the real game. (A public fact that depends on a secret drawn by the action — a phase entered
 * only when a face-down token is of some kind — fails this; a die roll shown to all does not.)
 */
function checkTransition(
  module: AnyGameModule,
  s: unknown,
  seat: Seat,
  action: unknown,
  c: { where: string; samples: number; frng: Rng; fail(msg: string): void; report: TestkitReport },
) {
  const det = module.ai?.determinizer;
  if (!det) return;
  const real = module.apply(s, seat, action);
  // The end of a game reveals everything by rule (views at the end show every secret).
  if (!real.ok || module.status(real.state).over) return;
  const wanted = canonical(action);
  const seats = seatCount(module, s);
  for (let v = 0; v < seats; v++) {
    const d = det(s, v);
    const shown = canonical(module.redact(real.state, real.events, v));
    const after = canonical(module.view(real.state, v));
    const status = canonical(module.status(real.state));
    for (let k = 0; k < c.samples; k++) {
      const t = d.newState();
      d.fill(t, c.frng);
      if (!module.legal(t, seat).some((a) => canonical(a) === wanted)) continue;
      const other = module.apply(t, seat, action);
      if (!other.ok) continue;
      c.report.determinizations++;
      if (canonical(module.redact(other.state, other.events, v)) !== shown) continue;
      if (canonical(module.status(other.state)) !== status) {
        c.fail(
          `${c.where}: after seat ${seat}'s ${safe(action)}, the public status depends on what seat ${v} cannot see: ${firstDiff(module.status(real.state), module.status(other.state))}`,
        );
        return;
      }
      if (canonical(module.view(other.state, v)) !== after) {
        c.fail(
          `${c.where}: after seat ${seat}'s ${safe(action)}, seat ${v} learns more than the events it was shown: ${firstDiff(module.view(real.state, v), module.view(other.state, v))}`,
        );
        return;
      }
    }
  }
}

function seatCount(module: AnyGameModule, s: unknown): number {
  const out = module.outcome(s);
  return out.points.length;
}

/** Where two JSON values first differ, as `path: a ≠ b`. */
export function firstDiff(a: unknown, b: unknown, path = ""): string {
  if (canonical(a) === canonical(b)) return "(equal)";
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const x = (a as Record<string, unknown>)[k];
      const y = (b as Record<string, unknown>)[k];
      if (canonical(x) !== canonical(y))
        return firstDiff(x, y, Array.isArray(a) ? `${path}[${k}]` : path ? `${path}.${k}` : k);
    }
  }
  return `${path || "(root)"}: ${safe(a)} ≠ ${safe(b)}`;
}

const safe = (v: unknown) => {
  const t = canonical(v) ?? String(v);
  return t.length > 120 ? `${t.slice(0, 117)}...` : t;
};
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
