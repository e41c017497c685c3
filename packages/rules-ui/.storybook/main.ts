import type { StorybookConfig } from "@storybook/react-vite";
import { puddingBrowserShims } from "../vite-browser.js";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(cfg) {
    return {
      ...cfg,
      plugins: [puddingBrowserShims(), ...(cfg.plugins ?? [])],
      build: { ...cfg.build, chunkSizeWarningLimit: 4000 },
      worker: { ...cfg.worker, format: "es", plugins: () => [puddingBrowserShims()] },
    };
  },
};
export default config;
