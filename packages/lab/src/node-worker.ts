/**
 * The lab's worker-thread body in Node: imports the games registry named by the parent (a module
 * specifier or file URL in `workerData.registry`, so this generic package never names a game) and
 * serves requests with the same handler as the Web Worker.
 */
import { parentPort, workerData } from "node:worker_threads";
import { gamesOfModule } from "./games.js";
import { type LabRequest, serveLabRequest } from "./protocol.js";

const games = import((workerData as { registry: string }).registry).then(gamesOfModule);

parentPort?.on("message", async (req: LabRequest) => {
  let source: Awaited<typeof games>;
  try {
    source = await games;
  } catch (e) {
    parentPort?.postMessage({
      type: "error",
      message: `the lab worker could not load the games registry: ${e instanceof Error ? e.message : e}`,
    });
    return;
  }
  serveLabRequest(req, (m) => parentPort?.postMessage(m), source);
});
