import { testkit } from "@pudding/engine/testkit";
import { SMALL_WORLD_UNDERGROUND } from "./index.js";

testkit(SMALL_WORLD_UNDERGROUND, { games: 1, every: 7, samples: 2, variants: 6 });
