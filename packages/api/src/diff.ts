/**
 * Structural diff for the live feed: the patch that turns one snapshot into the next
 * (`applyPatch` in `live-client.ts` applies it). Values shared by reference are skipped at once, so
 * the log (which grows by appending) costs almost nothing to compare.
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
    ops.push({ op: "set", path, value: b });
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) walk(a[i], b[i], [...path, i], ops);
    if (b.length < a.length) ops.push({ op: "len", path, len: b.length });
    for (let i = a.length; i < b.length; i++) ops.push({ op: "set", path: [...path, i], value: b[i] });
    return;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  for (const k of Object.keys(ao))
    if (!Object.hasOwn(bo, k) || bo[k] === undefined) {
      if (ao[k] !== undefined) ops.push({ op: "del", path: [...path, k] });
    }
  for (const k of Object.keys(bo)) {
    if (bo[k] === undefined) continue;
    if (!Object.hasOwn(ao, k) || ao[k] === undefined)
      ops.push({ op: "set", path: [...path, k], value: bo[k] });
    else walk(ao[k], bo[k], [...path, k], ops);
  }
}
