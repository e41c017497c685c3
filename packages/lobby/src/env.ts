/** The lobby's settings from the environment, parsed once (zod). */
import { z } from "zod";

export const LobbyEnvSchema = z.object({
  /** Hours an open table waits for players before it expires. Default 24. */
  PUDDING_TABLE_EXPIRY_HOURS: z.coerce
    .number()
    .min(0.25)
    .max(24 * 30)
    .default(24),
  /** Largest share of a seat's turns a bot may play for the seat still to be rated. Default 0.25. */
  PUDDING_RATING_MAX_BOT_SHARE: z.coerce.number().min(0).max(1).default(0.25),
});

/** `{ expiryMs, maxBotShare }` for `Lobby.open`, from `env` (default `process.env`). */
export function lobbyOptionsFromEnv(env: Record<string, string | undefined> = process.env) {
  const e = LobbyEnvSchema.parse(env);
  return { expiryMs: e.PUDDING_TABLE_EXPIRY_HOURS * 3600_000, maxBotShare: e.PUDDING_RATING_MAX_BOT_SHARE };
}
