/**
 * Issue 32 §2: the card editor's lab compared the edited cards with… the edited cards (B ran on the
 * same city, so all 40 figures were identical, p = 1). Run B may now play on a map of its own
 * (`vsMap`), on the same seeds: the shipped city against the shipped city changes nothing, and a
 * deliberate change of The Brigade's cards (§17.3: the event deck without its wind gusts) moves the
 * tiles destroyed.
 */
import { THE_BRIGADE } from "@pudding/games";
import { describe, expect, it } from "vitest";
import { compareRuns, LabAggregate } from "./aggregate.js";
import { type LabOptions, LabOptionsError, resolveLab, runLab } from "./run.js";

type City = {
  cards: {
    id: string;
    events: { kind: string }[];
  };
};
const shipped = () => JSON.parse(JSON.stringify(THE_BRIGADE.map.defaultFor(4))) as City;

/** §17.3 the event deck without its twelve wind gusts (winds spread the fire across the city). */
function windless(): City {
  const city = shipped();
  city.cards.id = "windless-v1";
  city.cards.events = city.cards.events.filter((e) => e.kind !== "wind");
  return city;
}

async function compare(map: unknown, vsMap: unknown, games = 20) {
  const options: LabOptions = {
    game: THE_BRIGADE.id,
    map,
    vsMap,
    players: 3,
    games,
    seed: 5,
    bots: "heuristic",
  };
  const lab = resolveLab(options, [THE_BRIGADE]);
  const a = LabAggregate.for(lab);
  const b = LabAggregate.for(lab, "b");
  for await (const e of runLab(options, { games: [THE_BRIGADE] })) (e.run === "a" ? a : b).addEvent(e);
  return { a, b, rows: compareRuns(a, b) };
}

describe("run B on its own map (issue 32 §2)", { timeout: 300_000 }, () => {
  it("the same cards on both sides give identical records", async () => {
    const { a, b } = await compare(shipped(), shipped(), 4);
    expect(a.records.map((r) => [r.turns, r.destroyed, r.scores])).toEqual(
      b.records.map((r) => [r.turns, r.destroyed, r.scores]),
    );
  });

  it("a deliberate card change (§17.3 no wind gusts) moves the tiles destroyed, on the same seeds", async () => {
    const { a, b, rows } = await compare(windless(), shipped());
    expect(a.records.map((r) => r.seed)).toEqual(b.records.map((r) => r.seed));
    const destroyed = rows.find((r) => r.key === "destroyed");
    expect(destroyed, JSON.stringify(rows.map((r) => r.key))).toBeDefined();
    expect(destroyed?.a).toBeLessThan(destroyed?.b ?? Number.NEGATIVE_INFINITY);
    // On its own (not Holm-adjusted over the ~40 figures: 20 games each is a quick look).
    expect(destroyed?.test.p, JSON.stringify(destroyed)).toBeLessThan(0.01);
  });

  it("a bad B map is refused under vsMap, with the map's own sentence", () => {
    expect(() =>
      resolveLab({ game: THE_BRIGADE.id, vsMap: { cards: 3 }, players: 3, games: 1 }, [THE_BRIGADE]),
    ).toThrow(LabOptionsError);
    try {
      resolveLab({ game: THE_BRIGADE.id, vsMap: "atlantis", players: 3, games: 1 }, [THE_BRIGADE]);
    } catch (e) {
      expect((e as LabOptionsError).issues[0]?.path).toBe("vsMap");
    }
  });
});
