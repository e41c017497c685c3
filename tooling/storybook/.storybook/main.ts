/**
 * The one Storybook (issue 32): every package's stories in one catalogue, grouped by package and
 * game (the prefix goes before each story file's own title), with docs pages (addon-docs). Served by
 * `npm run storybook` at the repository root on http://localhost:6006; its static build is tested
 * in Chromium by `test/storybook.browser.test.ts`. A package adds its stories with one line here.
 */
import type { StorybookConfig } from "@storybook/react-vite";

const ROOT = "../../..";

/** Where stories live, and the group they appear under. */
export const SOURCES = [
  { directory: `${ROOT}/packages/board-ui/src`, titlePrefix: "Board UI" },
  { directory: `${ROOT}/packages/rules-ui/src`, titlePrefix: "Rules UI" },
  { directory: `${ROOT}/packages/games/great-fire-1666/ui/src`, titlePrefix: "Games" },
  { directory: `${ROOT}/packages/games/small-world-underground/ui/src`, titlePrefix: "Games" },
  { directory: `${ROOT}/packages/games/the-brigade/ui/src`, titlePrefix: "Games" },
  { directory: `${ROOT}/apps/editor/src`, titlePrefix: "Map editor" },
] as const;

const config: StorybookConfig = {
  stories: SOURCES.map((s) => ({ ...s, files: "**/*.stories.@(ts|tsx)" })),
  addons: ["@storybook/addon-docs"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(cfg) {
    return {
      ...cfg,
      build: { ...cfg.build, chunkSizeWarningLimit: 4000 },
      // The balance lab's Web Workers (rules-ui) are ES modules.
      worker: { ...cfg.worker, format: "es" },
    };
  },
};
export default config;
