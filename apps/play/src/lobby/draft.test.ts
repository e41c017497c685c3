import type { CatalogEntry, MapSummary } from "@pudding/api";
import { describe, expect, it } from "vitest";
import {
  createInput,
  defaultBot,
  defaultSeats,
  fitSeats,
  keepMap,
  mapsFor,
  orderGames,
  resizeSeats,
  rulesFor,
  seatsForMap,
  seedAllowed,
  seedError,
} from "./draft";

const entry = (over: Partial<CatalogEntry> = {}): CatalogEntry => ({
  id: "g",
  test: false,
  title: "G",
  description: "A game.",
  seats: { min: 3, max: 6 },
  presets: [{ id: "base", label: "Base", description: "As printed." }],
  defaultPreset: "base",
  maps: [],
  bots: [
    { id: "random", label: "Random", description: "" },
    { id: "heuristic", label: "Sensible", description: "" },
    { id: "search", label: "Search", description: "" },
  ],
  ...over,
});
const map = (id: string, min: number, max: number, builtin = true): MapSummary => ({
  id,
  game: "g",
  version: 1,
  name: id,
  description: "",
  spaces: 9,
  seats: { min, max },
  builtin,
  publishedAt: "",
});

describe("the lobby form", () => {
  it("starts a game with one person and bots up to four seats, within the game's range", () => {
    expect(defaultSeats(entry()).map((s) => s.kind)).toEqual([
      "human",
      "heuristic",
      "heuristic",
      "heuristic",
    ]);
    const toy = entry({
      seats: { min: 2, max: 4 },
      bots: [{ id: "random", label: "Random", description: "" }],
    });
    expect(defaultSeats(toy).map((s) => s.kind)).toEqual(["human", "random", "random", "random"]);
    expect(
      defaultBot(
        entry({
          bots: [
            { id: "search", label: "", description: "" },
            { id: "random", label: "", description: "" },
          ],
        }),
      ),
    ).toBe("random");
  });
  it("keeps the seat count within the game's min–max and seat kinds among the game's bots", () => {
    const e = entry();
    expect(resizeSeats(defaultSeats(e), 9, e)).toHaveLength(6);
    expect(resizeSeats(defaultSeats(e), 1, e)).toHaveLength(3);
    const other = entry({ seats: { min: 2, max: 4 }, bots: [{ id: "random", label: "", description: "" }] });
    expect(
      fitSeats(
        [
          { kind: "heuristic", name: "Bo" },
          { kind: "human", name: "" },
        ],
        other,
      ),
    ).toEqual([
      { kind: "random", name: "Bo" },
      { kind: "human", name: "" },
    ]);
  });
  it("offers the maps valid for the seat count, and drops a chosen map that no longer fits", () => {
    const maps = [map("two-three", 2, 3), map("four-five", 4, 5), map("mine", 2, 5, false)];
    expect(mapsFor(maps, "g", 4).map((m) => m.id)).toEqual(["four-five", "mine"]);
    expect(keepMap("two-three", mapsFor(maps, "g", 4))).toBeNull();
    expect(keepMap("mine", mapsFor(maps, "g", 3))).toBe("mine");
  });
  it("fits the seats to a map the address names instead of dropping it (new seats are bots)", () => {
    const e = entry({ seats: { min: 2, max: 5 } });
    const four = defaultSeats(e);
    expect(seatsForMap(four, map("two", 2, 2), e)).toEqual([four[0], four[1]]);
    expect(seatsForMap(four, map("five", 5, 5), e)).toEqual([...four, { kind: "heuristic", name: "" }]);
    expect(seatsForMap(four, map("any", 2, 5), e)).toEqual(four);
    const fitted = seatsForMap(four, map("two", 2, 2), e);
    expect(keepMap("two", mapsFor([map("two", 2, 2)], "g", fitted.length))).toBe("two");
  });
  it("lists presets with their descriptions, then the game's published rule sets", () => {
    const r = rulesFor(entry(), [
      { id: "r-1", game: "g", name: "Long", preset: false, publishedAt: null },
      { id: "r-2", game: "other", name: "X", preset: false, publishedAt: null },
    ]);
    expect(r.map((x) => x.label)).toEqual(["Preset: Base", "House rules: Long"]);
    expect(r[0]?.description).toBe("As printed.");
  });
  it("issue 26 §1: a seed may be chosen only when every seat is a bot", () => {
    expect(
      seedAllowed({
        seats: [
          { kind: "random", name: "" },
          { kind: "heuristic", name: "" },
        ],
      }),
    ).toBe(true);
    expect(
      seedAllowed({
        seats: [
          { kind: "human", name: "" },
          { kind: "random", name: "" },
        ],
      }),
    ).toBe(false);
  });
  it("makes the create input, refusing a bad seed, and puts test games last", () => {
    expect(seedError("12")).toBeNull();
    expect(seedError("-1")).toMatch(/whole number/);
    expect(
      createInput({
        game: "g",
        seats: [
          { kind: "human", name: " Anna " },
          { kind: "random", name: "" },
        ],
        mapId: null,
        rules: "base",
        seed: "7",
        turnSeconds: 300,
      }),
    ).toEqual({
      game: "g",
      seats: [{ kind: "human", name: "Anna" }, { kind: "random" }],
      rules: "base",
      seed: 7,
      turnSeconds: 300,
    });
  });
  it("issue 30 §3.8: test games (the toy game) are hidden from players; `?tests` or `?game=<id>` lists them after the real ones", () => {
    const games = [entry({ id: "toy", test: true }), entry({ id: "real" }), entry({ id: "other" })];
    const ids = (search?: string) => orderGames(games, search).map((e) => e.id);
    expect(ids()).toEqual(["real", "other"]);
    expect(ids("?game=real")).toEqual(["real", "other"]);
    expect(ids("?tests")).toEqual(["real", "other", "toy"]);
    expect(ids("?tests=1")).toEqual(["real", "other", "toy"]);
    expect(ids("?game=toy&map=claims-3x3")).toEqual(["real", "other", "toy"]);
  });
});
