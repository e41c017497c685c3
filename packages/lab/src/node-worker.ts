/** The lab's worker-thread body in Node: the same request handler as the Web Worker. */
import { parentPort } from "node:worker_threads";
import { type LabRequest, serveLabRequest } from "./protocol.js";

parentPort?.on("message", (req: LabRequest) => serveLabRequest(req, (m) => parentPort?.postMessage(m)));
