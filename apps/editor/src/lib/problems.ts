/**
 * The problems panel's model: every `parseMap` issue (errors first), and for each the things it is
 * about, so a click can select them and zoom there.
 */

import { parseMap } from "@pudding/great-fire";
import type { MapIssue } from "@pudding/map-schema";
import type { EditorMap } from "../doc/commands";

/** What an issue points at on the canvas. */
export interface ProblemTarget {
  districts: string[];
  arrows: number[];
  crossings: number[];
}

export interface Problem extends MapIssue {
  target: ProblemTarget;
}

const REGION = /the (purple|blue|green|orange) region/;
const DECK = /deck (I{1,3}) has/;

/** The culprits of an issue, from its path (and, for whole-board counts, its code). */
export function targetOf(map: EditorMap, issue: MapIssue): ProblemTarget {
  const t: ProblemTarget = { districts: [], arrows: [], crossings: [] };
  const m = /^(districts|arrows|crossings|borders)\[(\d+)\]/.exec(issue.path);
  if (m) {
    const i = Number(m[2]);
    if (m[1] === "districts") {
      const id = map.districts[i]?.id;
      if (id) t.districts.push(id);
    } else if (m[1] === "arrows" && map.arrows[i]) t.arrows.push(i);
    else if (m[1] === "crossings" && map.crossings[i]) t.crossings.push(i);
    else if (m[1] === "borders") {
      const b = map.borders[i];
      if (b) t.districts.push(b.a, b.b);
    }
    return t;
  }
  const pick = (f: (d: EditorMap["districts"][number]) => boolean) => {
    t.districts.push(...map.districts.filter(f).map((d) => d.id));
  };
  switch (issue.code) {
    case "region-houses": {
      const r = REGION.exec(issue.message)?.[1];
      if (r) pick((d) => d.region === r && d.kind === "district");
      break;
    }
    case "extra-action-count":
      pick((d) => d.extraAction === true);
      break;
    case "objective-count": {
      const deck = DECK.exec(issue.message)?.[1]?.length;
      if (deck) pick((d) => d.objective?.deck === deck);
      break;
    }
    case "setup-icons":
      pick((d) => d.setupIcon !== undefined);
      break;
  }
  return t;
}

/** Every problem of the map, errors before warnings, in document order. */
export function problemsOf(map: EditorMap): Problem[] {
  const r = parseMap(map);
  const issues = r.ok ? r.warnings : r.issues;
  const sorted = [
    ...issues.filter((i) => i.severity === "error"),
    ...issues.filter((i) => i.severity !== "error"),
  ];
  return sorted.map((i) => ({ ...i, target: targetOf(map, i) }));
}
