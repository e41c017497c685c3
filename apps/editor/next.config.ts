import { createRequire } from "node:module";
import path from "node:path";
import type { NextConfig } from "next";

const require = createRequire(import.meta.url);
// @pudding/rules-ui ships browser stand-ins for the bots' Node-only search worker (see its README).
const rulesUiSrc = path.dirname(require.resolve("@pudding/rules-ui"));

const config: NextConfig = {
  reactStrictMode: true,
  // The workspace packages ship TypeScript source with ESM `.js` specifiers.
  transpilePackages: [
    "@pudding/engine",
    "@pudding/map-schema",
    "@pudding/board-ui",
    "@pudding/rules-ui",
    "@pudding/lab",
    "@pudding/bots",
  ],
  typescript: { ignoreBuildErrors: true }, // `tsc --noEmit` (turbo typecheck) is the type gate
  webpack: (webpackConfig, { webpack }) => {
    webpackConfig.resolve.extensionAlias = { ".js": [".ts", ".tsx", ".js"] };
    // Konva's Node build wants the native canvas package; the canvas only renders in the browser.
    webpackConfig.externals = [...(webpackConfig.externals ?? []), { canvas: "commonjs canvas" }];
    // The Rules workspace's lab runs bots in Web Workers; the bots' Node worker-thread runner is
    // swapped for the stand-in rules-ui provides.
    webpackConfig.plugins.push(
      new webpack.NormalModuleReplacementPlugin(
        /bots[\\/]src[\\/]search-worker\.[jt]s$/,
        path.join(rulesUiSrc, "shims", "search-worker.ts"),
      ),
    );
    webpackConfig.resolve.alias = {
      ...webpackConfig.resolve.alias,
      "node:worker_threads": path.join(rulesUiSrc, "shims", "node-worker-threads.ts"),
    };
    return webpackConfig;
  },
};

export default config;
