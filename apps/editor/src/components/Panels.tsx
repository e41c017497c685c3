"use client";
/**
 * The side panels: properties of the selection, problems, tallies, background layer, publishing,
 * play-test; and the derive review and help dialogs. They render store data and call back with
 * command factories; they never edit the document themselves.
 */
import { ARROW_COLOURS, DIRECTION_NAMES } from "@pudding/board-ui";
import type { FireCardOption } from "@pudding/great-fire";
import { DIRECTIONS, type Direction, type District, REGIONS } from "@pudding/great-fire";
import type { MapIssue } from "@pudding/map-schema";
import { useEffect, useState } from "react";
import {
  addReverseArrow,
  type EditorMap,
  renameDistrict,
  setMeta,
  updateArrow,
  updateCrossing,
  updateDistrict,
} from "../doc/commands";
import type { Command } from "../doc/store";
import type { DeriveResult } from "../geom/derive";
import type { Problem } from "../lib/problems";
import type { Tallies } from "../lib/tallies";
import type { BackgroundLayer, Selection } from "./Canvas";

export type Run = (make: (map: EditorMap) => Command) => void;

/** A text field that commits on Enter or blur (ids, whose rename touches many records). */
function CommitField({
  label,
  value,
  onCommit,
  testId,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
  testId?: string;
}) {
  const [v, setV] = useState(value);
  useEffect(() => setV(value), [value]);
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="text"
        value={v}
        data-testid={testId}
        onChange={(e) => setV(e.target.value)}
        onBlur={() => v !== value && onCommit(v)}
        onKeyDown={(e) => {
          if (e.key === "Enter") (e.target as HTMLInputElement).blur();
          if (e.key === "Escape") setV(value);
        }}
      />
    </label>
  );
}

function DistrictProps({ d, run }: { d: District; run: Run }) {
  const set = (patch: Parameters<typeof updateDistrict>[2], merge?: string) =>
    run((m) => updateDistrict(m, d.id, patch, merge));
  return (
    <div data-testid="district-props">
      <label className="field">
        <span>Name</span>
        <input
          type="text"
          aria-label="Name"
          value={d.name}
          onChange={(e) => set({ name: e.target.value }, `name:${d.id}`)}
        />
      </label>
      <CommitField
        label="Id"
        value={d.id}
        testId="prop-id"
        onCommit={(v) => run((m) => renameDistrict(m, d.id, v))}
      />
      <label className="field">
        <span>Kind</span>
        <select
          aria-label="Kind"
          value={d.kind}
          onChange={(e) => set({ kind: e.target.value as District["kind"] })}
        >
          <option value="district">district</option>
          <option value="park">park</option>
          <option value="origin">origin (Pudding Lane)</option>
        </select>
      </label>
      <label className="field">
        <span>Region</span>
        <select
          aria-label="Region"
          value={d.region}
          onChange={(e) => set({ region: e.target.value as District["region"] })}
        >
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Houses</span>
        <input
          type="number"
          aria-label="Houses"
          min={0}
          max={5}
          value={d.houses}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (Number.isInteger(n) && n >= 0 && n <= 5) set({ houses: n });
          }}
        />
      </label>
      <label className="field">
        <span>Objective</span>
        <select
          aria-label="Objective"
          value={d.objective ? String(d.objective.deck) : ""}
          onChange={(e) => {
            const deck = Number(e.target.value) as 1 | 2 | 3 | 0;
            set({ objective: deck ? { deck, vp: (deck * 2) as 2 | 4 | 6 } : undefined });
          }}
        >
          <option value="">none</option>
          <option value="1">deck I · 2 VP</option>
          <option value="2">deck II · 4 VP</option>
          <option value="3">deck III · 6 VP</option>
        </select>
      </label>
      <label className="field">
        <span>Extra action</span>
        <input
          type="checkbox"
          aria-label="Extra action (yellow band)"
          checked={d.extraAction === true}
          onChange={(e) => set({ extraAction: e.target.checked || undefined })}
        />
      </label>
      <label className="field">
        <span>Setup icon</span>
        <select
          aria-label="Setup icon"
          value={d.setupIcon ? String(d.setupIcon) : ""}
          onChange={(e) => set({ setupIcon: e.target.value ? (Number(e.target.value) as 4 | 5) : undefined })}
        >
          <option value="">none</option>
          <option value="4">4 (4+ players)</option>
          <option value="5">5 (5+ players)</option>
        </select>
      </label>
      <p className="muted">
        {d.polygon.length} vertices · drag a handle to move it (shared corners move together), double-click an
        edge to add one, <kbd>Del</kbd> removes the selected vertex. Drag the name to move the label.
      </p>
    </div>
  );
}

export function PropertiesPanel({ doc, selection, run }: { doc: EditorMap; selection: Selection; run: Run }) {
  const ids = doc.districts.map((d) => d.id);
  let body: React.ReactNode;
  const count = selection.districts.length + selection.arrows.length + selection.crossings.length;
  if (count > 1) {
    body = (
      <p data-testid="multi-props">
        {selection.districts.length} districts, {selection.arrows.length} arrows, {selection.crossings.length}{" "}
        crossings selected. <span className="muted">Delete, duplicate (Ctrl+D) or drag to move them.</span>
      </p>
    );
  } else if (selection.districts.length === 1) {
    const d = doc.districts.find((x) => x.id === selection.districts[0]);
    body = d ? <DistrictProps d={d} run={run} /> : null;
  } else if (selection.arrows.length === 1) {
    const i = selection.arrows[0] as number;
    const a = doc.arrows[i];
    const hasBack = a ? doc.arrows.some((b) => b.from === a.to && b.to === a.from) : true;
    body = a ? (
      <div data-testid="arrow-props">
        <label className="field">
          <span>From</span>
          <select
            aria-label="From"
            value={a.from}
            onChange={(e) => run((m) => updateArrow(m, i, { from: e.target.value }))}
          >
            {ids.map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>To</span>
          <select
            aria-label="To"
            value={a.to}
            onChange={(e) => run((m) => updateArrow(m, i, { to: e.target.value }))}
          >
            {ids.map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>
        <div className="row" role="radiogroup" aria-label="Direction">
          {DIRECTIONS.map((dir) => (
            <button
              key={dir}
              type="button"
              aria-pressed={a.direction === dir}
              aria-label={`Direction ${DIRECTION_NAMES[dir]}`}
              style={{ borderColor: ARROW_COLOURS[dir], borderWidth: 2 }}
              onClick={() => run((m) => updateArrow(m, i, { direction: dir }))}
            >
              {dir}
            </button>
          ))}
        </div>
        <div className="row">
          <button type="button" disabled={hasBack} onClick={() => run((m) => addReverseArrow(m, i))}>
            Add the way back
          </button>
          {hasBack ? (
            <span className="muted">the reverse arrow exists</span>
          ) : (
            <span className="count bad">no way back yet</span>
          )}
        </div>
      </div>
    ) : null;
  } else if (selection.crossings.length === 1) {
    const i = selection.crossings[0] as number;
    const c = doc.crossings[i];
    body = c ? (
      <div data-testid="crossing-props">
        {(["nw", "ne", "sw", "se"] as const).map((q) => (
          <label className="field" key={q}>
            <span>{q.toUpperCase()}</span>
            <select
              aria-label={q.toUpperCase()}
              value={c[q]}
              onChange={(e) => run((m) => updateCrossing(m, i, { [q]: e.target.value }))}
            >
              {ids.map((id) => (
                <option key={id}>{id}</option>
              ))}
            </select>
          </label>
        ))}
        <p className="muted">
          Fire steps NW→SE with S or E, SE→NW with N or W, NE→SW with S or W, SW→NE with N or E (§1.1).
        </p>
      </div>
    ) : null;
  } else {
    body = (
      <div data-testid="map-props">
        <label className="field">
          <span>Map name</span>
          <input
            type="text"
            aria-label="Map name"
            value={doc.name}
            onChange={(e) => run((m) => setMeta(m, { name: e.target.value }, "meta:name"))}
          />
        </label>
        <CommitField
          label="Map id"
          value={doc.id}
          testId="map-id"
          onCommit={(v) => run((m) => setMeta(m, { id: v }))}
        />
        <label className="field">
          <span>Size</span>
          <span className="row">
            <input
              type="number"
              aria-label="Width"
              style={{ width: 80 }}
              value={doc.size.width}
              onChange={(e) =>
                Number(e.target.value) > 0 &&
                run((m) => setMeta(m, { size: { ...m.size, width: Number(e.target.value) } }, "meta:size"))
              }
            />
            ×
            <input
              type="number"
              aria-label="Height"
              style={{ width: 80 }}
              value={doc.size.height}
              onChange={(e) =>
                Number(e.target.value) > 0 &&
                run((m) => setMeta(m, { size: { ...m.size, height: Number(e.target.value) } }, "meta:size"))
              }
            />
          </span>
        </label>
        <label className="field">
          <span>Description</span>
          <textarea
            aria-label="Description"
            rows={2}
            value={doc.description}
            onChange={(e) => run((m) => setMeta(m, { description: e.target.value }, "meta:desc"))}
          />
        </label>
        <p className="muted">
          {doc.districts.length} districts · {doc.arrows.length} arrows · {doc.crossings.length} crossings ·{" "}
          {doc.borders.length} borders
        </p>
      </div>
    );
  }
  return (
    <section aria-label="Properties">
      <h2>Properties</h2>
      {body}
    </section>
  );
}

export function ProblemsPanel({ problems, onPick }: { problems: Problem[]; onPick: (p: Problem) => void }) {
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  return (
    <section aria-label="Problems">
      <h2>
        Problems
        <span data-testid="problem-count" className={`count ${errors ? "bad" : ""}`}>
          {errors} errors · {warnings} warnings
        </span>
      </h2>
      {problems.length === 0 ? (
        <p className="clean" data-testid="no-problems">
          No problems: the map passes every check of map-schema.
        </p>
      ) : (
        <ul className="problems" data-testid="problems">
          {problems.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: issues are recomputed as a whole
            <li key={i} className={p.severity}>
              <button
                type="button"
                data-testid="problem"
                onClick={() => onPick(p)}
                title="Select and zoom to it"
              >
                {p.message} <code>{p.path}</code>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function TalliesPanel({ tallies }: { tallies: Tallies }) {
  const rows = [
    ...tallies.regions,
    tallies.yellow,
    ...tallies.decks,
    tallies.setup5,
    tallies.setup4,
    tallies.origins,
  ];
  return (
    <section aria-label="Tallies">
      <h2>Tallies</h2>
      <table className="tallies" data-testid="tallies">
        <tbody>
          {rows.map((t) => (
            <tr key={t.label} className={t.value === t.target ? "on" : "off"}>
              <td>{t.label}</td>
              <td className="num" data-testid={`tally-${t.label}`}>
                {t.value} / {t.target}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function BackgroundPanel({
  bg,
  setBg,
  onLoad,
  onCalibrate,
  calibrating,
}: {
  bg: BackgroundLayer | null;
  setBg: (b: BackgroundLayer | null) => void;
  onLoad: (f: File) => void;
  onCalibrate: () => void;
  calibrating: string | null;
}) {
  return (
    <section aria-label="Background">
      <h2>Background</h2>
      <div className="row">
        <label>
          <span className="visually-hidden">Background image</span>
          <input
            type="file"
            accept="image/*"
            aria-label="Background image"
            onChange={(e) => e.target.files?.[0] && onLoad(e.target.files[0])}
            style={{ width: 200 }}
          />
        </label>
      </div>
      {bg ? (
        <>
          <div className="row">
            <label>
              <input
                type="checkbox"
                checked={bg.visible}
                onChange={(e) => setBg({ ...bg, visible: e.target.checked })}
              />{" "}
              visible
            </label>
            <label>
              <input
                type="checkbox"
                checked={bg.locked}
                onChange={(e) => setBg({ ...bg, locked: e.target.checked })}
              />{" "}
              locked
            </label>
            <button type="button" onClick={() => setBg(null)}>
              Remove
            </button>
          </div>
          <label className="field">
            <span>Opacity</span>
            <input
              type="range"
              aria-label="Background opacity"
              min={0}
              max={1}
              step={0.05}
              value={bg.opacity}
              onChange={(e) => setBg({ ...bg, opacity: Number(e.target.value) })}
            />
          </label>
          {(["x", "y", "scale", "rotation"] as const).map((k) => (
            <label className="field" key={k}>
              <span>{k}</span>
              <input
                type="number"
                aria-label={`Background ${k}`}
                disabled={bg.locked}
                step={k === "scale" ? 0.01 : 1}
                value={Math.round(bg.placement[k] * 1000) / 1000}
                onChange={(e) =>
                  setBg({ ...bg, placement: { ...bg.placement, [k]: Number(e.target.value) } })
                }
              />
            </label>
          ))}
          <div className="row">
            <button
              type="button"
              disabled={bg.locked}
              onClick={onCalibrate}
              aria-pressed={calibrating !== null}
            >
              Calibrate by two points
            </button>
          </div>
          {calibrating ? <p className="muted">{calibrating}</p> : null}
        </>
      ) : (
        <p className="muted">Load a photo or scan of a board to trace over it.</p>
      )}
    </section>
  );
}

export function PublishPanel({
  server,
  setServer,
  onPublish,
  onOpenList,
  state,
}: {
  server: string;
  setServer: (s: string) => void;
  onPublish: () => void;
  onOpenList: () => void;
  state: {
    busy: boolean;
    result:
      | { ok: true; id: string; version: number; warnings: number; url: string }
      | { ok: false; message: string; issues?: MapIssue[] }
      | null;
  };
}) {
  return (
    <section aria-label="Publish">
      <h2>Play server</h2>
      <label className="field">
        <span>Server</span>
        <input
          type="url"
          aria-label="Server URL"
          value={server}
          onChange={(e) => setServer(e.target.value)}
        />
      </label>
      <div className="row">
        <button type="button" className="primary" disabled={state.busy} onClick={onPublish}>
          Publish
        </button>
        <button type="button" disabled={state.busy} onClick={onOpenList}>
          Open from server…
        </button>
      </div>
      {state.result?.ok ? (
        <p data-testid="publish-result">
          Published <strong>{state.result.id}</strong> version {state.result.version}
          {state.result.warnings ? ` (${state.result.warnings} warnings)` : ""}.{" "}
          <a href={state.result.url} target="_blank" rel="noreferrer" data-testid="play-link">
            Play this map
          </a>
        </p>
      ) : state.result ? (
        <div data-testid="publish-error" className="count bad">
          {state.result.message}
          {state.result.issues?.length ? (
            <ul className="muted">
              {state.result.issues.slice(0, 8).map((i, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
                <li key={k}>
                  {i.path}: {i.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export const CLASS_COLOURS = ["", "#c8281e", "#e08a00", "#6d6d6d", "#4a4a9a"] as const;

export function PlaytestPanel({
  card,
  setCard,
  option,
  error,
  mode,
  setMode,
  onClear,
  names,
}: {
  card: Direction;
  setCard: (d: Direction) => void;
  option: FireCardOption | null;
  error: string | null;
  mode: "fire" | "team" | "burnt";
  setMode: (m: "fire" | "team" | "burnt") => void;
  onClear: () => void;
  names: Map<string, string>;
}) {
  const name = (id: string) => names.get(id) ?? id;
  return (
    <section aria-label="Play-test">
      <h2>Play-test</h2>
      <p className="muted">
        Click districts to set fire (2 cones: a source, §4.1), teams or burnt houses; Pudding Lane burns from
        the start. The engine lists where a card sends the fire and each destination's §4.2 class.
      </p>
      <div className="row" role="radiogroup" aria-label="Click puts">
        {(["fire", "team", "burnt"] as const).map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => setMode(m)}>
            {m}
          </button>
        ))}
        <button type="button" onClick={onClear}>
          Clear
        </button>
      </div>
      <div className="row" role="radiogroup" aria-label="Card">
        {DIRECTIONS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={card === d}
            style={{ borderColor: ARROW_COLOURS[d], borderWidth: 2 }}
            onClick={() => setCard(d)}
            aria-label={`Card ${DIRECTION_NAMES[d]}`}
          >
            {d}
          </button>
        ))}
      </div>
      {error ? <p className="count bad">{error}</p> : null}
      {option ? (
        <div data-testid="playtest-result">
          {!option.playable ? (
            <p>This card cannot be played: no source reaches a destination (§4.4).</p>
          ) : null}
          {option.sources.map((s) => (
            <div key={s.from}>
              <strong>From {name(s.from)}</strong>
              {s.destinations.map((d) => (
                <div key={d.to} className="dest" data-testid="destination">
                  <span className="cls" style={{ background: CLASS_COLOURS[d.priorityClass] }}>
                    {d.priorityClass}
                  </span>
                  {name(d.to)} {d.allowed ? "— allowed" : <span className="muted">— {d.reason}</span>}
                </div>
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function DeriveDialog({
  result,
  names,
  onApply,
  onClose,
}: {
  result: DeriveResult;
  names: Map<string, string>;
  existingArrows: EditorMap["arrows"];
  onApply: (choice: { arrows: number[]; borders: number[]; crossings: number[]; stale: number[] }) => void;
  onClose: () => void;
}) {
  const [arrows, setArrows] = useState(() => new Set(result.arrows.map((_, i) => i)));
  const [borders, setBorders] = useState(() => new Set(result.borders.map((_, i) => i)));
  const [crossings, setCrossings] = useState(() => new Set(result.crossings.map((_, i) => i)));
  const [stale, setStale] = useState(() => new Set<number>());
  const n = (id: string) => names.get(id) ?? id;
  const toggle = (set: Set<number>, setter: (s: Set<number>) => void, i: number) => {
    const next = new Set(set);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    setter(next);
  };
  const list = <T,>(
    title: string,
    items: T[],
    chosen: Set<number>,
    setter: (s: Set<number>) => void,
    text: (x: T) => string,
  ) =>
    items.length ? (
      <>
        <h3>
          {title} ({chosen.size}/{items.length})
        </h3>
        <div className="derive-list">
          {items.map((x, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed proposal
            <label key={i}>
              <input type="checkbox" checked={chosen.has(i)} onChange={() => toggle(chosen, setter, i)} />{" "}
              {text(x)}
            </label>
          ))}
        </div>
      </>
    ) : null;
  const empty =
    result.arrows.length + result.borders.length + result.crossings.length + result.staleArrows.length === 0;
  return (
    <div className="overlay" role="dialog" aria-label="Derive" data-testid="derive-dialog">
      <div className="dialog">
        <h2>Derive adjacencies from the outlines</h2>
        <p className="muted">
          {result.neighbours.length} pairs of districts share a border. Proposed below: what the map lacks.
          Untick what you do not want.
        </p>
        {empty ? (
          <p className="clean">
            Nothing to add: every shared border already has its arrows or movement border.
          </p>
        ) : null}
        {list(
          "Fire arrows (§1.1)",
          result.arrows,
          arrows,
          setArrows,
          (a) => `${n(a.from)} → ${n(a.to)} (${a.direction})`,
        )}
        {list(
          "Movement borders (parks)",
          result.borders,
          borders,
          setBorders,
          (b) => `${n(b.a)} ↔ ${n(b.b)}`,
        )}
        {list(
          "Crossings (four-district corners)",
          result.crossings,
          crossings,
          setCrossings,
          (c) => `NW ${n(c.nw)} · NE ${n(c.ne)} · SW ${n(c.sw)} · SE ${n(c.se)}`,
        )}
        {list(
          "Remove stale arrows (districts no longer touch)",
          result.staleArrows,
          stale,
          setStale,
          (i) => `arrow ${i}`,
        )}
        <div className="row" style={{ marginTop: 10 }}>
          <button
            type="button"
            className="primary"
            disabled={empty}
            onClick={() =>
              onApply({
                arrows: [...arrows].sort((a, b) => a - b),
                borders: [...borders].sort((a, b) => a - b),
                crossings: [...crossings].sort((a, b) => a - b),
                stale: [...stale],
              })
            }
          >
            Apply selected
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

export const SHORTCUTS: [string, string][] = [
  ["V", "Select / move (click, Shift+click, drag a marquee)"],
  ["D", "Draw a district point by point (click the first point or Enter to close)"],
  ["A", "Arrow: click the district the fire leaves, then its neighbour"],
  ["C", "Crossing: click a corner where four districts meet"],
  ["K", "Split the selected district by a cut line (two clicks)"],
  ["M", "Merge: click the district to keep, then its neighbour"],
  ["T", "Play-test fire moves in place"],
  ["G", "Derive arrows, borders and crossings from the outlines"],
  ["Alt (hold)", "Turn snapping off while drawing or dragging"],
  ["Space + drag, middle button", "Pan"],
  ["Wheel", "Zoom at the pointer"],
  ["F / 1", "Fit the map / 100%"],
  ["Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y", "Undo / redo"],
  ["Ctrl+D", "Duplicate the selected districts"],
  ["Ctrl+A", "Select every district"],
  ["Del / Backspace", "Delete the selection (or the selected vertex)"],
  ["R", "Add the way back of the selected arrow"],
  ["N / E / S / W (arrow selected)", "Set the arrow's direction"],
  ["Enter / Backspace / Esc", "Close the outline / drop the last point / cancel"],
  ["Ctrl+S", "Export JSON"],
  ["?", "This help"],
];

export function HelpDialog({ onClose }: { onClose: () => void }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it too (global shortcut)
    <div
      className="overlay"
      role="dialog"
      aria-label="Keyboard shortcuts"
      onClick={onClose}
      data-testid="help"
    >
      <div className="dialog">
        <h2>Keyboard shortcuts</h2>
        <div className="keys">
          {SHORTCUTS.map(([k, what]) => (
            <div key={k}>
              <kbd>{k}</kbd> {what}
            </div>
          ))}
        </div>
        <p className="muted">Press ? or Esc to close.</p>
      </div>
    </div>
  );
}

export function IssuesDialog({
  title,
  issues,
  onClose,
}: {
  title: string;
  issues: MapIssue[];
  onClose: () => void;
}) {
  return (
    <div className="overlay" role="dialog" aria-label={title} data-testid="issues-dialog">
      <div className="dialog">
        <h2>{title}</h2>
        <ul>
          {issues.slice(0, 40).map((i, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={k}>
              <code>{i.path}</code>: {i.message}
            </li>
          ))}
        </ul>
        {issues.length > 40 ? <p className="muted">…and {issues.length - 40} more.</p> : null}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
