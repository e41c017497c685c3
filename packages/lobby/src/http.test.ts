/**
 * `lobby.*` over HTTP, mounted beside the api by its front door (`routers`): the same door's checks
 * (a cross-site change is refused and changes nothing), refusals as 4xx in the reader's language, and
 * identity from the request's headers only.
 */
import { appRouterWith, type PlayServer, startApiServer } from "@pudding/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lobby } from "./lobby.js";
import { lobbyRouter } from "./router.js";
import { openLobby, openServer } from "./test/harness.js";

let server: PlayServer;
let lobby: Lobby;
let running: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await openServer({});
  lobby = await openLobby(server);
  running = await startApiServer({ server, routers: { lobby: lobbyRouter(lobby) } });
}, 120_000);
afterAll(async () => {
  lobby?.close();
  await running?.close();
  await server?.close();
});

const OPEN = {
  game: "toy-claims",
  seats: [{ kind: "person", name: "Anna" }, { kind: "open" }],
  allowGuests: true,
};
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${running.url}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("lobby.* beside the api over HTTP", () => {
  it("opens a table from the page's own origin; another site's page is refused and nothing is opened", async () => {
    const host = new URL(running.url).host;
    const refused = await post("lobby.open", OPEN, { origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect((await lobby.list("toy-claims")).length).toBe(0);
    const ok = await post("lobby.open", OPEN, { origin: `http://${host}`, "x-test-account": "acct_a:Anna" });
    expect(ok.status).toBe(200);
    const list = await lobby.list("toy-claims");
    expect(list.map((t) => t.creator.account)).toEqual(["acct_a"]);
  });

  it("refuses bad input with a 4xx in the reader's language, never a 500", async () => {
    const bad = await post("lobby.open", { ...OPEN, game: "nope" }, { "accept-language": "it" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain(
      "Su questo server",
    );
    const junk = await post("lobby.join", { tableId: 42 });
    expect(junk.status).toBe(400);
    const missing = await post("lobby.join", { tableId: "t_aaaaaaaaaaaa" });
    expect(missing.status).toBe(404);
  });

  it("mounting a router under one of the api's own names is refused", () => {
    expect(() => appRouterWith({ games: lobbyRouter(lobby) })).toThrow(/router of the api itself/);
  });
});
