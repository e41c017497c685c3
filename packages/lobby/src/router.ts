/**
 * `lobby.*`: the lobby's procedures, mounted beside the api's (`routers: { lobby: lobbyRouter(lobby) }`
 * of the HTTP handler). Thin: parse with zod, ask `identify` who is calling, call the Lobby.
 */
import { type appRouterWith, guard, publicProcedure, router } from "@pudding/api";
import { z } from "zod";
import type { Lobby } from "./lobby.js";

const TableId = z
  .string()
  .regex(/^t_[A-Za-z0-9_-]{8,40}$/, "A table id looks like t_ followed by letters and digits.");
const Key = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "A table key is the one this browser was given.");
const GameId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(60);
const Bot = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(40);
const SeatIndex = z.number().int().min(0).max(11);

export const SeatPlanSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("person"), name: z.string().max(200) }),
  z.object({ kind: z.literal("bot"), bot: Bot }),
  z.object({ kind: z.literal("open") }),
]);

export const OpenTableSchema = z.object({
  game: GameId,
  mapId: z.string().min(1).max(80).optional(),
  mapVersion: z.number().int().min(1).optional(),
  rules: z.string().min(1).max(80).optional(),
  turnSeconds: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 3600)
    .optional(),
  botDelayMs: z.number().int().min(0).max(10_000).optional(),
  seats: z.array(SeatPlanSchema).min(1).max(12),
  allowGuests: z.boolean().optional(),
  autoStart: z.boolean().optional(),
  fillBot: Bot.optional(),
  expiresInHours: z
    .number()
    .min(0.25, "A table waits at least a quarter of an hour.")
    .max(24 * 7, "A table waits at most a week (168 h).")
    .optional(),
});

export function lobbyRouter(lobby: Lobby) {
  return router({
    /** Open tables (of one game, or all), newest first. */
    list: publicProcedure
      .input(z.object({ game: GameId.optional() }).optional())
      .query(({ ctx, input }) => guard(() => lobby.list(input?.game, ctx.locale))),
    /** A table and what the caller's key opens (their seats; tokens once started). */
    get: publicProcedure
      .input(z.object({ tableId: TableId, key: Key.optional() }))
      .query(({ ctx, input }) => guard(() => lobby.place(input.tableId, input.key, ctx.locale))),
    /** Who the lobby thinks the caller is (the accounts package's identify), or null. */
    me: publicProcedure.query(({ ctx }) => guard(() => lobby.identify(ctx.headers))),
    open: publicProcedure
      .input(OpenTableSchema)
      .mutation(({ ctx, input }) =>
        guard(async () =>
          lobby.openTable(input, { account: await lobby.identify(ctx.headers), locale: ctx.locale }),
        ),
      ),
    join: publicProcedure
      .input(z.object({ tableId: TableId, seat: SeatIndex.optional(), name: z.string().max(200).optional() }))
      .mutation(({ ctx, input }) =>
        guard(async () =>
          lobby.join(input.tableId, {
            account: await lobby.identify(ctx.headers),
            name: input.name,
            seat: input.seat,
            locale: ctx.locale,
            client: ctx.client,
          }),
        ),
      ),
    remove: publicProcedure
      .input(z.object({ tableId: TableId, hostKey: Key, seat: SeatIndex }))
      .mutation(({ ctx, input }) =>
        guard(() => lobby.remove(input.tableId, input.hostKey, input.seat, ctx.locale)),
      ),
    configure: publicProcedure
      .input(z.object({ tableId: TableId, hostKey: Key, autoStart: z.boolean() }))
      .mutation(({ ctx, input }) =>
        guard(() => lobby.configure(input.tableId, input.hostKey, input.autoStart, ctx.locale, ctx.client)),
      ),
    start: publicProcedure
      .input(z.object({ tableId: TableId, hostKey: Key }))
      .mutation(({ ctx, input }) =>
        guard(() => lobby.startNow(input.tableId, input.hostKey, ctx.locale, ctx.client)),
      ),
    /** Ratings of accounts in a game (for names shown anywhere: the table header, profiles). */
    ratings: publicProcedure
      .input(z.object({ game: GameId, owners: z.array(z.string().regex(/^[A-Za-z0-9_:-]{1,100}$/)).max(12) }))
      .query(({ input }) =>
        guard(async () => [...(await lobby.ratingsOf(input.owners, [input.game])).values()]),
      ),
    /** Each owned seat's rating in a started game (the table header shows them beside names). */
    seatRatings: publicProcedure
      .input(z.object({ gameId: z.string().min(1).max(80) }))
      .query(({ input }) => guard(() => lobby.seatRatings(input.gameId))),
    history: publicProcedure
      .input(z.object({ game: GameId, owner: z.string().regex(/^[A-Za-z0-9_:-]{1,100}$/) }))
      .query(({ input }) => guard(() => lobby.ratingHistory(input.owner, input.game))),
  });
}
export type LobbyRouter = ReturnType<typeof lobbyRouter>;
/** The api's router with the lobby mounted beside it: the type a client of both takes. */
export type RouterWithLobby = ReturnType<typeof appRouterWith<{ lobby: LobbyRouter }>>;
