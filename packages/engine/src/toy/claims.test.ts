import { describe, expect, it } from "vitest";
import { playRandom, replayGame } from "../replay.js";
import { testkit } from "../testkit.js";
import { runTestkit } from "../testkit-core.js";
import { CLAIMS, CLAIMS_MAPS, type ClaimsState } from "./claims.js";

const start = (seats = 3, seed = 1, rules = {}) => {
  const parsed = CLAIMS.rules.parse(rules);
  if (!parsed.ok) throw new Error(parsed.issues[0]?.message);
  const r = CLAIMS.setup({ map: CLAIMS_MAPS["claims-3x3"] as never, rules: parsed.value, seats, seed });
  if (!r.ok) throw new Error(r.issues[0]?.message);
  return r.value;
};

testkit(CLAIMS, { games: 3 });

describe("Claims (toy game)", () => {
  it("§2 every seat bids at once: all seats may act, each once", () => {
    const s = start(3);
    expect(CLAIMS.toAct(s)).toEqual([0, 1, 2]);
    const a = CLAIMS.legal(s, 1)[0];
    const r = CLAIMS.apply(s, 1, a);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(CLAIMS.toAct(r.state)).toEqual([0, 2]);
    const again = CLAIMS.apply(r.state, 1, a);
    expect(again.ok).toBe(false);
  });

  it("§2 a bid is hidden from the others until all are in", () => {
    const s = start(2);
    const r = CLAIMS.apply(s, 0, CLAIMS.legal(s, 0)[0]);
    if (!r.ok) throw new Error();
    expect(CLAIMS.view(r.state, 1).seats[0]?.bid).toBe("hidden");
    expect(typeof CLAIMS.view(r.state, 0).seats[0]?.bid).toBe("number");
    const ev = CLAIMS.redact(r.state, r.events, 1);
    expect(ev[0]).toEqual({ type: "bid", seat: 0 });
  });

  it("§3 a displaced card's owner retreats it on the attacker's turn", () => {
    let s: ClaimsState = start(2, 5);
    s = {
      ...s,
      phase: "play",
      owner: 0,
      turn: 1,
      hands: [[5], [2]],
      deck: [1, 1],
      holder: s.holder.map(() => -1),
      bids: [-1, -1],
    };
    s.holder[4] = 1;
    s.value[4] = 3;
    const r = CLAIMS.apply(s, 0, { type: "play", value: 5, cell: "c1-r1" });
    if (!r.ok) throw new Error(r.error.message);
    expect(CLAIMS.status(r.state)).toMatchObject({ phase: "retreat", turnOwner: 0, toAct: [1] });
    expect(CLAIMS.legal(r.state, 0)).toEqual([]);
    const back = CLAIMS.apply(r.state, 1, { type: "retreat", cell: "c1-r0" });
    if (!back.ok) throw new Error(back.error.message);
    expect(CLAIMS.view(back.state, "spectator").cells.find((c) => c.id === "c1-r0")).toEqual({
      id: "c1-r0",
      holder: 1,
      value: 3,
    });
  });

  it("§3 refuses a card too low to take a cell, with the rule", () => {
    let s: ClaimsState = start(2, 5);
    s = { ...s, phase: "play", owner: 0, turn: 1, hands: [[2], [2]], bids: [-1, -1] };
    s.holder[0] = 1;
    s.value[0] = 4;
    const r = CLAIMS.apply(s, 0, { type: "play", value: 2, cell: "c0-r0" });
    expect(r).toMatchObject({ ok: false, error: { code: "tooLow", rule: "§3" } });
  });

  it("refuses prototype keys as cell ids and extra fields", () => {
    let s: ClaimsState = start(2, 5);
    s = { ...s, phase: "play", owner: 0, turn: 1, hands: [[2], [2]], bids: [-1, -1] };
    expect(CLAIMS.apply(s, 0, { type: "play", value: 2, cell: "__proto__" })).toMatchObject({
      ok: false,
      error: { code: "unknownCell" },
    });
    expect(CLAIMS.apply(s, 0, { type: "play", value: 2, cell: "c0-r0", extra: 1 })).toMatchObject({
      ok: false,
      error: { code: "badAction" },
    });
  });

  it("replays a random game to the same hash and scores it", () => {
    const s = start(4, 9);
    const g = playRandom(CLAIMS, s, 3);
    expect(CLAIMS.status(g.state).over).toBe(true);
    const r = replayGame<ClaimsState>(
      CLAIMS,
      { map: CLAIMS_MAPS["claims-3x3"] as never, rules: s.rules, seats: 4, seed: 9 },
      g.log,
    );
    expect(r.ok && CLAIMS.hash(r.state)).toBe(CLAIMS.hash(g.state));
    expect(CLAIMS.outcome(g.state).winners.length).toBeGreaterThan(0);
  });

  it("the testkit catches a leaking view (a module that shows hands to everyone fails)", () => {
    const leaky = {
      ...CLAIMS,
      id: "leaky",
      view: (s: ClaimsState, v: number | "spectator") => ({ ...CLAIMS.view(s, v), hands: s.hands }),
    };
    const r = runTestkit(leaky, { seats: [2], games: 1, presets: ["standard"] });
    expect(r.failures.join("\n")).toMatch(/view changes when what it cannot see is re-drawn/);
  });

  it("the testkit catches hints that depend on a secret (a tip naming the next card of the deck)", () => {
    const leaky = {
      ...CLAIMS,
      id: "leaky-hints",
      hints: (s: ClaimsState) => ({ nextCard: s.deck[0] ?? null }),
    };
    const r = runTestkit(leaky, { seats: [2], games: 1, presets: ["standard"] });
    expect(r.failures.join("\n")).toMatch(/hints shown to seat \d depend on what it cannot see/);
  });

  it("the testkit catches a phase that depends on a secret", () => {
    const leaky = {
      ...CLAIMS,
      id: "leaky-phase",
      status: (s: ClaimsState) => ({ ...CLAIMS.status(s), phase: (s.deck[0] ?? 0) > 3 ? "high" : "low" }),
    };
    const r = runTestkit(leaky, { seats: [2], games: 1, presets: ["standard"] });
    expect(r.failures.join("\n")).toMatch(/public status/);
  });

  it("the testkit catches a public fact set from a secret drawn by the action (transition secrecy)", () => {
    // A leaky rule: the turn counter skips a number when the card just drawn is high. The counter is
    // public and the determinizer copies it, so only re-playing the action in re-drawn worlds shows it.
    const leaky = {
      ...CLAIMS,
      id: "leaky-transition",
      apply(s: ClaimsState, seat: number, a: unknown) {
        const r = CLAIMS.apply(s, seat, a);
        if (!r.ok) return r;
        const drew = r.events.find((e) => e.type === "drew");
        if (drew && drew.type === "drew" && (drew.value ?? 0) > 3)
          return { ...r, state: { ...r.state, turn: r.state.turn + 1 } };
        return r;
      },
    };
    const r = runTestkit(leaky, { seats: [2], games: 2, presets: ["standard"] });
    expect(r.failures.join("\n")).toMatch(/public status depends on what seat \d cannot see/);
  });

  it("the testkit catches an action accepted though not listed", () => {
    const strip = (a: unknown) => {
      if (!a || typeof a !== "object") return a;
      const { unexpectedField: _dropped, ...rest } = a as Record<string, unknown>;
      return rest;
    };
    const lax = {
      ...CLAIMS,
      id: "lax",
      apply: (s: ClaimsState, seat: number, a: unknown) => CLAIMS.apply(s, seat, strip(a)),
    };
    const r = runTestkit(lax, { seats: [2], games: 1, presets: ["standard"] });
    expect(r.failures.join("\n")).toMatch(/unlisted action .*unexpectedField.* was accepted/);
  });
});
