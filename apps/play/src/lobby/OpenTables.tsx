"use client";
/**
 * Open tables (issue 28 §2): the list for the chosen game — game, rules and board with their
 * descriptions, seats taken (names, ratings) and open, creator, how long it has waited, real-time or
 * turn-based — with one-click join (guests give a name where the creator allows them); and "Your
 * open tables": what this device opened or joined, the creator's controls (remove a player, start now
 * with bots, start by itself when full) and, once started, the seat link.
 */
import type { CatalogEntry, MapSummary } from "@pudding/api";
import { type TFunction, useLocale, useT } from "@pudding/i18n";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { saveTokens } from "../lib/tokens";
import { botText } from "../messages";
import { gameText, rulesFor, TURN_TIMERS, timerLabel } from "./draft";
import { forgetTable, type HeldTable, holdTable, loadHeld, lobbyApi, type TableView } from "./open-api";
import "./open-messages";
import "./open-tables.css";
import { RatingBadge } from "./ratings";

const NAME_KEY = "pudding:guest-name";

function waited(ms: number, to: TFunction): string {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 60
    ? to("list.waited", { count: minutes })
    : to("list.waitedHours", { count: Math.floor(minutes / 60) });
}

function timerWords(seconds: number | null, to: TFunction, locale: ReturnType<typeof useLocale>): string {
  if (!seconds) return to("list.realTime");
  const known = TURN_TIMERS.find((x) => x.seconds === seconds);
  return to("list.turnBased", { time: known ? timerLabel(known, locale) : `${seconds} s` });
}

/** The seats of a table, each a name with its rating, a bot, or "open". */
function SeatList({ table, entry }: { table: TableView; entry: CatalogEntry | undefined }) {
  const to = useT("lobby-open");
  const locale = useLocale();
  return (
    <ul className="open-seats">
      {table.seats.map((s) => (
        <li key={s.seat} className={`open-seat ${s.kind}`} data-testid={`open-seat-${s.kind}`}>
          <span className="muted">{s.seat + 1}.</span>{" "}
          {s.kind === "open" ? (
            <em>{to("list.openSeat")}</em>
          ) : s.kind === "bot" ? (
            to("list.bot", {
              bot: entry
                ? botText(
                    entry.id,
                    entry.bots.find((b) => b.id === s.bot) ?? {
                      id: s.bot ?? "",
                      label: s.bot ?? "",
                      description: "",
                    },
                    locale,
                  ).label
                : s.bot,
            })
          ) : (
            <>
              {s.name} <RatingBadge rating={s.rating} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Board and rules of a table in words, with their descriptions. */
function BoardAndRulesText({
  table,
  entry,
  maps,
}: {
  table: TableView;
  entry: CatalogEntry | undefined;
  maps: readonly MapSummary[];
}) {
  const to = useT("lobby-open");
  const locale = useLocale();
  const rules = entry
    ? rulesFor(entry, [], locale).find((r) => r.id === (table.rules ?? entry.defaultPreset))
    : undefined;
  const map = maps.find((m) => m.id === table.mapId && m.game === table.game);
  return (
    <dl className="open-facts small">
      <dt>{to("list.board")}</dt>
      <dd>
        {map ? (
          <>
            {map.name}
            {map.description ? <span className="muted"> — {map.description}</span> : null}
          </>
        ) : (
          to("list.defaultBoard")
        )}
      </dd>
      <dt>{to("list.rules")}</dt>
      <dd>
        {rules ? (
          <>
            {rules.label}
            <span className="muted"> — {rules.description}</span>
          </>
        ) : (
          table.rules
        )}
      </dd>
    </dl>
  );
}

/** The Open tables list of `game` (all games when null). */
export function OpenTables({
  game,
  catalog,
  held,
  onHeld,
}: {
  game: string | null;
  catalog: readonly CatalogEntry[];
  held: Record<string, HeldTable>;
  onHeld(all: Record<string, HeldTable>): void;
}) {
  const to = useT("lobby-open");
  const locale = useLocale();
  const list = useQuery({
    queryKey: ["lobby.list", game],
    queryFn: () => lobbyApi.lobby.list.query(game ? { game } : undefined),
    refetchInterval: 3000,
  });
  const me = useQuery({
    queryKey: ["lobby.me"],
    queryFn: () => lobbyApi.lobby.me.query(),
    staleTime: 60_000,
  });
  const maps = useQuery({
    queryKey: ["maps.all"],
    queryFn: () => lobbyApi.maps.list.query(),
    staleTime: 60_000,
  });
  const [name, setName] = useState("");
  useEffect(() => setName(window.localStorage.getItem(NAME_KEY) ?? ""), []);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  const join = async (table: TableView) => {
    if (busy) return;
    setBusy(table.id);
    setError(null);
    try {
      const guestName = me.data ? undefined : name.trim();
      if (guestName) window.localStorage.setItem(NAME_KEY, guestName);
      const r = await lobbyApi.lobby.join.mutate({
        tableId: table.id,
        ...(guestName ? { name: guestName } : {}),
      });
      onHeld(holdTable(table.id, r.key, "player"));
      await list.refetch();
    } catch (e) {
      setError({ id: table.id, message: (e as Error).message });
    } finally {
      setBusy(null);
    }
  };
  const tables = list.data ?? [];
  return (
    <section className="panel open-tables" aria-label={to("list.title")} data-testid="open-tables">
      <h2>{to("list.title")}</h2>
      {list.error ? <p className="error">{list.error.message}</p> : null}
      {tables.length === 0 && list.isSuccess ? <p className="muted">{to("list.empty")}</p> : null}
      {!me.data && tables.some((x) => x.allowGuests && !held[x.id]) ? (
        <div className="field">
          <label htmlFor="guest-name">{to("list.yourName")}</label>
          <input
            id="guest-name"
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            autoComplete="nickname"
          />
        </div>
      ) : null}
      <ul className="open-list">
        {tables.map((table) => {
          const entry = catalog.find((c) => c.id === table.game);
          const mine = held[table.id];
          const canJoin = !mine && (me.data ? true : table.allowGuests);
          return (
            <li key={table.id} className="open-card" data-testid="open-table" data-table={table.id}>
              <div className="open-head">
                <strong>{entry ? gameText(entry, locale).title : table.game}</strong>
                <span className="muted small">
                  {to("list.creator", { name: table.creator.name })}{" "}
                  <RatingBadge rating={table.creator.rating} /> · {waited(table.waitedMs, to)}
                </span>
              </div>
              <BoardAndRulesText table={table} entry={entry} maps={maps.data ?? []} />
              <p className="small open-meta">
                {timerWords(table.turnSeconds, to, locale)} · {to("list.seatsLeft", { count: table.open })} ·{" "}
                {table.allowGuests ? to("list.guestsWelcome") : to("list.signedInOnly")}
              </p>
              <SeatList table={table} entry={entry} />
              {mine ? (
                <p className="small">
                  <strong>{mine.role === "host" ? to("list.mine") : to("list.seated")}</strong>
                </p>
              ) : (
                <button
                  type="button"
                  className="primary"
                  disabled={!canJoin || busy !== null || (!me.data && name.trim() === "")}
                  onClick={() => void join(table)}
                  data-testid="join-table"
                >
                  {busy === table.id ? to("list.joining") : to("list.join")}
                </button>
              )}
              {error?.id === table.id ? (
                <p className="error" role="alert">
                  {error.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One table this device opened or joined: its state, the creator's controls, the seat link once started. */
function HeldCard({
  tableId,
  held,
  catalog,
  onHeld,
}: {
  tableId: string;
  held: HeldTable;
  catalog: readonly CatalogEntry[];
  onHeld(all: Record<string, HeldTable>): void;
}) {
  const to = useT("lobby-open");
  const locale = useLocale();
  const q = useQuery({
    queryKey: ["lobby.get", tableId, held.key],
    queryFn: () => lobbyApi.lobby.get.query({ tableId, key: held.key }),
    refetchInterval: (query) => (query.state.data?.table.state === "open" ? 2000 : false),
    retry: false,
  });
  const [error, setError] = useState<string | null>(null);
  const act = async (fn: () => Promise<unknown>) => {
    setError(null);
    try {
      await fn();
      await q.refetch();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const place = q.data;
  useEffect(() => {
    if (place?.table.gameId && place.tokens.length > 0)
      saveTokens(
        place.table.gameId,
        place.tokens.map((x) => x.token),
      );
  }, [place]);
  if (q.error)
    return (
      <li className="open-card">
        <p className="error">{q.error.message}</p>
        <button type="button" onClick={() => onHeld(forgetTable(tableId))}>
          {to("mine.forget")}
        </button>
      </li>
    );
  if (!place) return null;
  const { table } = place;
  const entry = catalog.find((c) => c.id === table.game);
  const host = place.role === "host";
  const link =
    table.gameId && place.tokens.length > 0
      ? `/g/${table.gameId}?t=${place.tokens.map((x) => x.token).join(",")}`
      : null;
  return (
    <li className="open-card" data-testid="held-table" data-state={table.state}>
      <div className="open-head">
        <strong>{entry ? gameText(entry, locale).title : table.game}</strong>
        <span className="muted small">{host ? to("list.mine") : to("list.seated")}</span>
      </div>
      {table.state === "open" ? (
        <p className="small">
          {to("mine.waiting", { open: table.open })}{" "}
          {to("mine.expires", { when: new Date(table.expiresAt).toLocaleString(locale) })}
        </p>
      ) : table.state === "expired" ? (
        <p className="small" data-testid="table-expired">
          <strong>{to("mine.expired")}</strong> — {table.note}
        </p>
      ) : (
        <p className="small">{to("mine.started")}</p>
      )}
      {table.note && table.state === "open" ? <p className="error small">{table.note}</p> : null}
      <ul className="open-seats">
        {table.seats.map((s) => (
          <li key={s.seat} className={`open-seat ${s.kind}`}>
            <span className="muted">{s.seat + 1}.</span>{" "}
            {s.kind === "open" ? (
              <em>{to("list.openSeat")}</em>
            ) : s.kind === "bot" ? (
              to("list.bot", { bot: s.bot })
            ) : (
              <>
                {s.name} <RatingBadge rating={s.rating} />
                {place.seats.includes(s.seat) && !host ? (
                  <span className="muted"> ({to("mine.you")})</span>
                ) : null}
              </>
            )}
            {host && s.kind === "joined" && table.state === "open" ? (
              <button
                type="button"
                className="small-button"
                onClick={() =>
                  void act(() => lobbyApi.lobby.remove.mutate({ tableId, hostKey: held.key, seat: s.seat }))
                }
                data-testid={`remove-${s.seat}`}
              >
                {to("mine.remove", { name: s.name })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {host && table.state === "open" ? (
        <div className="open-controls">
          <label className="check">
            <input
              type="checkbox"
              checked={table.autoStart}
              onChange={(e) =>
                void act(() =>
                  lobbyApi.lobby.configure.mutate({
                    tableId,
                    hostKey: held.key,
                    autoStart: e.target.checked,
                  }),
                )
              }
            />{" "}
            {to("mine.autoStart")}
          </label>
          <button
            type="button"
            className="primary"
            data-testid="start-now"
            onClick={() => void act(() => lobbyApi.lobby.start.mutate({ tableId, hostKey: held.key }))}
          >
            {table.open > 0 ? to("mine.startNow") : to("mine.startNowFull")}
          </button>
        </div>
      ) : null}
      {link ? (
        <a className="button primary" href={link} data-testid="take-seat">
          {to("mine.takeSeat")}
        </a>
      ) : null}
      {table.state !== "open" ? (
        <button type="button" className="small-button" onClick={() => onHeld(forgetTable(tableId))}>
          {to("mine.forget")}
        </button>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** The open tables this device opened or joined (nothing when none). */
export function MyTables({
  held,
  catalog,
  onHeld,
}: {
  held: Record<string, HeldTable>;
  catalog: readonly CatalogEntry[];
  onHeld(all: Record<string, HeldTable>): void;
}) {
  const to = useT("lobby-open");
  const ids = Object.entries(held).sort(([, a], [, b]) => b.at - a.at);
  if (ids.length === 0) return null;
  return (
    <div className="my-tables" data-testid="my-tables">
      <h2>{to("mine.title")}</h2>
      <ul className="open-list">
        {ids.map(([id, h]) => (
          <HeldCard key={id} tableId={id} held={h} catalog={catalog} onHeld={onHeld} />
        ))}
      </ul>
    </div>
  );
}

export { loadHeld };
