/** The test page's lab Web Worker, as a host provides one: the lab served for the host's games. */
import { serveLabWorker } from "@pudding/lab";
import { GAMES } from "../../src/stories/games.js";

serveLabWorker(GAMES);
