/**
 * Seat tokens kept on this device: localStorage (per game, several for hot-seat) mirrored into a
 * cookie so a returning player finds their games. Tokens never go into logs or URLs we keep.
 */
const KEY = "pudding:seats";

export type SeatTokens = Record<string, string[]>;

export function loadTokens(): SeatTokens {
  if (typeof window === "undefined") return {};
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return parsed && typeof parsed === "object" ? (parsed as SeatTokens) : {};
  } catch {
    return {};
  }
}

export function saveTokens(gameId: string, tokens: string[]): SeatTokens {
  const all = loadTokens();
  all[gameId] = [...new Set([...(all[gameId] ?? []), ...tokens])];
  window.localStorage.setItem(KEY, JSON.stringify(all));
  const compact = Object.entries(all)
    .slice(-20)
    .map(([g, ts]) => `${g}:${ts.join(".")}`)
    .join(",");
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all this needs
  document.cookie = `pudding_seats=${encodeURIComponent(compact)}; path=/; max-age=31536000; samesite=lax`;
  return all;
}

export function forgetToken(gameId: string, token: string): void {
  const all = loadTokens();
  all[gameId] = (all[gameId] ?? []).filter((t) => t !== token);
  window.localStorage.setItem(KEY, JSON.stringify(all));
}

export const allTokens = (t: SeatTokens): string[] => Object.values(t).flat();
