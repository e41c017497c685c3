/**
 * Languages on the server (issue 20): the reader's language comes from the `pudding_locale` cookie or
 * `Accept-Language`; the log (the game's `describe`), refused moves (the game's `explain`, the
 * server's own sentences) and the undo line are worded in it, per viewer, over real HTTP; the codes
 * and parameters travel beside the words, and English is what it always was.
 */
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeOf, type RunningApiServer, startApiServer } from "./http.js";
import { httpCall, openServer } from "./test/harness.js";

let api: RunningApiServer;
beforeAll(async () => {
  api = await startApiServer({ server: await openServer({ runBots: false }), port: 0 });
});
afterAll(async () => {
  await api.close();
  await api.server.close();
});

type Snap = {
  version: number;
  status: { toAct: number[] };
  legal: Record<string, unknown>[];
  log: { version: number; text: string }[];
  undo?: boolean;
  outcome: Outcome | null;
};
type Outcome = {
  winners: number[];
  points: number[];
  breakdown: { key: string; label: string; values: number[] }[];
  decidedBy: string;
  decidedByText: string;
  ending?: string;
};

/** A tRPC call over HTTP as a reader of `lang` (a cookie `it`/`pt`, or an Accept-Language header). */
const call = (
  kind: "query" | "mutation",
  path: string,
  input: unknown,
  lang?: { cookie?: string; accept?: string },
) => httpCall(api.url, kind, path, input, lang);

const req = (headers: http.IncomingHttpHeaders) => ({ headers }) as http.IncomingMessage;

describe("languages on the server (issue 20)", () => {
  it("picks the reader's language: the cookie first, then Accept-Language by primary subtag, else English", () => {
    expect(localeOf(req({ cookie: "a=1; pudding_locale=pt", "accept-language": "it-IT" }))).toBe("pt");
    expect(localeOf(req({ "accept-language": "pt-BR,pt;q=0.9,en;q=0.8" }))).toBe("pt");
    expect(localeOf(req({ "accept-language": "de-DE, it;q=0.5" }))).toBe("it");
    expect(localeOf(req({ cookie: "pudding_locale=xx", "accept-language": "fr" }))).toBe("en");
    expect(localeOf(req({ "accept-language": `${"x".repeat(100_000)},it` }))).toBe("en"); // long headers are cut, not parsed whole
    expect(localeOf(req({}))).toBe("en");
  });

  it("words the Great Fire's log, its rule errors and the server's refusals in Italian and Portuguese; codes and parameters beside; English unchanged", async () => {
    const created = await call("mutation", "games.create", {
      game: "great-fire-1666",
      seats: Array.from({ length: 4 }, (_, i) => ({
        kind: "human",
        name: ["Anna", "Ben", "Cleo", "Dev"][i],
      })),
      seed: 11,
    });
    const { gameId, seats } = created.data as { gameId: string; seats: { token: string }[] };
    const tokens = seats.map((s) => s.token);
    // Play 40 moves: each seat to act takes its first legal action.
    for (let i = 0; i < 40; i++) {
      const any = (await call("query", "games.get", { gameId })).data as Snap;
      const seat = any.status.toAct[0] as number;
      const mine = (await call("query", "games.get", { gameId, token: tokens[seat] })).data as Snap;
      const r = await call("mutation", "games.act", {
        gameId,
        token: tokens[seat],
        version: mine.version,
        action: mine.legal[0],
      });
      expect(r.status).toBe(200);
    }
    const en = (await call("query", "games.get", { gameId, token: tokens[0] })).data as Snap;
    const enAccept = (await call("query", "games.get", { gameId, token: tokens[0] }, { accept: "en-GB" }))
      .data as Snap;
    const it = (await call("query", "games.get", { gameId, token: tokens[0] }, { cookie: "it" }))
      .data as Snap;
    const pt = (await call("query", "games.get", { gameId, token: tokens[0] }, { accept: "pt-PT,pt;q=0.9" }))
      .data as Snap;
    expect(enAccept.log).toEqual(en.log);
    for (const [name, other] of [
      ["it", it],
      ["pt", pt],
    ] as const) {
      expect(
        other.log.map((l) => l.version),
        `${name}: the same lines`,
      ).toEqual(en.log.map((l) => l.version));
      const differ = other.log.filter((l, i) => l.text !== en.log[i]?.text).length;
      expect(differ / en.log.length, `${name}: lines worded differently`).toBeGreaterThan(0.8);
      expect(other.log.some((l) => /undefined|NaN|\{\{/.test(l.text))).toBe(false);
      // Everything else in the snapshot is the same: words are the only difference.
      expect({ ...other, log: [] }).toEqual({ ...en, log: [] });
    }
    console.log(
      `log: en "${en.log.at(-1)?.text}" · it "${it.log.at(-1)?.text}" · pt "${pt.log.at(-1)?.text}"`,
    );

    // A rule error: a district that is not on the map.
    const seat = en.status.toAct[0] as number;
    const mine = (await call("query", "games.get", { gameId, token: tokens[seat] })).data as Snap;
    const legal = mine.legal.find((a) =>
      Object.values(a).some((v) => typeof v === "string" && v.includes("-")),
    );
    expect(legal, "a legal action naming a district").toBeDefined();
    const field = Object.keys(legal as object).find(
      (k) => k !== "type" && typeof (legal as Record<string, unknown>)[k] === "string",
    ) as string;
    const bad = { ...legal, [field]: "atlantis" };
    const refused = {
      en: await call("mutation", "games.act", {
        gameId,
        token: tokens[seat],
        version: mine.version,
        action: bad,
      }),
      it: await call(
        "mutation",
        "games.act",
        { gameId, token: tokens[seat], version: mine.version, action: bad },
        { cookie: "it" },
      ),
      pt: await call(
        "mutation",
        "games.act",
        { gameId, token: tokens[seat], version: mine.version, action: bad },
        { cookie: "pt" },
      ),
    };
    for (const r of Object.values(refused)) {
      expect(r.status).toBe(400);
      expect(r.error?.data.ruleCode).toBe(refused.en.error?.data.ruleCode);
      expect(r.error?.message).toContain("atlantis");
    }
    expect(refused.en.error?.data.ruleParams).toBeDefined();
    expect(refused.it.error?.message).not.toBe(refused.en.error?.message);
    expect(refused.pt.error?.message).not.toBe(refused.en.error?.message);
    expect(refused.pt.error?.message).not.toBe(refused.it.error?.message);
    console.log(
      `refused: en "${refused.en.error?.message}" · it "${refused.it.error?.message}" · pt "${refused.pt.error?.message}"`,
    );

    // The server's own refusals: another seat's turn, an old version.
    const other = tokens[(seat + 1) % 4];
    const notYours = await call(
      "mutation",
      "games.act",
      { gameId, token: other, version: mine.version, action: legal },
      { cookie: "it" },
    );
    expect(notYours.status).toBe(403);
    expect(notYours.error?.message).toMatch(/^Non è il tuo turno: /);
    const stale = await call(
      "mutation",
      "games.act",
      { gameId, token: tokens[seat], version: mine.version - 1, action: legal },
      { cookie: "pt" },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toMatch(/^Desatualizado: o jogo está na jogada /);
    // Nothing changed.
    expect(((await call("query", "games.get", { gameId })).data as Snap).version).toBe(mine.version);
  });
  it("words a finished game's outcome (the end screen) in Italian and Portuguese; English unchanged", async () => {
    // The Brigade with 3 humans each taking their first legal action ends in a few moves.
    const created = await call("mutation", "games.create", {
      game: "the-brigade",
      seats: ["Anna", "Ben", "Cleo"].map((name) => ({ kind: "human", name })),
      seed: 11,
    });
    const { gameId, seats } = created.data as { gameId: string; seats: { token: string }[] };
    const tokens = seats.map((s) => s.token);
    let moves = 0;
    for (; moves < 200; moves++) {
      const any = (await call("query", "games.get", { gameId })).data as Snap & { status: { over: boolean } };
      if (any.status.over) break;
      const seat = any.status.toAct[0] as number;
      const mine = (await call("query", "games.get", { gameId, token: tokens[seat] })).data as Snap;
      const r = await call("mutation", "games.act", {
        gameId,
        token: tokens[seat],
        version: mine.version,
        action: mine.legal[0],
      });
      expect(r.status).toBe(200);
    }
    expect(moves).toBeLessThan(200);
    const get = async (lang?: { cookie?: string; accept?: string }) =>
      (await call("query", "games.get", { gameId, token: tokens[0] }, lang)).data as Snap;
    const en = await get();
    const it = await get({ cookie: "it" });
    const pt = await get({ cookie: "pt" });
    const enAgain = await get({ accept: "en-GB" });
    expect(en.outcome, "the finished game has an outcome").not.toBeNull();
    const out = en.outcome as Outcome;
    // English as The Brigade words it (and as it was before languages came), unchanged by the others.
    expect(enAgain).toEqual(en);
    expect(out.breakdown.map((r) => r.label)).toEqual([
      "Values of loyal tiles",
      "Loyalty markers",
      "Renown on the board",
      "Loyal Commons tiles",
      "Loyal Council tiles",
      "Loyal Merchants tiles",
      "Loyal Nobles tiles",
      "Loyal University tiles",
    ]);
    expect(out.decidedByText).toMatch(/^[A-Z][^:]+ \(§13\.\d\): .*(Anna|Ben|Cleo)/);
    expect((it.outcome as Outcome).breakdown.map((r) => r.label)).toEqual([
      "Valore dei tasselli leali",
      "Segnalini lealtà",
      "Fama sulla plancia",
      "Tasselli leali (Sobborghi popolari)",
      "Tasselli leali (Consiglio)",
      "Tasselli leali (Mercanti)",
      "Tasselli leali (Nobili)",
      "Tasselli leali (Università)",
    ]);
    for (const [name, other] of [
      ["it", it],
      ["pt", pt],
    ] as const) {
      const o = other.outcome as Outcome;
      // The same facts: winners, points, keys, values, codes.
      expect({ ...o, breakdown: o.breakdown.map(({ label: _, ...r }) => r), decidedByText: "" }).toEqual({
        ...out,
        breakdown: out.breakdown.map(({ label: _, ...r }) => r),
        decidedByText: "",
      });
      for (const [i, r] of o.breakdown.entries()) {
        expect(r.label, `${name} ${r.key}`).not.toBe(out.breakdown[i]?.label);
        expect(r.label).not.toMatch(/undefined|NaN|\{\{/);
      }
      expect(o.decidedByText, name).not.toBe(out.decidedByText);
      expect(o.decidedByText).not.toMatch(/undefined|NaN|\{\{/);
      expect(o.decidedByText).toContain("§13.");
      // Only the words differ: the log and the outcome.
      expect({ ...other, log: [], outcome: null }).toEqual({ ...en, log: [], outcome: null });
    }
    expect((pt.outcome as Outcome).breakdown[0]?.label).toBe("Valor dos quarteirões leais");
    console.log(
      `outcome after ${moves} moves: en "${out.decidedByText}" · it "${it.outcome?.decidedByText}" · pt "${pt.outcome?.decidedByText}"`,
    );
  });
});
