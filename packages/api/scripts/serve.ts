/**
 * The API alone as a process (no pages): the multi-instance test and the load script start it.
 * Configured by the environment like the play app (DATABASE_URL, PUDDING_PG_SCHEMA, PUDDING_* and
 * PORT, 0 = any free port). Prints one line, `listening <url>`, once it answers.
 *
 *   npx tsx scripts/serve.ts
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { GAMES, TEST_GAMES } from "@pudding/games";
import { getPlayServer, readEnv } from "../src/env.js";
import { startApiServer } from "../src/http.js";

const env = readEnv();
const server = await getPlayServer({ games: GAMES, testGames: TEST_GAMES, registry: "@pudding/games" });
const running = await startApiServer({ server, port: env.PORT, host: env.HOST });
process.stdout.write(`listening ${running.url}\n`);
// Load tests: report the event loop's delay every 10 s (PUDDING_LOOP_STATS=1).
if (process.env.PUDDING_LOOP_STATS === "1") {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  let cpu = process.cpuUsage();
  setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const share = ((used.user + used.system) / 1e4 / 10).toFixed(0);
    const ms = (n: number) => (n / 1e6).toFixed(0);
    process.stderr.write(
      `cpu ${share}% of a core (all threads); event loop delay p50 ${ms(h.percentile(50))} ms, p99 ${ms(h.percentile(99))} ms, max ${ms(h.max)} ms; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB\n`,
    );
    h.reset();
  }, 10_000).unref();
}
const stop = async () => {
  await running.close();
  await server.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
