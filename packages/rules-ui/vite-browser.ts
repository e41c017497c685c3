/**
 * Vite settings that let the lab's packages run in a browser bundle (used by the test page and
 * Storybook; apps on other bundlers do the same, see README "Mounting in Next.js"): `@pudding/bots`
 * re-exports a Node-only worker from its main entry, so its `./search-worker.js` and
 * `node:worker_threads` are swapped for browser stand-ins in src/shims/.
 */
import type { Plugin } from "vite";

const shim = (name: string) => new URL(`./src/shims/${name}`, import.meta.url).pathname;

/** The plugin: resolve bots' search worker to the stand-in; node:worker_threads likewise. */
export function puddingBrowserShims(): Plugin {
  return {
    name: "pudding-browser-shims",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "./search-worker.js" && importer?.includes("/packages/bots/src/"))
        return shim("search-worker.ts");
      if (source === "node:worker_threads") return shim("node-worker-threads.ts");
      return null;
    },
  };
}
