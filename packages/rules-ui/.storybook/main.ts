import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(cfg) {
    return {
      ...cfg,
      build: { ...cfg.build, chunkSizeWarningLimit: 4000 },
      worker: { ...cfg.worker, format: "es" },
    };
  },
};
export default config;
