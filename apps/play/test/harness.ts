/**
 * Browser-test harness: build the app (once per run), start the real play server (`tsx server.ts`)
 * on a free port with a fresh PGlite folder, and launch Debian's Chromium through playwright-core.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildNext, freePort, hasBrowser, launchGameTestBrowser, startServer } from "@pudding/browser-test";

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export { hasBrowser };

/**
 * The Vitest run this test file's worker belongs to, as `pid-starttime` of the parent process (read
 * from /proc, so a reused pid is a different run), or null when the parent is not Vitest.
 */
function vitestRun(): string | null {
  try {
    const cmd = readFileSync(`/proc/${process.ppid}/cmdline`, "utf8");
    if (!cmd.includes("vitest")) return null;
    const stat = readFileSync(`/proc/${process.ppid}/stat`, "utf8");
    const start = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return `${process.ppid}-${start}`;
  } catch {
    return null;
  }
}

/**
 * `next build --webpack` unless PUDDING_PLAY_SKIP_BUILD=1 and a build exists — once per Vitest run:
 * the browser test files run one after the other in workers of one Vitest process, and the second
 * reuses the build the first made (a marker in the temp folder names the run).
 */
export function buildOnce(): void {
  const run = vitestRun();
  const marker = run ? path.join(tmpdir(), `pudding-play-built-${run}`) : null;
  if (marker && existsSync(marker) && existsSync(path.join(APP_DIR, ".next", "BUILD_ID"))) return;
  buildNext(APP_DIR, "PUDDING_PLAY_SKIP_BUILD");
  if (marker) writeFileSync(marker, new Date().toISOString());
}

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Everything the server printed so far (written to /tmp/play-server.log after the tests). */
  output(): string;
  stop(): Promise<void>;
}

/** Start the production server; resolves once it listens. */
export async function startApp(env: Record<string, string> = {}, dataDir?: string): Promise<RunningApp> {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "pudding-play-"));
  const server = await startServer("npx", ["tsx", "server.ts"], {
    cwd: APP_DIR,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUDDING_DATA_DIR: path.join(dir, "pglite"),
      PUDDING_BOT_DELAY_MS: "30",
      // the browser tests replay known deals with people seated (issue 26 §1: refused on a real server)
      PUDDING_TEST_CLIENT_SEEDS: "1",
      // Unset (undefined drops it): the play tests always run on a fresh PGlite folder.
      DATABASE_URL: undefined as unknown as string,
      ...env,
    },
    ready: /is open on/,
    // Next.js and the database take a while on a loaded machine (75 s seen with a load of 14 on 2 cores).
    timeoutMs: 240_000,
    name: "play server",
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir: dir,
    output: () => server.output(),
    async stop() {
      await server.stop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Chromium for the tests, which play whole games (board moves go without a confirmation). */
export const launch = () => launchGameTestBrowser();
