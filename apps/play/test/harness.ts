/**
 * Browser-test harness: build the app (once per run), start the real play server (`tsx server.ts`)
 * on a free port with a fresh PGlite folder, and launch Debian's Chromium through playwright-core.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildNext, freePort, hasBrowser, launchChromium, startServer } from "@pudding/browser-test";

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export { hasBrowser };

/** `next build --webpack` unless PUDDING_PLAY_SKIP_BUILD=1 and a build exists. */
export const buildOnce = () => buildNext(APP_DIR, "PUDDING_PLAY_SKIP_BUILD");

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

export const launch = () => launchChromium();
