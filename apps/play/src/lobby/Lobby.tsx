"use client";
/**
 * The lobby: create a game (board, rules, 3–6 seats each a person or a bot, optional seed), get one
 * private link per human seat plus a spectator link, and rejoin your games.
 */
import type { CreatedGame, SeatKind } from "@pudding/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { allTokens, loadTokens, type SeatTokens } from "../lib/tokens";
import { useTRPC } from "../trpc/client";

const KINDS: { kind: SeatKind; label: string }[] = [
  { kind: "human", label: "Person" },
  { kind: "heuristic", label: "Bot — sensible" },
  { kind: "search", label: "Bot — strong (search)" },
  { kind: "random", label: "Bot — random" },
];

interface SeatDraft {
  kind: SeatKind;
  name: string;
}

const PHASES: Record<string, string> = {
  setupTeams: "setting up",
  setupPawns: "setting up",
  spread: "in play",
  doubleMove: "in play",
  actions: "in play",
  intensity: "in play",
  over: "finished",
};

export function Lobby() {
  const trpc = useTRPC();
  const maps = useQuery(trpc.maps.list.queryOptions());
  const rules = useQuery(trpc.rules.list.queryOptions());
  const [tokens, setTokens] = useState<SeatTokens>({});
  useEffect(() => setTokens(loadTokens()), []);
  const mine = useQuery({
    ...trpc.games.list.queryOptions({ tokens: allTokens(tokens) }),
    refetchInterval: 5000,
  });

  const [mapId, setMapId] = useState("london-1666");
  const [rulesId, setRulesId] = useState("italian-base");
  const [seed, setSeed] = useState("");
  const [seats, setSeats] = useState<SeatDraft[]>([
    { kind: "human", name: "" },
    { kind: "heuristic", name: "" },
    { kind: "heuristic", name: "" },
    { kind: "heuristic", name: "" },
  ]);
  useEffect(() => {
    const m = new URLSearchParams(window.location.search).get("map");
    if (m) setMapId(m);
  }, []);

  const create = useMutation(trpc.games.create.mutationOptions());
  const created: CreatedGame | undefined = create.data;

  const seedValue = seed.trim() === "" ? undefined : Number(seed);
  const seedError =
    seedValue !== undefined && (!Number.isInteger(seedValue) || seedValue < 0 || seedValue > 0xffffffff)
      ? "A seed is a whole number from 0 to 4294967295."
      : null;

  const submit = () =>
    create.mutate({
      mapId,
      rules: rulesId,
      seed: seedValue,
      seats: seats.map((s) => ({ kind: s.kind, name: s.name.trim() || undefined })),
    });

  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const humans = created?.seats.filter((s) => s.token) ?? [];
  const hotSeatHref = created ? `/g/${created.gameId}?t=${humans.map((s) => s.token).join(",")}` : "";

  const myGames = useMemo(() => (mine.data ?? []).filter((g) => g.yourSeats.length > 0), [mine.data]);
  const openGames = useMemo(
    () => (mine.data ?? []).filter((g) => g.yourSeats.length === 0 && g.phase !== "over").slice(0, 10),
    [mine.data],
  );

  return (
    <>
      <header className="banner">
        <h1>Pudding Lane</h1>
        <span className="sub">The Great Fire of London 1666 · 3–6 players · rules enforced</span>
      </header>
      <main className="lobby">
        <section className="panel" aria-label="New game">
          <h2>New game</h2>
          <div className="field">
            <label htmlFor="map">Board</label>
            <select id="map" value={mapId} onChange={(e) => setMapId(e.target.value)}>
              {(maps.data ?? [{ id: "london-1666", name: "London 1666", version: 1, districts: 65 }]).map(
                (m) => (
                  <option key={m.id} value={m.id}>
                    {m.name} (v{m.version}, {m.districts} districts)
                  </option>
                ),
              )}
            </select>
          </div>
          <div className="field">
            <label htmlFor="rules">Rules</label>
            <select id="rules" value={rulesId} onChange={(e) => setRulesId(e.target.value)}>
              {(rules.data ?? [{ id: "italian-base", name: "italian-base", preset: true }]).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.preset ? `Preset: ${r.name}` : `House rules: ${r.name}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <span>Seats ({seats.length})</span>
            {seats.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions; the index is their identity
              <div className="seat-row" key={i}>
                <span className="muted">{i + 1}.</span>
                <input
                  aria-label={`Seat ${i + 1} name`}
                  placeholder={s.kind === "human" ? `Player ${i + 1}` : "Bot name (optional)"}
                  value={s.name}
                  maxLength={40}
                  onChange={(e) =>
                    setSeats(seats.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))
                  }
                />
                <select
                  aria-label={`Seat ${i + 1} player`}
                  value={s.kind}
                  onChange={(e) =>
                    setSeats(seats.map((x, j) => (j === i ? { ...x, kind: e.target.value as SeatKind } : x)))
                  }
                >
                  {KINDS.map((k) => (
                    <option key={k.kind} value={k.kind}>
                      {k.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div style={{ display: "flex", gap: 8 }}>
              <button
                type="button"
                disabled={seats.length >= 6}
                onClick={() => setSeats([...seats, { kind: "heuristic", name: "" }])}
              >
                + Seat
              </button>
              <button type="button" disabled={seats.length <= 3} onClick={() => setSeats(seats.slice(0, -1))}>
                − Seat
              </button>
            </div>
          </div>
          <div className="field">
            <label htmlFor="seed">Seed (optional, for a repeatable deal)</label>
            <input
              id="seed"
              inputMode="numeric"
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
              placeholder="random"
            />
            {seedError ? <span className="error">{seedError}</span> : null}
          </div>
          <button
            type="button"
            className="primary"
            disabled={create.isPending || seedError !== null}
            onClick={submit}
          >
            {create.isPending ? "Dealing…" : "Create game"}
          </button>
          {create.error ? <p className="error">{create.error.message}</p> : null}
        </section>

        <section className="panel" aria-label="Game links">
          {created ? (
            <div className="links">
              <h2>Game ready</h2>
              <p className="muted">
                Each person gets their own private link (it is their seat — do not share it). Bots play by
                themselves.
              </p>
              {humans.map((s) => (
                <div className="field" key={s.seat}>
                  <label htmlFor={`link-${s.seat}`}>
                    {s.name}&apos;s seat link —{" "}
                    <a href={`/g/${created.gameId}?t=${s.token}`} data-testid={`seat-link-${s.seat}`}>
                      open here
                    </a>
                  </label>
                  <input
                    id={`link-${s.seat}`}
                    readOnly
                    value={`${origin}/g/${created.gameId}?t=${s.token}`}
                    onFocus={(e) => e.target.select()}
                  />
                </div>
              ))}
              <div className="field">
                <label htmlFor="spectate">Spectator link</label>
                <input
                  id="spectate"
                  readOnly
                  value={`${origin}/g/${created.gameId}`}
                  onFocus={(e) => e.target.select()}
                />
              </div>
              {humans.length > 1 ? (
                <a href={hotSeatHref} data-testid="hot-seat">
                  <button type="button" className="primary">
                    Play all {humans.length} people on this device (hot-seat)
                  </button>
                </a>
              ) : humans.length === 1 ? (
                <a href={`/g/${created.gameId}?t=${humans[0]?.token}`} data-testid="take-seat">
                  <button type="button" className="primary">
                    Take your seat
                  </button>
                </a>
              ) : (
                <a href={`/g/${created.gameId}`}>
                  <button type="button" className="primary">
                    Watch the bots
                  </button>
                </a>
              )}
            </div>
          ) : (
            <>
              <h2>Your games</h2>
              {myGames.length === 0 ? (
                <p className="muted">Games you sit in on this device appear here.</p>
              ) : null}
              {myGames.map((g) => (
                <p key={g.gameId}>
                  <a href={`/g/${g.gameId}?t=${(tokens[g.gameId] ?? []).join(",")}`}>
                    {g.seats.map((s) => s.name).join(", ")}
                  </a>{" "}
                  <span className="muted">
                    — {g.map.name}, {PHASES[g.phase]}, turn {g.turn}
                  </span>
                </p>
              ))}
              <h2 style={{ marginTop: 16 }}>Open games</h2>
              {openGames.length === 0 ? <p className="muted">No other games are running.</p> : null}
              {openGames.map((g) => (
                <p key={g.gameId}>
                  <a href={`/g/${g.gameId}`}>{g.seats.map((s) => s.name).join(", ")}</a>{" "}
                  <span className="muted">
                    — {g.map.name}, turn {g.turn} (watch)
                  </span>
                </p>
              ))}
            </>
          )}
        </section>
      </main>
    </>
  );
}
