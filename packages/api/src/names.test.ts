/**
 * Issue 26 §6: names people read. Seat names and published map and rule-set names pass the rules
 * of `@pudding/names` (NFC, no direction controls, something visible, few marks on a letter), each
 * refusal a specific 400 in the reader's language; a published name a reader could take for a
 * shipped map's or a preset's is refused; `"version": -0` is refused.
 */
import { GREAT_FIRE_1666 } from "@pudding/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApiServer, startApiServer } from "./http.js";
import type { PlayServer } from "./play-server.js";
import { caller, openServer, rejects as refusal, tokensOf } from "./test/harness.js";

const FOUR = ["Anna", "Ben", "Cleo", "Dev"].map((name) => ({ kind: "human" as const, name }));
const seatsNamed = (name: string) => [{ kind: "human" as const, name }, ...FOUR.slice(1)];

let server: PlayServer;
let web: RunningApiServer;
beforeAll(async () => {
  server = await openServer({ runBots: false });
  web = await startApiServer({ server, port: 0 });
}, 180_000);
afterAll(async () => {
  await web.close();
  await server.close();
});

describe("issue 26 §6 names people read", () => {
  it("seat names: a right-to-left override, zero-width characters only and 39 marks on a letter are refused, each with its own sentence", async () => {
    const api = caller(server);
    const cases: [string, RegExp][] = [
      [
        "Anna\u202Egnp",
        /seats\.0\.name: The name contains U\+202E, an invisible control that changes the direction/,
      ],
      ["\u200B\u200B\u200B", /seats\.0\.name: The name has no visible character/],
      [
        `Z${"\u0301".repeat(39)}oe`,
        /seats\.0\.name: One letter of the name carries 39 accent marks; a letter may carry at most 4/,
      ],
      ["Ann\u2066a", /seats\.0\.name: The name contains U\+2066/],
    ];
    for (const [name, why] of cases) {
      const e = await refusal(api.games.create({ seats: seatsNamed(name) }));
      expect(e.code).toBe("BAD_REQUEST");
      expect(e.message).toMatch(why);
    }
  });

  it("seat names are stored NFC-normalised", async () => {
    const g = await caller(server).games.create({ seats: seatsNamed("  Zoe\u0308   Li ") });
    expect(g.seats[0]?.name).toBe("Zo\u00EB Li");
  });

  it("a refusal over HTTP is worded in the reader's language and carries the problem as data", async () => {
    const input = { seats: seatsNamed("Anna\u202Egnp") };
    for (const [lang, words] of [
      ["it", /Il nome/],
      ["pt", /O nome/],
      ["en", /The name contains U\+202E/],
    ] as const) {
      const res = await fetch(`${web.url}/games.create`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": lang },
        body: JSON.stringify(input),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { message: string; data: { issues: { path: string; name?: { code: string } }[] } };
      };
      expect(body.error.message).toMatch(words);
      expect(body.error.data.issues[0]).toMatchObject({
        path: "seats.0.name",
        name: { code: "bidi-control" },
      });
    }
  });

  it("a rule set named like a preset (Cyrillic а in “Itаlian base game”) is refused; a distinct name is kept NFC", async () => {
    const api = caller(server, undefined, "10.26.6.1");
    for (const name of ["It\u0430lian base game", "ITALIAN-BASE-GAME", "London 1666"]) {
      const e = await refusal(api.rules.publish({ name, rules: {} }));
      expect(e.code).toBe("BAD_REQUEST");
      expect(e.message).toMatch(
        /^Invalid input: name: The name looks like “(Italian base game|London 1666)”/,
      );
    }
    const e = await refusal(api.rules.publish({ name: "My\u202Erules", rules: {} }));
    expect(e.message).toMatch(/name: The name contains U\+202E/);
    const ok = await api.rules.publish({ name: "Cafe\u0301 rules", rules: {} });
    if (!ok.ok) throw new Error("not published");
    expect((await api.rules.get({ id: ok.id })).name).toBe("Caf\u00E9 rules");
  });

  it("a new map named exactly like the shipped “London 1666” is refused; a look-alike too; another name is published", async () => {
    const api = caller(server, undefined, "10.26.6.2");
    const london = GREAT_FIRE_1666.map.shipped["london-1666"] as { name: string; id: string };
    for (const name of [london.name, "L0nd0n 1666", "Lond\u043En 1666"]) {
      const e = await refusal(api.maps.publish({ map: { ...london, id: "my-london", name } }));
      expect(e.code).toBe("BAD_REQUEST");
      expect(e.message).toMatch(/^Invalid input: map\.name: The name looks like “London 1666”/);
    }
    const ok = await api.maps.publish({ map: { ...london, id: "my-london", name: "Londra nostra" } });
    expect(ok.ok).toBe(true);
  }, 60_000);

  it('"version": -0 is refused, not read as 0', async () => {
    const api = caller(server);
    const g = await api.games.create({ seats: FOUR });
    const s = await api.games.get({ gameId: g.gameId });
    const token = tokensOf(g)[s.status.toAct[0] as number] as string;
    const mine = await api.games.get({ gameId: g.gameId, token });
    const e = await refusal(api.games.act({ gameId: g.gameId, token, version: -0, action: mine.legal[0] }));
    expect(e.message).toMatch(/version: version is -0; send 0\./);
    const ok = await api.games.act({ gameId: g.gameId, token, version: 0, action: mine.legal[0] });
    expect(ok.version).toBe(1);
  });
});
