/**
 * The board as an SVG document (Export SVG): districts in their region colours, names, house icons,
 * bands, fire arrows in the rulebook colours (§1.1), crossings, rivers and the wall.
 */
import type { BoardMap } from "@pudding/great-fire";
import type { Locale } from "@pudding/i18n";
import { type Point, polygonCentre } from "@pudding/map-schema";
import { ARROW_COLOURS, districtFill, placeIcons } from "../table/index.js";
import { gfT } from "./messages.js";

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const pts = (ps: readonly Point[]) => ps.map((p) => `${p[0]},${p[1]}`).join(" ");

/** The board as an SVG document (its tooltips worded in `locale`). */
export function toSvg(map: BoardMap, locale: Locale = "en"): string {
  const t = gfT(locale);
  const { width, height } = map.size;
  const unit = Math.sqrt((width * height) / Math.max(1, map.districts.length)) / 12;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${esc(map.name)}</title>`,
    `<rect width="${width}" height="${height}" fill="#efe4c8"/>`,
  ];
  for (const r of map.decorations.rivers)
    out.push(
      `<polyline points="${pts(r.path)}" fill="none" stroke="#9ebfc9" stroke-width="${r.width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  const centres = new Map<string, Point>();
  for (const d of map.districts) {
    if (d.polygon.length < 3) continue;
    centres.set(d.id, polygonCentre(d.polygon));
    out.push(
      `<polygon data-id="${esc(d.id)}" points="${pts(d.polygon)}" fill="${districtFill(d.kind, d.region)}" stroke="#3b2a1a" stroke-width="${unit * 0.15}"/>`,
    );
  }
  for (const w of map.decorations.walls)
    out.push(
      `<polyline points="${pts(w.path)}" fill="none" stroke="#6b5a48" stroke-width="${unit * 0.5}" stroke-dasharray="${unit} ${unit * 0.4}"/>`,
    );
  for (const d of map.districts) {
    if (d.polygon.length < 3) continue;
    const [lx, ly] = d.label;
    out.push(
      `<text x="${lx}" y="${ly}" font-family="Georgia, serif" font-size="${unit * 1.3}" text-anchor="middle" fill="#3b2a1a">${esc(d.name)}</text>`,
    );
    if (d.objective)
      out.push(
        `<rect x="${lx - unit * 2}" y="${ly - unit * 3}" width="${unit * 4}" height="${unit * 0.8}" fill="#c8281e"><title>${esc(t("deck {{deck}}, {{vp}} VP", { deck: d.objective.deck, vp: d.objective.vp }))}</title></rect>`,
      );
    if (d.extraAction)
      out.push(
        `<rect x="${lx - unit * 2}" y="${ly - unit * 2}" width="${unit * 4}" height="${unit * 0.6}" fill="#e9c23a"/>`,
      );
    if (d.houses > 0) {
      const anchor: Point = [lx, ly + unit * 2];
      const { points, scale } = placeIcons(d.polygon, d.houses, unit * 1.4, anchor);
      const s = unit * 1.4 * scale;
      for (const [x, y] of points)
        out.push(
          `<path d="M${x - s * 0.4},${y + s * 0.5}V${y}L${x},${y - s * 0.5}L${x + s * 0.4},${y}V${y + s * 0.5}Z" fill="#c49a66" stroke="#3b2a1a" stroke-width="${s * 0.07}"/>`,
        );
    }
  }
  for (const a of map.arrows) {
    const f = centres.get(a.from);
    const t = centres.get(a.to);
    if (!f || !t) continue;
    const ang = Math.atan2(t[1] - f[1], t[0] - f[0]);
    const L = unit * 1.6;
    const [x, y] = a.at;
    const dx = Math.cos(ang) * L * 0.5;
    const dy = Math.sin(ang) * L * 0.5;
    const c = ARROW_COLOURS[a.direction];
    out.push(
      `<g data-arrow="${esc(a.from)}>${esc(a.to)}"><line x1="${x - dx}" y1="${y - dy}" x2="${x + dx}" y2="${y + dy}" stroke="${c}" stroke-width="${unit * 0.35}"/>` +
        `<polygon points="${x + dx * 1.4},${y + dy * 1.4} ${x + dx * 0.6 - dy * 0.5},${y + dy * 0.6 + dx * 0.5} ${x + dx * 0.6 + dy * 0.5},${y + dy * 0.6 - dx * 0.5}" fill="${c}"/></g>`,
    );
  }
  for (const c of map.crossings)
    out.push(
      `<circle cx="${c.at[0]}" cy="${c.at[1]}" r="${unit * 0.7}" fill="#fff8ec" stroke="#3b2a1a" stroke-width="${unit * 0.15}"><title>${esc(t("crossing {{nw}}–{{se}}, {{ne}}–{{sw}}", c))}</title></circle>`,
    );
  out.push("</svg>");
  return out.join("\n");
}
