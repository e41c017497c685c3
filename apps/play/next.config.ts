import type { NextConfig } from "next";

const config: NextConfig = {
  reactStrictMode: true,
  // The workspace packages ship TypeScript source with ESM `.js` specifiers.
  transpilePackages: ["@pudding/engine", "@pudding/great-fire", "@pudding/map-schema", "@pudding/board-ui"],
  typescript: { ignoreBuildErrors: true }, // `tsc --noEmit` (turbo typecheck) is the type gate
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = { ".js": [".ts", ".tsx", ".js"] };
    // Konva's Node build wants the native canvas package; the board only renders in the browser.
    webpackConfig.externals = [...(webpackConfig.externals ?? []), { canvas: "commonjs canvas" }];
    return webpackConfig;
  },
};

export default config;
