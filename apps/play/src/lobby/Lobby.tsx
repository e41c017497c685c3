"use client";
/**
 * The lobby: a game first (from `catalog.games`, with descriptions) → its seats (the game's
 * min–max, each a person or a bot the game offers) → a board valid for that count → a rule set
 * with its description → create; then one private link per person, a spectator link, hot-seat.
 * `/?game=…&map=…` preselects (the editor's "play this map" link). Your games list their titles.
 * A seat may be open (issue 28 §2): the form then opens a table others join from Open tables.
 */
import type { CatalogEntry, CreatedGame } from "@pudding/api";
import { useLocale, useT } from "@pudding/i18n";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { AccountIndicator } from "../account/AccountIndicator";
import { allTokens, loadTokens, type SeatTokens } from "../lib/tokens";
import "../messages";
import { useTRPC } from "../trpc/client";
import { BoardAndRules } from "./BoardAndRules";
import {
  BOT_SPEEDS,
  createInput,
  defaultBot,
  defaultSeats,
  fitSeats,
  keepMap,
  type LobbyDraft,
  mapsFor,
  orderGames,
  rulesFor,
  seatsForMap,
  seedAllowed,
  seedError,
  TURN_TIMERS,
  timerLabel,
} from "./draft";
import { GameLinks } from "./GameLinks";
import { GamePicker } from "./GamePicker";
import { type HeldTable, holdTable, loadHeld, lobbyApi } from "./open-api";
import { DEFAULT_OPEN_CHOICES, EXPIRY_HOURS, isOpenTable, type OpenChoices, openInput } from "./open-draft";
import "./open-messages";
import { MyTables, OpenTables } from "./OpenTables";
import { SeatsEditor } from "./SeatsEditor";
import { YourGames } from "./YourGames";

export function Lobby() {
  const t = useT("play");
  const to = useT("lobby-open");
  const locale = useLocale();
  const trpc = useTRPC();
  const [held, setHeld] = useState<Record<string, HeldTable>>({});
  useEffect(() => setHeld(loadHeld()), []);
  const [choices, setChoices] = useState<OpenChoices>(DEFAULT_OPEN_CHOICES);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const onOpenTable = async (d: LobbyDraft, e: CatalogEntry) => {
    if (opening) return;
    setOpening(true);
    setOpenError(null);
    try {
      const r = await lobbyApi.lobby.open.mutate(openInput(d, choices, defaultBot(e)));
      setHeld(holdTable(r.tableId, r.hostKey, "host"));
    } catch (err) {
      setOpenError((err as Error).message);
    } finally {
      setOpening(false);
    }
  };
  const catalogQ = useQuery(trpc.catalog.games.queryOptions());
  // Test games only when the address asks for them (`?tests`, `?game=toy-claims`).
  const catalog = useMemo(
    () =>
      orderGames(
        (catalogQ.data ?? []) as CatalogEntry[],
        typeof window === "undefined" ? "" : window.location.search,
      ),
    [catalogQ.data],
  );
  const [draft, setDraft] = useState<LobbyDraft | null>(null);
  const entry = catalog.find((c) => c.id === draft?.game);
  const mapsQ = useQuery({ ...trpc.maps.list.queryOptions({ game: draft?.game }), enabled: Boolean(draft) });
  const rulesQ = useQuery({
    ...trpc.rules.list.queryOptions({ game: draft?.game }),
    enabled: Boolean(draft),
  });
  const [tokens, setTokens] = useState<SeatTokens>({});
  useEffect(() => setTokens(loadTokens()), []);
  const mine = useQuery({
    ...trpc.games.list.queryOptions({ tokens: allTokens(tokens).slice(-50) }),
    refetchInterval: 5000,
  });

  // The map the address names (`?map=…`), until the map list has been read once.
  const addressMap = useRef<string | null>(null);
  // The first game (or the one the address names) once the catalogue is in.
  useEffect(() => {
    if (draft || catalog.length === 0) return;
    const q = new URLSearchParams(window.location.search);
    const named = catalog.find((c) => c.id === q.get("game"));
    const first = named ?? catalog[0];
    if (!first) return;
    addressMap.current = q.get("map");
    // `?rules=…` (the editor's link for a map that needs a rule set, e.g. "any valid map") preselects it.
    setDraft({
      game: first.id,
      seats: defaultSeats(first),
      mapId: q.get("map"),
      rules: named ? q.get("rules") : null,
      seed: "",
    });
  }, [catalog, draft]);

  // Signed in, the first seat starts with the account's name (the server seats the creator of an
  // open table under it anyway); once per game chosen, so the field can still be cleared. Until the
  // name is seen in the draft it is offered again (another effect of the same render may write a
  // draft read before it).
  const me = useQuery({
    queryKey: ["lobby.me"],
    queryFn: () => lobbyApi.lobby.me.query(),
    staleTime: 60_000,
  });
  const named = useRef<string | null>(null);
  useEffect(() => {
    const first = draft?.seats[0];
    const name = me.data?.name;
    if (!draft || !name || named.current === draft.game || first?.kind !== "human") return;
    if (first.name !== "") {
      named.current = draft.game;
      return;
    }
    setDraft((d) =>
      d && d.game === draft.game && d.seats[0]?.kind === "human" && d.seats[0].name === ""
        ? { ...d, seats: [{ ...d.seats[0], name }, ...d.seats.slice(1)] }
        : d,
    );
  }, [draft, me.data]);

  const maps = useMemo(
    () => (draft ? mapsFor(mapsQ.data ?? [], draft.game, draft.seats.length) : []),
    [mapsQ.data, draft],
  );
  // A preselected map (?map=…) waits for the list, then the seats fit it (a 2-player cavern makes
  // two seats); afterwards a map that stops fitting the seat count is dropped.
  useEffect(() => {
    if (!draft?.mapId || !mapsQ.data || !entry) return;
    if (draft.mapId === addressMap.current) {
      addressMap.current = null;
      const named = mapsQ.data.find((m) => m.id === draft.mapId && m.game === draft.game);
      if (named) {
        const seats = seatsForMap(draft.seats, named, entry);
        if (seats.length !== draft.seats.length) {
          setDraft({ ...draft, seats });
          return;
        }
      }
    }
    const kept = keepMap(draft.mapId, maps);
    if (kept !== draft.mapId) setDraft({ ...draft, mapId: kept });
  }, [maps, mapsQ.data, draft, entry]);
  const rules = useMemo(
    () => (entry ? rulesFor(entry, rulesQ.data ?? [], locale) : []),
    [entry, rulesQ.data, locale],
  );
  // A preselected rule set the server does not list for this game gives way to the default preset.
  useEffect(() => {
    if (!draft?.rules || !rulesQ.data) return;
    if (!rules.some((r) => r.id === draft.rules)) setDraft({ ...draft, rules: null });
  }, [rules, rulesQ.data, draft]);

  const create = useMutation(trpc.games.create.mutationOptions());
  // One game per press: a double click lands before `isPending` re-renders the button disabled.
  const creating = useRef(false);
  const onCreate = (input: ReturnType<typeof createInput>) => {
    if (creating.current) return;
    creating.current = true;
    create.mutate(input, {
      onSettled: () => {
        creating.current = false;
      },
    });
  };
  const created = create.data as CreatedGame | undefined;
  const badSeed = draft ? seedError(draft.seed, locale) : null;

  return (
    <>
      <header className="banner">
        <h1>Pudding Lane</h1>
        <span className="sub">{t("lobby.tagline")}</span>
        <AccountIndicator />
      </header>
      <main className="lobby">
        <section className="panel" aria-label={t("lobby.newGame")}>
          <h2>{t("lobby.newGame")}</h2>
          {catalogQ.error ? <p className="error">{catalogQ.error.message}</p> : null}
          {!draft || !entry ? (
            <p className="muted">{t("lobby.opening")}</p>
          ) : (
            <>
              <GamePicker
                games={catalog}
                value={draft.game}
                onChange={(id) => {
                  const e = catalog.find((c) => c.id === id);
                  if (e)
                    setDraft({
                      game: id,
                      seats: fitSeats(defaultSeats(e), e),
                      mapId: null,
                      rules: null,
                      seed: draft.seed,
                    });
                }}
              />
              <SeatsEditor
                entry={entry}
                seats={draft.seats}
                onChange={(seats) => setDraft({ ...draft, seats })}
              />
              <BoardAndRules
                maps={maps}
                mapId={draft.mapId}
                onMap={(mapId) => setDraft({ ...draft, mapId })}
                seats={draft.seats.length}
                rules={rules}
                rulesId={draft.rules ?? entry.defaultPreset}
                onRules={(id) => setDraft({ ...draft, rules: id })}
              />
              <div className="field">
                <label htmlFor="timer">{t("lobby.turnTimer")}</label>
                <select
                  id="timer"
                  value={String(draft.turnSeconds ?? "")}
                  onChange={(e) =>
                    setDraft({ ...draft, turnSeconds: e.target.value ? Number(e.target.value) : null })
                  }
                >
                  {TURN_TIMERS.map((timer) => (
                    <option key={timer.seconds ?? "none"} value={timer.seconds ?? ""}>
                      {timerLabel(timer, locale)}
                    </option>
                  ))}
                </select>
                <span className="hint">{t("lobby.turnTimerHint")}</span>
              </div>
              {draft.seats.some((s) => s.kind !== "human") ? (
                <div className="field">
                  <label htmlFor="bot-speed">{t("lobby.botSpeed")}</label>
                  <select
                    id="bot-speed"
                    value={String(draft.botDelayMs ?? "")}
                    onChange={(e) =>
                      setDraft({ ...draft, botDelayMs: e.target.value ? Number(e.target.value) : null })
                    }
                  >
                    {BOT_SPEEDS.map((speed) => (
                      <option key={speed.ms ?? "normal"} value={speed.ms ?? ""}>
                        {t(speed.key)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              {isOpenTable(draft) ? (
                <fieldset className="field open-setup" data-testid="open-setup">
                  <legend>{to("setup.title")}</legend>
                  <span className="hint">{to("setup.hint")}</span>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={choices.allowGuests}
                      onChange={(e) => setChoices({ ...choices, allowGuests: e.target.checked })}
                    />{" "}
                    {to("setup.guests")}
                  </label>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={choices.autoStart}
                      onChange={(e) => setChoices({ ...choices, autoStart: e.target.checked })}
                    />{" "}
                    {to("setup.autoStart")}
                  </label>
                  <label htmlFor="expiry">{to("setup.expiry")}</label>
                  <select
                    id="expiry"
                    value={choices.expiresInHours}
                    onChange={(e) => setChoices({ ...choices, expiresInHours: Number(e.target.value) })}
                  >
                    {EXPIRY_HOURS.map((h) => (
                      <option key={h} value={h}>
                        {to("setup.hours", { count: h })}
                      </option>
                    ))}
                  </select>
                </fieldset>
              ) : (
                <div className="field">
                  <label htmlFor="seed">{t("lobby.seed")}</label>
                  <input
                    id="seed"
                    inputMode="numeric"
                    value={draft.seed}
                    onChange={(e) => setDraft({ ...draft, seed: e.target.value })}
                    placeholder={t("lobby.seedPlaceholder")}
                  />
                  {badSeed ? <span className="error">{badSeed}</span> : null}
                  {seedAllowed(draft) ? null : <span className="hint">{t("lobby.seedSecret")}</span>}
                </div>
              )}
              {isOpenTable(draft) ? (
                <button
                  type="button"
                  className="primary"
                  disabled={opening}
                  data-testid="open-table-button"
                  onClick={() => void onOpenTable(draft, entry)}
                >
                  {opening ? to("setup.opening") : to("setup.open")}
                </button>
              ) : (
                <button
                  type="button"
                  className="primary"
                  disabled={create.isPending || badSeed !== null}
                  onClick={() => onCreate(createInput(draft))}
                >
                  {create.isPending ? t("lobby.dealing") : t("lobby.create")}
                </button>
              )}
              {openError ? (
                <p className="error" role="alert">
                  {openError}
                </p>
              ) : null}
              {create.error ? <p className="error">{create.error.message}</p> : null}
            </>
          )}
        </section>
        <section className="panel" aria-label={t("lobby.gameLinks")}>
          <MyTables held={held} catalog={catalog} onHeld={setHeld} />
          {created ? (
            <GameLinks created={created} />
          ) : (
            <YourGames games={mine.data ?? []} catalog={catalog} tokens={tokens} />
          )}
        </section>
        <OpenTables game={draft?.game ?? null} catalog={catalog} held={held} onHeld={setHeld} />
      </main>
    </>
  );
}
