/** The accounts package's migrations, in their own ledger (`accounts_migrations`). */
import type { MigrationModule } from "@pudding/api";

export const ACCOUNTS_MIGRATIONS: MigrationModule = {
  ledger: "accounts_migrations",
  migrations: [
    {
      id: 1,
      name: "accounts: users, sessions, credentials, passkeys, verifications, rate limits, settings",
      sql: `
CREATE TABLE account_user (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  name_key text NOT NULL UNIQUE,
  colour text NOT NULL DEFAULT '#8a4b2a',
  locale text NOT NULL DEFAULT 'en',
  show_games boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE account_session (
  id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES account_user(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_session_user_idx ON account_session (user_id);
CREATE TABLE account_credential (
  id text PRIMARY KEY,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  user_id text NOT NULL REFERENCES account_user(id) ON DELETE CASCADE,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_credential_user_idx ON account_credential (user_id);
CREATE TABLE account_verification (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_verification_identifier_idx ON account_verification (identifier);
CREATE TABLE account_passkey (
  id text PRIMARY KEY,
  name text,
  public_key text NOT NULL,
  user_id text NOT NULL REFERENCES account_user(id) ON DELETE CASCADE,
  credential_id text NOT NULL,
  counter integer NOT NULL,
  device_type text NOT NULL,
  backed_up boolean NOT NULL,
  transports text,
  created_at timestamptz,
  aaguid text
);
CREATE INDEX account_passkey_user_idx ON account_passkey (user_id);
CREATE INDEX account_passkey_credential_idx ON account_passkey (credential_id);
CREATE TABLE account_rate_limit (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  count integer NOT NULL,
  last_request bigint NOT NULL
);
CREATE TABLE account_settings (
  key text PRIMARY KEY,
  value text NOT NULL
)`,
    },
  ],
};
