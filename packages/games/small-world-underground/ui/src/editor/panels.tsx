/**
 * Small World Underground's panels in the editor: the border review (the kit's review dialog over
 * `deriveBorders`: borders to add, stale ones to remove, edge flags to set) and the play-test panel
 * (a race and a power; the engine's first-conquest cost of the clicked region, §7.1–§7.3).
 */
import type { DialogProps, SpaceExtrasProps, ToolPanelProps } from "@pudding/editor-kit";
import { ReviewDialog } from "@pudding/editor-kit/react";
import { useLocale } from "@pudding/i18n";
import {
  POWERS,
  type PowerId,
  powerNameIn,
  RACES,
  type RaceId,
  raceNameIn,
} from "@pudding/small-world-underground";
import { riverOf } from "./adapter.js";
import { applyBorders, type BorderProposal } from "./derive.js";
import { useSwuT } from "./messages.js";
import { moveInRiver, setInRiver } from "./river.js";
import { type PlayState, playtestOf } from "./tools.js";

/** The review of derived borders and edge flags. */
export function BordersDialog({ data, api, names }: DialogProps) {
  const t = useSwuT();
  const p = data as BorderProposal;
  const n = (id: string) => names.get(id) ?? id;
  return (
    <ReviewDialog
      label={t("Borders from the outlines")}
      title={t("Borders from the outlines")}
      intro={t(
        "What the outlines imply for the border list and the edge flags; untick what you do not want.",
      )}
      testId="borders-dialog"
      sections={[
        {
          id: "add",
          title: t("Borders to add ({{n}})", { n: p.add.length }),
          note: t(
            "These regions share a stretch of outline (3 map units or more) but are not listed as neighbours.",
          ),
          items: p.add.map(([a, b]) => `${n(a)} ↔ ${n(b)}`),
        },
        {
          id: "stale",
          title: t("Borders to remove ({{n}})", { n: p.stale.length }),
          note: t("Listed, but the outlines no longer touch."),
          items: p.stale.map((i) => {
            const b = (api.doc.records.borders ?? [])[i] as { a: string; b: string } | undefined;
            return b ? `${n(b.a)} ↔ ${n(b.b)}` : t("border {{i}}", { i });
          }),
        },
        {
          id: "edges",
          title: t("Map edge flags ({{n}})", { n: p.edges.length }),
          note: t("Edge flags are data (§21.4): these disagree with where the outline meets the frame."),
          items: p.edges.map((e) =>
            t(e.edge ? "{{name}}: on the edge" : "{{name}}: not on the edge", { name: n(e.id) }),
          ),
        },
      ]}
      onApply={(chosen) => {
        api.run((doc) =>
          applyBorders(
            doc,
            p,
            {
              add: [...(chosen.add ?? [])],
              stale: [...(chosen.stale ?? [])],
              edges: [...(chosen.edges ?? [])],
            },
            api.locale,
          ),
        );
        api.close();
      }}
      onClose={api.close}
      emptyText={t("The borders and edge flags agree with the outlines: nothing to change.")}
    />
  );
}

/** The play-test panel. */
export function PlaytestPanel({ state, setState, doc, names }: ToolPanelProps<PlayState>) {
  const t = useSwuT();
  const locale = useLocale();
  const r = playtestOf(doc, state, locale);
  const picked = state.picked && r.ok ? r.targets.find((x) => x.region === state.picked) : undefined;
  const cost = (p: NonNullable<typeof picked>) =>
    t(
      !p.reachable
        ? "{{name}}: costs {{cost}} — out of reach for a first conquest."
        : p.affordable
          ? "{{name}}: costs {{cost}} — can be conquered."
          : "{{name}}: costs {{cost}} — too dear.",
      { name: names.get(p.region) ?? p.region, cost: p.cost },
    );
  return (
    <section aria-label={t("Play-test")}>
      <h2>{t("Play-test")}</h2>
      <p className="muted">
        {t(
          "The engine deals a game on this map with only this race and power, picks it, and says what each first conquest would cost (§7.3): green within the combo's tokens, amber too dear, grey out of reach (a first conquest starts on the map edge, §7.1).",
        )}
      </p>
      <label>
        {t("Race")}{" "}
        <select
          aria-label={t("Race")}
          value={state.race}
          onChange={(e) => setState({ ...state, race: e.target.value as RaceId })}
        >
          {RACES.map((x) => (
            <option key={x.id} value={x.id}>
              {raceNameIn(x.id, locale)}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        {t("Power")}{" "}
        <select
          aria-label={t("Power")}
          value={state.power ?? ""}
          onChange={(e) => setState({ ...state, power: (e.target.value || null) as PowerId | null })}
        >
          <option value="">{t("none")}</option>
          {POWERS.map((x) => (
            <option key={x.id} value={x.id}>
              {powerNameIn(x.id, locale)}
            </option>
          ))}
        </select>
      </label>
      {!r.ok ? <p className="count bad">{r.message}</p> : null}
      {r.ok ? (
        <p data-testid="playtest-result">
          {t("{{n}} tokens to start.", { n: r.tokens })}{" "}
          {picked
            ? cost(picked)
            : state.picked
              ? t("{{name}}: not a target (a chasm, or already held).", {
                  name: names.get(state.picked) ?? state.picked,
                })
              : t("Click a region.")}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A region's place in the River (issue 31 §3): "In the River" puts it in the list (where it
 * borders the River) or takes it out; Earlier / Later move it along. Shown for River regions and
 * for any region the list names.
 */
export function RiverExtras({ space, doc, run }: SpaceExtrasProps) {
  const t = useSwuT();
  const locale = useLocale();
  const list = riverOf(doc);
  const at = list.indexOf(space.id);
  if (space.type !== "river" && at < 0) return null;
  return (
    <div className="field" data-testid="river-extras">
      <label>
        <input
          type="checkbox"
          checked={at >= 0}
          onChange={(e) => run((d) => setInRiver(d, space.id, e.target.checked, locale))}
        />{" "}
        {t("In the River")}
      </label>
      {at >= 0 ? (
        <span className="row">
          <span className="muted" data-testid="river-position">
            {t("{{at}} of {{n}} in the River", { at: at + 1, n: list.length })}
          </span>{" "}
          <button
            type="button"
            disabled={at === 0}
            onClick={() => run((d) => moveInRiver(d, space.id, -1, locale))}
          >
            {t("Earlier")}
          </button>{" "}
          <button
            type="button"
            disabled={at === list.length - 1}
            onClick={() => run((d) => moveInRiver(d, space.id, 1, locale))}
          >
            {t("Later")}
          </button>
        </span>
      ) : (
        <span className="muted">
          {t("Not in the River list yet: every River region must be listed (§21.4).")}
        </span>
      )}
    </div>
  );
}
