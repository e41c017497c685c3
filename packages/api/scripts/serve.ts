/**
 * The API alone as a process (no pages): the multi-instance test and the load script start it.
 * Configured by the environment like the play app (DATABASE_URL, PUDDING_PG_SCHEMA, PUDDING_* and
 * PORT, 0 = any free port). Prints one line, `listening <url>`, once it answers.
 *
 *   npx tsx scripts/serve.ts
 */
import { getPlayServer, readEnv, startApiServer } from "@pudding/api";
import { GAMES, TEST_GAMES } from "@pudding/games";

const env = readEnv();
const server = await getPlayServer({ games: GAMES, testGames: TEST_GAMES, registry: "@pudding/games" });
const running = await startApiServer({ server, port: env.PORT, host: env.HOST });
process.stdout.write(`listening ${running.url}\n`);
const stop = async () => {
  await running.close();
  await server.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
