/**
 * The visual card editor for the data sets the rulebook does not print (§17): the event deck
 * (winds on a compass, firestorm patterns painted on a 6 × 6 city, special events), the squad deck,
 * the wardens, the barracks boards and the track values. Every edit is validated live by the
 * module's own parse functions (path + sentence, a click goes to the card), versioned (an edited
 * data set takes a new id, §17.8), undoable, kept in the browser, exported and imported as JSON,
 * and published by the host: the cards as part of a city map document (the city carries its decks),
 * the track values as a rule set (they are rule options, §17.4). The host may mount the balance
 * lab on the edited data.
 */
import { useElementSize } from "@pudding/board-ui";
import type { Issue } from "@pudding/engine";
import { THE_BRIGADE } from "@pudding/the-brigade";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { affiliationLook, TONES } from "../table/colours.js";
import { EventCardFace, eventCardWords } from "../table/panels/cards.js";
import { Buckets, EmblemIcon } from "../table/panels/icons.js";
import { Field, TextInput, TracksEditor, type TracksValue, UI } from "./controls.js";
import { BarracksEditor, EventEditor, SquadEditor, WardenEditor } from "./editors.js";
import {
  addCard,
  type CardCity,
  edit,
  embedCards,
  type History,
  historyOf,
  importCards,
  locate,
  newCard,
  nextVersion,
  problemsAt,
  problemsOf,
  redo,
  removeCard,
  type Section,
  setCard,
  shippedCardCity,
  undo,
} from "./model.js";

const SERIF = "Georgia, 'Times New Roman', serif";

/** The storage key of the editor's autosave. */
export const CARDS_STORAGE_KEY = "pudding-lane.brigade.cards.v1";

/** What publishing the city answered. */
export type CardPublishResult =
  | { ok: true; id: string; version: number; url?: string }
  | { ok: false; message: string; issues?: readonly Issue[] };

/** What publishing the track values answered. */
export type RulesPublishResult =
  | { ok: true; id: string }
  | { ok: false; issues: readonly { path: string; message: string }[] };

/** Props of {@link CardWorkspace}. */
export interface CardWorkspaceProps {
  /** Where the work is kept between visits (default: `window.localStorage`; null: nowhere). */
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
  /** Publishes the city carrying the cards (the play server's `maps.publish`). */
  publish?(city: unknown): Promise<CardPublishResult>;
  /** Publishes the track values as a rule set (the play server's `rules.publish`). */
  publishRules?(name: string, rules: unknown): Promise<RulesPublishResult>;
  /** The map editor's city, to edit its cards (null when there is none). */
  loadMapCity?(): unknown | null;
  /** The balance lab on the edited data (the host mounts it): the city and the rule set to test. */
  lab?(city: CardCity, rules: { tracks: TracksValue }): ReactNode;
  /** Left of the top bar (brand, workspace links). */
  header?: ReactNode;
  /** The document to start from (default: the autosave, else the shipped Tinderbox with reconstructed-v1). */
  initial?: CardCity;
}

const DEFAULT_TRACKS = (): TracksValue => {
  const r = THE_BRIGADE.rules.parse({});
  return r.ok
    ? (JSON.parse(JSON.stringify(r.value.tracks)) as TracksValue)
    : { squad: [], cistern: [], command: [] };
};

interface Saved {
  doc: CardCity;
  tracks: TracksValue;
}

function load(storage: CardWorkspaceProps["storage"]): Saved | null {
  try {
    const raw = storage?.getItem(CARDS_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Saved;
    return v?.doc?.cards ? v : null;
  } catch {
    return null;
  }
}

const TABS: { id: Section | "tracks" | "dataset" | "lab"; label: string }[] = [
  { id: "events", label: "Event cards" },
  { id: "squad", label: "Squad cards" },
  { id: "wardens", label: "Wardens" },
  { id: "barracks", label: "Barracks" },
  { id: "tracks", label: "Tracks" },
  { id: "dataset", label: "Data set" },
  { id: "lab", label: "Lab" },
];

/** Downloads a JSON file. */
function download(name: string, value: unknown) {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** The list of one section's cards. */
function CardList({
  doc,
  section,
  selected,
  onSelect,
  problems,
}: {
  doc: CardCity;
  section: Section;
  selected: number;
  onSelect(i: number): void;
  problems: readonly Issue[];
}) {
  const cards = doc.cards[section] as {
    id: string;
    name: string;
    kind?: string;
    affiliation?: string;
    water?: number;
    colour?: string;
  }[];
  const bad = new Set(
    problems
      .map((p) => locate(p.path))
      .filter((l) => l.section === section)
      .map((l) => l.index),
  );
  return (
    <ul
      aria-label={`${section} cards`}
      data-testid="card-list"
      style={{
        listStyle: "none",
        margin: 0,
        padding: 0,
        display: section === "events" ? "grid" : "grid",
        gridTemplateColumns: section === "events" ? "repeat(auto-fill, minmax(92px, 1fr))" : "1fr",
        gap: 6,
      }}
    >
      {cards.map((c, i) => {
        const on = i === selected;
        const style = {
          all: "unset" as const,
          cursor: "pointer",
          display: "block",
          width: "100%",
          boxSizing: "border-box" as const,
          borderRadius: 10,
          outline: on ? "3px solid #1f6fb2" : bad.has(i) ? "3px solid #b3261e" : undefined,
          outlineOffset: 1,
        };
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: ids may repeat while a set is being edited (the duplicate is a reported problem), so the position is part of the key
          <li key={`${c.id}-${i}`}>
            <button
              type="button"
              style={style}
              onClick={() => onSelect(i)}
              aria-pressed={on}
              aria-label={`${
                section === "events" ? eventCardWords(c as Parameters<typeof eventCardWords>[0]) : c.name
              }${bad.has(i) ? " (has problems)" : ""}`}
              data-card={c.id}
            >
              {section === "events" ? (
                <EventCardFace card={c as Parameters<typeof EventCardFace>[0]["card"]} width="100%" compact />
              ) : (
                <span
                  style={{
                    display: "flex",
                    gap: 6,
                    alignItems: "center",
                    padding: "6px 8px",
                    background: on ? "#e6eef8" : "#fbf4e2",
                    border: "1px solid #cdbb94",
                    borderRadius: 10,
                    fontFamily: SERIF,
                  }}
                >
                  {section === "squad" ? (
                    <EmblemIcon look={affiliationLook(c.affiliation ?? "none")} size={18} />
                  ) : null}
                  <strong style={{ flex: 1, minWidth: 0, fontSize: 13 }}>{c.name}</strong>
                  {section === "squad" ? (
                    <Buckets water={c.water ?? 0} capacity={c.water ?? 0} size={12} />
                  ) : null}
                  {section === "barracks" ? <span style={{ fontSize: 12 }}>{c.colour}</span> : null}
                  {bad.has(i) ? <span style={{ color: "#b3261e" }}>⚠</span> : null}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The card editor. */
export function CardWorkspace({
  storage: given,
  publish,
  publishRules,
  loadMapCity,
  lab,
  header,
  initial,
}: CardWorkspaceProps) {
  const storage = given === undefined ? (typeof window !== "undefined" ? window.localStorage : null) : given;
  const [saved] = useState(() => load(storage));
  const [history, setHistory] = useState<History>(() =>
    historyOf(initial ?? saved?.doc ?? shippedCardCity()),
  );
  const [tracks, setTracks] = useState<TracksValue>(() => saved?.tracks ?? DEFAULT_TRACKS());
  const [tab, setTab] = useState<(typeof TABS)[number]["id"]>("events");
  const [selected, setSelected] = useState<Record<Section, number>>({
    events: 0,
    squad: 0,
    wardens: 0,
    barracks: 0,
  });
  const [message, setMessage] = useState<{ text: string; error?: boolean; url?: string } | null>(
    saved ? { text: "Restored your cards from this browser." } : null,
  );
  const [busy, setBusy] = useState(false);
  const [rulesName, setRulesName] = useState("My track values");
  const doc = history.present;
  const problems = useMemo(() => problemsOf(doc), [doc]);
  const trackIssues = useMemo(() => {
    const r = THE_BRIGADE.rules.parse({ tracks });
    if (!r.ok) return r.issues;
    return THE_BRIGADE.rules.check?.(r.value, 3) ?? [];
  }, [tracks]);
  const errors = problems.filter((p) => p.severity !== "warning");
  const { ref, size } = useElementSize<HTMLDivElement>();
  const wide = (size?.width ?? 1200) >= 900;

  useEffect(() => {
    try {
      storage?.setItem(CARDS_STORAGE_KEY, JSON.stringify({ doc, tracks } satisfies Saved));
    } catch {
      // A full or disabled storage: the work stays in memory.
    }
  }, [doc, tracks, storage]);

  const change = useCallback((f: (d: CardCity) => CardCity) => setHistory((h) => edit(h, f)), []);

  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT")) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "z") {
        e.preventDefault();
        setHistory((h) => (e.shiftKey ? redo(h) : undo(h)));
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "y") {
        e.preventDefault();
        setHistory(redo);
      }
    };
    window.addEventListener("keydown", key);
    return () => window.removeEventListener("keydown", key);
  }, []);

  const section = (
    tab === "events" || tab === "squad" || tab === "wardens" || tab === "barracks" ? tab : null
  ) as Section | null;
  const index = section ? Math.min(selected[section], (doc.cards[section] as unknown[]).length - 1) : -1;
  const select = (s: Section, i: number) => {
    setTab(s);
    setSelected((x) => ({ ...x, [s]: i }));
  };
  const add = (kind: Parameters<typeof newCard>[1]) => {
    const n = newCard(doc.cards, kind);
    const at = (doc.cards[n.section] as unknown[]).length;
    change((d) => addCard(d, n.section, n.card));
    select(n.section, at);
  };

  const doImport = async (file: File) => {
    const r = importCards(await file.text(), doc);
    if (!r.ok) {
      setMessage({
        text: `${file.name} cannot be opened: ${r.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
        error: true,
      });
      return;
    }
    setHistory((h) => ({ past: [...h.past, h.present], present: r.doc, future: [] }));
    setMessage({ text: `${r.note} from ${file.name}` });
  };
  const doPublish = async () => {
    if (!publish) return;
    if (errors.length) {
      setMessage({
        text: `Fix the ${errors.length} problem${errors.length === 1 ? "" : "s"} first: the play server refuses a city it cannot parse.`,
        error: true,
      });
      return;
    }
    setBusy(true);
    const r = await publish(doc);
    setBusy(false);
    if (r.ok)
      setMessage({
        text: `Published the city with the cards "${doc.cards.id}" as ${r.id} (version ${r.version}).`,
        url: r.url,
      });
    else
      setMessage({
        text: `Publish refused: ${r.message}${r.issues?.length ? ` — ${r.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}` : ""}`,
        error: true,
      });
  };
  const doPublishRules = async () => {
    if (!publishRules) return;
    setBusy(true);
    const r = await publishRules(rulesName, { tracks });
    setBusy(false);
    setMessage(
      r.ok
        ? { text: `Published the rule set "${rulesName}" (${r.id}): pick it in the lobby's rules.` }
        : { text: `Refused: ${r.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`, error: true },
    );
  };

  const cards = doc.cards;
  const current = section ? (cards[section] as unknown[])[index] : undefined;
  const issuesHere = section && index >= 0 ? problemsAt(problems, section, index) : [];
  const setCurrent = (c: unknown) => section && change((d) => setCard(d, section, index, c));

  const editor =
    section && current !== undefined ? (
      section === "events" ? (
        <EventEditor card={current as never} onChange={setCurrent} issues={issuesHere} />
      ) : section === "squad" ? (
        <SquadEditor card={current as never} onChange={setCurrent} issues={issuesHere} />
      ) : section === "wardens" ? (
        <WardenEditor card={current as never} onChange={setCurrent} issues={issuesHere} />
      ) : (
        <BarracksEditor card={current as never} onChange={setCurrent} issues={issuesHere} />
      )
    ) : null;

  const counts: Record<string, number> = {
    events: cards.events.length,
    squad: cards.squad.length,
    wardens: cards.wardens.length,
    barracks: cards.barracks.length,
  };

  return (
    <div
      ref={ref}
      data-testid="card-workspace"
      style={{
        fontFamily: SERIF,
        color: TONES.ink,
        display: "grid",
        gap: 10,
        padding: wide ? 12 : 6,
        minWidth: 0,
      }}
    >
      <header style={{ ...UI.card, display: "flex", gap: 8, flexWrap: "wrap", alignItems: "center" }}>
        {header}
        <strong style={{ fontSize: 18 }}>The Brigade — cards</strong>
        <span data-testid="dataset-id" style={{ fontSize: 13 }}>
          data set <code>{cards.id}</code> · {cards.name}
        </span>
        <span style={{ flex: 1 }} />
        <button
          type="button"
          style={UI.button}
          disabled={!history.past.length}
          onClick={() => setHistory(undo)}
          title="Undo (Ctrl+Z)"
        >
          Undo
        </button>
        <button
          type="button"
          style={UI.button}
          disabled={!history.future.length}
          onClick={() => setHistory(redo)}
          title="Redo (Ctrl+Shift+Z)"
        >
          Redo
        </button>
        <label style={{ ...UI.button, display: "inline-block" }}>
          Import…
          <input
            type="file"
            accept=".json,application/json"
            aria-label="Import cards or city JSON"
            style={{ position: "absolute", width: 1, height: 1, opacity: 0 }}
            data-testid="import-cards"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void doImport(f);
              e.target.value = "";
            }}
          />
        </label>
        <button type="button" style={UI.button} onClick={() => download(`${cards.id}.json`, cards)}>
          Export cards
        </button>
        <button
          type="button"
          style={UI.button}
          onClick={() => download(`${String(doc.id)}-${cards.id}.json`, doc)}
        >
          Export city
        </button>
        {loadMapCity ? (
          <button
            type="button"
            style={UI.button}
            title="Edit the cards of the city open in the map editor"
            onClick={() => {
              const m = loadMapCity();
              if (!m)
                return setMessage({
                  text: "The map editor has no city of The Brigade open in this browser.",
                  error: true,
                });
              setHistory((h) => ({
                past: [...h.past, h.present],
                present: embedCards(m as never),
                future: [],
              }));
              setMessage({ text: "Opened the map editor's city and its cards." });
            }}
          >
            Map editor's city
          </button>
        ) : null}
        <button
          type="button"
          style={UI.button}
          onClick={() => {
            setHistory((h) => ({ past: [...h.past, h.present], present: shippedCardCity(), future: [] }));
            setMessage({
              text: "Back to the shipped Tinderbox and its reconstructed-v1 cards (Undo brings your work back).",
            });
          }}
        >
          Shipped cards
        </button>
        {publish ? (
          <button
            type="button"
            style={UI.primary}
            disabled={busy}
            onClick={() => void doPublish()}
            data-testid="publish-cards"
          >
            Publish city with these cards
          </button>
        ) : null}
      </header>
      {message ? (
        <div
          role="status"
          data-testid="cards-status"
          style={{
            padding: "6px 10px",
            borderRadius: 8,
            background: message.error ? "#fde8e4" : "#eef6e6",
            border: `1px solid ${message.error ? "#b3261e" : "#5f8a3a"}`,
          }}
        >
          {message.text}{" "}
          {message.url ? (
            <a href={message.url} target="_blank" rel="noreferrer" data-testid="play-link">
              Play with these cards
            </a>
          ) : null}
        </div>
      ) : null}
      <div
        role="tablist"
        aria-label="Card editor sections"
        style={{ display: "flex", gap: 4, flexWrap: "wrap" }}
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            onClick={() => setTab(t.id)}
            style={{
              ...UI.button,
              background: tab === t.id ? "#3b2a1a" : "#f7efd9",
              color: tab === t.id ? "#f6e7c4" : TONES.ink,
            }}
          >
            {t.label}
            {counts[t.id] !== undefined ? ` (${counts[t.id]})` : ""}
          </button>
        ))}
      </div>
      <div
        style={{
          display: "grid",
          gridTemplateColumns: wide ? "minmax(0, 1fr) minmax(260px, 340px)" : "minmax(0, 1fr)",
          gap: 10,
          alignItems: "start",
        }}
      >
        <main style={{ minWidth: 0, display: "grid", gap: 10 }}>
          {section ? (
            <div
              style={{
                display: "grid",
                gridTemplateColumns: wide ? "minmax(200px, 300px) minmax(0, 1fr)" : "minmax(0, 1fr)",
                gap: 10,
                alignItems: "start",
              }}
            >
              <section
                aria-label="Cards"
                style={{
                  ...UI.card,
                  display: "grid",
                  gap: 8,
                  maxHeight: wide ? "calc(100vh - 220px)" : 360,
                  overflowY: "auto",
                }}
              >
                <div style={{ display: "flex", gap: 4, flexWrap: "wrap" }}>
                  {section === "events" ? (
                    <>
                      <button type="button" style={UI.button} onClick={() => add("wind")}>
                        + Wind
                      </button>
                      <button type="button" style={UI.button} onClick={() => add("firestorm")}>
                        + Firestorm
                      </button>
                      <button type="button" style={UI.button} onClick={() => add("special")}>
                        + Special
                      </button>
                    </>
                  ) : (
                    <button type="button" style={UI.button} onClick={() => add(section)}>
                      + New
                    </button>
                  )}
                  <button
                    type="button"
                    style={UI.button}
                    disabled={current === undefined}
                    onClick={() => {
                      const c = JSON.parse(JSON.stringify(current)) as { id: string; name: string };
                      const copy = {
                        ...c,
                        id: `${c.id}-copy`.slice(0, 64),
                        name: `${c.name} (copy)`.slice(0, 60),
                      };
                      change((d) => addCard(d, section, copy));
                      select(section, (cards[section] as unknown[]).length);
                    }}
                  >
                    Duplicate
                  </button>
                  <button
                    type="button"
                    style={UI.button}
                    disabled={current === undefined}
                    onClick={() => change((d) => removeCard(d, section, index))}
                  >
                    Delete
                  </button>
                </div>
                <CardList
                  doc={doc}
                  section={section}
                  selected={index}
                  onSelect={(i) => select(section, i)}
                  problems={problems}
                />
              </section>
              <section aria-label="Card" style={{ ...UI.card }}>
                {editor ?? <p>No card in this section yet: add one.</p>}
              </section>
            </div>
          ) : null}
          {tab === "tracks" ? (
            <section aria-label="Track values" style={{ ...UI.card, display: "grid", gap: 10 }}>
              <p style={{ margin: 0, fontSize: 13 }}>
                The value printed on each space of the barracks board's tracks (§10, reconstruction §17.4);
                the last space is the blue circle and its bonus (§10.2). Track values are rule options, not
                cards: they travel in a rule set, which the lobby offers beside the presets.
              </p>
              <TracksEditor value={tracks} onChange={setTracks} issues={trackIssues} />
              <div style={{ display: "flex", gap: 6, flexWrap: "wrap", alignItems: "center" }}>
                <button type="button" style={UI.button} onClick={() => setTracks(DEFAULT_TRACKS())}>
                  Reset to §17.4
                </button>
                {publishRules ? (
                  <>
                    <input
                      aria-label="Rule set name"
                      style={{ ...UI.input, width: 220 }}
                      value={rulesName}
                      onChange={(e) => setRulesName(e.target.value)}
                    />
                    <button
                      type="button"
                      style={UI.primary}
                      disabled={busy || trackIssues.some((i) => i.severity !== "warning")}
                      onClick={() => void doPublishRules()}
                    >
                      Publish as a rule set
                    </button>
                  </>
                ) : null}
              </div>
            </section>
          ) : null}
          {tab === "dataset" ? (
            <section
              aria-label="Data set"
              style={{
                ...UI.card,
                display: "grid",
                gap: 8,
                gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
              }}
            >
              <Field
                label="Card data set id (its version, §17.8)"
                hint="an edited data set never keeps a shipped id"
                issues={problems.filter((p) => p.path === "cards.id")}
              >
                <TextInput
                  label="Data set id"
                  value={cards.id}
                  onChange={(v) => change((d) => ({ ...d, cards: { ...d.cards, id: v } }))}
                />
              </Field>
              <Field label="Data set name" issues={problems.filter((p) => p.path === "cards.name")}>
                <TextInput
                  label="Data set name"
                  value={cards.name}
                  onChange={(v) => change((d) => ({ ...d, cards: { ...d.cards, name: v } }))}
                />
              </Field>
              <Field label="Description" wide>
                <TextInput
                  label="Data set description"
                  multiline
                  value={cards.description}
                  onChange={(v) =>
                    change((d) => ({ ...d, cards: { ...d.cards, description: v || undefined } }))
                  }
                />
              </Field>
              <Field label="City name (the map published with the cards)">
                <TextInput
                  label="City name"
                  value={String(doc.name)}
                  onChange={(v) => change((d) => ({ ...d, name: v }))}
                />
              </Field>
              <div>
                <button
                  type="button"
                  style={UI.button}
                  onClick={() =>
                    change((d) => ({ ...d, cards: { ...d.cards, id: nextVersion(d.cards.id) } }))
                  }
                >
                  New version ({nextVersion(cards.id)})
                </button>
              </div>
            </section>
          ) : null}
          {tab === "lab" ? (
            <section aria-label="Lab on these cards" style={{ display: "grid", gap: 8, minWidth: 0 }}>
              <p style={{ ...UI.card, margin: 0, fontSize: 13 }}>
                Bots play this city with the cards <code>{cards.id}</code> and your track values, and the lab
                compares them with the shipped <code>reconstructed-v1</code> on the same seeds.
                {errors.length
                  ? ` Fix the ${errors.length} problem${errors.length === 1 ? "" : "s"} first.`
                  : ""}
              </p>
              {errors.length ? null : lab ? lab(doc, { tracks }) : <p>The host offers no lab here.</p>}
            </section>
          ) : null}
        </main>
        <aside
          aria-label="Problems"
          data-testid="card-problems"
          style={{
            ...UI.card,
            display: "grid",
            gap: 6,
            maxHeight: wide ? "calc(100vh - 160px)" : undefined,
            overflowY: "auto",
          }}
        >
          <h3 style={{ margin: 0, fontSize: 15 }}>
            Problems <span data-testid="card-problem-count">{errors.length}</span>
          </h3>
          {problems.length === 0 ? (
            <p data-testid="cards-valid" style={{ margin: 0, fontSize: 13, color: "#2f5a1c" }}>
              Valid: the module's checks pass ({counts.events} events, {counts.squad} squad cards,{" "}
              {counts.wardens} wardens, {counts.barracks} barracks boards).
            </p>
          ) : (
            <ul style={{ margin: 0, padding: 0, listStyle: "none", display: "grid", gap: 4 }}>
              {problems.map((p) => {
                const l = locate(p.path);
                return (
                  <li key={`${p.path}:${p.message}`}>
                    <button
                      type="button"
                      data-testid="card-problem"
                      style={{
                        all: "unset",
                        cursor: "pointer",
                        fontSize: 13,
                        color: p.severity === "warning" ? "#7a520a" : "#9b1c1c",
                      }}
                      onClick={() => (l.section ? select(l.section, l.index ?? 0) : setTab("dataset"))}
                    >
                      {p.message} <code style={{ fontSize: 11, color: TONES.muted }}>{p.path}</code>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </aside>
      </div>
    </div>
  );
}
