#!/usr/bin/env node
// The two commands of a fresh machine (Node 20 + npm only): `npm start` and `npm test`.
// Installs the workspace with a pinned pnpm (fetched by npx from the npm registry), then runs the task.
import { spawn, spawnSync } from "node:child_process";
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
const pnpm = (...args) => {
  const env = typeof args.at(-1) === "object" ? args.pop() : {};
  run("npx", ["--yes", PNPM, ...args], env);
};

// Install exactly what the lockfile says (CI and fresh clones must not resolve new versions).
pnpm("install", existsSync(join(root, "pnpm-lock.yaml")) ? "--frozen-lockfile" : "--no-frozen-lockfile");

if (task === "test") {
  // Run every package's typecheck and tests; keep the logs to add up the Vitest totals at the end.
  const r = spawnSync(
    "npx",
    [
      "--yes",
      PNPM,
      "exec",
      "turbo",
      "run",
      "typecheck",
      "test",
      "--output-logs=full",
      "--concurrency=2",
      "--continue",
    ],
    {
      cwd: root,
      stdio: ["inherit", "pipe", "inherit"],
      env: { ...process.env, FORCE_COLOR: "0" },
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  const log = r.stdout?.toString() ?? "";
  process.stdout.write(log);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const m of log.matchAll(/Tests\s+(.*\(\d+\))/g)) {
    passed += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(m[1])?.[1] ?? 0);
  }
  if (r.status !== 0) {
    // Name what failed last, where a shortened log still shows it: failed tests and files, type errors,
    // unhandled errors and the tasks turbo reports as failed.
    const failures = log
      .split("\n")
      .filter((l) =>
        /(\s(×|✗|FAIL)\s)|error TS\d+|Unhandled (Error|Rejection)|ERR_|Test timed out|#(test|typecheck)/.test(
          l,
        ),
      )
      .filter((l) => !/✓/.test(l));
    if (failures.length > 0)
      console.error(`\nWhat failed:\n${[...new Set(failures)].slice(0, 60).join("\n")}`);
    console.error(`\n✗ typecheck or tests failed (exit ${r.status ?? r.signal})`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed, ${skipped} skipped`);
    process.exit(r.status ?? 1);
  }
  pnpm("exec", "biome", "check", ".");
  // The platform's arrows point one way: generic packages never import a game (PLATFORM.md).
  run("node", ["tooling/check-imports/src/main.mjs", root]);
  console.log(`\n✓ every check passed\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
} else if (task === "start") {
  // Build the apps, then serve the play app (and its API) on http://localhost:3000 with the
  // embedded database in .data/pglite (DATABASE_URL switches to PostgreSQL), and the map and rules
  // editor on http://localhost:3001 when it is part of this checkout.
  const apps = ["@pudding/play"];
  if (existsSync(join(root, "apps", "editor", "package.json"))) apps.push("@pudding/editor");
  pnpm(...apps.flatMap((a) => ["--filter", a]), "build");
  const env = {
    ...process.env,
    PORT: process.env.PORT ?? "3000",
    PUDDING_DATA_DIR: process.env.PUDDING_DATA_DIR ?? join(root, ".data", "pglite"),
  };
  const children = apps.map((a) =>
    spawn("npx", ["--yes", PNPM, "--filter", a, "start"], { cwd: root, stdio: "inherit", env }),
  );
  const stop = (signal) => {
    for (const c of children) if (c.exitCode === null) c.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  for (const c of children)
    c.on("exit", (code) => {
      // One server gone means the product is down: stop the other and report.
      stop("SIGTERM");
      process.exitCode = code ?? 1;
    });
} else {
  console.error(`unknown task ${task}; use start or test`);
  process.exit(2);
}
