/**
 * The guided turn and the scene adapter against real snapshots from a real PlayServer (in-memory
 * PGlite): what lights up is exactly what the engine allows, and every click maps to a legal action
 * or is sent for the engine to explain.
 */
import { type CreatedGame, type GameSnapshot, PlayServer } from "@pudding/api";
import type { Action } from "@pudding/great-fire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sceneFromView } from "./scene";
import { clickDistrict, highlightsFor, INITIAL_UI, pickCard, prompt } from "./turn";

let server: PlayServer;
let game: CreatedGame;
const tokenOf = (seat: number) => game.seats[seat]?.token as string;

beforeAll(async () => {
  server = await PlayServer.open({ runBots: false });
  game = await server.createGame({
    seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }, { kind: "human" }],
    seed: 17,
  });
});
afterAll(() => server.close());

/** The active seat's snapshot. */
async function activeSnap(): Promise<GameSnapshot> {
  const pub = await server.snapshot(game.gameId);
  return server.snapshot(game.gameId, tokenOf(pub.view.active));
}

/** Play first-legal moves until `until` holds for the active seat's snapshot. */
async function advance(until: (s: GameSnapshot) => boolean, limit = 500): Promise<GameSnapshot> {
  for (let i = 0; i < limit; i++) {
    const s = await activeSnap();
    if (until(s)) return s;
    await server.act(game.gameId, tokenOf(s.view.active), s.version, s.legal[0] as Action);
  }
  throw new Error("state not reached");
}

const isLegal = (s: GameSnapshot, a: Action) => s.legal.some((x) => JSON.stringify(x) === JSON.stringify(a));

describe("guided turn (§2.9 setup, §4 fire, §5 actions)", () => {
  it("setup: exactly the legal team districts glow; a click places; an illegal click asks the engine why", async () => {
    const s = await activeSnap();
    expect(s.view.phase).toBe("setupTeams");
    const h = highlightsFor(s, INITIAL_UI);
    const legal = s.legal.map((a) => (a as { district: string }).district);
    expect(new Set(h.selectable)).toEqual(new Set(legal));
    const r = clickDistrict(s, INITIAL_UI, legal[0] as string);
    expect(r.kind).toBe("act");
    const park = s.view.districts.find((d) => !legal.includes(d.id))?.id as string;
    const bad = clickDistrict(s, INITIAL_UI, park);
    expect(bad).toMatchObject({ kind: "explain", action: { type: "placeTeam", district: park } });
    await expect(
      server.act(game.gameId, tokenOf(s.view.active), s.version, (bad as { action: Action }).action),
    ).rejects.toThrow(/§|not|cannot/i);
    expect(prompt(s, INITIAL_UI)).toMatch(/§2\.9/);
  });

  it("fire: card → sources → allowed destinations (with §4.2 class) and barred ones with reasons → a legal confirm", async () => {
    const s = await advance((x) => x.view.phase === "spread" && (x.fire ?? []).some((o) => o.playable));
    const opt = (s.fire ?? []).find((o) => o.playable);
    if (!opt) throw new Error("no playable card");
    const picked = pickCard(s, INITIAL_UI, opt.card);
    const h1 = highlightsFor(s, picked.ui);
    expect(new Set(h1.fireSources)).toEqual(new Set(opt.sources.map((x) => x.from)));
    const src = opt.sources[0];
    if (!src) throw new Error("no source");
    const chose = clickDistrict(s, picked.ui, src.from);
    expect(chose.kind).toBe("ui");
    const h2 = highlightsFor(s, chose.ui);
    const allowed = src.destinations.filter((d) => d.allowed);
    expect(h2.destinations?.map((d) => d.id).sort()).toEqual(allowed.map((d) => d.to).sort());
    expect(h2.destinations?.every((d) => d.priority >= 1 && d.priority <= 4)).toBe(true);
    expect(h2.barred?.map((b) => b.id).sort()).toEqual(
      src.destinations
        .filter((d) => !d.allowed)
        .map((d) => d.to)
        .sort(),
    );
    const barred = src.destinations.find((d) => !d.allowed);
    if (barred) {
      const no = clickDistrict(s, chose.ui, barred.to);
      expect(no.kind).toBe("ui");
      expect((no as { message?: string }).message).toMatch(/cannot stop there/);
    }
    const to = allowed[0]?.to as string;
    const pending = clickDistrict(s, chose.ui, to);
    expect(pending.ui.pending).toEqual({ type: "fire", card: opt.card, from: src.from, to });
    expect(isLegal(s, pending.ui.pending as Action)).toBe(true);
  });

  it("unplayable cards explain themselves", async () => {
    const s = await activeSnap();
    const dead = (s.fire ?? []).find((o) => !o.playable);
    if (dead) expect(pickCard(s, INITIAL_UI, dead.card).message).toMatch(/cannot move any fire/);
    // A spectator clicking gets told they are watching.
    const spectator = await server.snapshot(game.gameId);
    expect(clickDistrict(spectator, INITIAL_UI, "pudding-lane")).toMatchObject({
      kind: "ui",
      message: expect.stringMatching(/Spectators/),
    });
  });

  it("actions: pawn steps glow and act; team mode picks a team then a destination; all legal", async () => {
    const s = await advance((x) => x.view.phase === "actions" && x.legal.some((a) => a.type === "movePawn"));
    const pawnTargets = highlightsFor(s, INITIAL_UI).selectable ?? [];
    expect(new Set(pawnTargets)).toEqual(
      new Set(s.legal.flatMap((a) => (a.type === "movePawn" ? [a.to] : []))),
    );
    const r = clickDistrict(s, INITIAL_UI, pawnTargets[0] as string);
    expect(r.kind).toBe("act");
    expect(isLegal(s, (r as { action: Action }).action)).toBe(true);
    const teamMove = s.legal.find((a) => a.type === "moveTeam");
    if (teamMove && teamMove.type === "moveTeam") {
      const teamUi = { ...INITIAL_UI, mode: "team" as const };
      const first = clickDistrict(s, teamUi, teamMove.from);
      expect(first.ui.from).toBe(teamMove.from);
      const second = clickDistrict(s, first.ui, teamMove.to);
      expect(second.kind).toBe("act");
      expect(isLegal(s, (second as { action: Action }).action)).toBe(true);
    }
    expect(prompt(s, INITIAL_UI)).toMatch(/action point/);
  });
});

describe("scene from a view", () => {
  it("splits free and controlled cones, leaves committed teams out of the standing teams, places pawns", async () => {
    const s = await advance((x) => x.view.phase === "actions");
    const scene = sceneFromView(s.view);
    for (const d of s.view.districts) {
      const sc = scene[d.id];
      expect(sc).toBeDefined();
      if (!sc) continue;
      expect(sc.freeCones + sc.controlledCones).toBe(d.cones);
      expect(sc.teams + sc.controlledCones).toBe(d.teams);
      expect(sc.houses).toEqual(d.houses);
      expect(sc.token).toBe(d.demolished ? "explosive" : d.token ? "faceDown" : null);
    }
    for (const seat of s.view.seats)
      if (seat.pawn)
        expect(scene[seat.pawn]?.pawns).toContainEqual({ colour: seat.pawnColour, seat: seat.seat });
  });
});
