/**
 * Structural diff for the live feed: the patch that turns one snapshot into the next
 * (`applyPatch` in `live-client.ts` applies it). Values shared by reference are skipped at once, so
 * the log (which grows by appending) costs almost nothing to compare. The path is one stack, copied
 * only into an operation: a diff of an unchanged board allocates nothing (issue 26 §7 — the copy
 * per visited node was a large share of the live feed's garbage).
 */
import type { PatchOp } from "./contract.js";

/** Operations turning `a` into `b` (both plain JSON values). */
export function diff(a: unknown, b: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(a, b, [], ops);
  return ops;
}

function walk(a: unknown, b: unknown, path: (string | number)[], ops: PatchOp[]): void {
  if (a === b) return;
  if (
    a === null ||
    b === null ||
    typeof a !== "object" ||
    typeof b !== "object" ||
    Array.isArray(a) !== Array.isArray(b)
  ) {
    ops.push({ op: "set", path: path.slice(), value: b });
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      if (a[i] === b[i]) continue;
      path.push(i);
      walk(a[i], b[i], path, ops);
      path.pop();
    }
    if (b.length < a.length) ops.push({ op: "len", path: path.slice(), len: b.length });
    for (let i = a.length; i < b.length; i++) ops.push({ op: "set", path: [...path, i], value: b[i] });
    return;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  for (const k in ao)
    if (Object.hasOwn(ao, k) && ao[k] !== undefined && (!Object.hasOwn(bo, k) || bo[k] === undefined))
      ops.push({ op: "del", path: [...path, k] });
  for (const k in bo) {
    if (!Object.hasOwn(bo, k)) continue;
    const y = bo[k];
    if (y === undefined) continue;
    const x = Object.hasOwn(ao, k) ? ao[k] : undefined;
    if (x === y) continue;
    if (x === undefined) ops.push({ op: "set", path: [...path, k], value: y });
    else {
      path.push(k);
      walk(x, y, path, ops);
      path.pop();
    }
  }
}
