/**
 * The Great Fire's panels in the editor: play-test (the card, what a click puts, the engine's
 * destinations with their §4.2 class and why barred ones are barred), the derive review (the kit's
 * review dialog over `derive`'s proposal), and an arrow's "Add the way back".
 */
import type { DialogProps, RecordExtrasProps, ToolPanelProps } from "@pudding/editor-kit";
import { ReviewDialog } from "@pudding/editor-kit/react";
import type { FireCardOption } from "@pudding/great-fire";
import { type Arrow, DIRECTIONS } from "@pudding/great-fire";
import { ARROW_COLOURS, DIRECTION_NAMES } from "../table/index.js";
import { addReverseArrow } from "./commands.js";
import { applyDerive, type DeriveResult } from "./derive.js";
import { CLASS_COLOURS, type PlayMode, type PlayState, playtestOf } from "./tools.js";

/** Props of {@link PlaytestView}. */
export interface PlaytestViewProps {
  state: PlayState;
  setState(s: PlayState): void;
  option: FireCardOption | null;
  error: string | null;
  names: ReadonlyMap<string, string>;
}

/** The play-test panel's content (the panel and its stories). */
export function PlaytestView({ state, setState, option, error, names }: PlaytestViewProps) {
  const name = (id: string) => names.get(id) ?? id;
  return (
    <section aria-label="Play-test">
      <h2>Play-test</h2>
      <p className="muted">
        Click districts to set fire (2 cones: a source, §4.1), teams or burnt houses; Pudding Lane burns from
        the start. The engine lists where a card sends the fire and each destination's §4.2 class.
      </p>
      <div className="row" role="radiogroup" aria-label="Click puts">
        {(["fire", "team", "burnt"] as PlayMode[]).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={state.mode === m}
            onClick={() => setState({ ...state, mode: m })}
          >
            {m}
          </button>
        ))}
        <button type="button" onClick={() => setState({ ...state, fire: {}, teams: [], burnt: [] })}>
          Clear
        </button>
      </div>
      <div className="row" role="radiogroup" aria-label="Card">
        {DIRECTIONS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={state.card === d}
            style={{ borderColor: ARROW_COLOURS[d], borderWidth: 2 }}
            onClick={() => setState({ ...state, card: d })}
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

/** The play-test tool's side panel. */
export function PlaytestPanel({ state, setState, doc, names }: ToolPanelProps<PlayState>) {
  const r = playtestOf(doc, state);
  return (
    <PlaytestView
      state={state}
      setState={setState}
      option={r.ok ? r.option : null}
      error={r.ok ? null : r.message}
      names={names}
    />
  );
}

/** The derive review: what the outlines imply, ticked; options unticked; applied as one undo step. */
export function DeriveDialog({ data, api, names }: DialogProps) {
  const r = data as DeriveResult;
  const n = (id: string) => names.get(id) ?? id;
  const arrows = (api.doc.records.arrows ?? []) as unknown as Arrow[];
  const arrow = (i: number) => {
    const a = arrows[i];
    return a ? `${n(a.from)} → ${n(a.to)} (${a.direction})` : `arrow ${i}`;
  };
  return (
    <ReviewDialog
      label="Derive"
      testId="derive-dialog"
      title="Derive adjacencies from the outlines"
      intro={`${r.neighbours.length} pairs of districts share a border. Proposed below: what the map lacks. Untick what you do not want.`}
      emptyText="Nothing to add: every shared border already has its arrows or movement border, and every arrow faces its border."
      sections={[
        {
          id: "arrows",
          title: "Fire arrows (§1.1)",
          items: r.arrows.map((a) => `${n(a.from)} → ${n(a.to)} (${a.direction})`),
        },
        {
          id: "turns",
          title: "Arrows turned to face their border (§1.1)",
          items: r.turns.map((t) => `${arrow(t.index)} → ${t.direction}`),
        },
        {
          id: "borders",
          title: "Movement borders (parks)",
          items: r.borders.map((b) => `${n(b.a)} ↔ ${n(b.b)}`),
        },
        {
          id: "stale",
          title: "Remove stale arrows (districts no longer touch)",
          items: r.staleArrows.map(arrow),
          ticked: false,
        },
        {
          id: "corners",
          title: "Four-district corners without a crossing",
          items: r.corners.map((c) => `NW ${n(c.nw)} · NE ${n(c.ne)} · SW ${n(c.sw)} · SE ${n(c.se)}`),
          ticked: false,
          optional: true,
          note: "A crossing is printed where the board has one (§1.1 Example 1), not at every such corner: tick the ones your board prints.",
        },
      ]}
      onClose={() => api.close()}
      onApply={(c) => {
        api.close();
        api.run((doc) =>
          applyDerive(doc, r, {
            arrows: c.arrows ?? [],
            turns: c.turns ?? [],
            borders: c.borders ?? [],
            stale: c.stale ?? [],
            corners: c.corners ?? [],
          }),
        );
      }}
    />
  );
}

/** "Add the way back" under an arrow's fields. */
export function ArrowExtras({ index, record, doc, run }: RecordExtrasProps) {
  const a = record as unknown as Arrow;
  const hasBack = ((doc.records.arrows ?? []) as unknown as Arrow[]).some(
    (b) => b.from === a.to && b.to === a.from,
  );
  return (
    <div className="row">
      <button type="button" disabled={hasBack} onClick={() => run((d) => addReverseArrow(d, index))}>
        Add the way back
      </button>
      {hasBack ? (
        <span className="muted">the reverse arrow exists</span>
      ) : (
        <span className="count bad">no way back yet</span>
      )}
    </div>
  );
}
