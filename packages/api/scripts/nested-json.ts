/**
 * Issue 26 §4: how much do bodies of nested `[` slow everyone else? Starts the API (PGlite in
 * memory, no bots), measures /healthz alone, then while `--clients` (default 2) clients loop 2 MB
 * bodies of `[` at games.act and maps.publish from another process (as a real attacker would be:
 * its own CPU time is not the server's; `--thread` runs it in a worker thread of this process
 * instead), and prints p50/p99/max of each.
 *
 *   npx tsx scripts/nested-json.ts [--clients 2] [--requests 300] [--thread]
 */
import { spawn } from "node:child_process";
import { Worker } from "node:worker_threads";
import { GAMES, TEST_GAMES } from "@pudding/games";
import { startApiServer } from "../src/http.js";

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const CLIENTS = arg("clients", 2);
const REQUESTS = arg("requests", 300);
const THREAD = process.argv.includes("--thread");

/**
 * The code of the attacker: `clients` loops, half at games.act, half at maps.publish, each sending a
 * 2 MB body of `[` and starting again as soon as the server answers. Runs as a worker thread
 * (`workerData`) or as a process (`node -e`, its settings in PUDDING_ATTACK, counts over IPC).
 */
export const ATTACKER = `
const net = require("node:net");
const wt = require("node:worker_threads");
const workerData = wt.workerData ?? JSON.parse(process.env.PUDDING_ATTACK);
const parentPort = wt.parentPort ?? { on: (e, f) => process.on(e, f), postMessage: (m) => process.send(m) };
const body = Buffer.from("[".repeat(2_000_000));
let stop = false, sent = 0;
parentPort.on("message", () => { stop = true; if (!wt.parentPort) setTimeout(() => process.exit(0), 100); });
const loop = (path) => {
  if (stop) return;
  const s = net.connect(workerData.port, "127.0.0.1");
  let again = false;
  const next = () => { if (!again) { again = true; s.destroy(); setImmediate(() => loop(path)); } };
  s.on("data", () => { sent++; next(); });
  s.on("error", next);
  s.on("close", next);
  s.write("POST " + path + " HTTP/1.1\\r\\nhost: x\\r\\ncontent-type: application/json\\r\\ncontent-length: " + body.length + "\\r\\n\\r\\n");
  s.write(body);
};
for (let i = 0; i < workerData.clients; i++) loop(i % 2 ? "/api/trpc/maps.publish" : "/api/trpc/games.act");
setInterval(() => parentPort.postMessage(sent), 100).unref();
`;

/** `n` sequential GETs of `url`, 5 ms apart: the sorted latencies (ms). */
export async function latencies(url: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    // A connection the server dropped counts with the time it took to learn it.
    await fetch(url).then(
      (r) => r.text(),
      () => null,
    );
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  return times.sort((a, b) => a - b);
}
export const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
const fmt = (t: number[]) =>
  `p50 ${pct(t, 0.5).toFixed(1)} ms, p99 ${pct(t, 0.99).toFixed(1)} ms, max ${pct(t, 1).toFixed(1)} ms`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const web = await startApiServer({
    games: GAMES,
    testGames: TEST_GAMES,
    runBots: false,
    log: () => {},
    port: 0,
  });
  const health = `http://127.0.0.1:${web.port}/healthz`;
  await latencies(health, 20);
  console.log(`/healthz alone: ${fmt(await latencies(health, REQUESTS))}`);
  const settings = { port: web.port, clients: CLIENTS };
  let sent = 0;
  const count = (n: unknown) => {
    sent = Number(n);
  };
  let stop: () => Promise<unknown>;
  if (THREAD) {
    const worker = new Worker(ATTACKER, { eval: true, workerData: settings });
    worker.on("message", count);
    stop = async () => {
      worker.postMessage("stop");
      await worker.terminate();
    };
  } else {
    const child = spawn(process.execPath, ["-e", ATTACKER], {
      env: { ...process.env, PUDDING_ATTACK: JSON.stringify(settings) },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.on("message", count);
    stop = async () => {
      child.send("stop");
      await new Promise((r) => child.once("exit", r));
    };
  }
  await new Promise((r) => setTimeout(r, 300));
  const under = await latencies(health, REQUESTS);
  console.log(
    `/healthz while ${CLIENTS} clients loop 2 MB of nested [ from another ${THREAD ? "thread" : "process"} (${sent} bodies answered): ${fmt(under)}`,
  );
  await stop();
  await web.close();
}
