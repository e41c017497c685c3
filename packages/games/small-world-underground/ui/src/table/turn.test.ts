/**
 * The client's guided turn against the module: choice paths equal `SMALL_WORLD_UNDERGROUND.choices`
 * (keys, labels, spaces) on every legal action of whole games; every legal action is reached by
 * walking its path through board-ui's guided turn; conquest highlights light exactly the affordable
 * targets with their cost (§7.3) and bar the others with a reason; a click on a barred region is
 * sent for the engine's explanation; every phase has a prompt.
 */
import { begin, choose, clickSpace, type TurnPath } from "@pudding/board-ui";
import { SMALL_WORLD_UNDERGROUND as M, type SwuAction, type SwuMap } from "@pudding/small-world-underground";
import { describe, expect, it } from "vitest";
import { SWU_UI } from "./plugin.js";
import { botStep, localGame, tableGame } from "./stories/local.js";
import {
  type ConquestHints,
  choicesFor,
  confirmAction,
  type SwuContext,
  swuHighlights,
  swuPrompt,
} from "./turn.js";

const nameOf = (map: SwuMap) => {
  const n = new Map(map.regions.map((r) => [r.id, r.name]));
  return (id: string) => n.get(id) ?? id;
};

function ctxOf(g: ReturnType<typeof localGame>, chosen: string[] = []): SwuContext {
  const game = tableGame(g);
  return {
    game,
    map: g.map,
    spaces: M.map.spaces(g.map),
    name: nameOf(g.map),
    turn: {
      state: { chosen, auto: chosen.map(() => false), focus: null, pending: null },
    } as unknown as SwuContext["turn"],
    act: () => {},
    busy: false,
    hidden: false,
  };
}

describe("choice paths", () => {
  it("equal the module's on every legal action of whole games (2–5 seats)", { timeout: 120_000 }, () => {
    let checked = 0;
    for (const seats of [2, 3, 4, 5]) {
      let g = localGame({ seats, seed: seats * 11, until: () => true });
      const name = nameOf(g.map);
      for (let i = 0; i < 400 && !M.status(g.state).over; i++) {
        const st = g.state;
        const seat = M.toAct(st)[0] as number;
        const view = M.view(st, seat);
        for (const a of M.legal(st, seat)) {
          const mine = choicesFor(a, { view, name }).map(({ key, label, space }) => ({ key, label, space }));
          const theirs = (M.choices?.(st, a) ?? []).map(({ key, label, space }) => ({ key, label, space }));
          expect(mine).toEqual(theirs);
          checked++;
        }
        g = botStep(g, i);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("every legal action is reached by walking its own path", { timeout: 60_000 }, () => {
    for (const until of [
      (x: { phase: string; round: number }) => x.phase === "pick",
      (x: { phase: string; round: number }) => x.round >= 3 && x.phase === "conquest",
      (x: { phase: string; round: number }) => x.round >= 2 && x.phase === "redeploy",
    ]) {
      const g = localGame({ seats: 3, seed: 9, until });
      const game = tableGame(g);
      const name = nameOf(g.map);
      const paths: TurnPath<SwuAction>[] = game.legal.map((action) => ({
        action,
        steps: choicesFor(action, { view: game.view, name }),
      }));
      const policy = { confirm: confirmAction };
      for (const p of paths) {
        let st = begin(paths, policy);
        let acted: SwuAction | null = null;
        for (const step of p.steps.slice(st.chosen.length)) {
          const r = choose(paths, st, step.key, policy);
          if (r.kind === "act") acted = r.action;
          else st = r.state;
        }
        if (!acted && st.pending !== null) acted = paths[st.pending]?.action ?? null;
        expect(acted).toEqual(p.action);
      }
    }
  });
});

describe("conquest highlights (§7)", () => {
  const g = localGame({
    seats: 3,
    seed: 7,
    until: (s) => s.round >= 4 && s.phase === "conquest" && s.owner === 0,
  });

  it("light every affordable target with its cost; the others are barred or say why in their tip", () => {
    const ctx = ctxOf(g);
    const h = swuHighlights(ctx);
    const conquerable = new Set(
      ctx.game.legal.flatMap((a) => (a.type === "conquer" && a.use.length === 0 ? [a.region] : [])),
    );
    expect(conquerable.size).toBeGreaterThan(0);
    for (const id of conquerable) {
      const s = h.selectable?.find((x) => x.id === id);
      expect(s?.badge).toMatch(/^\d+$/);
      expect(s?.hint).toMatch(/costs \d+ token/);
    }
    for (const b of h.barred ?? []) {
      expect(conquerable.has(b.id)).toBe(false);
      expect(b.reason).toMatch(/§/);
    }
    // Every target neither lit nor one's own is barred with a reason or says why in its tip.
    const tip = SWU_UI.board?.tip?.(ctx as never);
    const lit = new Set((h.selectable ?? []).map((x) => x.id));
    const own = new Set(ctx.game.view.regions.filter((r) => r.seat === 0 && r.race).map((r) => r.id));
    const others = (ctx.game.hints as ConquestHints).targets.filter(
      (t) => !lit.has(t.region) && !own.has(t.region),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const t of others)
      expect(
        (h.barred ?? []).some((b) => b.id === t.region) || /§/.test(tip?.(t.region) ?? ""),
        t.region,
      ).toBe(true);
  });

  it("bar only regions within reach on the board; a far region says why in its tip (§7.2)", () => {
    const ctx = ctxOf(g);
    const h = swuHighlights(ctx);
    const hints = ctx.game.hints as ConquestHints;
    const reach = new Map(hints.targets.map((t) => [t.region, t.reachable]));
    for (const b of h.barred ?? []) {
      const r = ctx.game.view.regions.find((x) => x.id === b.id);
      expect(reach.get(b.id) || r?.immune || r?.figures.includes("balrog"), b.id).toBe(true);
    }
    const far = hints.targets.filter((t) => !t.reachable && !(h.barred ?? []).some((b) => b.id === t.region));
    expect(far.length).toBeGreaterThan(0);
    const tip = SWU_UI.board?.tip?.(ctx as never);
    for (const t of far)
      expect(tip?.(t.region)).toMatch(/^out of reach — not next to a region of yours \(§7\.2\)/);
    const own = ctx.game.view.regions.find((r) => r.seat === 0 && r.race);
    expect(tip?.(own?.id as string) ?? "").not.toMatch(/out of reach/);
  });

  it("a click on a barred or far region sends the illegal conquest for the engine to explain", () => {
    const ctx = ctxOf(g);
    const h = swuHighlights(ctx);
    const far = (ctx.game.hints as ConquestHints).targets.find((t) => !t.reachable)?.region;
    const barred = ((h.barred ?? [])[0]?.id ?? far) as string;
    expect(barred).toBeDefined();
    const paths: TurnPath<SwuAction>[] = ctx.game.legal.map((action) => ({
      action,
      steps: choicesFor(action, { view: ctx.game.view, name: ctx.name }),
    }));
    const r = clickSpace(paths, begin(paths), barred);
    expect(r.kind).toBe("explain");
    if (r.kind === "explain") {
      const out = M.apply(g.state, 0, r.action);
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.error.message.length).toBeGreaterThan(10);
    }
  });

  it("a click on a glowing region conquers it at once", () => {
    const ctx = ctxOf(g);
    const id = (swuHighlights(ctx).selectable ?? [])[0]?.id as string;
    const paths: TurnPath<SwuAction>[] = ctx.game.legal.map((action) => ({
      action,
      steps: choicesFor(action, { view: ctx.game.view, name: ctx.name }),
    }));
    const r = clickSpace(paths, begin(paths), id);
    expect(r.kind).toBe("act");
    if (r.kind === "act") expect(r.action).toMatchObject({ type: "conquer", region: id, use: [] });
  });
});

describe("issue 27: the cost shown is the cost charged", () => {
  it("every conquest's board badge and button hint equal the engine's charge, Relics and every modifier included, over whole games", {
    timeout: 120_000,
  }, () => {
    let checked = 0;
    let withRelics = 0;
    for (const seats of [2, 3, 4, 5])
      for (const seed of [1, 2]) {
        let g = localGame({ seats, seed: seats * 100 + seed, until: () => true });
        let x = seats * 977 + seed;
        const next = (n: number) => {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          return (x >>> 8) % n;
        };
        for (let i = 0; i < 3000 && !M.status(g.state).over; i++) {
          const seat = M.toAct(g.state)[0] as number;
          const legal = M.legal(g.state, seat);
          if (g.state.phase === "conquest")
            for (const a of legal) {
              if (a.type !== "conquer" && a.type !== "finalAttempt") continue;
              const steps = choicesFor(a, { view: M.view(g.state, seat), name: nameOf(g.map) });
              const ctx = ctxOf(
                g,
                steps.slice(0, -1).map((st) => st.key),
              );
              const shown = swuHighlights(ctx).selectable?.find((sp) => sp.id === a.region);
              const r = M.apply(g.state, seat, a);
              if (!r.ok) throw new Error(r.error.message);
              const charged =
                a.type === "conquer"
                  ? r.events.find((e) => e.type === "conquered")?.cost
                  : r.events.find((e) => e.type === "roll")?.cost;
              const where = `${JSON.stringify(a)} seats ${seats} seed ${seed} move ${i}`;
              expect(charged, where).toBeTypeOf("number");
              // The board's badge, and the hint the turn panel puts on the region's button.
              expect(shown?.badge, where).toBe(a.type === "conquer" ? String(charged) : `${charged}⚀`);
              expect(shown?.hint, where).toMatch(new RegExp(`costs ${charged}\\b`));
              checked++;
              if (a.use.length) withRelics++;
            }
          const a = next(3) === 0 ? legal[next(legal.length)] : undefined;
          if (a) {
            const r = M.apply(g.state, seat, a);
            if (!r.ok) throw new Error(r.error.message);
            g = { ...g, state: r.state };
          } else g = botStep(g, i);
        }
      }
    expect(checked).toBeGreaterThan(1000);
    expect(withRelics).toBeGreaterThan(20);
  });
});

describe("prompts", () => {
  it("say what to do in every phase met in a whole game, and who acts to the others", {
    timeout: 60_000,
  }, () => {
    const seen = new Set<string>();
    let g = localGame({ seats: 3, seed: 21, until: () => true });
    for (let i = 0; i < 2000 && !M.status(g.state).over; i++) {
      const ctx = ctxOf(g);
      expect(swuPrompt(ctx), `phase ${ctx.game.view.phase}`).toBeTruthy();
      seen.add(ctx.game.view.phase);
      const actor = M.toAct(g.state)[0] as number;
      expect(swuPrompt({ ...ctx, game: tableGame(g, actor === 0 ? 1 : 0) })).toMatch(/\.$/);
      g = botStep(g, i);
    }
    expect(seen.has("pick") && seen.has("conquest") && seen.has("redeploy")).toBe(true);
  });
});
