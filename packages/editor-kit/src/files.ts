/**
 * Export and import of map files through the game's own parser. Export writes JSON when the
 * document parses, or — a draft whose rule counts are still short — when its shape is right and
 * no issue makes it unreadable (the plug-in's `blocking` codes); the remaining problems are listed.
 * Import takes anything the parser reads; a well-shaped file with rule problems opens with them in
 * the panel, a malformed one is refused with every `path: message`.
 */
import type { Issue } from "@pudding/engine";
import type { KitDoc } from "./model/doc.js";
import type { AnyPlugin } from "./plugin.js";

/** What `exportDocument` gives. */
export type ExportResult = { ok: true; json: string; remaining: Issue[] } | { ok: false; reasons: Issue[] };

/** The JSON text of the document in the game's format, or the reasons it cannot be written. */
export function exportDocument(plugin: AnyPlugin, doc: KitDoc): ExportResult {
  const map = plugin.fromDoc(doc);
  const r = plugin.profile.parse(map);
  if (r.ok) return { ok: true, json: `${JSON.stringify(r.value, null, 2)}\n`, remaining: r.warnings ?? [] };
  const shape = plugin.shape?.(map);
  const blocking = r.issues.filter(
    (i) => i.severity !== "warning" && (!shape?.ok || (i.code !== undefined && plugin.blocking?.has(i.code))),
  );
  if (!shape?.ok || blocking.length) return { ok: false, reasons: blocking.length ? blocking : r.issues };
  return { ok: true, json: `${JSON.stringify(shape.value, null, 2)}\n`, remaining: r.issues };
}

/** What `importDocument` gives. */
export type ImportResult = { ok: true; doc: KitDoc; problems: Issue[] } | { ok: false; reasons: Issue[] };

/** Reads a map file (text or value) of the plug-in's game. */
export function importDocument(plugin: AnyPlugin, input: unknown): ImportResult {
  const r = plugin.profile.parse(input);
  if (r.ok) return { ok: true, doc: plugin.toDoc(r.value), problems: r.warnings ?? [] };
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input);
    } catch {
      return { ok: false, reasons: r.issues };
    }
  }
  const shape = plugin.shape?.(value);
  if (!shape?.ok) return { ok: false, reasons: r.issues };
  return { ok: true, doc: plugin.toDoc(shape.value), problems: r.issues };
}
