"use client";
/**
 * What the table needs to know about a game on the client, loaded lazily by game id: the module's
 * spaces lens (`map.spaces`, `map.frame` from `@pudding/games`) and the game's UI package from
 * `@pudding/games/ui` (none: the generic table plays it).
 */
import type { AnyGameUi, Size, Space } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import { useEffect, useState } from "react";
import "../messages";

/** The board lens and UI of a game, once loaded. */
export interface GameKit {
  title: string;
  ui: AnyGameUi | null;
  spacesOf(map: unknown): Space[];
  frameOf(map: unknown): Size;
}

/** Loads the kit of `game` (null while loading, or for an unknown game id: `error` says so). */
export function useGameKit(game: string | undefined) {
  const t = useT("play");
  const [kit, setKit] = useState<GameKit | null>(null);
  // The id of a game this table does not know (worded at render, in the reader's language).
  const [unknown, setUnknown] = useState<string | null>(null);
  useEffect(() => {
    if (!game) return;
    let live = true;
    void Promise.all([import("@pudding/games"), import("@pudding/games/ui")]).then(async ([reg, uis]) => {
      const module = reg.gameById(game);
      if (!module) {
        if (live) setUnknown(game);
        return;
      }
      const ui = (await uis.loadGameUi(game)) as AnyGameUi | null;
      if (live)
        setKit({
          title: module.title,
          ui,
          spacesOf: (map) => module.map.spaces(map),
          frameOf: (map) => module.map.frame(map),
        });
    });
    return () => {
      live = false;
    };
  }, [game]);
  return { kit, error: unknown === null ? null : t("table.unknownGame", { game: unknown }) };
}
