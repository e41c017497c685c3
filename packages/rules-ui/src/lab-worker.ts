/** The Web Worker module of the balance lab (bundlers follow `new URL("./lab-worker.ts", import.meta.url)`). */
import "@pudding/lab/lab.worker";
