"use client";
import type { CatalogEntry, GameSnapshot, StoredMap, StoredRules } from "@pudding/api";
import {
  curtainReason,
  curtainSeat,
  GameTable,
  type Refusal,
  shownRefusal,
  type TableSeat,
  viewerSeat,
} from "@pudding/board-ui";
/**
 * The table shell, for any game: the seats held on this device, the live snapshot of the seat shown
 * (a spectator's without a seat), the hot-seat curtain over `status.toAct` (whoever must act, in
 * turn or out of turn), acting and explaining, hand-over of an away seat to a bot, rematch — around
 * board-ui's `GameTable`, which draws the game through its UI package (loaded lazily by game id) or,
 * for a game without one, through the generic spaces and choice chips.
 */
import { RULES_REFERENCE_GAMES } from "@pudding/games/ui";
import { useLocale, useT } from "@pudding/i18n";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { withDeletedNames } from "../account/deleted";
import { gameText } from "../lobby/draft";
import "../account/messages";
import { RatingBadge, useSeatRatings } from "../lobby/ratings";
import { botText } from "../messages";
import { useTRPC, useTRPCClient } from "../trpc/client";
import { EndButtons } from "./EndButtons";
import { HandOverAction, SelfHandOver, StandInBanner } from "./HandOver";
import { ReplayBar } from "./ReplayBar";
import { showsSkipLink } from "./skipLink";
import { TableHeader } from "./TableHeader";
import { TurnAlertControls, useTurnAlerts } from "./TurnAlerts";
import { useGameKit } from "./useGameKit";
import { useLiveSnapshot } from "./useLiveSnapshot";
import { useSeatTokens } from "./useSeatTokens";
import { VerifyPanel } from "./VerifyPanel";

export function Table({ gameId }: { gameId: string }) {
  const t = useT("play");
  const locale = useLocale();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { local, mine, notice } = useSeatTokens(gameId);
  const [revealed, setRevealed] = useState<number | null>(null);
  const viewer = viewerSeat(mine, revealed);
  const token = viewer !== null ? local?.[viewer] : undefined;
  const live = useLiveSnapshot(gameId, token, local !== null);
  const { accept, connection, failure } = live;
  // A deleted account's seat is named in the reader's language (issue 28 §1).
  const deletedName = useT("account")("deletedPlayer");
  const snap = useMemo(
    () => (live.snap ? withDeletedNames(live.snap, deletedName) : live.snap),
    [live.snap, deletedName],
  );
  const { kit, error: kitError } = useGameKit(snap?.game);
  const mapQ = useQuery({
    ...trpc.maps.get.queryOptions({ id: snap?.map.id ?? "x", version: snap?.map.version }),
    enabled: Boolean(snap),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rulesQ = useQuery({
    ...trpc.rules.get.queryOptions({ id: snap?.rules ?? "x", game: snap?.game }),
    enabled: Boolean(snap),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The step-through replay of a finished game: the action shown, or null (the live table).
  const [replayAt, setReplayAt] = useState<number | null>(null);
  // Whose view the replay shows (issue 30 §3.7): the viewer's own seat first, any seat on request.
  const [replayAs, setReplayAs] = useState<number | null>(null);
  const replayQ = useQuery({
    ...trpc.games.replay.queryOptions({
      gameId,
      token,
      version: replayAt ?? 0,
      as: replayAs ?? snap?.seat ?? 0,
    }),
    enabled: replayAt !== null && Boolean(snap?.status.over),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const catalogQ = useQuery({ ...trpc.catalog.games.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const map = (mapQ.data as StoredMap | undefined)?.map;
  const spaces = useMemo(() => (kit && map ? kit.spacesOf(map) : []), [kit, map]);
  const frame = useMemo(() => (kit && map ? kit.frameOf(map) : undefined), [kit, map]);

  // The last refusal or failure, with the version it was about: it clears on the next choice — a
  // move by anyone (the version changes), an undo, the viewer's next selection — and never shows on
  // the end screen or in the replay (issue 30 §3.2; `shownRefusal`).
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const version = snap?.version ?? 0;
  const setError = useCallback(
    (text: string | null, at = version) => setRefusal(text === null ? null : { text, version: at }),
    [version],
  );
  const clearError = useCallback(() => setRefusal(null), []);
  const [busy, setBusy] = useState(false);
  const send = useCallback(
    // A legal action and an illegal one (sent for the rule's explanation) go the same way: the
    // server acts or answers with the game's rule message, which the table shows.
    async (action: unknown) => {
      if (!snap || !token) return;
      setBusy(true);
      try {
        accept(
          (await client.games.act.mutate({ gameId, token, version: snap.version, action })) as GameSnapshot,
        );
        setError(null);
      } catch (e) {
        const message = (e as Error).message;
        setError(message, snap.version);
        if (/out of date/i.test(message)) {
          const fresh = (await client.games.get.query({ gameId, token })) as GameSnapshot;
          accept(fresh);
          // "Out of date" is about the game as it now stands: it stays until the next choice.
          setError(message, fresh.version);
        }
      } finally {
        setBusy(false);
      }
    },
    [snap, token, client, gameId, accept, setError],
  );
  const onAct = useCallback((a: unknown) => void send(a), [send]);
  // A click on what is not a legal move: the game says why, as data (no failed request — defect 13).
  const onExplain = useCallback(
    async (action: unknown) => {
      if (!snap || !token) return;
      try {
        const r = await client.games.explain.mutate({ gameId, token, action });
        setError(r.legal ? null : (r.message ?? null), snap.version);
      } catch (e) {
        setError((e as Error).message, snap.version);
      }
    },
    [snap, token, client, gameId, setError],
  );
  // Take back the latest move (the server offers it in the snapshot when its rules allow).
  const onUndo = useCallback(async () => {
    if (!snap || !token) return;
    setBusy(true);
    try {
      accept((await client.games.undo.mutate({ gameId, token, version: snap.version })) as GameSnapshot);
      setError(null);
    } catch (e) {
      setError((e as Error).message, snap.version);
    } finally {
      setBusy(false);
    }
  }, [snap, token, client, gameId, accept, setError]);

  const status = snap?.status;
  // Seats a bot plays for: the curtain does not hand the device to them (issue 30 §3.1).
  const standIns = useMemo(
    () => (snap?.seats ?? []).filter((s) => s.standIn).map((s) => s.seat),
    [snap?.seats],
  );
  const curtainFor =
    local && status
      ? curtainSeat({ mine, toAct: status.toAct, revealed, over: status.over, standIns })
      : null;
  // issue 30 §3.1: the clock of the seat asked for waits while the curtain hides the board (the
  // server holds it; showing that seat's table restarts it with the time that was left).
  const holdToken =
    curtainFor !== null &&
    status &&
    !status.over &&
    status.toAct.includes(curtainFor) &&
    snap?.timer?.deadline
      ? local?.[curtainFor]
      : undefined;
  useEffect(() => {
    if (holdToken) void client.games.clock.mutate({ gameId, token: holdToken, hold: true }).catch(() => {});
  }, [holdToken, client, gameId]);
  // Until the revealed seat's own snapshot arrives, the one on screen may be the previous seat's.
  const stale = snap !== null && viewer !== null && snap.seat !== viewer;
  const hidden = curtainFor !== null || stale;
  const entry = (catalogQ.data as CatalogEntry[] | undefined)?.find((c) => c.id === snap?.game);
  const handBot = entry?.bots.some((b) => b.id === "heuristic")
    ? "heuristic"
    : (entry?.bots[0]?.id ?? "random");

  // The tab says whose turn it is, so a player in another tab or window sees theirs come: "● Your
  // turn" when a seat held on this device must act (in turn or out of turn), else the game's name.
  const yourTurn = Boolean(status && !status.over && mine.some((m) => status.toAct.includes(m)));
  const gameTitle = entry ? gameText(entry, locale).title : kit?.title;
  useEffect(() => {
    const base = gameTitle ? `${gameTitle} — Pudding Lane` : "Pudding Lane";
    document.title = yourTurn ? t("table.yourTurnTitle", { base }) : base;
  }, [yourTurn, gameTitle, t]);
  useTurnAlerts(yourTurn, gameTitle, gameId);
  // Issue 28 §3: each owned seat's rating beside its name in the Players panel.
  const ratings = useSeatRatings(gameId);

  if (!snap || !map || !kit)
    return (
      <div className="banner">
        <h1>Pudding Lane</h1>
        <span className="sub">{kitError ?? failure ?? t("table.opening")}</span>
      </div>
    );

  // "Heuristic" → "The Heuristic bot" (a label may already end with "bot").
  const botLabel = (id: string) => {
    const found = entry?.bots.find((b) => b.id === id);
    const label = found && entry ? botText(entry.id, found, locale).label : undefined;
    if (!label) return t("table.aBot");
    return /\bbot$/i.test(label) ? t("table.botNamedBot", { label }) : t("table.botNamed", { label });
  };
  const seatButton = (s: TableSeat) =>
    // issue 30 §3.9: one's own seat may be handed to a bot at once (no grace period), and taken back.
    mine.includes(s.seat) && s.kind === "human" && !s.standIn && !snap.status.over && local?.[s.seat] ? (
      <SelfHandOver
        seat={s.seat}
        botLabel={botLabel(handBot)}
        onConfirm={() =>
          client.games.handOver
            .mutate({ gameId, token: local[s.seat] as string, seat: s.seat, bot: handBot })
            .then((x) => {
              if (x.seat === snap.seat) accept(x as GameSnapshot);
              setError(null);
            })
            .catch((e: Error) => setError(e.message))
        }
      />
    ) : snap.seat !== null &&
      s.kind === "human" &&
      !s.connected &&
      !s.standIn &&
      !mine.includes(s.seat) &&
      !snap.status.over ? (
      <HandOverAction
        seat={s}
        botLabel={botLabel(handBot)}
        onConfirm={() =>
          token
            ? client.games.handOver
                .mutate({ gameId, token, seat: s.seat, bot: handBot })
                .then((x) => {
                  accept(x as GameSnapshot);
                  setError(null);
                })
                .catch((e: Error) => setError(e.message))
            : Promise.resolve()
        }
      />
    ) : null;
  const seatAction = (s: TableSeat) => {
    const rating = ratings.get(s.seat);
    const button = seatButton(s);
    if (!rating && !button) return null;
    return (
      <>
        <RatingBadge rating={rating} /> {button}
      </>
    );
  };
  // A seat of this device a bot is playing: its person takes it back (the shown seat's view is
  // accepted at once; another local seat's arrives with the live feed).
  const reclaim = (seat: number) => {
    const own = local?.[seat];
    if (!own) return Promise.resolve();
    return client.games.reclaim
      .mutate({ gameId, token: own })
      .then((x) => {
        if (x.seat === snap.seat) accept(x as GameSnapshot);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  };
  const localStandIns = snap.status.over ? [] : mine.filter((m) => snap.seats[m]?.standIn);
  // Over the table (never behind the curtain): each such seat, "you" when it is the only one here.
  const standIn =
    !hidden && localStandIns.length
      ? localStandIns.map((m) => (
          <StandInBanner
            key={m}
            seatName={mine.length > 1 ? (snap.seats[m]?.name ?? null) : null}
            botLabel={botLabel(snap.seats[m]?.standIn ?? handBot)}
            onReclaim={() => reclaim(m)}
          />
        ))
      : null;

  const replaying = replayAt !== null && snap.status.over && Boolean(replayQ.data);
  return (
    <>
      {showsSkipLink(snap.seat, snap.status.over) ? (
        <a className="skip-link" href="#turn">
          {t("table.skip")}
        </a>
      ) : null}
      <TableHeader
        snap={snap}
        title={gameTitle ?? kit.title}
        mapName={(map as { name?: string }).name ?? snap.map.id}
        rules={rulesQ.data as StoredRules | undefined}
        presetName={
          locale === "en"
            ? undefined
            : entry?.presets.find((p) => p.id === snap.rules)?.translations?.[locale]?.label
        }
        hidden={hidden}
      />
      {token && !snap.status.over ? <TurnAlertControls /> : null}
      {replaying ? (
        <ReplayBar
          at={replayAt ?? 0}
          total={snap.version}
          onGo={setReplayAt}
          onClose={() => setReplayAt(null)}
          as={replayAs ?? snap.seat ?? 0}
          seats={snap.seats.map((s) => s.name)}
          onAs={setReplayAs}
        />
      ) : null}
      <GameTable
        game={replaying ? withDeletedNames(replayQ.data as GameSnapshot, deletedName) : snap}
        ui={kit.ui}
        map={map}
        spaces={spaces}
        frame={frame}
        choices={replaying ? null : ((snap as { choices?: never }).choices ?? null)}
        onAct={onAct}
        onExplain={(a) => void onExplain(a)}
        ruleHref={
          RULES_REFERENCE_GAMES.includes(snap.game)
            ? (rule) => `/rules/${encodeURIComponent(snap.game)}?ref=${encodeURIComponent(rule)}`
            : undefined
        }
        onUndo={!replaying && snap.undo && !hidden ? () => void onUndo() : undefined}
        busy={busy}
        error={shownRefusal(refusal, { version: snap.version, over: snap.status.over, replaying })}
        onChoice={clearError}
        notices={
          <>
            {connection ? (
              <div className="error" role="status" data-testid="connection">
                {connection}
              </div>
            ) : null}
            {notice ? <div className="error">{notice}</div> : null}
            {standIn}
          </>
        }
        hidden={hidden}
        curtain={
          curtainFor !== null
            ? {
                seatName: snap.seats[curtainFor]?.name ?? t("table.seat", { n: curtainFor + 1 }),
                reason: curtainReason(
                  curtainFor,
                  snap.status.turnOwner,
                  snap.seats.map((s) => s.name),
                  locale,
                ),
                message: snap.log.at(-1)?.text,
                onReveal: () => {
                  const own = local?.[curtainFor];
                  if (own && snap.timer)
                    void client.games.clock.mutate({ gameId, token: own, hold: false }).catch(() => {});
                  setRevealed(curtainFor);
                  setError(null);
                },
                // issue 30 §3.1: on a shared device the person a bot plays for takes the seat back here.
                takeBack: localStandIns.map((m) => {
                  const name = snap.seats[m]?.name ?? t("table.seat", { n: m + 1 });
                  return {
                    seat: m,
                    text: t("standIn.named", { bot: botLabel(snap.seats[m]?.standIn ?? handBot), name }),
                    label: t("standIn.takeBack", { name }),
                    onTakeBack: () => void reclaim(m),
                  };
                }),
              }
            : null
        }
        mine={mine}
        seatAction={seatAction}
        kindLabel={(kind) => {
          const found = entry?.bots.find((b) => b.id === kind);
          return found && entry ? botText(entry.id, found, locale).label : kind;
        }}
        endActions={
          <>
            <EndButtons
              gameId={gameId}
              tokens={Object.values(local ?? {})}
              onReplay={() => setReplayAt(0)}
              rematchId={snap.rematchId}
            />
            {snap.commitment ? (
              <VerifyPanel gameId={gameId} game={snap.game} token={token} commitment={snap.commitment} />
            ) : null}
          </>
        }
        boardName={(map as { name?: string }).name}
        replaying={
          replaying
            ? replayAt
              ? t("replay.prompt", { at: replayAt, total: snap.version })
              : t("replay.promptSetup")
            : null
        }
      />
    </>
  );
}
