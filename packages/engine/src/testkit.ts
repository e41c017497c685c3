/**
 * The testkit for Vitest: `testkit(module, options)` registers one test per seat count that plays
 * seeded random games and fails with every problem `runTestkit` finds. Import it from
 * `@pudding/engine/testkit` in a game's test file.
 */
import { describe, expect, it } from "vitest";
import type { AnyGameModule } from "./contract.js";
import { runTestkit, type TestkitOptions } from "./testkit-core.js";

export { canonical, firstDiff, runTestkit, type TestkitOptions, type TestkitReport } from "./testkit-core.js";

/** Registers the testkit's tests for a module. */
export function testkit(module: AnyGameModule, options: TestkitOptions & { timeout?: number } = {}) {
  const seats =
    options.seats ??
    Array.from({ length: module.seats.max - module.seats.min + 1 }, (_, i) => module.seats.min + i);
  describe(`testkit: ${module.id}`, () => {
    for (const n of seats)
      it(
        `${n} seats: legal actions apply, unlisted ones are refused, nothing is mutated, replay and save/load agree, views and bots keep secrets`,
        () => {
          const r = runTestkit(module, { ...options, seats: [n] });
          expect(r.failures).toEqual([]);
          expect(r.games).toBeGreaterThan(0);
          expect(r.refusalsChecked).toBeGreaterThan(0);
          if (module.ai?.determinizer) expect(r.determinizations).toBeGreaterThan(0);
        },
        options.timeout ?? 120_000,
      );
  });
}
