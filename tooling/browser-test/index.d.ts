import type { Browser, LaunchOptions } from "playwright-core";

export declare const CHROMIUM: string;
export declare const hasBrowser: boolean;
export declare const CHROMIUM_ARGS: string[];
/** Debian's Chromium through playwright-core with CHROMIUM_ARGS (extra `args` are appended). */
export declare function launchChromium(options?: LaunchOptions): Promise<Browser>;
/** Seeds these localStorage entries (where unset) into every page of `browser`; returns it. */
export declare function withLocalStorage(browser: Browser, entries: Record<string, string>): Browser;
/** Chromium whose pages start as a returning player's: board moves unconfirmed, walkthrough done. */
export declare function launchGameTestBrowser(options?: LaunchOptions): Promise<Browser>;
export declare function freePort(): Promise<number>;
export interface StaticServer {
  port: number;
  url: string;
  close(): Promise<void>;
}
export declare function serveStatic(dir: string): Promise<StaticServer>;
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}
export declare function buildStorybook(pkgDir: string): { staticDir: string; stories: StoryEntry[] };
/** `next build --webpack` in `appDir`, unless `process.env[skipVar] === "1"` and a build exists. */
export declare function buildNext(appDir: string, skipVar?: string): void;
export interface RunningServer {
  output(): string;
  stop(): Promise<void>;
}
export declare function startServer(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; ready: RegExp; timeoutMs?: number; name?: string },
): Promise<RunningServer>;
/** Collects console errors and page errors of `page` into the returned array (clear it with `.length = 0`). */
export declare function collectErrors(page: import("playwright-core").Page): string[];
/** Serious and critical axe-core (WCAG 2.x A/AA) violations on the page, one line each. */
export declare function axeViolations(
  page: import("playwright-core").Page,
  options?: { exclude?: string[] },
): Promise<string[]>;
export declare function shownStrings(page: import("playwright-core").Page): Promise<string[]>;
export declare function isName(s: string, names: ReadonlySet<string>): boolean;
export declare function dataStrings(
  value: unknown,
  out?: Set<string>,
  only?: (key: string) => boolean,
  key?: string,
): Set<string>;
