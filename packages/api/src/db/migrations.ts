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
];
