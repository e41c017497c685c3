/**
 * Browser-test harness: build the editor once per run, start it with `next start` on a free port,
 * and launch Debian's Chromium through playwright-core (never a downloaded browser).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasBrowser = existsSync(CHROMIUM);

/** `next build --webpack` unless PUDDING_EDITOR_SKIP_BUILD=1 and a build exists. */
export function buildOnce(): void {
  if (process.env.PUDDING_EDITOR_SKIP_BUILD === "1" && existsSync(path.join(APP_DIR, ".next", "BUILD_ID")))
    return;
  const r = spawnSync("npx", ["next", "build", "--webpack"], {
    cwd: APP_DIR,
    stdio: "pipe",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`next build failed:\n${r.stdout}\n${r.stderr}`);
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export interface RunningEditor {
  url: string;
  stop(): Promise<void>;
}

/** `next start -p <free port>`; resolves once it answers. */
export async function startEditor(): Promise<RunningEditor> {
  const port = await freePort();
  const child: ChildProcess = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: APP_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`editor did not start:\n${output}`)), 60_000);
    const onData = (b: Buffer) => {
      output += b.toString();
      if (/Ready|started server|Local:/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`editor exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      }
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
