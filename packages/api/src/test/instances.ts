/**
 * Real server processes for tests: `scripts/serve.ts` started with its own environment (one
 * PostgreSQL schema shared by several instances), stopped gracefully or killed with SIGKILL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";

export interface Instance {
  url: string;
  proc: ChildProcess;
  /** Output so far (for failure messages). */
  output(): string;
  /** SIGTERM and wait (graceful). */
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-whatever. */
  kill(): Promise<void>;
}

const SCRIPT = join(import.meta.dirname, "../../scripts/serve.ts");

/** Starts one API process with `env` (added to this process's) and waits until it listens. */
export function startInstance(env: Record<string, string>, timeoutMs = 90_000): Promise<Instance> {
  const proc = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    cwd: join(import.meta.dirname, "../.."),
    // Tests play known deals with people seated (a real server refuses a chosen seed; issue 26 §1).
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", PUDDING_TEST_CLIENT_SEEDS: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<void>((r) => proc.once("exit", () => r()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1] as string,
          proc,
          output: () => out,
          async stop() {
            if (proc.exitCode === null) proc.kill("SIGTERM");
            await exited;
          },
          async kill() {
            if (proc.exitCode === null) proc.kill("SIGKILL");
            await exited;
          },
        });
      }
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${out}`));
    });
  });
}
