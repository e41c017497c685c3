// Worker bootstrap: the package ships TypeScript source, so register tsx in this thread first.
import { register } from "tsx/esm/api";

register();
await import("./node-worker.ts");
