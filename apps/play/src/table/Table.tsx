"use client";
/**
 * The game table: the board, the guided turn, the viewer's secrets, the public panel, the log,
 * the hot-seat curtain and the end screen. Everything shown comes from the snapshot the server
 * built for this viewer; nothing here can see more than its seat.
 */
import type { GameSnapshot, StoredMap, StoredRules } from "@pudding/api";
import {
  ColourCard,
  Curtain,
  GameLog,
  Hand,
  type Highlights,
  HOUSE_COLOURS,
  type HouseColour,
  houseFill,
  IntensityPile,
  ObjectiveCard,
  TokenChip,
  VpTrack,
} from "@pudding/board-ui";
import type { Action, Card } from "@pudding/great-fire";
import { useQuery } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { forgetToken, loadTokens, saveTokens } from "../lib/tokens";
import { useTRPC, useTRPCClient } from "../trpc/client";
import { sceneFromView } from "./scene";
import {
  type ActionMode,
  cardName,
  clickDistrict,
  highlightsFor,
  INITIAL_UI,
  pickCard,
  prompt,
  type TurnUi,
} from "./turn";

const Board = dynamic(() => import("@pudding/board-ui").then((m) => m.ResponsiveBoardStage), {
  ssr: false,
  loading: () => <div style={{ padding: 20 }}>Drawing London…</div>,
});

const KIND_LABEL: Record<string, string> = {
  human: "",
  random: "random bot",
  heuristic: "bot",
  search: "search bot",
};
const DECIDED: Record<string, string> = {
  score: "highest score",
  tamedCones: "tie broken by most tamed cones (§7.2)",
  intactHouses: "tie broken by most intact houses (§7.2)",
  objectives: "tie broken by objectives (§7.2)",
  sharedWin: "a shared win: the tie-breaks could not separate them (§7.2)",
};

export function Table({ gameId }: { gameId: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  /** seat → token for the seats held on this device. */
  const [local, setLocal] = useState<Record<number, string> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Tokens: from the link (then stored and removed from the address bar) and from this device.
  useEffect(() => {
    const url = new URL(window.location.href);
    const fromUrl = (url.searchParams.get("t") ?? "").split(",").filter(Boolean);
    if (fromUrl.length) {
      saveTokens(gameId, fromUrl);
      url.searchParams.delete("t");
      window.history.replaceState(null, "", url.pathname + url.search);
    }
    const tokens = fromUrl.length ? fromUrl : (loadTokens()[gameId] ?? []);
    void Promise.all(
      tokens.map((token) =>
        client.games.get
          .query({ gameId, token })
          .then((s) => [s.seat as number, token] as const)
          .catch(() => {
            forgetToken(gameId, token);
            return null;
          }),
      ),
    ).then((pairs) => {
      const held: Record<number, string> = {};
      for (const p of pairs) if (p) held[p[0]] = p[1];
      if (tokens.length && Object.keys(held).length === 0)
        setNotice(
          "That seat link is not valid for this game (the seat may have been handed to a bot). You are watching.",
        );
      setLocal(held);
    });
  }, [client, gameId]);

  const seatsHere = useMemo(() => Object.keys(local ?? {}).map(Number), [local]);
  const [revealed, setRevealed] = useState<number | null>(null);
  const [snap, setSnap] = useState<GameSnapshot | null>(null);

  // The seat whose view we show: the one revealed on this device (or spectator).
  const viewerSeat = revealed !== null && local?.[revealed] ? revealed : null;
  const token = viewerSeat !== null ? local?.[viewerSeat] : undefined;
  useEffect(() => {
    if (local && revealed === null && seatsHere.length === 1) setRevealed(seatsHere[0] as number);
  }, [local, revealed, seatsHere]);

  const accept = useCallback((s: GameSnapshot) => {
    setSnap((cur) => (!cur || cur.seat !== s.seat || s.version >= cur.version ? s : cur));
  }, []);

  const sub = useSubscription(
    trpc.games.onChange.subscriptionOptions(
      { gameId, ...(token ? { token } : {}) },
      {
        enabled: local !== null,
        onData: (d) => accept(d.data as GameSnapshot),
      },
    ),
  );

  const mapQ = useQuery({
    ...trpc.maps.get.queryOptions({ id: snap?.map.id ?? "", version: snap?.map.version }),
    enabled: Boolean(snap),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const map = mapQ.data as StoredMap | undefined;
  // The rule set's name (a published house rule set has an id like r-…; show what its author called it).
  const rulesQ = useQuery({
    ...trpc.rules.get.queryOptions({ id: snap?.rules ?? "" }),
    enabled: Boolean(snap),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rulesInfo = rulesQ.data as StoredRules | undefined;

  // Hot-seat: when the turn passes to another seat held here, draw the curtain.
  const active = snap?.view.active ?? -1;
  const over = snap?.view.phase === "over";
  const curtainFor =
    local && seatsHere.length > 1 && !over && seatsHere.includes(active) && revealed !== active
      ? active
      : null;
  // Several local seats and none active yet: show the first one after the curtain too.
  const needsFirstReveal = local && seatsHere.length > 1 && revealed === null && curtainFor === null;

  const [ui, setUi] = useState<TurnUi>(INITIAL_UI);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastVersion = useRef(-1);
  useEffect(() => {
    if (!snap || snap.version === lastVersion.current) return;
    lastVersion.current = snap.version;
    setUi((u) => ({ ...INITIAL_UI, mode: snap.view.phase === "actions" ? u.mode : "pawn" }));
  }, [snap]);

  const act = useCallback(
    async (action: Action, explainOnly = false) => {
      if (!snap || !token) return;
      setBusy(true);
      try {
        const next = await client.games.act.mutate({ gameId, token, version: snap.version, action });
        accept(next);
        setError(null);
      } catch (e) {
        const message = (e as Error).message;
        setError(explainOnly ? message : message);
        if (/Out of date/.test(message)) accept(await client.games.get.query({ gameId, token }));
      } finally {
        setBusy(false);
      }
    },
    [snap, token, client, gameId, accept],
  );

  const scene = useMemo(() => (snap ? sceneFromView(snap.view) : {}), [snap]);
  const hidden = curtainFor !== null || Boolean(needsFirstReveal);
  const highlights = useMemo(() => (snap && !hidden ? highlightsFor(snap, ui) : {}), [snap, ui, hidden]);

  const onDistrict = useCallback(
    (id: string) => {
      if (!snap || hidden || busy) return;
      const r = clickDistrict(snap, ui, id);
      setUi(r.ui);
      setError(r.kind === "act" ? null : (r.message ?? null));
      if (r.kind === "act") void act(r.action);
      else if (r.kind === "explain") void act(r.action, true);
    },
    [snap, ui, hidden, busy, act],
  );

  if (!snap || !map)
    return (
      <div className="banner">
        <h1>Pudding Lane</h1>
        <span className="sub">{sub.error ? sub.error.message : "Opening the table…"}</span>
      </div>
    );

  const v = snap.view;
  const me = snap.seat !== null && !hidden ? v.seats[snap.seat] : undefined;
  const myTurn = Boolean(me) && snap.legal.length > 0;
  const names = Object.fromEntries(map.map.districts.map((d) => [d.id, d]));
  const colourOfSeat = (seat: number | null) => (seat === null ? undefined : v.seats[seat]?.pawnColour);
  const hand = (me?.hand ?? []) as Card[];
  const selectedIndex = ui.card ? hand.indexOf(ui.card) : null;
  const discards = snap.legal.filter((a): a is Extract<Action, { type: "discard" }> => a.type === "discard");
  const can = (type: Action["type"]) => snap.legal.find((a) => a.type === type);
  const vp: Partial<Record<HouseColour, number>> = {};
  for (const c of HOUSE_COLOURS) vp[c] = 40 - 2 * (v.burntByColour[c] ?? 0);
  const activeName = snap.seats[v.active]?.name ?? "";

  const setMode = (mode: ActionMode) => setUi({ ...ui, mode, from: null });

  return (
    <>
      <header className="banner">
        <h1>
          <a href="/" style={{ color: "inherit", textDecoration: "none" }}>
            Pudding Lane
          </a>
        </h1>
        <span className="sub">
          {map.map.name} ·{" "}
          <span data-testid="rules-name" title={`Rules: ${snap.rules}`}>
            {rulesInfo ? (rulesInfo.preset ? rulesInfo.name : `House rules: ${rulesInfo.name}`) : snap.rules}
          </span>{" "}
          · turn {v.turn}
          {v.finalTurnsLeft > 0 ? ` · final round (${v.finalTurnsLeft} turns left)` : ""} ·{" "}
          {over ? "game over" : `${activeName} to play`}
          {snap.seat === null && !hidden ? " · you are watching" : ""}
        </span>
      </header>
      <div className="table">
        <div className="board-col">
          <div className="board-wrap" data-testid="board">
            <Board map={map.map} scene={scene} highlights={highlights} onDistrictClick={onDistrict} />
          </div>
          <div className={`prompt${myTurn ? "" : " waiting"}`} data-testid="prompt" aria-live="polite">
            {hidden ? "Pass the device…" : prompt(snap, ui)}
          </div>
          {myTurn && !hidden ? <Choices highlights={highlights} names={names} onPick={onDistrict} /> : null}
          {error ? (
            <div className="error" role="alert" data-testid="error">
              {error}
            </div>
          ) : null}
          {notice ? <div className="error">{notice}</div> : null}
          <div className="bar">
            {me ? (
              <Hand
                cards={hand}
                selectedIndex={selectedIndex !== null && selectedIndex >= 0 ? selectedIndex : null}
                disabled={!myTurn || v.phase !== "spread" || discards.length > 0}
                onSelect={(i) => {
                  const c = hand[i];
                  if (!c) return;
                  const r = pickCard(snap, ui, c);
                  setUi(r.ui);
                  setError(r.message ?? null);
                }}
              />
            ) : null}
            <div style={{ display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }}>
              {ui.pending ? (
                <>
                  <button
                    type="button"
                    className="primary"
                    disabled={busy}
                    onClick={() => ui.pending && void act(ui.pending)}
                  >
                    Confirm: {ui.pending.type === "fire" ? cardName(ui.pending.card) : "second move"} from{" "}
                    {"from" in ui.pending ? names[ui.pending.from]?.name : ""} to{" "}
                    {"to" in ui.pending ? names[ui.pending.to]?.name : ""}
                  </button>
                  <button type="button" onClick={() => setUi({ ...ui, pending: null })}>
                    Cancel
                  </button>
                </>
              ) : null}
              {myTurn &&
                [...new Set(discards.map((d) => d.card))].map((c) => (
                  <button
                    key={c}
                    type="button"
                    disabled={busy}
                    onClick={() => void act({ type: "discard", card: c })}
                  >
                    Discard {cardName(c)}
                  </button>
                ))}
              {myTurn && can("skipDoubleMove") ? (
                <button type="button" disabled={busy} onClick={() => void act({ type: "skipDoubleMove" })}>
                  Skip the double move
                </button>
              ) : null}
              {myTurn && v.phase === "actions" ? (
                <>
                  <span className="muted">AP {v.actionPoints}</span>
                  {can("doubleMove") ? (
                    <button
                      type="button"
                      aria-pressed={ui.mode === "double"}
                      className={ui.mode === "double" ? "primary" : ""}
                      onClick={() => setMode("double")}
                    >
                      Double Move
                    </button>
                  ) : null}
                  <button
                    type="button"
                    aria-pressed={ui.mode === "pawn"}
                    className={ui.mode === "pawn" ? "primary" : ""}
                    onClick={() => setMode("pawn")}
                  >
                    Move pawn
                  </button>
                  <button
                    type="button"
                    aria-pressed={ui.mode === "team"}
                    className={ui.mode === "team" ? "primary" : ""}
                    disabled={!can("moveTeam")}
                    onClick={() => setMode("team")}
                  >
                    Move team
                  </button>
                  <button
                    type="button"
                    aria-pressed={ui.mode === "demolish"}
                    className={ui.mode === "demolish" ? "primary" : ""}
                    disabled={!can("demolish")}
                    onClick={() => setMode("demolish")}
                  >
                    Demolish
                  </button>
                  <button
                    type="button"
                    disabled={busy || !can("tame")}
                    onClick={() => void act({ type: "tame" })}
                  >
                    Tame a cone
                  </button>
                  <button
                    type="button"
                    className="primary"
                    disabled={busy || !can("endActions")}
                    onClick={() => void act({ type: "endActions" })}
                  >
                    End actions
                  </button>
                </>
              ) : null}
              {myTurn && can("passCones") ? (
                <button type="button" disabled={busy} onClick={() => void act({ type: "passCones" })}>
                  Give up the remaining cones
                </button>
              ) : null}
            </div>
          </div>
        </div>

        <aside className="side" aria-label="Your secrets and the public panel">
          {me ? (
            <section className="panel" aria-label="Your secrets" data-testid="secrets">
              <h3>Your secrets — {me.name}</h3>
              <div style={{ display: "flex", gap: 8, alignItems: "flex-start", flexWrap: "wrap" }}>
                {me.colour ? <ColourCard colour={me.colour} /> : null}
                {(me.objectives ?? []).map((id) => {
                  const d = names[id];
                  const dv = v.districts.find((x) => x.id === id);
                  const status =
                    !dv || dv.houses.length === 0 ? "lost" : dv.cones > dv.committed ? "burning" : "safe";
                  return d?.objective ? (
                    <ObjectiveCard
                      key={id}
                      districtName={d.name}
                      deck={d.objective.deck}
                      vp={d.objective.vp}
                      status={status}
                    />
                  ) : null;
                })}
              </div>
              <div style={{ display: "flex", gap: 6, marginTop: 8, alignItems: "center" }}>
                {me.tokens?.explosive ? (
                  <TokenChip kind="explosive" onClick={() => can("demolish") && setMode("demolish")} />
                ) : null}
                {me.tokens?.doubleMove ? <TokenChip kind="doubleMove" /> : null}
                {me.tokens?.oneVp ? <TokenChip kind="oneVp" /> : null}
                <span className="muted" style={{ fontSize: 13 }}>
                  {me.tokens
                    ? `${me.tokens.explosive} explosive · ${me.tokens.doubleMove} double move · ${me.tokens.oneVp} one VP`
                    : ""}
                </span>
              </div>
            </section>
          ) : null}

          <section className="panel" aria-label="Players">
            <h3>Players</h3>
            <div className="seats">
              {snap.seats.map((s) => {
                const sv = v.seats[s.seat];
                return (
                  <div
                    key={s.seat}
                    className={`seat${s.seat === v.active && !over ? " active" : ""}`}
                    data-testid={`seat-${s.seat}`}
                  >
                    <span className="dot" style={{ background: houseFill(sv?.pawnColour ?? "wood") }} />
                    <strong>{s.name}</strong>
                    <span className="muted" style={{ fontSize: 13 }}>
                      {KIND_LABEL[s.kind]}
                      {s.kind === "human" && !s.connected && !seatsHere.includes(s.seat) ? " (away)" : ""} ·{" "}
                      {sv?.handSize ?? 0} cards · {sv?.tokenCount ?? 0} tokens · {sv?.tamed ?? 0} tamed
                      {v.hero === s.seat ? " · ★ Hero of London" : ""}
                    </span>
                    {snap.seat !== null &&
                    s.kind === "human" &&
                    !s.connected &&
                    !seatsHere.includes(s.seat) &&
                    s.seat !== snap.seat &&
                    !over ? (
                      <button
                        type="button"
                        style={{ marginLeft: "auto", fontSize: 12, padding: "2px 6px" }}
                        onClick={() =>
                          token &&
                          client.games.handOver
                            .mutate({ gameId, token, seat: s.seat, bot: "heuristic" })
                            .then(accept)
                            .catch((e: Error) => setError(e.message))
                        }
                      >
                        Hand to a bot
                      </button>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </section>

          <div style={{ display: "flex", gap: 10, alignItems: "flex-start", flexWrap: "wrap" }}>
            <VpTrack scores={vp} />
            <div className="panel" style={{ padding: 8 }}>
              <IntensityPile
                drawPile={v.pileSize}
                next={v.intensitiesLeft > 0 ? "?" : null}
                intensityLeft={v.intensitiesLeft}
              />
              <div className="muted" style={{ fontSize: 12, marginTop: 4 }}>
                {v.intensitiesLeft > 0
                  ? `Next Intensity card after ${v.cardsToNextIntensity} fire card${v.cardsToNextIntensity === 1 ? "" : "s"}`
                  : "No Intensity cards left"}
              </div>
            </div>
          </div>

          <section className="panel" aria-label="Game log" data-testid="log">
            <h3>Game log</h3>
            <GameLog
              maxHeight={260}
              entries={snap.log
                .slice(-120)
                .map((l, i) => ({ seq: i, text: l.text, colour: colourOfSeat(l.seat) }))}
            />
          </section>
        </aside>
      </div>

      {curtainFor !== null || needsFirstReveal ? (
        <Curtain
          seatName={snap.seats[curtainFor ?? (seatsHere[0] as number)]?.name ?? ""}
          message={snap.log.at(-1)?.text}
          onReveal={() => {
            setRevealed(curtainFor ?? (seatsHere[0] as number));
            setError(null);
          }}
        />
      ) : null}

      {over && snap.score ? (
        <EndScreen snap={snap} tokens={Object.values(local ?? {})} gameId={gameId} />
      ) : null}
    </>
  );
}

/**
 * The districts the player can pick now, as buttons beside the board (quicker than hunting on a
 * phone, and usable with a keyboard). Fire destinations carry their §4.2 class.
 */
function Choices({
  highlights,
  names,
  onPick,
}: {
  highlights: Highlights;
  names: Record<string, { name: string }>;
  onPick: (id: string) => void;
}) {
  const dest = highlights.destinations ?? [];
  const list: { id: string; label: string; kind: string }[] = dest.length
    ? dest.map((d) => ({
        id: d.id,
        label: `${names[d.id]?.name ?? d.id} · class ${d.priority}`,
        kind: "destination",
      }))
    : (highlights.selectable?.length ? highlights.selectable : (highlights.fireSources ?? [])).map((id) => ({
        id,
        label: names[id]?.name ?? id,
        kind: highlights.selectable?.length ? "district" : "source",
      }));
  if (list.length === 0) return null;
  const barred = highlights.barred ?? [];
  return (
    <fieldset className="choices" aria-label="Choices">
      <span className="muted">
        {dest.length ? "Fire can stop in:" : highlights.selectable?.length ? "Choose:" : "Fire to move:"}
      </span>
      {list.slice(0, 30).map((c) => (
        <button
          key={c.id}
          type="button"
          className="chip"
          data-testid="choice"
          data-kind={c.kind}
          onClick={() => onPick(c.id)}
        >
          {c.label}
        </button>
      ))}
      {barred.length ? (
        <span className="muted" title={barred.map((b) => `${names[b.id]?.name}: ${b.reason}`).join("\n")}>
          · {barred.length} barred ({barred.map((b) => names[b.id]?.name).join(", ")})
        </span>
      ) : null}
    </fieldset>
  );
}

function EndScreen({ snap, tokens, gameId }: { snap: GameSnapshot; tokens: string[]; gameId: string }) {
  const client = useTRPCClient();
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const score = snap.score;
  if (!score) return null;
  if (!open)
    return (
      <button
        type="button"
        className="primary"
        style={{ position: "fixed", right: 16, bottom: 16, zIndex: 10 }}
        onClick={() => setOpen(true)}
      >
        Show the score
      </button>
    );
  const winners = score.winners.map((w) => snap.seats[w]?.name).join(" and ");
  /** Every seat held on this device claims its seat in the rematch (one for online play, all for hot-seat). */
  const rematch = async () => {
    if (tokens.length === 0) return;
    try {
      const seats = await Promise.all(tokens.map((token) => client.games.rematch.mutate({ gameId, token })));
      const next = seats[0]?.gameId as string;
      const fresh = seats.map((r) => r.token);
      saveTokens(next, fresh);
      window.location.href = `/g/${next}?t=${fresh.join(",")}`;
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="overlay" role="dialog" aria-label="Final score" data-testid="end-screen">
      <div className="panel">
        <h2>
          {winners} win{score.winners.length === 1 ? "s" : ""}!
        </h2>
        <p className="muted">
          Decided by {DECIDED[score.decidedBy] ?? score.decidedBy}. All secrets are revealed on the board and
          below.
        </p>
        <table className="score-table">
          <thead>
            <tr>
              <th>Player</th>
              <th>Colour</th>
              <th>Start</th>
              <th>Houses lost</th>
              <th>Tamed</th>
              <th>Objectives</th>
              <th>One VP</th>
              <th>Hero</th>
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {score.seats.map((s) => (
              <tr key={s.seat} style={score.winners.includes(s.seat) ? { fontWeight: 700 } : undefined}>
                <td>{snap.seats[s.seat]?.name}</td>
                <td>
                  <span className="dot" style={{ background: houseFill(s.colour) }} /> {s.colour}
                </td>
                <td>{s.base}</td>
                <td>{s.burntPenalty}</td>
                <td>+{s.tamed}</td>
                <td>+{s.objectives}</td>
                <td>+{s.oneVp}</td>
                <td>+{s.hero}</td>
                <td>{s.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div style={{ display: "flex", gap: 8, marginTop: 12 }}>
          {tokens.length ? (
            <button type="button" className="primary" onClick={() => void rematch()}>
              Rematch
            </button>
          ) : null}
          <button type="button" onClick={() => setOpen(false)}>
            See the board
          </button>
          <a href="/">
            <button type="button">Lobby</button>
          </a>
        </div>
        {error ? <p className="error">{error}</p> : null}
      </div>
    </div>
  );
}
