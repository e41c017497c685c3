/**
 * The routers: thin procedures over PlayServer. Inputs are checked by the contract's zod schemas
 * (which reuse the engine's ActionSchema); map and rule documents by map-schema and the engine.
 */
import { tracked } from "@trpc/server";
import {
  ActInput,
  CreateGameInput,
  GetGameInput,
  GetMapInput,
  GetRulesInput,
  HandOverInput,
  ListGamesInput,
  OnChangeInput,
  PublishMapInput,
  PublishRulesInput,
  RematchInput,
} from "./legacy-contract.js";
import { guard, publicProcedure, router, toTRPCError } from "./trpc.js";

export const mapsRouter = router({
  list: publicProcedure.query(({ ctx }) => guard(ctx.server.listMaps())),
  get: publicProcedure
    .input(GetMapInput)
    .query(({ ctx, input }) => guard(ctx.server.getMap(input.id, input.version))),
  publish: publicProcedure
    .input(PublishMapInput)
    .mutation(({ ctx, input }) => guard(ctx.server.publishMap(input.map))),
});

export const rulesRouter = router({
  list: publicProcedure.query(({ ctx }) => guard(ctx.server.listRules())),
  get: publicProcedure.input(GetRulesInput).query(({ ctx, input }) => guard(ctx.server.getRules(input.id))),
  publish: publicProcedure
    .input(PublishRulesInput)
    .mutation(({ ctx, input }) => guard(ctx.server.publishRules(input.name, input.rules))),
});

export const gamesRouter = router({
  create: publicProcedure
    .input(CreateGameInput)
    .mutation(({ ctx, input }) => guard(ctx.server.createGame(input))),
  get: publicProcedure
    .input(GetGameInput)
    .query(({ ctx, input }) => guard(ctx.server.snapshot(input.gameId, input.token))),
  act: publicProcedure
    .input(ActInput)
    .mutation(({ ctx, input }) =>
      guard(ctx.server.act(input.gameId, input.token, input.version, input.action)),
    ),
  list: publicProcedure
    .input(ListGamesInput)
    .query(({ ctx, input }) => guard(ctx.server.listGames(input.tokens))),
  rematch: publicProcedure
    .input(RematchInput)
    .mutation(({ ctx, input }) => guard(ctx.server.rematch(input.gameId, input.token))),
  handOver: publicProcedure
    .input(HandOverInput)
    .mutation(({ ctx, input }) =>
      guard(ctx.server.handOver(input.gameId, input.token, input.seat, input.bot)),
    ),
  /**
   * The viewer's snapshot now and after every change, each tracked by the game version so
   * `httpSubscriptionLink` resumes after a dropped connection without gaps or repeats.
   */
  onChange: publicProcedure.input(OnChangeInput).subscription(async function* ({ ctx, input, signal }) {
    const { server } = ctx;
    let viewer: number | null;
    try {
      viewer = await server.viewerOf(input.gameId, input.token);
    } catch (e) {
      throw toTRPCError(e);
    }
    const last = input.lastEventId == null ? -1 : Number.parseInt(input.lastEventId, 10);
    for await (const version of server.changes(
      input.gameId,
      viewer,
      Number.isFinite(last) ? last : -1,
      signal,
    )) {
      const snap = await server.snapshotAt(input.gameId, viewer);
      yield tracked(String(Math.max(version, snap.version)), snap);
    }
  }),
});

export const appRouter = router({ maps: mapsRouter, rules: rulesRouter, games: gamesRouter });
export type AppRouter = typeof appRouter;
