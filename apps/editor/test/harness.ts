/**
 * Browser-test harness: build the editor once per run, start it with `next start` on a free port,
 * and launch Debian's Chromium (the shared @pudding/browser-test pieces).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildNext, freePort, hasBrowser, launchGameTestBrowser, startServer } from "@pudding/browser-test";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export { freePort, hasBrowser };
/** Chromium for the tests, which play whole games (board moves go without a confirmation). */
export const launch = () => launchGameTestBrowser();

/** `next build --webpack` unless PUDDING_EDITOR_SKIP_BUILD=1 and a build exists. */
export const buildOnce = () => buildNext(APP_DIR, "PUDDING_EDITOR_SKIP_BUILD");

export interface RunningEditor {
  url: string;
  stop(): Promise<void>;
}

/** `next start -p <free port>`; resolves once it answers. */
export async function startEditor(): Promise<RunningEditor> {
  const port = await freePort();
  const server = await startServer("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: APP_DIR,
    ready: /Ready|started server|Local:/,
    name: "editor",
  });
  return { url: `http://127.0.0.1:${port}`, stop: server.stop };
}

/** Where the browser tests keep their screenshots (README pictures). */
export const DOCS = path.join(APP_DIR, "docs");

/** The running editor and Chromium of one test file. */
export interface EditorSession {
  editor: RunningEditor;
  browser: Browser;
}

/**
 * Builds and starts the editor and Chromium before a test file's tests (then `before`, e.g. the
 * play app), stops them after; skipped without Chromium.
 */
export function editorSession(
  o: { before?: () => Promise<void>; after?: () => Promise<void> } = {},
): EditorSession {
  const s = {} as EditorSession;
  beforeAll(async () => {
    if (!hasBrowser) return;
    buildOnce();
    s.editor = await startEditor();
    s.browser = await launch();
    mkdirSync(DOCS, { recursive: true });
    await o.before?.();
  }, 900_000);
  afterAll(async () => {
    await s.browser?.close();
    await s.editor?.stop();
    await o.after?.();
  });
  return s;
}
