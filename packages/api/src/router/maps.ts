/** `maps.*`: the boards of each game — list, get, publish (new maps get ids and owner tokens). */
import { GetMapInput, ListMapsInput, PublishMapInput } from "../contract.js";
import { guard, publicProcedure, router } from "../trpc.js";

export const mapsRouter = router({
  list: publicProcedure
    .input(ListMapsInput)
    .query(({ ctx, input }) => guard(ctx.server.listMaps(input?.game))),
  get: publicProcedure
    .input(GetMapInput)
    .query(({ ctx, input }) => guard(ctx.server.getMap(input.id, input.version))),
  publish: publicProcedure.input(PublishMapInput).mutation(({ ctx, input }) =>
    guard(() =>
      ctx.server.publishMap(input.map, {
        game: input.game,
        id: input.id,
        ownerToken: input.ownerToken,
        client: ctx.client,
        ...(ctx.locale ? { locale: ctx.locale } : {}),
      }),
    ),
  ),
});
