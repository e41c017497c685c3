#!/usr/bin/env node
/** Runs the Storybook browser test when Debian's Chromium is installed; otherwise says why it is skipped. */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { CHROMIUM, hasBrowser } from "@pudding/browser-test";

if (!hasBrowser) {
  console.log(`the-brigade-ui: skipping the Storybook browser test (no Chromium at ${CHROMIUM})`);
  process.exit(0);
}
const script = fileURLToPath(new URL("./browser-test.mjs", import.meta.url));
const r = spawnSync(process.execPath, [script], { stdio: "inherit" });
process.exit(r.status ?? 1);
