#!/usr/bin/env node
// The two commands of a fresh machine (Node 20 + npm only): `npm start` and `npm test`.
// Installs the workspace with a pinned pnpm (fetched by npx from the npm registry), then runs the task.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PNPM = "pnpm@10.34.9";
const task = process.argv[2] ?? "test";

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...extraEnv } });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(" ")} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
}
const pnpm = (...args) => run("npx", ["--yes", PNPM, ...args]);

// Install exactly what the lockfile says (CI and fresh clones must not resolve new versions).
pnpm("install", existsSync(join(root, "pnpm-lock.yaml")) ? "--frozen-lockfile" : "--no-frozen-lockfile");

if (task === "test") {
  pnpm("exec", "turbo", "run", "typecheck", "test", "--output-logs=errors-only", "--concurrency=2");
  pnpm("exec", "biome", "check", ".");
  console.log("\n✓ every test passed");
} else if (task === "start") {
  pnpm("exec", "turbo", "run", "build", "--output-logs=errors-only");
  pnpm("pudding", "demo");
} else {
  console.error(`unknown task ${task}; use start or test`);
  process.exit(2);
}
