/**
 * @pudding/lobby — open tables and ratings beside the api: `Lobby.open({ server, identify })`, its
 * router `lobbyRouter(lobby)` (mounted as `lobby.*` beside the api's), and for profiles
 * `lobby.ratingOf(owner, game)`, `lobby.ratingHistory(owner, game)` and the chart
 * (`@pudding/lobby/chart`). Never imports a game.
 */

export { LobbyEnvSchema, lobbyOptionsFromEnv } from "./env.js";
export {
  type Account,
  type Identify,
  Lobby,
  type LobbyOptions,
  type OpenTableInput,
  type SeatPlan,
  type TableSeat,
  type TableState,
  type TableView,
  type YourPlace,
} from "./lobby.js";
export { LOBBY_MIGRATIONS } from "./migrations.js";
export {
  DEFAULT_MAX_BOT_SHARE,
  PROVISIONAL_GAMES,
  placesOf,
  rateGame,
  type ShownRating,
  type Skill,
} from "./ratings.js";
export {
  type LobbyRouter,
  lobbyRouter,
  OpenTableSchema,
  type RouterWithLobby,
  SeatPlanSchema,
} from "./router.js";
export { LOBBY_WORDS, say } from "./words.js";
