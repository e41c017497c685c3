/** The stories' and test page's lab Web Worker: serves the lab for the games a host would pass. */
import { serveLabWorker } from "@pudding/lab";
import { GAMES } from "./games.js";

serveLabWorker(GAMES);
