import type { NextConfig } from "next";

const config: NextConfig = {
  reactStrictMode: true,
  // The workspace packages ship TypeScript source with ESM `.js` specifiers. The games and their UI
  // packages are reached through the registry (`@pudding/games`, `@pudding/games/ui`, loaded lazily).
  transpilePackages: [
    "@pudding/api",
    "@pudding/board-ui",
    "@pudding/engine",
    "@pudding/games",
    "@pudding/great-fire",
    "@pudding/great-fire-ui",
    "@pudding/i18n",
    "@pudding/map-schema",
    "@pudding/small-world-underground",
    "@pudding/small-world-underground-ui",
    "@pudding/the-brigade",
    "@pudding/the-brigade-ui",
  ],
  typescript: { ignoreBuildErrors: true }, // `tsc --noEmit` (turbo typecheck) is the type gate
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = { ".js": [".ts", ".tsx", ".js"] };
    // Konva's Node build wants the native canvas package; the board only renders in the browser.
    webpackConfig.externals = [...(webpackConfig.externals ?? []), { canvas: "commonjs canvas" }];
    return webpackConfig;
  },
};

export default config;
