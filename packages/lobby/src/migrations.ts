/**
 * The lobby's own tables, migrated in their own ledger (`lobby_migrations`) beside the api's.
 * A table's state machine (docs/STYLE.md): open → starting → playing | open (start failed) | expired.
 */
export const LOBBY_MIGRATIONS = {
  ledger: "lobby_migrations",
  migrations: [
    {
      id: 1,
      name: "open tables, the seats others joined, ratings per account and game, rated games",
      sql: `
CREATE TABLE lobby_tables (
  id text PRIMARY KEY,
  game text NOT NULL,
  settings jsonb NOT NULL,
  seats jsonb NOT NULL,
  creator_name text NOT NULL,
  creator_account text,
  host_hash text NOT NULL,
  allow_guests boolean NOT NULL DEFAULT false,
  auto_start boolean NOT NULL DEFAULT true,
  fill_bot text NOT NULL,
  state text NOT NULL DEFAULT 'open',
  game_id text,
  host_tokens jsonb,
  note text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  started_at timestamptz
);
CREATE INDEX lobby_tables_state_idx ON lobby_tables (state, game, created_at);
CREATE TABLE lobby_seats (
  table_id text NOT NULL REFERENCES lobby_tables (id) ON DELETE CASCADE,
  seat integer NOT NULL,
  name text NOT NULL,
  account text,
  key_hash text NOT NULL,
  token text,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_id, seat)
);
CREATE UNIQUE INDEX lobby_seats_account_idx ON lobby_seats (table_id, account) WHERE account IS NOT NULL;
CREATE INDEX lobby_seats_key_idx ON lobby_seats (key_hash);
CREATE TABLE lobby_ratings (
  owner text NOT NULL,
  game text NOT NULL,
  mu double precision NOT NULL,
  sigma double precision NOT NULL,
  games integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, game)
);
CREATE TABLE lobby_rating_history (
  owner text NOT NULL,
  game text NOT NULL,
  game_id text NOT NULL,
  mu double precision NOT NULL,
  sigma double precision NOT NULL,
  games integer NOT NULL,
  rated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, game_id)
);
CREATE INDEX lobby_rating_history_idx ON lobby_rating_history (owner, game, rated_at);
CREATE TABLE lobby_rated_games (
  game_id text PRIMARY KEY,
  game text NOT NULL,
  players integer NOT NULL,
  rated_by text NOT NULL,
  rated_at timestamptz NOT NULL DEFAULT now()
)`,
    },
  ],
};
