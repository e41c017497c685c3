import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The browser test's page (test/page): RulesWorkspace served by Vite with its Web Workers. */
export default defineConfig({
  root: new URL("./page", import.meta.url).pathname,
  plugins: [react()],
  logLevel: "warn",
  worker: { format: "es" },
});
