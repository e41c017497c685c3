/**
 * `@pudding/accounts`: accounts beside the play server (issue 28). `openAccounts(server)` gives
 * `identify(headers)` (the signed-in account of a request, for the lobby and others), `handle`
 * (mount at `/api/auth/`) and `profileOf(id)`.
 */
export {
  type Accounts,
  type AccountsOptions,
  CLIENT_HEADER,
  type Identity,
  openAccounts,
  originFromEnv,
  type Profile,
  type ProfileGame,
} from "./accounts.js";
export { ACCOUNTS_MIGRATIONS } from "./migrations.js";
export { type AccountLocale, DELETED_PLAYER, deletedPlayerName, pickLocale } from "./words.js";
