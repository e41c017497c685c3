import { defineConfig } from "vitest/config";

// Each test runs the real `pudding` command in a child process (tsx start-up included), which on a
// busy 2-core machine takes seconds: give it room rather than flake.
export default defineConfig({
  test: { environment: "node", include: ["src/**/*.test.ts"], testTimeout: 240_000 },
});
