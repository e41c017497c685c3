/**
 * The Great Fire's panels in the editor: play-test (the card, what a click puts, the engine's
 * destinations with their §4.2 class and why barred ones are barred), the derive review (the kit's
 * review dialog over `derive`'s proposal), and an arrow's "Add the way back".
 */
import type { DialogProps, RecordExtrasProps, ToolPanelProps } from "@pudding/editor-kit";
import { ReviewDialog } from "@pudding/editor-kit/react";
import type { FireCardOption, FireDestination } from "@pudding/great-fire";
import { type Arrow, DIRECTIONS } from "@pudding/great-fire";
import { type Locale, useLocale } from "@pudding/i18n";
import { tOf } from "../messages.js";
import { ARROW_COLOURS, classWords, DIRECTION_NAMES } from "../table/index.js";
import type { PriorityClass } from "../table/types.js";
import { addReverseArrow } from "./commands.js";
import { applyDerive, type DeriveResult } from "./derive.js";
import { useGfT } from "./messages.js";
import { CLASS_COLOURS, type PlayMode, type PlayState, playtestOf } from "./tools.js";

/**
 * Why a destination is barred (§4.2): the engine's English sentence, or the same from the classes
 * in the table's words in another language (`best`: the class the card's source must take).
 */
function barredReason(d: FireDestination, best: number | undefined, locale: Locale): string | undefined {
  if (locale === "en" || best === undefined) return d.reason;
  const t = tOf(locale);
  return t("hint.barred", {
    class: d.priorityClass,
    words: classWords(d.priorityClass as PriorityClass, locale),
    best,
    bestWords: classWords(best as PriorityClass, locale),
  });
}

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
  const t = useGfT();
  const locale = useLocale();
  const name = (id: string) => names.get(id) ?? id;
  return (
    <section aria-label={t("Play-test")}>
      <h2>{t("Play-test")}</h2>
      <p className="muted">
        {t(
          "Click districts to set fire (2 cones: a source, §4.1), teams or burnt houses; Pudding Lane burns from the start. The engine lists where a card sends the fire and each destination's §4.2 class.",
        )}
      </p>
      <div className="row" role="radiogroup" aria-label={t("Click puts")}>
        {(["fire", "team", "burnt"] as PlayMode[]).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={state.mode === m}
            onClick={() => setState({ ...state, mode: m })}
          >
            {t(m)}
          </button>
        ))}
        <button type="button" onClick={() => setState({ ...state, fire: {}, teams: [], burnt: [] })}>
          {t("Clear")}
        </button>
      </div>
      <div className="row" role="radiogroup" aria-label={t("Card")}>
        {DIRECTIONS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={state.card === d}
            style={{ borderColor: ARROW_COLOURS[d], borderWidth: 2 }}
            onClick={() => setState({ ...state, card: d })}
            aria-label={t("Card {{dir}}", {
              dir: locale === "en" ? DIRECTION_NAMES[d] : tOf(locale)(`card.${d}`),
            })}
          >
            {d}
          </button>
        ))}
      </div>
      {error ? <p className="count bad">{error}</p> : null}
      {option ? (
        <div data-testid="playtest-result">
          {!option.playable ? (
            <p>{t("This card cannot be played: no source reaches a destination (§4.4).")}</p>
          ) : null}
          {option.sources.map((s) => {
            const best = s.destinations.find((d) => d.allowed)?.priorityClass;
            return (
              <div key={s.from}>
                <strong>{t("From {{name}}", { name: name(s.from) })}</strong>
                {s.destinations.map((d) => (
                  <div key={d.to} className="dest" data-testid="destination">
                    <span className="cls" style={{ background: CLASS_COLOURS[d.priorityClass] }}>
                      {d.priorityClass}
                    </span>
                    {name(d.to)}{" "}
                    {d.allowed ? (
                      t("— allowed")
                    ) : (
                      <span className="muted">— {barredReason(d, best, locale)}</span>
                    )}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}

/** The play-test tool's side panel. */
export function PlaytestPanel({ state, setState, doc, names }: ToolPanelProps<PlayState>) {
  const r = playtestOf(doc, state, useLocale());
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
  const t = useGfT();
  const r = data as DeriveResult;
  const n = (id: string) => names.get(id) ?? id;
  const arrows = (api.doc.records.arrows ?? []) as unknown as Arrow[];
  const arrow = (i: number) => {
    const a = arrows[i];
    return a ? `${n(a.from)} → ${n(a.to)} (${a.direction})` : t("arrow {{i}}", { i });
  };
  return (
    <ReviewDialog
      label={t("Derive")}
      testId="derive-dialog"
      title={t("Derive adjacencies from the outlines")}
      intro={t(
        "{{n}} pairs of districts share a border. Proposed below: what the map lacks. Untick what you do not want.",
        { n: r.neighbours.length },
      )}
      emptyText={t(
        "Nothing to add: every shared border already has its arrows or movement border, and every arrow faces its border.",
      )}
      sections={[
        {
          id: "arrows",
          title: t("Fire arrows (§1.1)"),
          items: r.arrows.map((a) => `${n(a.from)} → ${n(a.to)} (${a.direction})`),
        },
        {
          id: "turns",
          title: t("Arrows turned to face their border (§1.1)"),
          items: r.turns.map((t) => `${arrow(t.index)} → ${t.direction}`),
        },
        {
          id: "borders",
          title: t("Movement borders (parks)"),
          items: r.borders.map((b) => `${n(b.a)} ↔ ${n(b.b)}`),
        },
        {
          id: "stale",
          title: t("Remove stale arrows (districts no longer touch)"),
          items: r.staleArrows.map(arrow),
          ticked: false,
        },
        {
          id: "corners",
          title: t("Four-district corners without a crossing"),
          items: r.corners.map((c) => `NW ${n(c.nw)} · NE ${n(c.ne)} · SW ${n(c.sw)} · SE ${n(c.se)}`),
          ticked: false,
          optional: true,
          note: t(
            "A crossing is printed where the board has one (§1.1 Example 1), not at every such corner: tick the ones your board prints.",
          ),
        },
      ]}
      onClose={() => api.close()}
      onApply={(c) => {
        api.close();
        api.run((doc) =>
          applyDerive(
            doc,
            r,
            {
              arrows: c.arrows ?? [],
              turns: c.turns ?? [],
              borders: c.borders ?? [],
              stale: c.stale ?? [],
              corners: c.corners ?? [],
            },
            api.locale,
          ),
        );
      }}
    />
  );
}

/** "Add the way back" under an arrow's fields. */
export function ArrowExtras({ index, record, doc, run }: RecordExtrasProps) {
  const t = useGfT();
  const locale = useLocale();
  const a = record as unknown as Arrow;
  const hasBack = ((doc.records.arrows ?? []) as unknown as Arrow[]).some(
    (b) => b.from === a.to && b.to === a.from,
  );
  return (
    <div className="row">
      <button type="button" disabled={hasBack} onClick={() => run((d) => addReverseArrow(d, index, locale))}>
        {t("Add the way back")}
      </button>
      {hasBack ? (
        <span className="muted">{t("the reverse arrow exists")}</span>
      ) : (
        <span className="count bad">{t("no way back yet")}</span>
      )}
    </div>
  );
}
