/**
 * The data sets compiled for play: the tile pool, the cards and their ability keys as parallel
 * arrays, resolved from the city and the rule set's data set ids (§17.8). Shared and read-only;
 * cached per (city, rules) so that setting up many games costs nothing.
 */
import type { Issue, Parsed } from "@pudding/engine";
import { CARD_REGISTRY, cardsOf } from "./data/parse.js";
import {
  AFFILIATIONS,
  type BarracksAbility,
  type BarracksRecord,
  type BrigadeCards,
  type BrigadeMap,
  type BuildingEffect,
  COLOURS,
  type EventCardRecord,
  type SpecialEffect,
  type SquadAbility,
  type SquadCardRecord,
  type TileRecord,
  type WardenAction,
  type WardenRecord,
} from "./data/schema.js";
import { CITIES_BY_DATASET } from "./data/shipped.js";
import { cellIndex, directionIndex } from "./grid.js";
import type { BrigadeRules } from "./rules.js";

/** The data sets of one game, compiled. */
export interface Compiled {
  /** Identifies the data (hashes and saves carry it instead of the data). */
  key: string;
  map: BrigadeMap;
  /** The city whose tiles are used (the map's, or another by `cityBlocks`). */
  city: BrigadeMap;
  /** Where the events come from. */
  eventSet: BrigadeCards;
  /** Where the squad cards, wardens and barracks come from. */
  squadSet: BrigadeCards;
  tiles: TileRecord[];
  tileAff: number[];
  tileValue: number[];
  tileFlame: number[];
  tileBuilding: (BuildingEffect | null)[];
  /** Tile indices: University (in C3, D3, C4, D4 order), blocks, bonus blocks, special buildings. */
  university: number[];
  blocks: number[];
  bonus: number[];
  buildings: number[];
  events: EventCardRecord[];
  /** 0 wind, 1 firestorm, 2 special. */
  evKind: number[];
  evDir: number[];
  /** Firestorm squares in reading order (R12): [cell, count, cell, count…]. */
  evBalls: number[][];
  evEffect: (SpecialEffect | null)[];
  evValue: number[];
  evStarting: boolean[];
  evFestival: boolean[];
  squad: SquadCardRecord[];
  /** 0–4 affiliation, 5 none. */
  sqAff: number[];
  sqWater: number[];
  sqAbility: SquadAbility[];
  wardens: WardenRecord[];
  wdAction: WardenAction[];
  wdWater: number[];
  wdDusk: number[];
  boards: BarracksRecord[];
  bdColour: number[];
  bdAbility: BarracksAbility[];
  tileById: Map<string, number>;
  eventById: Map<string, number>;
  squadById: Map<string, number>;
  wardenById: Map<string, number>;
}

const cache = new WeakMap<BrigadeMap, Map<string, Compiled>>();

/** Resolves the data sets a rule set names (`map` = the map's own) and compiles them. */
export function compile(map: BrigadeMap, rules: BrigadeRules): Parsed<Compiled> {
  const key = `${rules.cityBlocks}|${rules.eventDeck}|${rules.squadDeck}`;
  let perMap = cache.get(map);
  const hit = perMap?.get(key);
  if (hit) return { ok: true, value: hit };
  const issues: Issue[] = [];
  const own = cardsOf(map);
  const cardsFor = (id: string, path: string): BrigadeCards | undefined => {
    const found = id === "map" || (own && own.id === id) ? own : CARD_REGISTRY[id];
    if (!found)
      issues.push({
        path,
        message: `there is no card data set "${id}"; use "map" or one of ${Object.keys(CARD_REGISTRY).join(", ")}`,
        code: "unknown-dataset",
      });
    return found;
  };
  const city =
    rules.cityBlocks === "map" || rules.cityBlocks === map.dataset
      ? map
      : CITIES_BY_DATASET[rules.cityBlocks];
  if (!city)
    issues.push({
      path: "rules.cityBlocks",
      message: `there is no city data set "${rules.cityBlocks}"; use "map" or one of ${Object.keys(CITIES_BY_DATASET).join(", ")}`,
      code: "unknown-dataset",
    });
  const eventSet = cardsFor(rules.eventDeck, "rules.eventDeck");
  const squadSet = cardsFor(rules.squadDeck, "rules.squadDeck");
  if (!city || !eventSet || !squadSet) return { ok: false, issues };
  const tiles = [...city.university, ...city.blocks, ...city.bonusBlocks, ...city.specialBuildings];
  const nu = city.university.length;
  const nb = city.blocks.length;
  const nx = city.bonusBlocks.length;
  const range = (a: number, b: number) => Array.from({ length: b - a }, (_, i) => a + i);
  const events = eventSet.events;
  const c: Compiled = {
    key: `${map.id}|${city.dataset}|${eventSet.id}|${squadSet.id}`,
    map,
    city,
    eventSet,
    squadSet,
    tiles,
    tileAff: tiles.map((t) => AFFILIATIONS.indexOf(t.affiliation)),
    tileValue: tiles.map((t) => t.value),
    tileFlame: tiles.map((t) => t.flame),
    tileBuilding: tiles.map((t) => t.building ?? null),
    university: range(0, nu),
    blocks: range(nu, nu + nb),
    bonus: range(nu + nb, nu + nb + nx),
    buildings: range(nu + nb + nx, tiles.length),
    events,
    evKind: events.map((e) => (e.kind === "wind" ? 0 : e.kind === "firestorm" ? 1 : 2)),
    evDir: events.map((e) => (e.kind === "wind" ? directionIndex(e.direction) : -1)),
    evBalls: events.map((e) =>
      e.kind === "firestorm"
        ? e.fireballs
            .map((f) => [cellIndex(f.cell), f.count] as const)
            .sort((x, y) => x[0] - y[0])
            .flatMap((x) => [x[0], x[1]])
        : [],
    ),
    evEffect: events.map((e) => (e.kind === "special" ? e.effect : null)),
    evValue: events.map((e) => (e.kind === "special" ? (e.value ?? 2) : 0)),
    evStarting: events.map((e) => e.starting),
    evFestival: events.map((e) => e.module === "fireFestival"),
    squad: squadSet.squad,
    sqAff: squadSet.squad.map((q) => (q.affiliation === "none" ? 5 : AFFILIATIONS.indexOf(q.affiliation))),
    sqWater: squadSet.squad.map((q) => q.water),
    sqAbility: squadSet.squad.map((q) => q.ability),
    wardens: squadSet.wardens,
    wdAction: squadSet.wardens.map((w) => w.action),
    wdWater: squadSet.wardens.map((w) => w.water),
    wdDusk: squadSet.wardens.map((w) => w.duskWater ?? w.water),
    boards: squadSet.barracks,
    bdColour: squadSet.barracks.map((b) => COLOURS.indexOf(b.colour)),
    bdAbility: squadSet.barracks.map((b) => b.ability),
    tileById: new Map(tiles.map((t, i) => [t.id, i])),
    eventById: new Map(events.map((e, i) => [e.id, i])),
    squadById: new Map(squadSet.squad.map((q, i) => [q.id, i])),
    wardenById: new Map(squadSet.wardens.map((w, i) => [w.id, i])),
  };
  if (!perMap) {
    perMap = new Map();
    cache.set(map, perMap);
  }
  perMap.set(key, c);
  return { ok: true, value: c };
}
