"use client";
/**
 * The Brigade's visual card editor (`CardWorkspace` from `@pudding/the-brigade-ui/cards`) hosted by
 * the editor app: publishing the city that carries the cards through the play server's
 * `maps.publish` (with the owner token kept like the Map workspace's), the track values through
 * `rules.publish`, the map editor's city (handed over by its "Cards…" action), and the balance lab
 * on the edited data (the city as the map; rules whose decks come from the map, B17).
 */
import { type TFunction, useT } from "@pudding/i18n";
import { BalanceLab } from "@pudding/rules-ui";
import { webLabWorker } from "@pudding/rules-ui/lab";
import { THE_BRIGADE } from "@pudding/the-brigade";
import {
  CARDS_FROM_MAP_KEY,
  type CardCity,
  type CardSet,
  CardWorkspace,
  cardsCarried,
  withCards,
} from "@pudding/the-brigade-ui/cards";
import { BRIGADE_RULES_UI } from "@pudding/the-brigade-ui/rules";
import { useEffect, useState } from "react";
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

/** The names of the shipped cities (a published map may not pass for one of them, issue 26 §6). */
const SHIPPED_CITY_NAMES = new Set(
  Object.values(THE_BRIGADE.map.shipped).map((d) => THE_BRIGADE.map.info(d).name),
);

/**
 * The city as published: a shipped city carrying edited cards is published under its name and its
 * card set's ("Tinderbox (windless-v1)"), since the play server refuses a second "Tinderbox".
 */
function ownName(city: unknown): unknown {
  const c = city as { name?: unknown; cards?: { id?: unknown } } | null;
  if (typeof c?.name !== "string" || !SHIPPED_CITY_NAMES.has(c.name) || typeof c.cards?.id !== "string")
    return city;
  return { ...c, name: `${c.name} (${c.cards.id})` };
}

/** A card data set published on the play server (inside a city), for the lab's comparisons. */
interface PublishedCards {
  key: string;
  name: string;
  cards: CardSet;
}

/**
 * The Brigade cities published on the server that carry cards (newest versions, at most 12); none when
 * it cannot be reached. Read again after each publish, so a set just published is offered at once.
 */
function usePublishedCards(base: string): [PublishedCards[], () => void] {
  const [found, setFound] = useState<PublishedCards[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    void round;
    let live = true;
    const host = mapServer(base, () => {}, GAME);
    host
      .list()
      .then(async (items) => {
        const out: PublishedCards[] = [];
        for (const item of items.filter((i) => !i.builtin).slice(0, 12)) {
          const got = await host.get(item).catch(() => null);
          const cards = cardsCarried(got?.map);
          if (cards)
            out.push({ key: `${item.id}@${item.version}`, name: `${item.name} (${cards.id})`, cards });
        }
        if (live) setFound(out);
      })
      .catch(() => {}); // no server: the shipped comparisons remain
    return () => {
      live = false;
    };
  }, [base, round]);
  return [found, () => setRound((n) => n + 1)];
}

/**
 * What the edited cards are compared with, on the same seeds (issue 32 §2): run B plays the same
 * city with the shipped cards (and the shipped or the edited track values), the edited cards with
 * the shipped track values, or a published card set.
 */
function candidates(t: TFunction, city: CardCity, tracks: unknown, published: readonly PublishedCards[]) {
  const edited = labRules(tracks);
  return [
    ...(shipped
      ? [{ name: "shipped", label: t("lab.shippedAll"), rules: shipped, map: withCards(city) }]
      : []),
    ...(edited
      ? [{ name: "shipped-cards", label: t("lab.shippedCards"), rules: edited, map: withCards(city) }]
      : []),
    ...(shipped ? [{ name: "shipped-tracks", label: t("lab.shippedTracks"), rules: shipped }] : []),
    ...(edited
      ? published.map((p) => ({
          name: `published:${p.key}`,
          label: t("lab.published", { name: p.name }),
          rules: edited,
          map: withCards(city, p.cards),
        }))
      : []),
  ];
}

export default function CardsClient() {
  const [base] = useState(server);
  const t = useT(CARDS_HOST_NS);
  const [published, rereadPublished] = usePublishedCards(base);
  // The map editor's "Cards…" sends the reader here with ?from=map: its city is the one to edit.
  const [fromMap] = useState(() => new URLSearchParams(window.location.search).get("from") === "map");
  return (
    <CardWorkspace
      publish={async (city) => {
        const r = await mapServer(base, () => {}, GAME).publish(ownName(city));
        if (r.ok) rereadPublished();
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
      openMapCity={fromMap}
      lab={(city, { tracks }) => (
        <BalanceLab
          module={THE_BRIGADE}
          rules={labRules(tracks)}
          rulesName={t("lab.edited")}
          candidates={candidates(t, city, tracks, published)}
          defaultCompare="shipped"
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
