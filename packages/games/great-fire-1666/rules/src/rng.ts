/** The platform's seeded RNG (`@pudding/engine`), used by every game: re-exported for the rule modules. */
export { below, newRng, type RandomGenerator, rngFrom, seedToInt, shuffle } from "@pudding/engine";
