/**
 * Parsing a map document: `readDocument` + the zod schema, then the semantic checks of §21.4
 * item 5. Never throws; every problem is a path and a sentence. Errors refuse the map; warnings
 * (the patterns of §21.3 that a custom map may break) are returned beside the value.
 */
import type { Issue, Parsed } from "@pudding/engine";
import { parseWith, readDocument } from "@pudding/engine";
import { pointInPolygon, polygonArea, selfIntersection } from "@pudding/map-schema";
import { LAND_TERRAINS, TERRAINS, type TerrainId } from "../catalog.js";
import { frameContact, sharedLengths } from "./geometry.js";
import { type Pt, type SwuMap, SwuMapSchema } from "./schema.js";

/** R5: the track length printed on each map. */
export const TRACK_LENGTH: Readonly<Record<number, number>> = { 2: 10, 3: 10, 4: 9, 5: 8 };
/** Shared outline shorter than this (map units) is a point contact, not a border. */
export const MIN_BORDER = 3;
/** §2: at most 9 Black Mountain markers; 14 Monsters in pairs; 15 markers to find. */
const MAX_BLACK_MOUNTAINS = 9;
const MAX_MONSTER_REGIONS = 7;

const terrainName = (t: TerrainId) => TERRAINS.find((x) => x.id === t)?.name ?? t;

/** Parses and checks a map document. Never throws. */
export function parseSwuMap(input: unknown): Parsed<SwuMap> {
  const doc = readDocument(input, "map", { maxBytes: 2_000_000 });
  if (!doc.ok) return doc;
  const r = parseWith(SwuMapSchema, doc.value);
  if (!r.ok) return r;
  try {
    const issues = checkSwuMap(r.value);
    const errors = issues.filter((i) => i.severity !== "warning");
    const warnings = issues.filter((i) => i.severity === "warning");
    if (errors.length) return { ok: false, issues };
    return warnings.length ? { ok: true, value: r.value, warnings } : { ok: true, value: r.value };
  } catch (e) {
    return {
      ok: false,
      issues: [
        { path: "(root)", message: `could not be checked (${(e as Error).message})`, code: "internal" },
      ],
    };
  }
}

/** The semantic checks of §21.4 on a schema-valid map. Errors and warnings, in document order. */
export function checkSwuMap(m: SwuMap): Issue[] {
  const out: Issue[] = [];
  const error = (path: string, message: string, code: string) =>
    out.push({ path, message, code, severity: "error" });
  const warn = (path: string, message: string, code: string) =>
    out.push({ path, message, code, severity: "warning" });

  // Region ids.
  const index = new Map<string, number>();
  m.regions.forEach((r, i) => {
    if (index.has(r.id))
      error(
        `regions[${i}].id`,
        `the id "${r.id}" is used by two regions; give each region its own id`,
        "duplicate-id",
      );
    else index.set(r.id, i);
  });
  const n = m.regions.length;

  // Borders: known ids, not reflexive, each once (§21.4: symmetric and irreflexive by construction).
  const adj: Set<number>[] = m.regions.map(() => new Set<number>());
  const seen = new Set<string>();
  m.borders.forEach(([a, b], i) => {
    const ia = index.get(a);
    const ib = index.get(b);
    if (ia === undefined) error(`borders[${i}][0]`, `"${a}" is not a region of this map`, "unknown-id");
    if (ib === undefined) error(`borders[${i}][1]`, `"${b}" is not a region of this map`, "unknown-id");
    if (ia === undefined || ib === undefined) return;
    if (ia === ib) {
      error(`borders[${i}]`, `region "${a}" cannot border itself; remove this border`, "self-border");
      return;
    }
    const key = ia < ib ? `${ia},${ib}` : `${ib},${ia}`;
    if (seen.has(key)) {
      error(
        `borders[${i}]`,
        `the border ${a}–${b} is listed twice; list each border once`,
        "duplicate-border",
      );
      return;
    }
    seen.add(key);
    (adj[ia] as Set<number>).add(ib);
    (adj[ib] as Set<number>).add(ia);
  });
  m.regions.forEach((r, i) => {
    if ((adj[i] as Set<number>).size === 0)
      error(
        `regions[${i}]`,
        `region "${r.id}" borders no other region; every region needs a border`,
        "no-border",
      );
  });

  // Symbols belong to the right terrains.
  let volcanoes = 0;
  let monsters = 0;
  let mountains = 0;
  m.regions.forEach((r, i) => {
    if (r.volcano && r.type !== "chasm")
      error(
        `regions[${i}].volcano`,
        `only an Abysmal Chasm can carry the Volcano symbol; "${r.id}" is ${terrainName(r.type)}`,
        "volcano-not-chasm",
      );
    if (r.volcano && r.type === "chasm") volcanoes++;
    if (r.monster && (r.type === "river" || r.type === "chasm"))
      error(
        `regions[${i}].monster`,
        `a ${terrainName(r.type)} cannot carry the Monster symbol; put it on a land region`,
        "monster-not-land",
      );
    if (r.monster) monsters++;
    if (r.blackMountain && r.type !== "blackMountain")
      error(
        `regions[${i}].blackMountain`,
        `the Black Mountain symbol belongs on Black Mountain regions; "${r.id}" is ${terrainName(r.type)}`,
        "mountain-symbol-terrain",
      );
    if (r.type === "blackMountain") {
      mountains++;
      if (!r.blackMountain)
        error(
          `regions[${i}].blackMountain`,
          `Black Mountain region "${r.id}" must carry the Black Mountain symbol`,
          "mountain-without-symbol",
        );
    }
  });
  if (volcanoes === 0)
    error(
      "regions",
      "no Abysmal Chasm carries the Volcano symbol; the Flames need at least one (§21.1)",
      "no-volcano",
    );
  if (mountains > MAX_BLACK_MOUNTAINS)
    error(
      "regions",
      `${mountains} Black Mountain regions, but only ${MAX_BLACK_MOUNTAINS} markers exist`,
      "too-many-mountains",
    );
  if (monsters > MAX_MONSTER_REGIONS)
    error(
      "regions",
      `${monsters} Monster regions need ${monsters * 2} Monsters; only 14 exist (7 regions at most)`,
      "too-many-monsters",
    );
  else if (monsters !== m.players + 2)
    warn(
      "regions",
      `${monsters} Monster regions; the printed maps have players + 2 = ${m.players + 2} (§21.3)`,
      "monster-count",
    );

  // Terrain inventory.
  const counts = new Map<TerrainId, number>();
  for (const r of m.regions) counts.set(r.type, (counts.get(r.type) ?? 0) + 1);
  for (const t of LAND_TERRAINS)
    if (!counts.get(t))
      error(
        "regions",
        `no region is ${terrainName(t)}; every land terrain must be present`,
        "missing-terrain",
      );
  const land = LAND_TERRAINS.map((t) => counts.get(t) ?? 0);
  if (Math.max(...land) - Math.min(...land) > 1)
    warn(
      "regions",
      `land terrain counts ${LAND_TERRAINS.map((t) => `${terrainName(t)} ${counts.get(t) ?? 0}`).join(", ")} differ by more than one (§21.3)`,
      "terrain-balance",
    );

  // The River: one path, in order, both ends (and only they) on the edge.
  const riverIdx: number[] = [];
  const listed = new Set<number>();
  m.river.forEach((id, i) => {
    const k = index.get(id);
    if (k === undefined) {
      error(`river[${i}]`, `"${id}" is not a region of this map`, "unknown-id");
      return;
    }
    if ((m.regions[k] as { type: string }).type !== "river")
      error(`river[${i}]`, `"${id}" is listed in the River but its type is not River`, "river-not-river");
    if (listed.has(k)) error(`river[${i}]`, `"${id}" is listed twice in the River`, "river-duplicate");
    listed.add(k);
    riverIdx.push(k);
  });
  m.regions.forEach((r, i) => {
    if (r.type === "river" && !listed.has(i))
      error(
        "river",
        `River region "${r.id}" is missing from the River list; list every River region in order`,
        "river-missing",
      );
  });
  if (m.regions.filter((r) => r.type === "river").length < 2)
    error(
      "river",
      "the River needs at least two River regions, one on each edge end (§21.1)",
      "river-too-short",
    );
  else if (riverIdx.length >= 2) {
    for (let i = 0; i + 1 < riverIdx.length; i++)
      if (!(adj[riverIdx[i] as number] as Set<number>).has(riverIdx[i + 1] as number))
        error(
          `river[${i + 1}]`,
          `River regions "${m.river[i]}" and "${m.river[i + 1]}" are consecutive but do not border each other`,
          "river-gap",
        );
    for (let i = 0; i < riverIdx.length; i++)
      for (let j = i + 2; j < riverIdx.length; j++)
        if ((adj[riverIdx[i] as number] as Set<number>).has(riverIdx[j] as number))
          error(
            `river[${j}]`,
            `River regions "${m.river[i]}" and "${m.river[j]}" border each other but are not consecutive: the River must be one path`,
            "river-not-path",
          );
    riverIdx.forEach((k, i) => {
      const end = i === 0 || i === riverIdx.length - 1;
      const r = m.regions[k] as { id: string; edge: boolean };
      if (end && !r.edge)
        error(
          `river[${i}]`,
          `the River's end "${r.id}" must touch the map edge (§21.1: exactly two River regions do)`,
          "river-end-inland",
        );
      if (!end && r.edge)
        error(
          `river[${i}]`,
          `"${r.id}" is in the middle of the River but touches the map edge; only the two ends may`,
          "river-middle-edge",
        );
    });
  }

  // Reachability: every non-chasm region from an edge region without crossing chasms.
  const isChasm = (i: number) => (m.regions[i] as { type: string }).type === "chasm";
  const reached = new Set<number>();
  const queue: number[] = [];
  m.regions.forEach((r, i) => {
    if (r.edge && !isChasm(i)) {
      reached.add(i);
      queue.push(i);
    }
  });
  const hasEdge = queue.length > 0;
  if (!hasEdge)
    error(
      "regions",
      "no land or River region touches the map edge; First Conquests would be impossible",
      "no-edge",
    );
  while (queue.length) {
    const i = queue.pop() as number;
    for (const j of adj[i] as Set<number>)
      if (!isChasm(j) && !reached.has(j)) {
        reached.add(j);
        queue.push(j);
      }
  }
  m.regions.forEach((r, i) => {
    if (hasEdge && !isChasm(i) && !reached.has(i))
      error(
        `regions[${i}]`,
        `region "${r.id}" cannot be reached from the map edge without crossing a chasm`,
        "unreachable",
      );
  });

  // Turn track.
  if (m.track.spaces.length !== m.track.length)
    error(
      "track.spaces",
      `the track has ${m.track.length} spaces but ${m.track.spaces.length} space positions; give one position per space`,
      "track-spaces",
    );
  const expected = TRACK_LENGTH[m.players];
  if (expected !== undefined && m.track.length !== expected)
    warn(
      "track.length",
      `a ${m.players}-player map has a ${expected}-space track (R5); this one has ${m.track.length}`,
      "track-length",
    );

  // §21.1 item 6: the caption facts.
  const has = (i: number, t: TerrainId) => (m.regions[i] as { type: string }).type === t;
  let caption = false;
  m.regions.forEach((r, i) => {
    if (caption || r.type !== "mudpool" || !r.monster) return;
    for (const c of adj[i] as Set<number>) {
      if (!has(c, "mysticCrystal")) continue;
      for (const b of [...(adj[i] as Set<number>), ...(adj[c] as Set<number>)])
        if (has(b, "blackMountain")) caption = true;
    }
  });
  if (!caption)
    warn(
      "regions",
      "no Monster Mudpool borders a Mystic Crystal with a Black Mountain next to one of them (the caption facts of §21.1)",
      "caption-facts",
    );

  // Geometry.
  const { width: W, height: H } = m.frame;
  let area = 0;
  let shapesOk = true;
  m.regions.forEach((r, i) => {
    const poly = r.polygon as Pt[];
    const a = Math.abs(polygonArea(poly));
    area += a;
    if (a < 1) {
      error(
        `regions[${i}].polygon`,
        `region "${r.id}" has no area; draw at least three points that are not on one line`,
        "no-area",
      );
      shapesOk = false;
    }
    const cross = selfIntersection(poly);
    if (cross) {
      error(
        `regions[${i}].polygon`,
        `the outline of "${r.id}" crosses itself (edges ${cross[0]} and ${cross[1]}); redraw it`,
        "self-intersection",
      );
      shapesOk = false;
    }
    poly.forEach(([x, y], k) => {
      if (x < -0.5 || y < -0.5 || x > W + 0.5 || y > H + 0.5) {
        error(
          `regions[${i}].polygon[${k}]`,
          `point (${x}, ${y}) lies outside the ${W}×${H} frame`,
          "outside-frame",
        );
        shapesOk = false;
      }
    });
    if (r.label && !pointInPolygon(r.label as Pt, poly))
      error(
        `regions[${i}].label`,
        `the label point of "${r.id}" is outside its outline; move it inside`,
        "label-outside",
      );
  });
  if (shapesOk) {
    if (Math.abs(area - W * H) > 0.01 * W * H)
      error(
        "regions",
        `the regions cover ${Math.round(area)} square units of a ${W}×${H} frame (${Math.round(W * H)}): they must tile the board without gaps or overlaps`,
        "not-a-tiling",
      );
    const shared = sharedLengths(m.regions.map((r) => r.polygon as Pt[]));
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const len = shared.get(`${i},${j}`) ?? 0;
        const listedBorder = (adj[i] as Set<number>).has(j);
        const a = (m.regions[i] as { id: string }).id;
        const b = (m.regions[j] as { id: string }).id;
        if (listedBorder && len < MIN_BORDER)
          error(
            "borders",
            `${a} and ${b} are listed as bordering but their outlines share no edge; fix the outlines or remove the border`,
            "border-without-edge",
          );
        if (!listedBorder && len >= MIN_BORDER)
          error(
            "borders",
            `${a} and ${b} share ${Math.round(len)} units of outline but no border is listed between them; add the border or fix the outlines`,
            "edge-without-border",
          );
      }
    m.regions.forEach((r, i) => {
      const touch = frameContact(r.polygon as Pt[], W, H) >= MIN_BORDER;
      if (r.edge && !touch)
        warn(
          `regions[${i}].edge`,
          `"${r.id}" is flagged as an edge region but its outline does not reach the frame`,
          "edge-geometry",
        );
      if (!r.edge && touch)
        warn(
          `regions[${i}].edge`,
          `"${r.id}" reaches the frame but is not flagged as an edge region`,
          "edge-geometry",
        );
    });
  }
  return out;
}
