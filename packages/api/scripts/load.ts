/**
 * Load test of the play server (issue 19 §2.12): N live games of The Great Fire (one human seat,
 * three heuristic bots moving after the usual pause), three live subscribers per game over SSE
 * (the human's seat and two spectators), against a server process on PGlite or PostgreSQL. The
 * human plays whenever it may; the time from sending each human move to its arrival at every
 * subscriber is measured. Prints p50/p95/p99/max of that latency, the errors (refused acts,
 * failed requests, moves that did not reach every subscriber within 10 s), the server's memory
 * (RSS) and the machine's load average.
 *
 *   npx tsx scripts/load.ts --games 100 --db pglite --seconds 60
 *   npx tsx scripts/load.ts --games 100 --db postgres --seconds 60   # TEST_DATABASE_URL or DATABASE_URL
 *   npx tsx scripts/load.ts --games 100 --db postgres --instances 2 --seconds 60
 *
 * Options: --games N (20) --db pglite|postgres (pglite) --seconds S (60, measured after warm-up)
 * --think-ms T (200, the human's pause before a move) --bot-delay-ms D (700) --json
 * --instances N (1; more than one needs PostgreSQL: game k is played through instance k mod N and its
 * three subscribers listen on instances k, k+1, k+2 mod N, so with two every move crosses over)
 * --api DIR (the packages/api folder whose scripts/serve.ts is started: another checkout's, to
 * measure before and after side by side with the same client) --profile DIR.
 * Besides act → every subscriber it reports act → acknowledgement (the act's own answer).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import type { GameSnapshot, LiveEvent } from "../src/contract.js";
import { applyLiveEvent } from "../src/live-client.js";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "20" },
    db: { type: "string", default: "pglite" },
    seconds: { type: "string", default: "60" },
    "think-ms": { type: "string", default: "200" },
    "bot-delay-ms": { type: "string", default: "700" },
    json: { type: "boolean", default: false },
    instances: { type: "string", default: "1" },
    api: { type: "string" },
    /** Write a CPU profile of the server to this folder (node --cpu-prof). */
    profile: { type: "string" },
  },
});
const GAMES = Number(args.games);
const SECONDS = Number(args.seconds);
const THINK = Number(args["think-ms"]);
const DB = args.db === "postgres" ? "postgres" : "pglite";
const INSTANCES = Math.max(1, Number(args.instances));
if (INSTANCES > 1 && DB !== "postgres")
  throw new Error("--instances above 1 needs --db postgres (PGlite is one process's database)");
const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const say = (m: string) => {
  if (!args.json) console.error(m);
};

// ------------------------------------------------------------------ server

const here = args.api ? join(args.api, "scripts") : import.meta.dirname;
const env: Record<string, string> = {
  PORT: "0",
  HOST: "127.0.0.1",
  PUDDING_BOT_DELAY_MS: args["bot-delay-ms"] as string,
  PUDDING_LIMITS: JSON.stringify({
    createBurst: GAMES * 4,
    createPerMinute: GAMES * 4,
    maxStreamsPerClient: GAMES * 4,
  }),
};
let cleanup = async () => {};
if (DB === "postgres") {
  if (!PG_URL) throw new Error("--db postgres needs TEST_DATABASE_URL or DATABASE_URL");
  const schema = `load_${Date.now().toString(36)}`;
  Object.assign(env, { DATABASE_URL: PG_URL, PUDDING_PG_SCHEMA: schema });
  cleanup = async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => c.end());
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), "pudding-load-"));
  env.PUDDING_DATA_DIR = join(dir, "pglite");
  delete process.env.DATABASE_URL;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

function startServer(): Promise<{ url: string; proc: ChildProcess }> {
  const prof = args.profile ? ["--cpu-prof", `--cpu-prof-dir=${args.profile}`] : [];
  const proc = spawn(process.execPath, [...prof, "--import", "tsx", join(here, "serve.ts")], {
    cwd: join(here, ".."),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) resolve({ url: m[1] as string, proc });
    });
    proc.once("exit", (code) => reject(new Error(`the server exited (${code})`)));
  });
}

/** CPU time (user + system, all threads) a process has used, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

// ------------------------------------------------------------------ client

let bases: string[] = [];
async function call<T>(base: string, proc: string, input: unknown, mutation: boolean): Promise<T> {
  const res = mutation
    ? await fetch(`${base}/${proc}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      })
    : await fetch(`${base}/${proc}?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = (await res.json()) as { result?: { data: T }; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return (body.result as { data: T }).data;
}

interface Subscriber {
  version: number;
  /** Resolvers waiting for a version. */
  waiters: { version: number; resolve: (t: number) => void }[];
  snap: GameSnapshot | null;
  abort: AbortController;
}

/**
 * A live stream. With `onSnap` the events are applied (the human's own table); without, only the
 * version of each event is read (spectators), so the load client stays light.
 */
function subscribe(
  base: string,
  gameId: string,
  token: string | undefined,
  onSnap?: (s: GameSnapshot) => void,
): Subscriber {
  const sub: Subscriber = { version: -1, waiters: [], snap: null, abort: new AbortController() };
  const input = encodeURIComponent(JSON.stringify(token ? { gameId, token } : { gameId }));
  void (async () => {
    const res = await fetch(`${base}/games.onChange?input=${input}`, {
      headers: { accept: "text/event-stream" },
      signal: sub.abort.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const now = performance.now();
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf("\n\n");
        if (/^event:/m.test(block)) continue;
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (data === undefined) continue;
        if (onSnap) {
          sub.snap = applyLiveEvent(sub.snap, JSON.parse(data) as LiveEvent);
          if (measuring && sub.version >= 0 && sub.snap.version > sub.version)
            movesSeen += sub.snap.version - sub.version;
          sub.version = sub.snap.version;
        } else sub.version = Number(/"version":(\d+)/.exec(data)?.[1] ?? sub.version);
        sub.waiters = sub.waiters.filter((w) => {
          if (sub.version < w.version) return true;
          w.resolve(now);
          return false;
        });
        if (sub.snap) onSnap?.(sub.snap);
      }
    }
  })().catch(() => {});
  return sub;
}

/** When `sub` saw `version`; NaN when it has not within 10 s (counted as an error). */
const arrival = (sub: Subscriber, version: number) =>
  new Promise<number>((resolve) => {
    if (sub.version >= version) return resolve(performance.now());
    const w = { version, resolve };
    sub.waiters.push(w);
    setTimeout(() => {
      sub.waiters = sub.waiters.filter((x) => x !== w);
      resolve(Number.NaN);
    }, 10_000).unref();
  });

// -------------------------------------------------------------------- run

const latencies: number[] = [];
/** Moves (people's and bots') the human seats' streams saw while measuring. */
let movesSeen = 0;
/** act → its answer (the acknowledgement). */
const acks: number[] = [];
let humanMoves = 0;
let measuring = false;
let stopped = false;
const seenVersions = { total: 0 };
/** Counted while measuring: acts refused as out of date, other failed requests, missed arrivals. */
const errors = { conflicts: 0, failed: 0, missed: 0, examples: new Set<string>() };
const failed = (e: unknown) => {
  if (!measuring) return;
  errors.failed++;
  if (errors.examples.size < 5) errors.examples.add((e as Error).message.slice(0, 200));
};

/** One table after another in slot `slot` (a failed request is counted and the slot starts again). */
async function runSlot(slot: number): Promise<void> {
  while (!stopped) {
    try {
      await runGame(slot);
    } catch (e) {
      failed(e);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function runGame(slot: number): Promise<void> {
  {
    const at = (k: number) => bases[(slot + k) % bases.length] as string;
    const g = await call<{ gameId: string; seats: { seat: number; token?: string }[] }>(
      at(0),
      "games.create",
      {
        // a person is seated: the server deals from a secret seed (issue 26 §1), as in real play
        seats: [{ kind: "human" }, { kind: "heuristic" }, { kind: "heuristic" }, { kind: "heuristic" }],
      },
      true,
    );
    const token = g.seats[0]?.token as string;
    let busy = false;
    let over = false;
    let wake: () => void = () => {};
    const mine = subscribe(at(0), g.gameId, token, (s) => {
      if (s.status.over) over = true;
      wake();
    });
    const watchers = [subscribe(at(1), g.gameId, undefined), subscribe(at(2), g.gameId, undefined)];
    let lastVersion = 0;
    while (!stopped && !over) {
      const s = mine.snap;
      if (!s || busy || !s.status.toAct.includes(0) || s.version < lastVersion) {
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 1000);
        });
        continue;
      }
      busy = true;
      await new Promise((r) => setTimeout(r, THINK));
      const cur = mine.snap as GameSnapshot;
      if (!cur.status.toAct.includes(0)) {
        busy = false;
        continue;
      }
      const t0 = performance.now();
      try {
        const after = await call<GameSnapshot>(
          at(0),
          "games.act",
          { gameId: g.gameId, token, version: cur.version, action: cur.legal[0] },
          true,
        );
        lastVersion = after.version;
        const acked = performance.now();
        const times = await Promise.all([mine, ...watchers].map((w) => arrival(w, after.version)));
        if (measuring) {
          for (const t of times)
            if (Number.isNaN(t)) errors.missed++;
            else latencies.push(t - t0);
          acks.push(acked - t0);
          humanMoves++;
        }
      } catch (e) {
        // CONFLICT (a stale view): look again. Anything else is an error.
        if (/Out of date/.test((e as Error).message)) {
          if (measuring) errors.conflicts++;
        } else failed(e);
      }
      busy = false;
    }
    seenVersions.total += mine.version;
    for (const w of [mine, ...watchers]) w.abort.abort();
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number) : Number.NaN;
};

async function main() {
  say(`starting ${INSTANCES} server${INSTANCES > 1 ? "s" : ""} on ${DB} …`);
  const servers: { url: string; proc: ChildProcess }[] = [];
  // one after the other: the first applies the migrations
  for (let i = 0; i < INSTANCES; i++) servers.push(await startServer());
  bases = servers.map((s) => s.url);
  const pids = servers.map((s) => s.proc.pid as number);
  say(`${bases.join(", ")}: ${GAMES} games, 1 human + 3 heuristic bots each, 3 subscribers each`);
  const runs = Array.from({ length: GAMES }, (_, i) => runSlot(i + 1));
  say("warming up 15 s …");
  await new Promise((r) => setTimeout(r, 15_000));
  measuring = true;
  const cpu0 = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const rss: number[] = [];
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    await new Promise((r) => setTimeout(r, 1000));
    rss.push(pids.reduce((sum, pid) => sum + rssMb(pid), 0));
  }
  measuring = false;
  const serverCpuMs = pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - cpu0;
  stopped = true;
  const seconds = (performance.now() - start) / 1000;
  const result = {
    db: DB,
    instances: INSTANCES,
    games: GAMES,
    seconds: Math.round(seconds),
    humanMoves,
    samples: latencies.length,
    p50Ms: Math.round(pct(latencies, 50)),
    p95Ms: Math.round(pct(latencies, 95)),
    p99Ms: Math.round(pct(latencies, 99)),
    maxMs: Math.round(Math.max(...latencies)),
    ackP50Ms: Math.round(pct(acks, 50)),
    ackP99Ms: Math.round(pct(acks, 99)),
    // The servers' CPU time per move seen (people's and bots'): what the work costs, whatever the
    // machine's load (latency depends on the load; this hardly does).
    moves: movesSeen,
    serverCpuMsPerMove: Number((serverCpuMs / Math.max(1, movesSeen)).toFixed(2)),
    rssMbStart: Math.round(rss[0] ?? Number.NaN),
    rssMbEnd: Math.round(rss.at(-1) ?? Number.NaN),
    rssMbMax: Math.round(Math.max(...rss)),
    conflicts: errors.conflicts,
    failed: errors.failed,
    missed: errors.missed,
    errorExamples: [...errors.examples],
    loadAverage: loadavg().map((x) => Number(x.toFixed(2))),
  };
  if (args.json) console.log(JSON.stringify(result));
  else
    console.log(
      `${DB}${INSTANCES > 1 ? ` × ${INSTANCES} instances` : ""}, ${GAMES} games, ${result.seconds} s: ${humanMoves} human moves, act → every subscriber p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms (act → answer p50 ${result.ackP50Ms}, p99 ${result.ackP99Ms} ms); server CPU ${result.serverCpuMsPerMove} ms per move (${movesSeen} moves); errors: ${errors.failed} failed requests, ${errors.missed} missed arrivals, ${errors.conflicts} acts out of date; server RSS ${result.rssMbStart} → ${result.rssMbEnd} MB (max ${result.rssMbMax}); load average ${result.loadAverage.join(" ")}${errors.examples.size ? `\n  e.g. ${[...errors.examples].join("\n  e.g. ")}` : ""}`,
    );
  for (const s of servers) s.proc.kill("SIGTERM");
  await Promise.race([Promise.allSettled(runs), new Promise((r) => setTimeout(r, 3000))]);
  await new Promise((r) => setTimeout(r, 1500));
  await cleanup();
  process.exit(0);
}

main().catch(async (e) => {
  console.error(e);
  await cleanup().catch(() => {});
  process.exit(1);
});
