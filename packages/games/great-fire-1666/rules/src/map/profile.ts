/**
 * The facts every board of The Great Fire of London 1666 must hold (rules digest §1–§2; DESIGN.md
 * "Map schema"). Counts that the rules depend on are errors (30 houses a region feed §7.1, the 20
 * tokens of §2.3, the 24 objective cards of §2.5, the setup icons of §2.9); geometry doubts and
 * unreachable districts are warnings.
 */
import type { LooseMap, MapProfile } from "./validate.js";

const REGIONS = ["purple", "blue", "green", "orange"] as const;
export const HOUSES_PER_REGION = 30;
export const EXTRA_ACTION_DISTRICTS = 20;
export const OBJECTIVES_PER_DECK = 8;

export const GREAT_FIRE_CHECKS: MapProfile = {
  game: "great-fire-1666",
  check(map: LooseMap, issue) {
    const at = (i: number) => `districts[${i}]`;
    const label = (d: { name?: string; id?: string }) => d.name ?? d.id ?? "this district";

    // One origin, in green, without houses.
    const origins = map.districts.filter((d) => d.kind === "origin");
    if (origins.length === 0)
      issue("districts", 'no district is the origin; mark Pudding Lane with kind "origin"', "no-origin");
    for (const o of origins.slice(1))
      issue(
        `${at(o.index)}.kind`,
        `a second origin (${label(o)}); a board has exactly one, Pudding Lane`,
        "second-origin",
      );
    for (const o of origins) {
      if (o.region && o.region !== "green")
        issue(
          `${at(o.index)}.region`,
          `the origin must be in the green region (found ${o.region})`,
          "origin-region",
        );
      if (o.houses)
        issue(
          `${at(o.index)}.houses`,
          `the origin never holds houses; set houses to 0 (found ${o.houses})`,
          "origin-houses",
        );
    }

    // Parks: no houses, no fire, no bands.
    const parks = new Set(map.districts.filter((d) => d.kind === "park" && d.id).map((d) => d.id as string));
    for (const d of map.districts) {
      if (d.kind === "park") {
        if (d.houses)
          issue(
            `${at(d.index)}.houses`,
            `parks never hold houses; set houses to 0 (found ${d.houses})`,
            "park-houses",
          );
        if (d.objective)
          issue(
            `${at(d.index)}.objective`,
            `a park cannot be an objective (fire never enters it); remove the red band`,
            "park-band",
          );
        if (d.extraAction)
          issue(
            `${at(d.index)}.extraAction`,
            `a park cannot hold an extra-action token; remove the yellow band`,
            "park-band",
          );
      }
      if (d.kind === "district" && d.houses === 0)
        issue(
          `${at(d.index)}.houses`,
          `${label(d)} prints no house; an ordinary district prints 1 to 5 (make it a park if it has none)`,
          "district-houses",
        );
      if (
        d.objective &&
        typeof d.objective.deck === "number" &&
        typeof d.objective.vp === "number" &&
        d.objective.vp !== d.objective.deck * 2
      )
        issue(
          `${at(d.index)}.objective.vp`,
          `deck ${d.objective.deck} objectives are worth ${d.objective.deck * 2} VP (found ${d.objective.vp})`,
          "objective-vp",
        );
      if (d.setupIcon !== undefined && d.region === "green")
        issue(
          `${at(d.index)}.setupIcon`,
          `setup icons are never in the green region (teams are not placed there, §2.9)`,
          "setup-icon-region",
        );
    }
    map.arrows.forEach((a) => {
      for (const end of [a.from, a.to])
        if (end && parks.has(end))
          issue(
            `arrows[${a.index}]`,
            `fire never enters a park, so no arrow may touch "${end}"; use a border for movement`,
            "park-arrow",
          );
    });
    map.crossings.forEach((c) => {
      for (const end of [c.nw, c.ne, c.sw, c.se])
        if (end && parks.has(end))
          issue(
            `crossings[${c.index}]`,
            `fire never enters a park, so no crossing may touch "${end}"`,
            "park-crossing",
          );
    });

    // 30 houses per region.
    const totals: Record<string, number> = {};
    for (const d of map.districts)
      if (d.region && d.houses !== undefined) totals[d.region] = (totals[d.region] ?? 0) + d.houses;
    for (const r of REGIONS)
      if ((totals[r] ?? 0) !== HOUSES_PER_REGION)
        issue(
          "districts",
          `the ${r} region holds ${totals[r] ?? 0} houses; every region must total ${HOUSES_PER_REGION}`,
          "region-houses",
        );

    // Bands.
    const yellow = map.districts.filter((d) => d.extraAction).length;
    if (yellow !== EXTRA_ACTION_DISTRICTS)
      issue(
        "districts",
        `${yellow} districts have a yellow band; the game has ${EXTRA_ACTION_DISTRICTS} extra-action tokens, one per band`,
        "extra-action-count",
      );
    for (const deck of [1, 2, 3]) {
      const n = map.districts.filter((d) => d.objective?.deck === deck).length;
      if (n !== OBJECTIVES_PER_DECK)
        issue(
          "districts",
          `deck ${"I".repeat(deck)} has ${n} objective districts; each deck has ${OBJECTIVES_PER_DECK}`,
          "objective-count",
        );
    }

    // Setup icons: one "5", two "4".
    const icons = (n: number) => map.districts.filter((d) => d.setupIcon === n).length;
    if (icons(5) !== 1)
      issue(
        "districts",
        `${icons(5)} districts print the "5" setup icon; the board has exactly 1`,
        "setup-icons",
      );
    if (icons(4) !== 2)
      issue(
        "districts",
        `${icons(4)} districts print the "4" setup icon; the board has exactly 2`,
        "setup-icons",
      );

    // Every arrow has a way back.
    const pairs = new Set(map.arrows.map((a) => `${a.from}>${a.to}`));
    for (const a of map.arrows)
      if (a.from && a.to && a.from !== a.to && !pairs.has(`${a.to}>${a.from}`))
        issue(
          `arrows[${a.index}]`,
          `no arrow leads back from "${a.to}" to "${a.from}"; every street has an arrow each way`,
          "no-reverse",
        );

    // Fire reaches every ordinary district from the origin (arrows and crossings, any direction).
    const origin = origins[0]?.id;
    if (origin) {
      const adj = new Map<string, Set<string>>();
      const link = (x?: string, y?: string) => {
        if (!x || !y) return;
        (adj.get(x) ?? adj.set(x, new Set()).get(x))?.add(y);
        (adj.get(y) ?? adj.set(y, new Set()).get(y))?.add(x);
      };
      for (const a of map.arrows) link(a.from, a.to);
      for (const c of map.crossings) {
        link(c.nw, c.se);
        link(c.ne, c.sw);
      }
      const seen = new Set([origin]);
      const queue = [origin];
      while (queue.length)
        for (const n of adj.get(queue.shift() as string) ?? [])
          if (!seen.has(n)) {
            seen.add(n);
            queue.push(n);
          }
      for (const d of map.districts)
        if (d.kind === "district" && d.id && !seen.has(d.id))
          issue(
            `${at(d.index)}`,
            `fire can never reach ${label(d)} from the origin; add an arrow to it`,
            "unreachable",
            "warning",
          );
    }
  },
};
