/**
 * The api with the lobby mounted (`lobby.*`), alone as a process: the two-instance race test starts
 * two of these on one PostgreSQL schema (DATABASE_URL, PUDDING_PG_SCHEMA, PORT 0 = any free port).
 * Identity is the test stand-in (`x-test-account: id:Name`) — accounts are another package.
 * Prints one line, `listening <url>`, once it answers.
 */
import { getPlayServer, readEnv, startApiServer } from "@pudding/api";
import { GAMES, TEST_GAMES } from "@pudding/games";
import { Lobby } from "../src/lobby.js";
import { lobbyRouter } from "../src/router.js";
import { testIdentify } from "../src/test/harness.js";

const env = readEnv();
const server = await getPlayServer({ games: GAMES, testGames: TEST_GAMES });
const lobby = await Lobby.open({ server, identify: testIdentify, ratePollMs: 0 });
const running = await startApiServer({
  server,
  port: env.PORT,
  host: env.HOST,
  routers: { lobby: lobbyRouter(lobby) },
});
process.stdout.write(`listening ${running.url}\n`);
const stop = async () => {
  lobby.close();
  await running.close();
  await server.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
