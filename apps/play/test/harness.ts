/**
 * Browser-test harness: build the app (once per run), start the real play server (`tsx server.ts`)
 * on a free port with a fresh PGlite folder, and launch Debian's Chromium through playwright-core.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasBrowser = existsSync(CHROMIUM);

export function buildOnce(): void {
  if (process.env.PUDDING_PLAY_SKIP_BUILD === "1" && existsSync(path.join(APP_DIR, ".next", "BUILD_ID")))
    return;
  const r = spawnSync("npx", ["next", "build", "--webpack"], {
    cwd: APP_DIR,
    stdio: "pipe",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`next build failed:\n${r.stdout}\n${r.stderr}`);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Start the production server; resolves once it listens. */
export async function startApp(env: Record<string, string> = {}, dataDir?: string): Promise<RunningApp> {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "pudding-play-"));
  const child: ChildProcess = spawn("npx", ["tsx", "server.ts"], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUDDING_DATA_DIR: path.join(dir, "pglite"),
      PUDDING_BOT_DELAY_MS: "30",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (b: Buffer) => {
      output += b.toString();
      if (output.includes("is open on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir: dir,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
