import { defineConfig } from "vitest/config";

// Generous guards: a fresh PGlite takes seconds to start, and tens of seconds on a loaded machine.
export default defineConfig({
  test: { environment: "node", include: ["src/**/*.test.ts"], testTimeout: 300_000, hookTimeout: 300_000 },
});
