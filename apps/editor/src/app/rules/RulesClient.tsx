"use client";
/**
 * The Rules workspace in the browser (Web Workers, localStorage): a game picker over the registry
 * (`?game=` keeps the choice), `RulesWorkspace` for the chosen game with its UI plug-ins, the lab's
 * Web Worker (`lab.worker.ts`), and publishing through the play server's tRPC `rules.publish` at the
 * server URL the Map workspace uses.
 */
import { useLocale, useT } from "@pudding/i18n";
import { RULES_UI_NS, RulesWorkspace } from "@pudding/rules-ui";
import { webLabWorker } from "@pudding/rules-ui/lab";
import { useEffect, useState } from "react";
import { DEFAULT_SERVER, loadJson, SERVER_KEY } from "../../lib/autosave";
import { describeError, trpcClient } from "../../lib/server";
import { DEFAULT_GAME, RULES_GAMES, RULES_PLUGINS } from "./plugins";

async function publish(name: string, rules: unknown, game: string) {
  const server = loadJson<string>(SERVER_KEY) ?? DEFAULT_SERVER;
  try {
    const r = await trpcClient(server).rules.publish.mutate({ game, name, rules });
    // The lobby with this rule set chosen (`?game=…&rules=…`), for "Play with these rules".
    const url = `${server.replace(/\/+$/, "")}/?game=${encodeURIComponent(game)}&rules=${encodeURIComponent(r.ok ? r.id : "")}`;
    return r.ok ? { ok: true as const, id: r.id, url } : r;
  } catch (e) {
    return { ok: false as const, issues: [{ path: "", message: describeError(server, e) }] };
  }
}

const createWorker = () =>
  webLabWorker(new Worker(new URL("./lab.worker.ts", import.meta.url), { type: "module" }));

const known = (id: string | null) => RULES_GAMES.some((g) => g.game.id === id);

export default function RulesClient() {
  const t = useT(RULES_UI_NS);
  const locale = useLocale();
  const [id, setId] = useState(DEFAULT_GAME);
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("game");
    if (known(asked)) setId(asked as string);
  }, []);
  const choose = (next: string) => {
    setId(next);
    const url = new URL(window.location.href);
    url.searchParams.set("game", next);
    window.history.replaceState(null, "", url);
  };
  const entry = RULES_GAMES.find((g) => g.game.id === id) ?? RULES_GAMES[0];
  if (!entry) return <p className="placeholder">{t("host.noGame")}</p>;
  const plugins = RULES_PLUGINS[entry.game.id];
  return (
    <div style={{ padding: 12, display: "grid", gap: 8 }}>
      <label>
        {t("host.game")}{" "}
        <select aria-label={t("host.game")} value={entry.game.id} onChange={(e) => choose(e.target.value)}>
          {RULES_GAMES.map(({ game, test }) => (
            <option key={game.id} value={game.id}>
              {(locale === "en" ? undefined : game.translations?.[locale]?.title) || game.title}
              {test ? t("host.testGame") : ""}
            </option>
          ))}
        </select>
      </label>
      <RulesWorkspace
        key={entry.game.id}
        module={entry.game}
        publish={publish}
        {...(plugins ? { plugins } : {})}
        createWorker={createWorker}
        publishTo={loadJson<string>(SERVER_KEY) ?? DEFAULT_SERVER}
      />
    </div>
  );
}
