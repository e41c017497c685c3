import { defineConfig } from "vitest/config";

// A generous guard, not a speed target: CI runs this suite beside Chromium and the Next servers of the
// browser tests on two cores, where a few-second test can take many times longer (speed is `pudding bench`'s).
export default defineConfig({ test: { environment: "node", testTimeout: 120_000, hookTimeout: 120_000 } });
