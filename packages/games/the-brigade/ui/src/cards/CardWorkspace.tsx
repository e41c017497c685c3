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
import { type TFunction, useT } from "@pudding/i18n";
import { THE_BRIGADE } from "@pudding/the-brigade";
import { Fragment, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { BRIGADE_NS } from "../messages.js";
import { affiliationLook, TONES } from "../table/colours.js";
import { EventCardFace, eventCardWords } from "../table/panels/cards.js";
import { Buckets, EmblemIcon } from "../table/panels/icons.js";
import { Field, TextInput, TracksEditor, type TracksValue, UI } from "./controls.js";
import { BarracksEditor, colourWord, EventEditor, SquadEditor, WardenEditor } from "./editors.js";
import { CARDS_NS } from "./messages.js";
import {
  addCard,
  type CardCity,
  deckEdited,
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
  staleTexts,
  undo,
  withCards,
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
  /**
   * Open the map editor's city at once (the host sets it when the map editor's "Cards…" sent the
   * reader here): the card editor's city is then the map editor's (issue 32 §8).
   */
  openMapCity?: boolean;
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

/** The tabs (their labels: `tab.<id>` in the catalogue). */
const TABS: { id: Section | "tracks" | "dataset" | "lab" }[] = [
  { id: "events" },
  { id: "squad" },
  { id: "wardens" },
  { id: "barracks" },
  { id: "tracks" },
  { id: "dataset" },
  { id: "lab" },
];

/** Problems as one line (`path: message; …`). */
const issueLine = (issues: readonly Issue[]) => issues.map((i) => `${i.path}: ${i.message}`).join("; ");

/** The import's own problems (not JSON, not a known format) in the reader's language. */
const importIssue = (t: TFunction, i: Issue & { error?: string }): Issue =>
  i.code === "not-json"
    ? { ...i, message: t("import.notJson", { error: i.error ?? "" }) }
    : i.code === "unknown-format"
      ? { ...i, message: t("import.format") }
      : i;

/** A translated sentence with React nodes in place of its `{{name}}` placeholders. */
function withNodes(t: TFunction, key: string, nodes: Record<string, ReactNode>): ReactNode[] {
  const mark = "\u0001";
  const params = Object.fromEntries(Object.keys(nodes).map((k) => [k, `${mark}${k}${mark}`]));
  return (t(key, params) as string)
    .split(mark)
    .map((part, i) => (i % 2 === 1 && part in nodes ? <Fragment key={part}>{nodes[part]}</Fragment> : part));
}

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
  const t = useT(CARDS_NS);
  const tb = useT(BRIGADE_NS);
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
      aria-label={t(`list.${section}`)}
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
              aria-label={((name: string) => (bad.has(i) ? t("list.hasProblems", { name }) : name))(
                section === "events" ? eventCardWords(c as Parameters<typeof eventCardWords>[0], tb) : c.name,
              )}
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
                  {section === "barracks" ? (
                    <span style={{ fontSize: 12 }}>{colourWord(tb, c.colour)}</span>
                  ) : null}
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
  openMapCity,
}: CardWorkspaceProps) {
  const t = useT(CARDS_NS);
  const tb = useT(BRIGADE_NS);
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
    saved ? { text: t("restored") } : null,
  );
  const [busy, setBusy] = useState(false);
  const [rulesName, setRulesName] = useState(() => t("rules.defaultName"));
  const doc = history.present;
  // The module's problems, then texts that no longer match their data (warnings, issue 32 §8).
  const problems = useMemo(
    () => [
      ...problemsOf(doc),
      ...staleTexts(doc).map(
        (x): Issue => ({
          path: x.path,
          severity: "warning",
          code: `stale-${x.code}`,
          message:
            x.code === "windName"
              ? t("stale.windName", { said: x.params.said, direction: tb(`dir.${x.params.direction}`) })
              : t("stale.squadAbility", {
                  needs: tb(`aff.${x.params.needs}`),
                  affiliation: tb(`aff.${x.params.affiliation}`),
                }),
        }),
      ),
    ],
    [doc, t, tb],
  );
  /** A replacement that would discard edited cards, waiting for the reader's answer. */
  const [ask, setAsk] = useState<{
    text: string;
    yes: string;
    no: string;
    onYes: () => void;
    onNo?: () => void;
  } | null>(null);
  const replaceDoc = useCallback(
    (next: CardCity) => setHistory((h) => ({ past: [...h.past, h.present], present: next, future: [] })),
    [],
  );
  /**
   * The map editor's city becomes the card editor's: with its own edited cards (asking first when
   * that would replace the deck being edited), or carrying the deck being edited when it brings only
   * a shipped set.
   */
  const openCityOfMap = useCallback(() => {
    const m = loadMapCity?.();
    if (!m) {
      setMessage({ text: t("mapCity.none"), error: true });
      return;
    }
    const city = embedCards(m as never);
    const current = history.present;
    if (!deckEdited(current) || JSON.stringify(current.cards) === JSON.stringify(city.cards)) {
      replaceDoc(city);
      setMessage({ text: t("mapCity.opened") });
    } else if (!deckEdited(city)) {
      replaceDoc(withCards(city, current.cards));
      setMessage({ text: t("mapCity.keptCards") });
    } else
      setAsk({
        text: t("mapCity.ask", { cards: city.cards.id, mine: current.cards.id }),
        yes: t("mapCity.takeCards"),
        no: t("mapCity.keepCards"),
        onYes: () => {
          replaceDoc(city);
          setMessage({ text: t("mapCity.opened") });
        },
        onNo: () => {
          replaceDoc(withCards(city, current.cards));
          setMessage({ text: t("mapCity.keptCards") });
        },
      });
  }, [loadMapCity, history.present, replaceDoc, t]);
  const [openedFromMap, setOpenedFromMap] = useState(false);
  useEffect(() => {
    if (!openMapCity || openedFromMap) return;
    setOpenedFromMap(true);
    openCityOfMap();
  }, [openMapCity, openedFromMap, openCityOfMap]);
  const backToShipped = () => {
    const go = () => {
      replaceDoc(withCards(history.present));
      setMessage({ text: t("shipped.back") });
    };
    if (deckEdited(history.present))
      setAsk({
        text: t("shipped.ask", { cards: history.present.cards.id }),
        yes: t("ask.replace"),
        no: t("ask.keep"),
        onYes: go,
      });
    else go();
  };
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
        text: t("import.failed", {
          file: file.name,
          issues: issueLine(r.issues.map((i) => importIssue(t, i))),
        }),
        error: true,
      });
      return;
    }
    setHistory((h) => ({ past: [...h.past, h.present], present: r.doc, future: [] }));
    setMessage({ text: t(r.kind === "cards" ? "import.cards" : "import.city", { file: file.name }) });
  };
  const doPublish = async () => {
    if (!publish) return;
    if (errors.length) {
      setMessage({
        text: t("publish.fixFirst", { count: errors.length }),
        error: true,
      });
      return;
    }
    setBusy(true);
    const r = await publish(doc);
    setBusy(false);
    if (r.ok)
      setMessage({
        text: t("publish.done", { cards: doc.cards.id, id: r.id, version: r.version }),
        url: r.url,
      });
    else
      setMessage({
        text: r.issues?.length
          ? t("publish.refusedIssues", { message: r.message, issues: issueLine(r.issues) })
          : t("publish.refused", { message: r.message }),
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
        ? { text: t("rules.published", { name: rulesName, id: r.id }) }
        : { text: t("rules.refused", { issues: issueLine(r.issues) }), error: true },
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
        <strong style={{ fontSize: 18 }}>{t("title")}</strong>
        <span data-testid="dataset-id" style={{ fontSize: 13 }}>
          {t("header.dataset")} <code>{cards.id}</code> · {cards.name}
        </span>
        <span style={{ flex: 1 }} />
        <button
          type="button"
          style={UI.button}
          disabled={!history.past.length}
          onClick={() => setHistory(undo)}
          title={t("undo.title")}
        >
          {t("undo")}
        </button>
        <button
          type="button"
          style={UI.button}
          disabled={!history.future.length}
          onClick={() => setHistory(redo)}
          title={t("redo.title")}
        >
          {t("redo")}
        </button>
        <label style={{ ...UI.button, display: "inline-block" }}>
          {t("import")}
          <input
            type="file"
            accept=".json,application/json"
            aria-label={t("import.aria")}
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
          {t("export.cards")}
        </button>
        <button
          type="button"
          style={UI.button}
          onClick={() => download(`${String(doc.id)}-${cards.id}.json`, doc)}
        >
          {t("export.city")}
        </button>
        {loadMapCity ? (
          <button type="button" style={UI.button} title={t("mapCity.title")} onClick={openCityOfMap}>
            {t("mapCity.button")}
          </button>
        ) : null}
        <button type="button" style={UI.button} onClick={backToShipped}>
          {t("shipped.button")}
        </button>
        {publish ? (
          <button
            type="button"
            style={UI.primary}
            disabled={busy}
            onClick={() => void doPublish()}
            data-testid="publish-cards"
          >
            {t("publish.button")}
          </button>
        ) : null}
      </header>
      {ask ? (
        <div
          role="alertdialog"
          aria-label={ask.text}
          onKeyDown={(e) => {
            if (e.key === "Escape") setAsk(null);
          }}
          style={{ ...UI.card, borderColor: "#9b1c1c", display: "grid", gap: 6 }}
        >
          <strong>{ask.text}</strong>
          <span style={{ fontSize: 13, color: TONES.muted }}>{t("ask.undo")}</span>
          <span style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
            <button
              type="button"
              style={UI.primary}
              onClick={() => {
                setAsk(null);
                ask.onYes();
              }}
            >
              {ask.yes}
            </button>
            <button
              type="button"
              style={UI.button}
              // biome-ignore lint/a11y/noAutofocus: the question takes the focus so Escape and Enter answer it
              autoFocus
              onClick={() => {
                setAsk(null);
                ask.onNo?.();
              }}
            >
              {ask.no}
            </button>
          </span>
        </div>
      ) : null}
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
              {t("publish.play")}
            </a>
          ) : null}
        </div>
      ) : null}
      <div
        role="tablist"
        aria-label={t("sections.aria")}
        style={{ display: "flex", gap: 4, flexWrap: "wrap" }}
      >
        {TABS.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={tab === x.id}
            onClick={() => setTab(x.id)}
            style={{
              ...UI.button,
              background: tab === x.id ? "#3b2a1a" : "#f7efd9",
              color: tab === x.id ? "#f6e7c4" : TONES.ink,
            }}
          >
            {t(`tab.${x.id}`)}
            {counts[x.id] !== undefined ? ` (${counts[x.id]})` : ""}
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
                aria-label={t("cards.aria")}
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
                        {t("add.wind")}
                      </button>
                      <button type="button" style={UI.button} onClick={() => add("firestorm")}>
                        {t("add.firestorm")}
                      </button>
                      <button type="button" style={UI.button} onClick={() => add("special")}>
                        {t("add.special")}
                      </button>
                    </>
                  ) : (
                    <button type="button" style={UI.button} onClick={() => add(section)}>
                      {t("add.new")}
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
                    {t("duplicate")}
                  </button>
                  <button
                    type="button"
                    style={UI.button}
                    disabled={current === undefined}
                    onClick={() => change((d) => removeCard(d, section, index))}
                  >
                    {t("delete")}
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
              <section aria-label={t("card.aria")} style={{ ...UI.card }}>
                {editor ?? <p>{t("card.none")}</p>}
              </section>
            </div>
          ) : null}
          {tab === "tracks" ? (
            <section aria-label={t("tracks.aria")} style={{ ...UI.card, display: "grid", gap: 10 }}>
              <p style={{ margin: 0, fontSize: 13 }}>{t("tracks.intro")}</p>
              <TracksEditor value={tracks} onChange={setTracks} issues={trackIssues} />
              <div style={{ display: "flex", gap: 6, flexWrap: "wrap", alignItems: "center" }}>
                <button type="button" style={UI.button} onClick={() => setTracks(DEFAULT_TRACKS())}>
                  {t("tracks.reset")}
                </button>
                {publishRules ? (
                  <>
                    <input
                      aria-label={t("rules.nameAria")}
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
                      {t("rules.publish")}
                    </button>
                  </>
                ) : null}
              </div>
            </section>
          ) : null}
          {tab === "dataset" ? (
            <section
              aria-label={t("dataset.aria")}
              style={{
                ...UI.card,
                display: "grid",
                gap: 8,
                gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
              }}
            >
              <Field
                label={t("dataset.id")}
                hint={t("dataset.idHint")}
                issues={problems.filter((p) => p.path === "cards.id")}
              >
                <TextInput
                  label={t("dataset.idAria")}
                  value={cards.id}
                  onChange={(v) => change((d) => ({ ...d, cards: { ...d.cards, id: v } }))}
                />
              </Field>
              <Field label={t("dataset.name")} issues={problems.filter((p) => p.path === "cards.name")}>
                <TextInput
                  label={t("dataset.name")}
                  value={cards.name}
                  onChange={(v) => change((d) => ({ ...d, cards: { ...d.cards, name: v } }))}
                />
              </Field>
              <Field label={t("dataset.description")} wide>
                <TextInput
                  label={t("dataset.descriptionAria")}
                  multiline
                  value={cards.description}
                  onChange={(v) =>
                    change((d) => ({ ...d, cards: { ...d.cards, description: v || undefined } }))
                  }
                />
              </Field>
              <Field label={t("dataset.city")}>
                <TextInput
                  label={t("dataset.cityAria")}
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
                  {t("dataset.newVersion", { id: nextVersion(cards.id) })}
                </button>
              </div>
            </section>
          ) : null}
          {tab === "lab" ? (
            <section aria-label={t("lab.aria")} style={{ display: "grid", gap: 8, minWidth: 0 }}>
              <p style={{ ...UI.card, margin: 0, fontSize: 13 }}>
                {withNodes(t, "lab.intro", {
                  cards: <code>{cards.id}</code>,
                  shipped: <code>reconstructed-v1</code>,
                })}
                {errors.length ? ` ${t("lab.fixFirst", { count: errors.length })}` : ""}
              </p>
              {errors.length ? null : lab ? lab(doc, { tracks }) : <p>{t("lab.none")}</p>}
            </section>
          ) : null}
        </main>
        <aside
          aria-label={t("problems.title")}
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
            {t("problems.title")} <span data-testid="card-problem-count">{errors.length}</span>
          </h3>
          {problems.length === 0 ? (
            <p data-testid="cards-valid" style={{ margin: 0, fontSize: 13, color: "#2f5a1c" }}>
              {t("problems.valid", {
                events: t("count.events", { count: counts.events }),
                squad: t("count.squad", { count: counts.squad }),
                wardens: t("count.wardens", { count: counts.wardens }),
                barracks: t("count.barracks", { count: counts.barracks }),
              })}
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
