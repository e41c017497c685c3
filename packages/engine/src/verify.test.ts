/** `verifyGame` (issue 26 §1, provably fair): a fair game verifies; one changed draw, seed or action fails in words. */
import { describe, expect, it } from "vitest";
import { playRandom } from "./replay.js";
import { secretSeedOf, seedCommitment } from "./rng.js";
import { CLAIMS, CLAIMS_MAPS } from "./toy/claims.js";
import { type FairGameFile, verifyGame } from "./verify.js";

function fairGame(): FairGameFile {
  const seed = secretSeedOf(Uint8Array.from({ length: 32 }, (_, i) => (i * 91 + 3) & 0xff));
  const rules = CLAIMS.rules.parse({});
  if (!rules.ok) throw new Error("rules");
  const setup = { map: CLAIMS_MAPS["claims-3x3"] as never, rules: rules.value, seats: 3, seed };
  const start = CLAIMS.setup(setup);
  if (!start.ok) throw new Error("setup");
  const g = playRandom(CLAIMS, start.value, 17);
  const events: unknown[][] = [];
  const hashes: string[] = [];
  let s = start.value;
  for (const a of g.log) {
    const r = CLAIMS.apply(s, a.seat, a.action);
    if (!r.ok) throw new Error("replay");
    events.push(r.events);
    hashes.push(CLAIMS.hash(r.state));
    s = r.state;
  }
  const gameId = "AbCdEf123456";
  return {
    game: CLAIMS.id,
    rulesVersion: CLAIMS.rulesVersion,
    ...setup,
    actions: g.log,
    gameId,
    commitment: seedCommitment(seed, gameId),
    events,
    hashes,
    hash: CLAIMS.hash(g.state),
  };
}

describe("verifyGame (issue 26 §1)", () => {
  it("a fair game verifies, in words", () => {
    const v = verifyGame(CLAIMS, fairGame());
    expect(v).toMatchObject({ ok: true });
    expect(v.message).toMatch(
      /^Verified: the revealed seed matches the commitment [0-9a-f]{16}… .* all \d+ actions replay/,
    );
  });

  it("one changed draw fails, naming the action", () => {
    const f = fairGame();
    const i = f.events?.findIndex((es) => es.some((e) => (e as { type: string }).type === "drew")) ?? -1;
    expect(i).toBeGreaterThanOrEqual(0);
    const es = structuredClone(f.events as unknown[][]);
    const draw = es[i]?.find((e) => (e as { type: string }).type === "drew") as { value: number };
    draw.value = draw.value === 1 ? 2 : 1;
    const v = verifyGame(CLAIMS, { ...f, events: es });
    expect(v).toMatchObject({ ok: false, problem: "events", at: i + 1 });
    expect(v.message).toMatch(
      new RegExp(
        `^Action ${i + 1} \\(seat \\d\\): what the game logged differs .* a shuffle, draw or roll was changed`,
      ),
    );
  });

  it("another seed fails the commitment; a changed action or final hash fails too", () => {
    const f = fairGame();
    const other = secretSeedOf(new Uint8Array(32));
    expect(verifyGame(CLAIMS, { ...f, seed: other })).toMatchObject({ ok: false, problem: "commitment" });
    expect(verifyGame(CLAIMS, { ...f, seed: other }).message).toMatch(
      /does not match the commitment shown at the start/,
    );
    // a seed that matches its own forged commitment still gives other draws than the ones logged
    const forged = verifyGame(CLAIMS, { ...f, seed: other, commitment: seedCommitment(other, f.gameId) });
    expect(forged.ok).toBe(false);
    const acts = structuredClone(f.actions);
    acts[0] = { seat: acts[0]?.seat ?? 0, action: { type: "bid", value: 99 } };
    expect(verifyGame(CLAIMS, { ...f, actions: acts })).toMatchObject({
      ok: false,
      problem: "illegal",
      at: 1,
    });
    expect(verifyGame(CLAIMS, { ...f, hash: "0000" })).toMatchObject({ ok: false, problem: "final" });
    expect(verifyGame(CLAIMS, { ...f, game: "other" })).toMatchObject({ ok: false, problem: "game" });
  });
});
