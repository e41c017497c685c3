/**
 * Plays a game with two people seated (their moves chosen in turn from the legal list) and two random
 * bots to the end on an embedded server with real seeding, and writes its `games.export` — the file
 * `pudding verify` checks (issue 26 §1). Wrote tools/cli/src/test-fixtures/great-fire-export.json:
 *   npx tsx packages/api/scripts/export-finished-game.ts out.json great-fire-1666
 */
import { writeFileSync } from "node:fs";
import { caller, openServer, REGISTRY, tokensOf } from "../src/test/harness.js";

const out = process.argv[2] as string;
const game = process.argv[3] as string;
const server = await openServer({ clientSeeds: false, botDelayMs: 0, botPollMs: 20, registry: REGISTRY });
const api = caller(server);
const g = await api.games.create({
  game,
  seats: [
    { kind: "human", name: "Ann" },
    { kind: "random" },
    { kind: "random" },
    { kind: "human", name: "Dee" },
  ],
});
const tokens = tokensOf(g);
for (let n = 0; n < 5000; n++) {
  await server.botsSettled(g.gameId);
  const s = await api.games.get({ gameId: g.gameId });
  if (s.status.over) break;
  const seat = s.status.toAct.find((x) => tokens[x] !== undefined);
  if (seat === undefined) continue;
  const mine = await api.games.get({ gameId: g.gameId, token: tokens[seat] });
  await api.games.act({
    gameId: g.gameId,
    token: tokens[seat] as string,
    version: mine.version,
    action: mine.legal[n % mine.legal.length],
  });
}
const file = await api.games.export({ gameId: g.gameId, token: tokens[0] });
writeFileSync(out, `${JSON.stringify(file)}\n`);
console.log(game, file.actions.length, "actions", JSON.stringify(file).length, "bytes");
await server.close();
process.exit(0);
