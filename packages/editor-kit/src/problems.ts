/**
 * The problems panel's model: every issue the game's parser finds in the document (errors first),
 * each with what it is about — spaces and records, read off its path through the plug-in's
 * `issuePaths` (`districts[3]` is the fourth space, `arrows[5]` the sixth arrow and its two
 * districts), or the plug-in's `issueTargets` for whole-map counts — so a click selects them and
 * zooms there. Tallies come from the profile's own `tallies`.
 */

import type { Issue, Tally } from "@pudding/engine";
import type { TFunction } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import type { KitDoc, SpaceRecord } from "./model/doc.js";
import type { AnyPlugin, IssueTarget } from "./plugin.js";

/** An issue with its targets. */
export interface Problem extends Issue {
  severity: "error" | "warning";
  target: IssueTarget;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The spaces and records an issue is about. */
export function targetOf(plugin: AnyPlugin, doc: KitDoc, issue: Issue): IssueTarget {
  const t: IssueTarget = { spaces: [], records: {} };
  const paths = plugin.issuePaths;
  if (paths.spaces) {
    const m = new RegExp(`^${escapeRegExp(paths.spaces)}\\[(\\d+)\\]`).exec(issue.path);
    if (m) {
      const id = doc.spaces[Number(m[1])]?.id;
      if (id) t.spaces.push(id);
      return t;
    }
  }
  for (const [name, path] of Object.entries(paths.collections ?? {})) {
    const m = new RegExp(`^${escapeRegExp(path)}\\[(\\d+)\\]`).exec(issue.path);
    if (!m) continue;
    const i = Number(m[1]);
    const r = doc.records[name]?.[i];
    if (!r) return t;
    const spec = plugin.collections?.[name];
    if (spec?.anchor && spec.selectable !== false) t.records[name] = [i];
    else for (const f of spec?.refs ?? []) if (typeof r[f] === "string") t.spaces.push(r[f] as string);
    return t;
  }
  return plugin.issueTargets?.(doc, issue) ?? t;
}

/** Every problem of the document, errors before warnings, in the parser's order. */
export function problemsOf(plugin: AnyPlugin, doc: KitDoc): Problem[] {
  const r = plugin.profile.parse(plugin.fromDoc(doc));
  const issues = r.ok ? (r.warnings ?? []) : r.issues;
  const sev = (i: Issue): "error" | "warning" => (i.severity === "warning" ? "warning" : "error");
  return [...issues.filter((i) => sev(i) === "error"), ...issues.filter((i) => sev(i) === "warning")].map(
    (i) => ({
      ...i,
      severity: sev(i),
      target: targetOf(plugin, doc, i),
    }),
  );
}

/** The points to bring into view for a target: its spaces' outlines, its records with their spaces. */
export function targetPoints(plugin: AnyPlugin, doc: KitDoc, t: IssueTarget): Point[] {
  const byId = new Map(doc.spaces.map((s) => [s.id, s]));
  const outline = (s: SpaceRecord | undefined): Point[] => {
    if (!s) return [];
    if (s.polygon) return s.polygon;
    const g = doc.grid;
    if (s.cell && g)
      return [
        [s.cell.col * g.cell, s.cell.row * g.cell],
        [(s.cell.col + 1) * g.cell, (s.cell.row + 1) * g.cell],
      ];
    return s.label ? [s.label] : [];
  };
  const pts: Point[] = t.spaces.flatMap((id) => outline(byId.get(id)));
  for (const [name, idx] of Object.entries(t.records)) {
    const spec = plugin.collections?.[name];
    for (const i of idx) {
      const r = doc.records[name]?.[i];
      if (!r || !spec) continue;
      if (spec.anchor && Array.isArray(r[spec.anchor])) pts.push(r[spec.anchor] as Point);
      // A record is judged with its spaces in view.
      for (const f of spec.refs) pts.push(...outline(byId.get(r[f] as string)));
    }
  }
  return pts;
}

/** The profile's tallies of the document ([] when it has none or cannot count a draft). */
export function talliesOf(plugin: AnyPlugin, doc: KitDoc): Tally[] {
  try {
    return plugin.profile.tallies?.(plugin.fromDoc(doc)) ?? [];
  } catch {
    return [];
  }
}

/** The kit's counted nouns, by their English. */
const COUNT_KEYS: Record<string, string> = {
  error: "count.error",
  warning: "count.warning",
  "rule error": "count.ruleError",
  problem: "count.problem",
};

/**
 * "1 error", "2 errors": a count and its noun in English, singular for exactly one; with `t` (the
 * kit's translate function) the kit's own nouns (error, warning, rule error, problem) in its language.
 */
export const counted = (n: number, noun: string, plural = `${noun}s`, t?: TFunction): string => {
  const key = COUNT_KEYS[noun];
  return t && key ? (t(key, { count: n }) as string) : `${n} ${n === 1 ? noun : plural}`;
};
