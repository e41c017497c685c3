/**
 * Semantic checks of a map, beyond its shape: references, geometry, and the game profile's facts
 * (DESIGN.md "Map schema"). Works on a possibly malformed value: every check looks only at the parts
 * that have the right type, so one run reports everything it can.
 */

import {
  distanceToOutline,
  type Point,
  pointInPolygon,
  polygonArea,
  polygonCentre,
  selfIntersection,
} from "@pudding/map-schema";
import type { MapIssue } from "./parse.js";
import { GREAT_FIRE_CHECKS } from "./profile.js";
import type { Direction } from "./schema.js";

/** A district as far as it has the right shape (fields may be missing). */
export interface LooseDistrict {
  index: number;
  id?: string;
  name?: string;
  kind?: string;
  region?: string;
  houses?: number;
  polygon?: Point[];
  label?: Point;
  objective?: { deck?: unknown; vp?: unknown };
  extraAction?: boolean;
  setupIcon?: number;
}
export interface LooseArrow {
  index: number;
  from?: string;
  to?: string;
  direction?: Direction;
  at?: Point;
}
export interface LooseCrossing {
  index: number;
  at?: Point;
  nw?: string;
  ne?: string;
  sw?: string;
  se?: string;
}
/** What the checks see of a map. */
export interface LooseMap {
  game?: string;
  size?: { width: number; height: number };
  districts: LooseDistrict[];
  arrows: LooseArrow[];
  crossings: LooseCrossing[];
  borders: { index: number; a?: string; b?: string }[];
  byId: Map<string, LooseDistrict>;
}

/** Game-specific checks, selected by the map's `game`. */
export interface MapProfile {
  game: string;
  check(map: LooseMap, issue: IssueSink): void;
}
export type IssueSink = (path: string, message: string, code: string, severity?: "error" | "warning") => void;

const PROFILES: Record<string, MapProfile> = { [GREAT_FIRE_CHECKS.game]: GREAT_FIRE_CHECKS };

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const str = (v: unknown) => (typeof v === "string" ? v : undefined);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const point = (v: unknown): Point | undefined =>
  Array.isArray(v) && v.length === 2 && num(v[0]) !== undefined && num(v[1]) !== undefined
    ? [v[0] as number, v[1] as number]
    : undefined;
const points = (v: unknown): Point[] | undefined => {
  if (!Array.isArray(v)) return undefined;
  const ps = v.map(point);
  return ps.every((p) => p) ? (ps as Point[]) : undefined;
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const DIRS = new Set(["N", "E", "S", "W"]);

/** Reads the parts of a value that look like a map. */
export function loosen(value: unknown): LooseMap {
  const m = obj(value) ?? {};
  const size = obj(m.size);
  const districts: LooseDistrict[] = list(m.districts).map((raw, index) => {
    const d = obj(raw) ?? {};
    const o = obj(d.objective);
    return {
      index,
      id: str(d.id),
      name: str(d.name),
      kind: str(d.kind),
      region: str(d.region),
      houses: num(d.houses),
      polygon: points(d.polygon),
      label: point(d.label),
      objective: o ? { deck: o.deck, vp: o.vp } : undefined,
      extraAction: d.extraAction === true,
      setupIcon: num(d.setupIcon),
    };
  });
  const byId = new Map<string, LooseDistrict>();
  for (const d of districts) if (d.id && !byId.has(d.id)) byId.set(d.id, d);
  return {
    game: str(m.game),
    size:
      size && num(size.width) && num(size.height)
        ? { width: size.width as number, height: size.height as number }
        : undefined,
    districts,
    byId,
    arrows: list(m.arrows).map((raw, index) => {
      const a = obj(raw) ?? {};
      const dir = str(a.direction);
      return {
        index,
        from: str(a.from),
        to: str(a.to),
        direction: dir && DIRS.has(dir) ? (dir as Direction) : undefined,
        at: point(a.at),
      };
    }),
    crossings: list(m.crossings).map((raw, index) => {
      const c = obj(raw) ?? {};
      return { index, at: point(c.at), nw: str(c.nw), ne: str(c.ne), sw: str(c.sw), se: str(c.se) };
    }),
    borders: list(m.borders).map((raw, index) => {
      const b = obj(raw) ?? {};
      return { index, a: str(b.a), b: str(b.b) };
    }),
  };
}

const BEARING: Record<Direction, number> = { N: -90, E: 0, S: 90, W: 180 };

/** Runs the generic checks and the profile's checks. */
export function validateMap(value: unknown): MapIssue[] {
  const issues: MapIssue[] = [];
  const issue: IssueSink = (path, message, code, severity = "error") => {
    issues.push({ path, message, code, severity });
  };
  const map = loosen(value);
  const name = (id: string) => map.byId.get(id)?.name ?? id;

  // Ids unique.
  const firstAt = new Map<string, number>();
  for (const d of map.districts) {
    if (!d.id) continue;
    const first = firstAt.get(d.id);
    if (first !== undefined)
      issue(
        `districts[${d.index}].id`,
        `"${d.id}" is already the id of districts[${first}]; ids must be unique`,
        "duplicate-id",
      );
    else firstAt.set(d.id, d.index);
  }
  const known = (path: string, id: string | undefined) => {
    if (id !== undefined && !map.byId.has(id)) issue(path, `no district has the id "${id}"`, "unknown-id");
  };

  // Geometry of districts.
  const diag = map.size ? Math.hypot(map.size.width, map.size.height) : 1000;
  for (const d of map.districts) {
    if (!d.polygon || d.polygon.length < 3) continue;
    const p = `districts[${d.index}]`;
    if (Math.abs(polygonArea(d.polygon)) < 1e-9) {
      issue(
        `${p}.polygon`,
        "the outline has no area (its points are on one line); draw a real shape",
        "zero-area",
      );
      continue;
    }
    const x = selfIntersection(d.polygon);
    if (x)
      issue(
        `${p}.polygon`,
        `the outline crosses itself (edges ${x[0]} and ${x[1]}); redraw it so it does not`,
        "self-intersecting",
      );
    if (d.label && !pointInPolygon(d.label, d.polygon))
      issue(
        `${p}.label`,
        `the name of ${d.name ?? d.id} is drawn outside its outline; move the label inside`,
        "label-outside",
        "warning",
      );
  }

  // Arrows.
  const seen = new Map<string, number>();
  for (const a of map.arrows) {
    const p = `arrows[${a.index}]`;
    known(`${p}.from`, a.from);
    known(`${p}.to`, a.to);
    if (a.from !== undefined && a.from === a.to)
      issue(p, `an arrow must join two different districts (both ends are "${a.from}")`, "self-arrow");
    const key = `${a.from}>${a.to}>${a.direction}`;
    const prev = seen.get(key);
    if (prev !== undefined)
      issue(p, `repeats arrows[${prev}] (same from, to and direction); delete one`, "duplicate-arrow");
    else seen.set(key, a.index);
    const from = a.from ? map.byId.get(a.from) : undefined;
    const to = a.to ? map.byId.get(a.to) : undefined;
    if (from?.polygon && to?.polygon && a.direction) {
      const [fx, fy] = polygonCentre(from.polygon);
      const [tx, ty] = polygonCentre(to.polygon);
      const bearing = (Math.atan2(ty - fy, tx - fx) * 180) / Math.PI;
      const off = Math.abs(((((bearing - BEARING[a.direction]) % 360) + 540) % 360) - 180);
      if (off > 100)
        issue(
          `${p}.direction`,
          `${name(a.to as string)} lies ${Math.round(off)}° away from ${a.direction} of ${name(a.from as string)}; check the arrow's direction`,
          "bearing",
          "warning",
        );
      if (a.at) {
        const tol = diag / 40;
        if (distanceToOutline(a.at, from.polygon) > tol || distanceToOutline(a.at, to.polygon) > tol)
          issue(
            `${p}.at`,
            `the arrow is drawn away from the street between ${name(a.from as string)} and ${name(a.to as string)}; move it onto their shared border`,
            "arrow-off-street",
            "warning",
          );
      }
    }
  }

  // Crossings and borders.
  for (const c of map.crossings) {
    const p = `crossings[${c.index}]`;
    const ids = [c.nw, c.ne, c.sw, c.se];
    (["nw", "ne", "sw", "se"] as const).forEach((k) => {
      known(`${p}.${k}`, c[k]);
    });
    const present = ids.filter((x): x is string => x !== undefined);
    if (present.length === 4 && new Set(present).size < 4)
      issue(p, `a crossing joins four different districts; found ${present.join(", ")}`, "crossing-repeats");
  }
  for (const b of map.borders) {
    known(`borders[${b.index}].a`, b.a);
    known(`borders[${b.index}].b`, b.b);
    if (b.a !== undefined && b.a === b.b)
      issue(
        `borders[${b.index}]`,
        `a border joins two different districts (both are "${b.a}")`,
        "self-border",
      );
  }

  const profile = map.game ? PROFILES[map.game] : undefined;
  if (profile) profile.check(map, issue);
  else if (map.game)
    issue(
      "game",
      `no rules profile for "${map.game}"; only the generic checks ran (known: ${Object.keys(PROFILES).join(", ")})`,
      "unknown-game",
      "warning",
    );
  return issues;
}
