/**
 * Ids and secrets: game ids, seat and owner tokens (only their SHA-256 is ever stored), ids of
 * published maps and rule sets.
 */
import { createHash, randomBytes } from "node:crypto";

/** SHA-256 of a token, hex: what the database keeps instead of the token. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A new secret token: 32 url-safe characters. */
export const newToken = (): string => randomBytes(24).toString("base64url");

/** A new game id: 12 letters and digits. */
export const newGameId = (): string => randomBytes(9).toString("base64url").replace(/[-_]/g, "x");

/** `n` lower-case letters and digits. */
export function randomSuffix(n: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(n);
  let out = "";
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/** Kebab-case of any text, at most `max` characters ("" when nothing is left). */
export function slug(text: string, max = 40): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/g, "");
}

/** The rematch seat token is derived from the old one, so only its holder can claim it. */
export const rematchToken = (token: string): string =>
  createHash("sha256").update(`rematch:${token}`).digest("base64url").slice(0, 32);

/** JSON with object keys sorted: equal values give equal text whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/** An ISO time from a database timestamp (a Date or a string, depending on the driver). */
export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
