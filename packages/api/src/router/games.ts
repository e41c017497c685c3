/** `games.*`: create, get, act, the live feed, list, rematch, hand-over and taking a seat back. */
import { tracked } from "@trpc/server";
import {
  ActInput,
  ClockInput,
  CreateGameInput,
  ExplainInput,
  ExportGameInput,
  GetGameInput,
  HandOverInput,
  ListGamesInput,
  OnChangeInput,
  ReclaimInput,
  RematchInput,
  ReplayInput,
  UndoInput,
} from "../contract.js";
import { guard, publicProcedure, router, toTRPCError } from "../trpc.js";

export const gamesRouter = router({
  create: publicProcedure
    .input(CreateGameInput)
    .mutation(({ ctx, input }) => guard(() => ctx.server.createGame(input, ctx.client))),
  get: publicProcedure
    .input(GetGameInput)
    .query(({ ctx, input }) => guard(() => ctx.server.snapshot(input.gameId, input.token, ctx.locale))),
  undo: publicProcedure
    .input(UndoInput)
    .mutation(({ ctx, input }) =>
      guard(() => ctx.server.undo(input.gameId, input.token, input.version, ctx.locale)),
    ),
  replay: publicProcedure
    .input(ReplayInput)
    .query(({ ctx, input }) =>
      guard(() => ctx.server.replay(input.gameId, input.token, input.version, ctx.locale, input.as)),
    ),
  /** A finished game as a file `pudding verify` checks (issue 26 §1). */
  export: publicProcedure
    .input(ExportGameInput)
    .query(({ ctx, input }) => guard(() => ctx.server.exportGame(input.gameId, input.token))),
  act: publicProcedure
    .input(ActInput)
    .mutation(({ ctx, input }) =>
      guard(() => ctx.server.act(input.gameId, input.token, input.version, input.action, ctx.locale)),
    ),
  /** The rule on an action without acting: a POST, since an action can be long for a URL. */
  explain: publicProcedure
    .input(ExplainInput)
    .mutation(({ ctx, input }) =>
      guard(() => ctx.server.explain(input.gameId, input.token, input.action, ctx.locale)),
    ),
  list: publicProcedure
    .input(ListGamesInput)
    .query(({ ctx, input }) => guard(() => ctx.server.listGames(input.tokens, input.game))),
  rematch: publicProcedure
    .input(RematchInput)
    .mutation(({ ctx, input }) => guard(() => ctx.server.rematch(input.gameId, input.token))),
  handOver: publicProcedure
    .input(HandOverInput)
    .mutation(({ ctx, input }) =>
      guard(() => ctx.server.handOver(input.gameId, input.token, input.seat, input.bot, ctx.locale)),
    ),
  reclaim: publicProcedure
    .input(ReclaimInput)
    .mutation(({ ctx, input }) => guard(() => ctx.server.reclaim(input.gameId, input.token, ctx.locale))),
  /** The hot-seat curtain holds the clock of the seat to act while it hides the board (issue 30 §3.1). */
  clock: publicProcedure
    .input(ClockInput)
    .mutation(({ ctx, input }) =>
      guard(() => ctx.server.holdClock(input.gameId, input.token, input.hold, ctx.locale)),
    ),
  /**
   * The viewer's snapshot, then a patch per change (`LiveEvent`), each with its own id
   * (`version:revision`) so `httpSubscriptionLink` resumes after a dropped connection without gaps
   * or repeats. Ends with FORBIDDEN when the seat token stops opening its seat.
   */
  onChange: publicProcedure.input(OnChangeInput).subscription(async function* ({ ctx, input, signal }) {
    try {
      for await (const e of ctx.server.follow({
        gameId: input.gameId,
        token: input.token,
        lastEventId: input.lastEventId,
        client: ctx.client,
        signal,
        ...(ctx.locale ? { locale: ctx.locale } : {}),
      }))
        yield tracked(e.id, e.event);
    } catch (e) {
      throw toTRPCError(e);
    }
  }),
});
