/**
 * The play server's map procedures over tRPC 11 (`maps.list`, `maps.get`, `maps.publish`), called
 * straight from the browser: the play server sends CORS headers on `/api/trpc`, so the editor on
 * :3001 needs no proxy.
 */
import type { AppRouter, MapSummary, PublishMapResult, StoredMap } from "@pudding/api";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";

export type { MapSummary, PublishMapResult, StoredMap };

/** A client for the server at `base` (e.g. http://localhost:3000). */
export function mapsClient(base: string) {
  const url = `${base.replace(/\/+$/, "")}/api/trpc`;
  const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url })] });
  return {
    list: () => client.maps.list.query(),
    get: (id: string, version?: number) => client.maps.get.query({ id, version }),
    publish: (map: unknown) => client.maps.publish.mutate({ map }),
  };
}

/** A sentence for a failed call ("cannot reach http://… — is the play server running?"). */
export function describeError(base: string, e: unknown): string {
  if (e instanceof TRPCClientError) {
    if (/fetch|network/i.test(e.message))
      return `cannot reach ${base} — is the play server running (npm start)?`;
    return e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

/** The lobby link that preselects a published map. */
export const playUrl = (base: string, id: string): string =>
  `${base.replace(/\/+$/, "")}/?map=${encodeURIComponent(id)}`;
