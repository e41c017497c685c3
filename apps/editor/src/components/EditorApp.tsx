"use client";
/**
 * The Map workspace, as a host of the editor kit: it picks the game (from the registry, `?game=`),
 * opens its autosaved map or its default shipped map, mounts the kit's `MapEditor` with the game's
 * plug-in, and lends it the play server (publish, open from server) and the browser's storage.
 * Nothing here knows a game's map format.
 */
import { browserStorage, EditorController, type KitDoc, restoreAutosave } from "@pudding/editor-kit";
import { MapEditor } from "@pudding/editor-kit/react";
import { type Locale, tFor, useLocale, useT } from "@pudding/i18n";
import { useEffect, useMemo, useState } from "react";
import { EDITOR_APP_NS } from "../i18n/messages";
import { DEFAULT_SERVER, LEGACY_DOC_KEY, loadJson, SERVER_KEY, saveJson } from "../lib/autosave";
import { EDITABLE, type EditableGame, editableGame, NOT_EDITABLE } from "../lib/editors";
import { mapServer } from "../lib/server";
import { WorkspaceSwitcher } from "./WorkspaceSwitcher";

/** A controller on the game's autosaved map, or on its default shipped map. */
export function openController(e: EditableGame, locale: Locale = "en"): EditorController {
  const { game, plugin } = e;
  const t = tFor(locale, EDITOR_APP_NS);
  const storage = browserStorage(game.id, game.id === "great-fire-1666" ? LEGACY_DOC_KEY : undefined);
  const restored = restoreAutosave(plugin, storage);
  let doc: KitDoc;
  let message: string;
  if (restored) {
    doc = restored.doc;
    const when = new Date(restored.savedAt).toLocaleString(locale);
    message = t(restored.unsaved ? "open.restoredUnsaved" : "open.restored", { when });
  } else {
    const map = game.map.defaultFor(game.seats.min);
    doc = plugin.toDoc(structuredClone(map));
    message = t("open.shipped", { name: game.map.info(map).name });
  }
  const viewport =
    typeof window === "undefined"
      ? undefined
      : { width: Math.max(320, window.innerWidth - 400), height: window.innerHeight - 80 };
  // Issue 31 §1: a restored autosave with changes never exported or published stays unsaved, so
  // New / Open… / Import / Open from server ask before replacing it and keep it as "previous".
  const unsaved = restored?.unsaved ?? false;
  return new EditorController({ plugin, doc, storage, message, viewport, locale, unsaved });
}

/** The game picker of the top bar. */
function GamePicker({ current, onPick }: { current: string; onPick(id: string): void }) {
  const t = useT(EDITOR_APP_NS);
  return (
    <select
      aria-label={t("game.label")}
      className="game-picker"
      value={current}
      onChange={(e) => onPick(e.target.value)}
      title={
        NOT_EDITABLE.length
          ? t("game.noEditor", { games: NOT_EDITABLE.map((g) => g.title).join(", ") })
          : undefined
      }
    >
      {EDITABLE.map((e) => (
        <option key={e.game.id} value={e.game.id}>
          {e.game.title}
          {e.test && !/test|toy/i.test(e.game.title) ? t("game.test") : ""}
        </option>
      ))}
    </select>
  );
}

/** The Map workspace. */
export function EditorApp() {
  const [gameId, setGameId] = useState(() => new URLSearchParams(window.location.search).get("game"));
  const editable = editableGame(gameId);
  const locale = useLocale();
  const ctl = useMemo(() => openController(editable, locale), [editable, locale]);
  const [server, setServerState] = useState(() => loadJson<string>(SERVER_KEY) ?? DEFAULT_SERVER);

  useEffect(() => {
    const save = () => ctl.saveNow();
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("pagehide", save);
      save();
    };
  }, [ctl]);

  const pick = (id: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set("game", id);
    window.history.replaceState(null, "", url);
    setGameId(id);
  };
  const host = useMemo(
    () =>
      mapServer(
        server,
        (s) => {
          setServerState(s);
          saveJson(SERVER_KEY, s);
        },
        editable.game.id,
      ),
    [server, editable],
  );

  return (
    <MapEditor
      key={editable.game.id}
      ctl={ctl}
      server={host}
      header={
        <>
          <WorkspaceSwitcher current="map" />
          <GamePicker current={editable.game.id} onPick={pick} />
        </>
      }
    />
  );
}
