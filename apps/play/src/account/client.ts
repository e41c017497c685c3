"use client";
/** The browser's better-auth client (same origin, `/api/auth`), with passkeys. */
import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({ plugins: [passkeyClient()] });

/** The fields the accounts package adds to a user. */
export interface AccountUser {
  id: string;
  name: string;
  email: string;
  colour?: string;
  locale?: string;
  showGames?: boolean;
  createdAt: string | Date;
}

/** A passkey-only account's stand-in address (never shown). */
export const isPasskeyOnly = (email: string) => email.endsWith("@passkey.invalid");
