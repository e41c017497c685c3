/**
 * What a designer takes away from a lab run (issue 32 §7): the results as JSON (the options, both
 * runs' summaries and records, the comparison) or as CSV (one row per game and rule set, every
 * figure a column; lists joined by spaces), and any chart as SVG or PNG. Pure functions for the
 * files; `downloadChart` turns a chart's SVG into a file in the browser.
 */
import type { Comparison, GameRecord, LabSummary } from "@pudding/lab";

/** A finished run as the lab keeps it. */
export interface ExportRun {
  name: string;
  summary: LabSummary;
  records: readonly GameRecord[];
}

/** The results as one JSON document (format `pudding-lane.lab-results`, version 1). */
export function resultsJson(o: {
  game: string;
  options: Record<string, unknown>;
  a: ExportRun;
  b?: ExportRun | undefined;
  comparisons?: readonly Comparison[] | undefined;
}): string {
  return `${JSON.stringify(
    {
      format: "pudding-lane.lab-results",
      version: 1,
      game: o.game,
      options: o.options,
      runs: [o.a, ...(o.b ? [o.b] : [])].map((r) => ({
        name: r.name,
        summary: r.summary,
        records: r.records,
      })),
      ...(o.comparisons ? { comparison: o.comparisons } : {}),
    },
    null,
    2,
  )}\n`;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (v: unknown): string => {
  const s = Array.isArray(v) ? v.join(" ") : v === undefined || v === null ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One row per game and rule set: `run` (its name), then every record field, in a stable order. */
export function resultsCsv(runs: readonly ExportRun[]): string {
  const keys: string[] = [];
  for (const r of runs)
    for (const rec of r.records) for (const k of Object.keys(rec)) if (!keys.includes(k)) keys.push(k);
  const lines = [["run", ...keys].map(field).join(",")];
  for (const r of runs)
    for (const rec of r.records) lines.push([r.name, ...keys.map((k) => rec[k])].map(field).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The comparison table as CSV (A − B, its interval, raw and Holm p). */
export function comparisonCsv(rows: readonly Comparison[]): string {
  const head = ["key", "label", "kind", "a", "b", "diff", "lo", "hi", "p", "pHolm", "significant"];
  const lines = [head.join(",")];
  for (const c of rows)
    lines.push(
      [c.key, c.label, c.kind, c.a, c.b, c.test.diff, c.lo, c.hi, c.test.p, c.pAdjusted, c.significant]
        .map(field)
        .join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}

/** Saves text as a file in the browser. */
export function download(name: string, text: string | Blob, type = "text/plain"): void {
  const blob = typeof text === "string" ? new Blob([text], { type }) : text;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A chart's SVG as a standalone file (its namespace and size set, its title kept). */
export function standaloneSvg(svg: SVGSVGElement, title: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const box = svg.getBoundingClientRect();
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  if (!copy.getAttribute("width")) copy.setAttribute("width", String(Math.round(box.width)));
  if (!copy.getAttribute("height")) copy.setAttribute("height", String(Math.round(box.height)));
  const t = document.createElementNS("http://www.w3.org/2000/svg", "title");
  t.textContent = title;
  copy.insertBefore(t, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

/** Downloads the first chart drawing inside `figure` as SVG, or as PNG (drawn at twice its size). */
export async function downloadChart(figure: HTMLElement, title: string, as: "svg" | "png"): Promise<void> {
  const svg = figure.querySelector<SVGSVGElement>("svg.recharts-surface") ?? figure.querySelector("svg");
  if (!svg) return;
  const text = standaloneSvg(svg, title);
  const file = title.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "chart";
  if (as === "svg") return download(`${file}.svg`, text, "image/svg+xml");
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await img.decode();
  const canvas = document.createElement("canvas");
  canvas.width = img.width * 2;
  canvas.height = img.height * 2;
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, "image/png"));
  if (blob) download(`${file}.png`, blob);
}
