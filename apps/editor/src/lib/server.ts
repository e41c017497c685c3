/**
 * The play server's map procedures over tRPC 11, called straight from the browser (the play server
 * sends CORS headers on `/api/trpc`): `maps.list({ game })`, `maps.get`, and `maps.publish({ game,
 * map, id?, ownerToken? })`. A new map gets an id of the server's and an owner token, returned
 * once; the editor keeps the token (per game and map id) and publishes later versions with it.
 */

import type { AppRouter } from "@pudding/api";
import { counted } from "@pudding/editor-kit";
import type { MapServerHost, PublishResult, ServerMapItem } from "@pudding/editor-kit/react";
import { gameById } from "@pudding/games";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { loadJson, OWNERS_KEY, saveJson } from "./autosave";

/** A tRPC client for the server at `base` (e.g. http://localhost:3000). */
export function trpcClient(base: string) {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${base.replace(/\/+$/, "")}/api/trpc` })],
  });
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

/** The lobby link that preselects a published map of a game. */
export const playUrl = (base: string, id: string, game?: string, rules?: string): string =>
  `${base.replace(/\/+$/, "")}/?${game ? `game=${encodeURIComponent(game)}&` : ""}map=${encodeURIComponent(id)}${
    rules ? `&rules=${encodeURIComponent(rules)}` : ""
  }`;

/** What this browser published: server id and owner token, by game and the map's own id. */
export type Owners = Record<string, { id: string; token: string }>;

/**
 * The owner token this browser holds for a document whose own id is `docId`: kept under that id
 * (the map's local id, or the server's id once published), or — tokens kept before issue 31 §2,
 * under the local id only — any entry of this server and game whose server id is `docId`.
 */
export function ownerOf(
  owners: Owners,
  base: string,
  game: string,
  docId: string,
): { id: string; token: string } | undefined {
  const prefix = `${base}|${game}|`;
  const direct = owners[`${prefix}${docId}`];
  if (direct) return direct;
  if (!docId) return undefined;
  for (const [k, v] of Object.entries(owners))
    if (k.startsWith(prefix) && !k.endsWith("|rules:edited-maps") && v.id === docId) return v;
  return undefined;
}

/** The name of the rule set a game's maps made in the editor are played with. */
export const EDITED_MAP_RULES_NAME = "Maps made in the editor";

/**
 * The id of the rule set that lets a map made in the editor be played, for games whose presets play
 * only their shipped maps (`map.editedMapRules`, e.g. Small World Underground's `maps: "any"`):
 * published once per server and game (this browser keeps its id and owner token, and republishes it
 * when the server has lost it). Null for other games, or when the server refuses it.
 */
async function editedMapRules(base: string, game: string): Promise<string | null> {
  const options = gameById(game)?.map.editedMapRules;
  if (!options) return null;
  const owners = loadJson<Owners>(OWNERS_KEY) ?? {};
  const key = `${base}|${game}|rules:edited-maps`;
  const mine = owners[key];
  const client = trpcClient(base);
  try {
    if (mine) {
      const known = await client.rules.list.query({ game }).catch(() => []);
      if (known.some((x) => x.id === mine.id)) return mine.id;
    }
    const r = await client.rules.publish.mutate({ game, name: EDITED_MAP_RULES_NAME, rules: options });
    if (!r.ok) return null;
    if (r.ownerToken) saveJson(OWNERS_KEY, { ...owners, [key]: { id: r.id, token: r.ownerToken } });
    return r.id;
  } catch {
    return null;
  }
}

/** The play server as the map editor of `game` sees it. */
export function mapServer(base: string, setBase: (url: string) => void, game: string): MapServerHost {
  const client = () => trpcClient(base);
  return {
    url: base,
    setUrl: setBase,
    async list(): Promise<ServerMapItem[]> {
      try {
        const maps = await client().maps.list.query({ game });
        return maps.map((m) => ({
          id: m.id,
          version: m.version,
          name: m.name,
          spaces: m.spaces,
          builtin: m.builtin,
        }));
      } catch (e) {
        throw new Error(describeError(base, e));
      }
    },
    async get(item) {
      try {
        const m = await client().maps.get.query({ id: item.id, version: item.version });
        return { map: m.map, label: `Opened ${m.id} version ${m.version} from ${base}` };
      } catch (e) {
        throw new Error(describeError(base, e));
      }
    },
    async publish(map): Promise<PublishResult> {
      const docId = (map as { id?: string }).id ?? "";
      const owners = loadJson<Owners>(OWNERS_KEY) ?? {};
      const key = `${base}|${game}|${docId}`;
      const mine = ownerOf(owners, base, game, docId);
      try {
        const r = await client().maps.publish.mutate({
          game,
          map,
          ...(mine ? { id: mine.id, ownerToken: mine.token } : {}),
        });
        if (!r.ok)
          return {
            ok: false,
            message: `The server refused the map: ${counted(r.issues.length, "problem")}`,
            issues: r.issues,
          };
        const token = r.ownerToken ?? mine?.token;
        // Issue 31 §2: kept under the server's id too — a map opened with "Open from server…" carries
        // that id, and its next publish must be the next version of the same map, not a new map.
        if (token)
          saveJson(OWNERS_KEY, {
            ...owners,
            [key]: { id: r.id, token },
            [`${base}|${game}|${r.id}`]: { id: r.id, token },
          });
        const rules = await editedMapRules(base, game);
        return {
          ok: true,
          id: r.id,
          version: r.version,
          warnings: r.warnings.length,
          url: playUrl(base, r.id, game, rules ?? undefined),
        };
      } catch (e) {
        return { ok: false, message: describeError(base, e) };
      }
    },
  };
}
