/**
 * One editor per kind of card of the data set: event cards (§5 — a wind's direction on a compass, a
 * firestorm's 6 × 6 pattern painted square by square, a special event's effect and text; the
 * starting-event flag, §6; the Fire Festival module, §15.2), squad cards (§11.1), wardens (§14.2)
 * and barracks boards (§14.3). Every card also carries its provenance (`source`, §17.8) and a note.
 * Each field shows the problems the module's parse functions find at its path.
 */
import type { Issue } from "@pudding/engine";
import {
  AFFILIATIONS,
  BARRACKS_ABILITIES,
  COLOURS,
  SOURCES,
  SPECIAL_EFFECTS,
  SQUAD_ABILITIES,
  WARDEN_ACTIONS,
} from "@pudding/the-brigade";
import { AFFILIATION_LOOK } from "../table/colours.js";
import { EventCardFace, SquadCard, WardenCard } from "../table/panels/cards.js";
import { CompassPicker, Field, NumberInput, PatternEditor, Select, TextInput } from "./controls.js";
import { type BarracksIn, cycleFireball, type EventIn, type SquadIn, type WardenIn } from "./model.js";
import { BARRACKS_WORDS, SPECIAL_WORDS, SQUAD_ABILITY_WORDS, WARDEN_ACTION_WORDS } from "./words.js";

const grid = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  gap: 8,
  alignItems: "start",
} as const;

/** The problems of a card at a field (`name`, `fireballs`, `fireballs[1].cell`…). */
const at = (issues: readonly Issue[], field: string) =>
  issues.filter((i) => {
    const m = /\[\d+\]\.(.+)$/.exec(i.path);
    const rest = m?.[1] ?? "";
    return rest === field || rest.startsWith(`${field}.`) || rest.startsWith(`${field}[`);
  });

/** Problems about the card as a whole (no field). */
const whole = (issues: readonly Issue[]) => issues.filter((i) => /\[\d+\]$/.test(i.path));

const SOURCE_OPTIONS = SOURCES.map((s) => ({
  value: s,
  label:
    s === "seed"
      ? "seed — the rulebook names it"
      : s === "inferred"
        ? "inferred — a ruling deduces it"
        : "reconstructed — proposed in §17",
}));

/** Id, name, source and note: the fields every card has. */
function Common({
  card,
  set,
  issues,
  noun,
}: {
  card: { id?: string; name?: string; source?: string; note?: string };
  set(patch: Record<string, unknown>): void;
  issues: readonly Issue[];
  noun: string;
}) {
  return (
    <>
      <Field label="Name" issues={at(issues, "name")}>
        <TextInput label={`${noun} name`} value={card.name} onChange={(v) => set({ name: v })} />
      </Field>
      <Field label="Id" hint="kebab-case, unique in the data set" issues={at(issues, "id")}>
        <TextInput label={`${noun} id`} value={card.id} onChange={(v) => set({ id: v })} />
      </Field>
      <Field label="Source (§17.8)" issues={at(issues, "source")}>
        <Select
          label={`${noun} source`}
          value={card.source}
          onChange={(v) => set({ source: v })}
          options={SOURCE_OPTIONS}
        />
      </Field>
      <Field label="Note" issues={at(issues, "note")}>
        <TextInput label={`${noun} note`} value={card.note} onChange={(v) => set({ note: v || undefined })} />
      </Field>
    </>
  );
}

/** Props of a card editor. */
export interface CardEditorProps<C> {
  card: C;
  onChange(card: C): void;
  /** This card's problems (paths from the document's root). */
  issues: readonly Issue[];
}

/** An event card (§5). */
export function EventEditor({ card, onChange, issues }: CardEditorProps<EventIn>) {
  const set = (patch: Record<string, unknown>) => onChange({ ...card, ...patch } as EventIn);
  const kind = card.kind;
  const changeKind = (k: string) => {
    const base = {
      id: card.id,
      name: card.name,
      source: card.source,
      note: card.note,
      starting: card.starting,
      module: card.module,
    };
    if (k === "wind") onChange({ ...base, kind: "wind", direction: "N" } as EventIn);
    else if (k === "firestorm")
      onChange({ ...base, kind: "firestorm", fireballs: [{ cell: "C3", count: 1 }] } as EventIn);
    else
      onChange({
        ...base,
        kind: "special",
        effect: "placeRenown",
        text: "Each player places 1 renown on any tile.",
      } as EventIn);
  };
  return (
    <div data-testid="event-editor" style={{ display: "grid", gap: 10 }}>
      <div style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "flex-start" }}>
        <EventCardFace
          card={{
            ...card,
            starting: card.starting ?? false,
            fireballs:
              kind === "firestorm"
                ? card.fireballs.map((f) => ({ cell: f.cell, count: f.count ?? 1 }))
                : undefined,
          }}
          width={200}
        />
        <div style={{ display: "grid", gap: 8, flex: "1 1 240px", minWidth: 0 }}>
          <Field label="Kind (§5)">
            <Select
              label="Event kind"
              value={kind}
              onChange={changeKind}
              options={[
                { value: "wind", label: "Wind gust (§5.1)" },
                { value: "firestorm", label: "Firestorm (§5.2)" },
                { value: "special", label: "Special event (§5.3)" },
              ]}
            />
          </Field>
          <label style={{ display: "flex", gap: 6, alignItems: "center", fontSize: 13 }}>
            <input
              type="checkbox"
              checked={card.starting ?? false}
              onChange={(e) => set({ starting: e.target.checked })}
            />
            Starting event — yellow corners (§6)
          </label>
          <label style={{ display: "flex", gap: 6, alignItems: "center", fontSize: 13 }}>
            <input
              type="checkbox"
              checked={card.module === "fireFestival"}
              onChange={(e) => set({ module: e.target.checked ? "fireFestival" : undefined })}
            />
            Fire Festival expansion card (§15.2)
          </label>
          {whole(issues).map((i) => (
            <span key={i.message} style={{ color: "#9b1c1c", fontSize: 12 }}>
              {i.message}
            </span>
          ))}
        </div>
      </div>
      {kind === "wind" ? (
        <Field label="Direction the wind blows (§5.1)" issues={at(issues, "direction")}>
          <CompassPicker value={card.direction} onChange={(d) => set({ direction: d })} />
        </Field>
      ) : null}
      {kind === "firestorm" ? (
        <Field
          label="Where the fireballs fall (§5.2) — click a square: 1, 2, 3 fireballs, then none"
          hint="North is up, as on the tiles (§3.3); the University is outlined; they resolve in reading order (R12)."
          issues={at(issues, "fireballs")}
        >
          <PatternEditor
            fireballs={card.fireballs}
            onToggle={(cell) => set({ fireballs: cycleFireball(card.fireballs, cell) })}
          />
        </Field>
      ) : null}
      {kind === "special" ? (
        <div style={grid}>
          <Field label="Effect (§5.3, §15.2)" issues={at(issues, "effect")}>
            <Select
              label="Special effect"
              value={card.effect}
              onChange={(v) => set({ effect: v })}
              options={SPECIAL_EFFECTS.map((e) => ({ value: e, label: `${e} — ${SPECIAL_WORDS[e] ?? ""}` }))}
            />
          </Field>
          {card.effect === "raiseByValue" ? (
            <Field label="Tile value it raises" issues={at(issues, "value")}>
              <NumberInput
                label="Value raised"
                value={card.value}
                min={1}
                max={9}
                onChange={(v) => set({ value: v })}
              />
            </Field>
          ) : null}
          <Field label="Card text" issues={at(issues, "text")} wide>
            <TextInput label="Card text" multiline value={card.text} onChange={(v) => set({ text: v })} />
          </Field>
        </div>
      ) : null}
      <div style={grid}>
        <Common card={card} set={set} issues={issues} noun="Event" />
      </div>
    </div>
  );
}

/** A squad card (§11.1, §17.5). */
export function SquadEditor({ card, onChange, issues }: CardEditorProps<SquadIn>) {
  const set = (patch: Record<string, unknown>) => onChange({ ...card, ...patch } as SquadIn);
  return (
    <div data-testid="squad-editor" style={{ display: "grid", gap: 10 }}>
      <div style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "flex-start" }}>
        <SquadCard card={{ ...card, water: card.water ?? 0, capacity: card.water ?? 0 }} width={200} />
        <div style={{ ...grid, flex: "1 1 240px" }}>
          <Field
            label="Affiliation (§11.2: active with a loyal tile of it)"
            issues={at(issues, "affiliation")}
          >
            <Select
              label="Squad affiliation"
              value={card.affiliation}
              onChange={(v) => set({ affiliation: v })}
              options={[...AFFILIATIONS, "none"].map((a) => ({
                value: a,
                label: AFFILIATION_LOOK[a as keyof typeof AFFILIATION_LOOK]?.name ?? a,
              }))}
            />
          </Field>
          <Field label="Water it carries (buckets)" issues={at(issues, "water")}>
            <NumberInput
              label="Squad water"
              value={card.water}
              min={0}
              max={6}
              onChange={(v) => set({ water: v })}
            />
          </Field>
          <Field label="Ability (the engine's meaning)" issues={at(issues, "ability")} wide>
            <Select
              label="Squad ability"
              value={card.ability}
              onChange={(v) => set({ ability: v })}
              options={SQUAD_ABILITIES.map((a) => ({
                value: a,
                label: `${a} — ${SQUAD_ABILITY_WORDS[a] ?? ""}`,
              }))}
            />
          </Field>
        </div>
      </div>
      <div style={grid}>
        <Field label="Card text" issues={at(issues, "text")} wide>
          <TextInput label="Squad text" multiline value={card.text} onChange={(v) => set({ text: v })} />
        </Field>
        <Common card={card} set={set} issues={issues} noun="Squad card" />
      </div>
    </div>
  );
}

/** A warden (§2.1, §14.2, §17.6). */
export function WardenEditor({ card, onChange, issues }: CardEditorProps<WardenIn>) {
  const set = (patch: Record<string, unknown>) => onChange({ ...card, ...patch } as WardenIn);
  return (
    <div data-testid="warden-editor" style={{ display: "grid", gap: 10 }}>
      <div style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "flex-start" }}>
        <WardenCard
          warden={{
            id: card.id,
            name: card.name,
            side: 2,
            water: card.water ?? 0,
            capacity: card.water ?? 0,
            actionName: card.actionName,
            text: card.text,
          }}
          width={200}
        />
        <div style={{ ...grid, flex: "1 1 240px" }}>
          <Field label="Buckets (water)" issues={at(issues, "water")}>
            <NumberInput
              label="Warden water"
              value={card.water}
              min={0}
              max={6}
              onChange={(v) => set({ water: v })}
            />
          </Field>
          <Field label="Side-1 colour (R1)" issues={at(issues, "colour")}>
            <Select
              label="Warden colour"
              value={card.colour ?? ""}
              onChange={(v) => set({ colour: v || undefined })}
              options={[{ value: "", label: "unknown" }, ...COLOURS.map((c) => ({ value: c, label: c }))]}
            />
          </Field>
          <Field label="Side-2 action (§14.2)" issues={at(issues, "action")} wide>
            <Select
              label="Warden action"
              value={card.action}
              onChange={(v) => set({ action: v })}
              options={WARDEN_ACTIONS.map((a) => ({
                value: a,
                label: `${a} — ${WARDEN_ACTION_WORDS[a] ?? ""}`,
              }))}
            />
          </Field>
          <Field label="Action title" issues={at(issues, "actionName")}>
            <TextInput
              label="Warden action name"
              value={card.actionName}
              onChange={(v) => set({ actionName: v })}
            />
          </Field>
          {card.action === "dawnDusk" ? (
            <Field label="Dusk face water (R54)" issues={at(issues, "duskWater")}>
              <NumberInput
                label="Dusk water"
                value={card.duskWater}
                min={0}
                max={9}
                onChange={(v) => set({ duskWater: v })}
              />
            </Field>
          ) : null}
        </div>
      </div>
      <div style={grid}>
        <Field label="Action text" issues={at(issues, "text")} wide>
          <TextInput label="Warden text" multiline value={card.text} onChange={(v) => set({ text: v })} />
        </Field>
        <Common card={card} set={set} issues={issues} noun="Warden" />
      </div>
    </div>
  );
}

/** A barracks board (§14.3, §17.7). */
export function BarracksEditor({ card, onChange, issues }: CardEditorProps<BarracksIn>) {
  const set = (patch: Record<string, unknown>) => onChange({ ...card, ...patch } as BarracksIn);
  return (
    <div data-testid="barracks-editor" style={grid}>
      <Field label="Colour (§1)" issues={at(issues, "colour")}>
        <Select
          label="Barracks colour"
          value={card.colour}
          onChange={(v) => set({ colour: v })}
          options={COLOURS.map((c) => ({ value: c, label: c }))}
        />
      </Field>
      <Field label="Side-2 ability (§14.3)" issues={at(issues, "ability")}>
        <Select
          label="Barracks ability"
          value={card.ability}
          onChange={(v) => set({ ability: v })}
          options={BARRACKS_ABILITIES.map((a) => ({ value: a, label: `${a} — ${BARRACKS_WORDS[a] ?? ""}` }))}
        />
      </Field>
      <Field label="Ability title" issues={at(issues, "abilityName")}>
        <TextInput
          label="Barracks ability name"
          value={card.abilityName}
          onChange={(v) => set({ abilityName: v })}
        />
      </Field>
      <Field label="Ability text" issues={at(issues, "text")} wide>
        <TextInput label="Barracks text" multiline value={card.text} onChange={(v) => set({ text: v })} />
      </Field>
      <Common card={card} set={set} issues={issues} noun="Barracks" />
    </div>
  );
}
