/**
 * Limits that keep one client from starving the others: rate limits per client (token buckets,
 * per instance) and the caps the server enforces. Every refusal says what the limit is and when to
 * try again.
 */
import { PlayError } from "./errors.js";

/** The server's caps and rates (each has a default; `PlayServer.open({ limits })` overrides). */
export interface ServerLimits {
  /** Games one client may create at once, then `createPerMinute` more each minute. */
  createBurst: number;
  createPerMinute: number;
  /** Maps and rule sets one client may publish at once, then `publishPerMinute` more each minute. */
  publishBurst: number;
  publishPerMinute: number;
  /** Live streams of one game on one instance. */
  maxStreamsPerGame: number;
  /** Live streams of one client on one instance. */
  maxStreamsPerClient: number;
  /** Games whose bots think at the same time on one instance; the others wait their turn. */
  maxBotGames: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  createBurst: 10,
  createPerMinute: 20,
  publishBurst: 5,
  publishPerMinute: 6,
  maxStreamsPerGame: 100,
  maxStreamsPerClient: 24,
  maxBotGames: 8,
};

/** A token bucket per client: `burst` at once, refilled at `perMinute`. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly what: string,
    private readonly burst: number,
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `client`, or throws TOO_MANY_REQUESTS saying when to retry. */
  take(client: string): void {
    const t = this.now();
    const rate = this.perMinute / 60_000;
    const b = this.buckets.get(client) ?? { tokens: this.burst, at: t };
    b.tokens = Math.min(this.burst, b.tokens + (t - b.at) * rate);
    b.at = t;
    if (b.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - b.tokens) / rate / 1000));
      this.buckets.set(client, b);
      throw new PlayError(
        "TOO_MANY_REQUESTS",
        `Too many ${this.what} from your address: at most ${this.burst} at once and ${this.perMinute} a minute. Try again in ${wait} s.`,
        { retryAfter: wait },
      );
    }
    b.tokens -= 1;
    this.buckets.set(client, b);
    if (this.buckets.size > 10_000) this.prune(t);
  }

  /** Forget clients whose bucket is full again. */
  private prune(t: number): void {
    const rate = this.perMinute / 60_000;
    for (const [k, b] of this.buckets) if (b.tokens + (t - b.at) * rate >= this.burst) this.buckets.delete(k);
  }
}
