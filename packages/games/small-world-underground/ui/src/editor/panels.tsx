/**
 * Small World Underground's panels in the editor: the border review (the kit's review dialog over
 * `deriveBorders`: borders to add, stale ones to remove, edge flags to set) and the play-test panel
 * (a race and a power; the engine's first-conquest cost of the clicked region, §7.1–§7.3).
 */
import type { DialogProps, ToolPanelProps } from "@pudding/editor-kit";
import { ReviewDialog } from "@pudding/editor-kit/react";
import { POWERS, type PowerId, RACES, type RaceId } from "@pudding/small-world-underground";
import { applyBorders, type BorderProposal } from "./derive.js";
import { type PlayState, playtestOf } from "./tools.js";

/** The review of derived borders and edge flags. */
export function BordersDialog({ data, api, names }: DialogProps) {
  const p = data as BorderProposal;
  const n = (id: string) => names.get(id) ?? id;
  return (
    <ReviewDialog
      label="Borders from the outlines"
      title="Borders from the outlines"
      intro="What the outlines imply for the border list and the edge flags; untick what you do not want."
      testId="borders-dialog"
      sections={[
        {
          id: "add",
          title: `Borders to add (${p.add.length})`,
          note: "These regions share a stretch of outline (3 map units or more) but are not listed as neighbours.",
          items: p.add.map(([a, b]) => `${n(a)} ↔ ${n(b)}`),
        },
        {
          id: "stale",
          title: `Borders to remove (${p.stale.length})`,
          note: "Listed, but the outlines no longer touch.",
          items: p.stale.map((i) => {
            const b = (api.doc.records.borders ?? [])[i] as { a: string; b: string } | undefined;
            return b ? `${n(b.a)} ↔ ${n(b.b)}` : `border ${i}`;
          }),
        },
        {
          id: "edges",
          title: `Map edge flags (${p.edges.length})`,
          note: "Edge flags are data (§21.4): these disagree with where the outline meets the frame.",
          items: p.edges.map((e) => `${n(e.id)}: ${e.edge ? "on the edge" : "not on the edge"}`),
        },
      ]}
      onApply={(chosen) => {
        api.run((doc) =>
          applyBorders(doc, p, {
            add: [...(chosen.add ?? [])],
            stale: [...(chosen.stale ?? [])],
            edges: [...(chosen.edges ?? [])],
          }),
        );
        api.close();
      }}
      onClose={api.close}
      emptyText="The borders and edge flags agree with the outlines: nothing to change."
    />
  );
}

/** The play-test panel. */
export function PlaytestPanel({ state, setState, doc, names }: ToolPanelProps<PlayState>) {
  const r = playtestOf(doc, state);
  const picked = state.picked && r.ok ? r.targets.find((t) => t.region === state.picked) : undefined;
  return (
    <section aria-label="Play-test">
      <h2>Play-test</h2>
      <p className="muted">
        The engine deals a game on this map with only this race and power, picks it, and says what each first
        conquest would cost (§7.3): green within the combo's tokens, amber too dear, grey out of reach (a
        first conquest starts on the map edge, §7.1).
      </p>
      <label>
        Race{" "}
        <select
          aria-label="Race"
          value={state.race}
          onChange={(e) => setState({ ...state, race: e.target.value as RaceId })}
        >
          {RACES.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </label>{" "}
      <label>
        Power{" "}
        <select
          aria-label="Power"
          value={state.power ?? ""}
          onChange={(e) => setState({ ...state, power: (e.target.value || null) as PowerId | null })}
        >
          <option value="">none</option>
          {POWERS.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
      </label>
      {!r.ok ? <p className="count bad">{r.message}</p> : null}
      {r.ok ? (
        <p data-testid="playtest-result">
          {r.tokens} tokens to start.{" "}
          {picked
            ? `${names.get(picked.region) ?? picked.region}: costs ${picked.cost} — ${
                !picked.reachable
                  ? "out of reach for a first conquest"
                  : picked.affordable
                    ? "can be conquered"
                    : "too dear"
              }.`
            : state.picked
              ? `${names.get(state.picked) ?? state.picked}: not a target (a chasm, or already held).`
              : "Click a region."}
        </p>
      ) : null}
    </section>
  );
}
