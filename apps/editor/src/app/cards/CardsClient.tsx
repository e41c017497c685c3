"use client";
/**
 * The Brigade's visual card editor (`CardWorkspace` from `@pudding/the-brigade-ui/cards`) hosted by
 * the editor app: publishing the city that carries the cards through the play server's
 * `maps.publish` (with the owner token kept like the Map workspace's), the track values through
 * `rules.publish`, the map editor's city (handed over by its "Cards…" action), and the balance lab
 * on the edited data (the city as the map; rules whose decks come from the map, B17).
 */
import { useT } from "@pudding/i18n";
import { BalanceLab } from "@pudding/rules-ui";
import { webLabWorker } from "@pudding/rules-ui/lab";
import { THE_BRIGADE } from "@pudding/the-brigade";
import { CARDS_FROM_MAP_KEY, CardWorkspace } from "@pudding/the-brigade-ui/cards";
import { BRIGADE_RULES_UI } from "@pudding/the-brigade-ui/rules";
import { useState } from "react";
import { DEFAULT_SERVER, loadJson, SERVER_KEY } from "../../lib/autosave";
import { describeError, mapServer, trpcClient } from "../../lib/server";
import { CARDS_HOST_NS } from "./messages";

const GAME = THE_BRIGADE.id;
const server = () => loadJson<string>(SERVER_KEY) ?? DEFAULT_SERVER;

const createWorker = () =>
  webLabWorker(new Worker(new URL("../rules/lab.worker.ts", import.meta.url), { type: "module" }));

/** The module's rules with the edited tracks (null when they do not parse). */
function labRules(tracks: unknown): unknown | null {
  const r = THE_BRIGADE.rules.parse({ tracks });
  return r.ok ? r.value : null;
}
const shipped = (() => {
  const r = THE_BRIGADE.rules.parse({});
  return r.ok ? r.value : null;
})();

export default function CardsClient() {
  const [base] = useState(server);
  const t = useT(CARDS_HOST_NS);
  return (
    <CardWorkspace
      publish={async (city) => {
        const r = await mapServer(base, () => {}, GAME).publish(city);
        return r.ok
          ? { ok: true, id: r.id, version: r.version, ...(r.url ? { url: r.url } : {}) }
          : { ok: false, message: r.message, ...(r.issues ? { issues: r.issues } : {}) };
      }}
      publishRules={async (name, rules) => {
        try {
          const r = await trpcClient(base).rules.publish.mutate({ game: GAME, name, rules });
          return r.ok ? { ok: true, id: r.id } : { ok: false, issues: r.issues };
        } catch (e) {
          return { ok: false, issues: [{ path: "", message: describeError(base, e) }] };
        }
      }}
      loadMapCity={() => loadJson<unknown>(CARDS_FROM_MAP_KEY)}
      lab={(city, { tracks }) => (
        <BalanceLab
          module={THE_BRIGADE}
          rules={labRules(tracks)}
          rulesName={t("lab.edited")}
          candidates={shipped ? [{ name: t("lab.shipped"), rules: shipped }] : []}
          map={city}
          createWorker={createWorker}
          defaultGames={100}
          charts={BRIGADE_RULES_UI.labCharts ?? []}
          {...(BRIGADE_RULES_UI.labels ? { labels: BRIGADE_RULES_UI.labels } : {})}
        />
      )}
    />
  );
}
