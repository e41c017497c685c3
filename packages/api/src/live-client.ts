/**
 * `@pudding/api/live` — the client half of the live feed, safe in browsers (no Node, no server
 * code): `applyLiveEvent(previous, event)` turns the events of `games.onChange` (a whole snapshot,
 * then patches) into the current snapshot.
 *
 * ```ts
 * let snap: GameSnapshot | null = null;
 * trpc.games.onChange.subscribe({ gameId, token }, {
 *   onData: ({ data }) => { snap = applyLiveEvent(snap, data); render(snap); },
 * });
 * ```
 */
import type { GameSnapshot, LiveEvent, PatchOp } from "./contract.js";

/**
 * The snapshot after `event`. A patch is applied to a copy (the previous snapshot is not changed,
 * so React state comparisons see a new object); a patch without a previous snapshot is refused.
 */
export function applyLiveEvent<V, A, H>(
  previous: GameSnapshot<V, A, H> | null,
  event: LiveEvent<V, A, H>,
): GameSnapshot<V, A, H> {
  if (event.kind === "snapshot") return event.snapshot;
  if (!previous) throw new Error("A live patch arrived before the first snapshot; resubscribe.");
  return applyPatch(previous, event.ops) as GameSnapshot<V, A, H>;
}

/** Applies patch operations to a copy of `doc` (copy on write along each path). */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  let root: unknown = doc;
  const copied = new Set<unknown>();
  const own = (x: unknown): unknown => {
    if (x === null || typeof x !== "object" || copied.has(x)) return x;
    const c = Array.isArray(x) ? x.slice() : { ...(x as object) };
    copied.add(c);
    return c;
  };
  for (const op of ops) {
    if (op.path.length === 0) {
      if (op.op === "set") root = op.value;
      continue;
    }
    root = own(root);
    let node = root as Record<string | number, unknown>;
    for (let i = 0; i < op.path.length - 1; i++) {
      const key = op.path[i] as string | number;
      if (!Object.hasOwn(node, key)) throw new Error(`live patch: no ${op.path.slice(0, i + 1).join(".")}`);
      const child = own(node[key]);
      node[key] = child;
      node = child as Record<string | number, unknown>;
    }
    const last = op.path[op.path.length - 1] as string | number;
    if (op.op === "set") {
      if (last === "__proto__") throw new Error("live patch: refused key __proto__");
      node[last] = op.value;
    } else if (op.op === "del") delete node[last];
    else {
      const arr = node[last];
      if (Array.isArray(arr)) arr.length = op.len;
    }
  }
  return root as T;
}
