import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The browser test's page (test/page): the Rules workspace as a host mounts it, with Web Workers. */
export default defineConfig({
  root: new URL("./page", import.meta.url).pathname,
  plugins: [react()],
  logLevel: "warn",
  worker: { format: "es" },
});
