import type { StorybookConfig } from "@storybook/react-vite";
import { GREAT_FIRE_UI_ALIAS } from "../test/aliases.js";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(cfg) {
    const alias = cfg.resolve?.alias;
    const extra = Object.entries(GREAT_FIRE_UI_ALIAS).map(([find, replacement]) => ({ find, replacement }));
    return {
      ...cfg,
      build: { ...cfg.build, chunkSizeWarningLimit: 4000 },
      worker: { ...cfg.worker, format: "es" },
      resolve: {
        ...cfg.resolve,
        alias: Array.isArray(alias)
          ? [...alias, ...extra]
          : { ...(alias as Record<string, string> | undefined), ...GREAT_FIRE_UI_ALIAS },
      },
    };
  },
};
export default config;
