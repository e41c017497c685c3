/**
 * The diff language of the document store: three operations on JSON paths (set, insert into a list,
 * remove from a list). Applying an operation returns the new document (structural sharing, the old
 * one is untouched) and the operation that undoes it. Undo/redo replays these inverses; nothing ever
 * snapshots the whole map.
 */

/** A key in a JSON path: an object field or a list index. */
export type Key = string | number;
/** A path into a JSON document. */
export type Path = readonly Key[];

/** One edit. `set` with `value: undefined` deletes an object field. */
export type Op =
  | { t: "set"; path: Path; value: unknown }
  | { t: "insert"; path: Path; index: number; value: unknown }
  | { t: "remove"; path: Path; index: number };

/** Reads the value at `path` (undefined when any step is missing). */
export function getIn(root: unknown, path: Path): unknown {
  let v: unknown = root;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<Key, unknown>)[k];
  }
  return v;
}

function describePath(path: Path): string {
  return path.length ? path.map((k) => (typeof k === "number" ? `[${k}]` : `.${k}`)).join("") : "(root)";
}

/** Returns a copy of `root` with `fn` applied to the container at `path`, copying only that spine. */
function updateIn(root: unknown, path: Path, fn: (container: unknown) => unknown): unknown {
  if (path.length === 0) return fn(root);
  const [head, ...rest] = path as [Key, ...Key[]];
  if (root === null || typeof root !== "object")
    throw new Error(`the document has nothing at ${describePath(path)} (reached a ${typeof root})`);
  if (Array.isArray(root)) {
    if (typeof head !== "number" || head < 0 || head >= root.length)
      throw new Error(`list index ${String(head)} is out of range (length ${root.length})`);
    const copy = root.slice();
    copy[head] = updateIn(root[head], rest, fn);
    return copy;
  }
  const obj = root as Record<string, unknown>;
  return { ...obj, [head]: updateIn(obj[head as string], rest, fn) };
}

/**
 * Applies one operation. Returns the new document and the inverse operation.
 * @throws Error naming the path when the operation does not fit the document (a bug in a command).
 */
export function applyOp<T>(doc: T, op: Op): { doc: T; inverse: Op } {
  if (op.t === "set") {
    if (op.path.length === 0) return { doc: op.value as T, inverse: { t: "set", path: [], value: doc } };
    const parentPath = op.path.slice(0, -1);
    const key = op.path[op.path.length - 1] as Key;
    const parent = getIn(doc, parentPath);
    if (parent === null || typeof parent !== "object")
      throw new Error(`cannot set ${describePath(op.path)}: its parent is not an object or list`);
    const prev = (parent as Record<Key, unknown>)[key];
    const next = updateIn(doc, parentPath, (c) => {
      if (Array.isArray(c)) {
        if (typeof key !== "number" || key < 0 || key >= c.length)
          throw new Error(`cannot set ${describePath(op.path)}: index out of range (length ${c.length})`);
        const copy = c.slice();
        copy[key] = op.value;
        return copy;
      }
      const copy = { ...(c as Record<string, unknown>) };
      if (op.value === undefined) delete copy[key as string];
      else copy[key as string] = op.value;
      return copy;
    });
    return { doc: next as T, inverse: { t: "set", path: op.path, value: prev } };
  }
  const list = getIn(doc, op.path);
  if (!Array.isArray(list)) throw new Error(`cannot ${op.t} at ${describePath(op.path)}: it is not a list`);
  if (op.t === "insert") {
    if (op.index < 0 || op.index > list.length)
      throw new Error(`cannot insert at ${describePath(op.path)}[${op.index}]: length is ${list.length}`);
    const next = updateIn(doc, op.path, (c) => {
      const copy = (c as unknown[]).slice();
      copy.splice(op.index, 0, op.value);
      return copy;
    });
    return { doc: next as T, inverse: { t: "remove", path: op.path, index: op.index } };
  }
  if (op.index < 0 || op.index >= list.length)
    throw new Error(`cannot remove ${describePath(op.path)}[${op.index}]: length is ${list.length}`);
  const removed = list[op.index];
  const next = updateIn(doc, op.path, (c) => {
    const copy = (c as unknown[]).slice();
    copy.splice(op.index, 1);
    return copy;
  });
  return { doc: next as T, inverse: { t: "insert", path: op.path, index: op.index, value: removed } };
}

/** Applies operations in order; returns the document and the inverses in undo order (last first). */
export function applyOps<T>(doc: T, ops: readonly Op[]): { doc: T; inverse: Op[] } {
  let d = doc;
  const inverse: Op[] = [];
  for (const op of ops) {
    const r = applyOp(d, op);
    d = r.doc;
    inverse.push(r.inverse);
  }
  inverse.reverse();
  return { doc: d, inverse };
}
