// Worker bootstrap: register tsx in this thread, then load the TypeScript worker named by the parent.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.script);
