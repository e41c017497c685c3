/**
 * Migrations: plain SQL, numbered, applied once each in a transaction and recorded in
 * `pudding_migrations`. The same list runs on PGlite and PostgreSQL. Never edit an applied entry;
 * append a new one.
 */
export const MIGRATIONS: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: "maps, rule sets, games and their action log",
    sql: `
CREATE TABLE maps (
  id text NOT NULL,
  version integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  districts integer NOT NULL,
  builtin boolean NOT NULL DEFAULT false,
  document jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, version)
);
CREATE TABLE rule_sets (
  id text PRIMARY KEY,
  name text NOT NULL,
  rules jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE games (
  id text PRIMARY KEY,
  map_id text NOT NULL,
  map_version integer NOT NULL,
  rules_name text NOT NULL,
  rules jsonb NOT NULL,
  seed text NOT NULL,
  seats jsonb NOT NULL,
  version integer NOT NULL DEFAULT 0,
  phase text NOT NULL,
  snapshot jsonb NOT NULL,
  rematch_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (map_id, map_version) REFERENCES maps (id, version)
);
CREATE INDEX games_updated_idx ON games (updated_at);
CREATE TABLE game_actions (
  game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  version integer NOT NULL,
  seat integer NOT NULL,
  action jsonb NOT NULL,
  events jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, version)
);`,
  },
  {
    id: 2,
    name: "the game of every row (The Great Fire before there were others) and the rules version of games",
    sql: `
ALTER TABLE maps ADD COLUMN game text NOT NULL DEFAULT 'great-fire-1666';
ALTER TABLE rule_sets ADD COLUMN game text NOT NULL DEFAULT 'great-fire-1666';
ALTER TABLE games ADD COLUMN game text NOT NULL DEFAULT 'great-fire-1666';
ALTER TABLE games ADD COLUMN rules_version integer NOT NULL DEFAULT 1;`,
  },
  {
    id: 3,
    name: "several server instances: revisions, sparse snapshots, public status, bot jobs, presence, owners of published maps and rule sets",
    sql: `
ALTER TABLE games ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN snapshot_version integer NOT NULL DEFAULT 0;
UPDATE games SET snapshot_version = version;
ALTER TABLE games ADD COLUMN listed boolean NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN over boolean NOT NULL DEFAULT false;
UPDATE games SET over = (phase = 'over');
ALTER TABLE games ADD COLUMN status jsonb;
CREATE INDEX games_listed_idx ON games (listed, over, updated_at);
CREATE TABLE seat_tokens (
  token_hash text PRIMARY KEY,
  game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat integer NOT NULL
);
CREATE INDEX seat_tokens_game_idx ON seat_tokens (game_id);
INSERT INTO seat_tokens (token_hash, game_id, seat)
  SELECT s.value->>'tokenHash', g.id, (s.ordinality - 1)::integer
  FROM games g, jsonb_array_elements(g.seats) WITH ORDINALITY AS s(value, ordinality)
  WHERE s.value->>'tokenHash' IS NOT NULL AND s.value->>'tokenHash' <> 'unclaimed'
  ON CONFLICT DO NOTHING;
CREATE TABLE bot_jobs (
  game_id text PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL DEFAULT now(),
  claimed_by text,
  lease_until timestamptz
);
CREATE INDEX bot_jobs_due_idx ON bot_jobs (due_at);
INSERT INTO bot_jobs (game_id) SELECT id FROM games WHERE phase <> 'over';
CREATE TABLE instances (
  id text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE presence (
  instance text NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat integer NOT NULL,
  PRIMARY KEY (instance, game_id, seat)
);
CREATE INDEX presence_game_idx ON presence (game_id);
ALTER TABLE maps ADD COLUMN owner_hash text;
ALTER TABLE rule_sets ADD COLUMN owner_hash text;
ALTER TABLE rule_sets ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE rule_sets ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  },
  {
    id: 4,
    name: "when each seat's player last opened or closed the table (the hand-over grace period); turn timers",
    sql: `
CREATE TABLE seat_seen (
  game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat integer NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, seat)
);
ALTER TABLE games ADD COLUMN turn_seconds integer;
ALTER TABLE games ADD COLUMN deadline timestamptz;
CREATE INDEX games_deadline_idx ON games (deadline) WHERE deadline IS NOT NULL`,
  },
  {
    id: 5,
    name: "a game's own bot speed (the pause before each bot move)",
    sql: `ALTER TABLE games ADD COLUMN bot_delay_ms integer`,
  },
  {
    id: 6,
    name: "a seat's optional owner (an account of the packages beside the api; the api knows only its id)",
    sql: `
CREATE TABLE seat_owners (
  game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat integer NOT NULL,
  owner text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, seat)
);
CREATE INDEX seat_owners_owner_idx ON seat_owners (owner, claimed_at)`,
  },
  {
    id: 7,
    name: "whether a bot made each action (a bot seat or a bot playing for a person): ratings skip seats bots mostly played",
    sql: `ALTER TABLE game_actions ADD COLUMN by_bot boolean`,
  },
];
