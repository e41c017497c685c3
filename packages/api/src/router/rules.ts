/** `rules.*`: presets and published rule sets of each game. */
import { GetRulesInput, ListRulesInput, PublishRulesInput } from "../contract.js";
import { guard, publicProcedure, router } from "../trpc.js";

export const rulesRouter = router({
  list: publicProcedure
    .input(ListRulesInput)
    .query(({ ctx, input }) => guard(() => ctx.server.listRules(input?.game))),
  get: publicProcedure
    .input(GetRulesInput)
    .query(({ ctx, input }) => guard(() => ctx.server.getRules(input.id, input.game))),
  publish: publicProcedure.input(PublishRulesInput).mutation(({ ctx, input }) =>
    guard(() =>
      ctx.server.publishRules(input.name, input.rules, {
        game: input.game,
        id: input.id,
        ownerToken: input.ownerToken,
        client: ctx.client,
        ...(ctx.locale ? { locale: ctx.locale } : {}),
      }),
    ),
  ),
});
