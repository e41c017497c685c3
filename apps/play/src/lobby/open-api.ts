/**
 * The lobby package's procedures (`lobby.*`, served beside the api at /api/trpc) from the browser,
 * and the keys this device holds for the open tables it opened or joined (localStorage).
 */
import type { RouterWithLobby } from "@pudding/lobby";
import { createTRPCClient, httpBatchLink } from "@trpc/client";

export const lobbyApi = createTRPCClient<RouterWithLobby>({ links: [httpBatchLink({ url: "/api/trpc" })] });

export type LobbyApi = typeof lobbyApi;
export type TableView = Awaited<ReturnType<LobbyApi["lobby"]["list"]["query"]>>[number];
export type YourPlace = Awaited<ReturnType<LobbyApi["lobby"]["get"]["query"]>>;
export type ShownRating = NonNullable<TableView["creator"]["rating"]>;

const KEY = "pudding:lobby-tables";

/** A table this device opened ("host") or joined ("player"), with the key that proves it. */
export interface HeldTable {
  key: string;
  role: "host" | "player";
  at: number;
}

export function loadHeld(): Record<string, HeldTable> {
  if (typeof window === "undefined") return {};
  try {
    const raw = JSON.parse(window.localStorage.getItem(KEY) ?? "{}") as unknown;
    return raw && typeof raw === "object" ? (raw as Record<string, HeldTable>) : {};
  } catch {
    return {};
  }
}

export function holdTable(tableId: string, key: string, role: HeldTable["role"]): Record<string, HeldTable> {
  const all = { ...loadHeld(), [tableId]: { key, role, at: Date.now() } };
  // The newest 20 are enough.
  const kept = Object.fromEntries(
    Object.entries(all)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, 20),
  );
  window.localStorage.setItem(KEY, JSON.stringify(kept));
  return kept;
}

export function forgetTable(tableId: string): Record<string, HeldTable> {
  const all = loadHeld();
  delete all[tableId];
  window.localStorage.setItem(KEY, JSON.stringify(all));
  return all;
}
