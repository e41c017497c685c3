/** `catalog.games`: the games this server plays, with their presets, shipped maps and bots. */
import { guard, publicProcedure, router } from "../trpc.js";

export const catalogRouter = router({
  games: publicProcedure.query(({ ctx }) => guard(async () => ctx.server.catalogEntries())),
});
