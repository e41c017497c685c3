/**
 * Map checks off the event loop: a module's `map.parse` runs in a worker thread with a time bound,
 * so an adversarial map (thousands of spaces, huge outlines) never makes other requests wait. The
 * server's door has already bounded the document (`documents.ts`). Without a registry specifier
 * the check runs in the calling thread (tests, scripts).
 */
import { Worker } from "node:worker_threads";
import type { AnyGameModule, Parsed } from "@pudding/engine";
import type { ValidateRequest } from "./workers/validate.js";

/** Longest wait for a check thread to start and take a document (ms). */
const STARTUP_MS = 60_000;

interface Pending {
  resolve: (r: Parsed<unknown>) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
  req: ValidateRequest;
}

/** Runs `map.parse` of a module in a worker thread, at most `timeoutMs` per document. */
export class MapValidator {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly registry: string | undefined,
    public timeoutMs = 10_000,
  ) {}

  /** The module's parse of `value`; a document that takes too long is refused with an issue. */
  async parseMap(module: AnyGameModule, value: unknown): Promise<Parsed<unknown>> {
    if (!this.registry) return module.map.parse(value);
    const req: ValidateRequest = { id: this.nextId++, game: module.id, value };
    return new Promise((resolve, reject) => {
      // Until the thread starts the check (it may be starting up), a generous bound.
      const timer = setTimeout(() => this.expire(req.id), STARTUP_MS);
      timer.unref?.();
      this.pending.set(req.id, { resolve, reject, timer, req });
      this.thread().postMessage(req);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL("./workers/entry.mjs", import.meta.url), {
      workerData: { registry: this.registry, script: new URL("./workers/validate.ts", import.meta.url).href },
    });
    w.unref();
    w.on(
      "message",
      (m: { id: number; ok: boolean; started?: true; result?: Parsed<unknown>; error?: string }) => {
        const p = this.pending.get(m.id);
        if (!p) return;
        if (m.started) {
          clearTimeout(p.timer);
          p.timer = setTimeout(() => this.expire(m.id), this.timeoutMs);
          p.timer.unref?.();
          return;
        }
        this.pending.delete(m.id);
        clearTimeout(p.timer);
        if (m.ok && m.result) p.resolve(m.result);
        else p.reject(new Error(m.error ?? "the map check failed"));
      },
    );
    w.on("error", (e) => {
      if (this.worker !== w) return;
      this.worker = null;
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(e);
        this.pending.delete(id);
      }
    });
    this.worker = w;
    return w;
  }

  /** A check ran past its time: stop the thread (and the check), answer, resend the others. */
  private expire(id: number): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    const old = this.worker;
    this.worker = null;
    void old?.terminate();
    p.resolve({
      ok: false,
      issues: [
        {
          path: "(root)",
          message: `checking this map took longer than ${this.timeoutMs / 1000} s, so it was stopped; real boards check in well under a second — simplify the outlines or split the map.`,
          code: "too-complex",
          severity: "error",
        },
      ],
    });
    for (const [otherId, other] of this.pending) {
      clearTimeout(other.timer);
      other.timer = setTimeout(() => this.expire(otherId), STARTUP_MS);
      other.timer.unref?.();
      this.thread().postMessage(other.req);
    }
  }

  /** Stops the thread. */
  async close(): Promise<void> {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error("the server is shutting down"));
    }
    this.pending.clear();
    await this.worker?.terminate();
    this.worker = null;
  }
}
