/**
 * One editor per kind of card of the data set: event cards (§5 — a wind's direction on a compass, a
 * firestorm's 6 × 6 pattern painted square by square, a special event's effect and text; the
 * starting-event flag, §6; the Fire Festival module, §15.2), squad cards (§11.1), wardens (§14.2)
 * and barracks boards (§14.3). Every card also carries its provenance (`source`, §17.8) and a note.
 * Each field shows the problems the module's parse functions find at its path.
 */
import type { Issue } from "@pudding/engine";
import { type TFunction, useT } from "@pudding/i18n";
import {
  AFFILIATIONS,
  BARRACKS_ABILITIES,
  COLOURS,
  SOURCES,
  SPECIAL_EFFECTS,
  SQUAD_ABILITIES,
  WARDEN_ACTIONS,
} from "@pudding/the-brigade";
import { BRIGADE_NS } from "../messages.js";
import { AFFILIATION_LOOK } from "../table/colours.js";
import { EventCardFace, SquadCard, WardenCard } from "../table/panels/cards.js";
import { CompassPicker, Field, NumberInput, PatternEditor, Select, TextInput } from "./controls.js";
import { CARDS_NS } from "./messages.js";
import { type BarracksIn, cycleFireball, type EventIn, type SquadIn, type WardenIn } from "./model.js";

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

/** The provenance options (§17.8). */
const sourceOptions = (t: TFunction) => SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }));

/** A colour's name (the table's words; an unknown one as written). */
export function colourWord(tb: TFunction, colour: string | undefined): string {
  return colour && (COLOURS as readonly string[]).includes(colour) ? tb(`colour.${colour}`) : (colour ?? "");
}

/** Options of a data-format key with what it means to the engine (`longStride — …`). */
const meaningOptions = (t: TFunction, kind: string, keys: readonly string[]) =>
  keys.map((k) => ({
    value: k,
    label: t("option.meaning", { key: k, meaning: t(`meaning.${kind}.${k}`, { defaultValue: "" }) }),
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
  noun: "event" | "squad" | "warden" | "barracks";
}) {
  const t = useT(CARDS_NS);
  return (
    <>
      <Field label={t("field.name")} issues={at(issues, "name")}>
        <TextInput label={t(`${noun}.name`)} value={card.name} onChange={(v) => set({ name: v })} />
      </Field>
      <Field label={t("field.id")} hint={t("field.idHint")} issues={at(issues, "id")}>
        <TextInput label={t(`${noun}.id`)} value={card.id} onChange={(v) => set({ id: v })} />
      </Field>
      <Field label={t("field.source")} issues={at(issues, "source")}>
        <Select
          label={t(`${noun}.source`)}
          value={card.source}
          onChange={(v) => set({ source: v })}
          options={sourceOptions(t)}
        />
      </Field>
      <Field label={t("field.note")} issues={at(issues, "note")}>
        <TextInput
          label={t(`${noun}.note`)}
          value={card.note}
          onChange={(v) => set({ note: v || undefined })}
        />
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
  const t = useT(CARDS_NS);
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
          <Field label={t("event.kind")}>
            <Select
              label={t("event.kindAria")}
              value={kind}
              onChange={changeKind}
              options={[
                { value: "wind", label: t("event.wind") },
                { value: "firestorm", label: t("event.firestorm") },
                { value: "special", label: t("event.special") },
              ]}
            />
          </Field>
          <label style={{ display: "flex", gap: 6, alignItems: "center", fontSize: 13 }}>
            <input
              type="checkbox"
              checked={card.starting ?? false}
              onChange={(e) => set({ starting: e.target.checked })}
            />
            {t("event.starting")}
          </label>
          <label style={{ display: "flex", gap: 6, alignItems: "center", fontSize: 13 }}>
            <input
              type="checkbox"
              checked={card.module === "fireFestival"}
              onChange={(e) => set({ module: e.target.checked ? "fireFestival" : undefined })}
            />
            {t("event.fireFestival")}
          </label>
          {whole(issues).map((i) => (
            <span key={i.message} style={{ color: "#9b1c1c", fontSize: 12 }}>
              {i.message}
            </span>
          ))}
        </div>
      </div>
      {kind === "wind" ? (
        <Field label={t("event.direction")} issues={at(issues, "direction")}>
          <CompassPicker value={card.direction} onChange={(d) => set({ direction: d })} />
        </Field>
      ) : null}
      {kind === "firestorm" ? (
        <Field label={t("event.fireballs")} hint={t("event.fireballsHint")} issues={at(issues, "fireballs")}>
          <PatternEditor
            fireballs={card.fireballs}
            onToggle={(cell) => set({ fireballs: cycleFireball(card.fireballs, cell) })}
          />
        </Field>
      ) : null}
      {kind === "special" ? (
        <div style={grid}>
          <Field label={t("event.effect")} issues={at(issues, "effect")}>
            <Select
              label={t("event.effectAria")}
              value={card.effect}
              onChange={(v) => set({ effect: v })}
              options={meaningOptions(t, "special", SPECIAL_EFFECTS)}
            />
          </Field>
          {card.effect === "raiseByValue" ? (
            <Field label={t("event.value")} issues={at(issues, "value")}>
              <NumberInput
                label={t("event.valueAria")}
                value={card.value}
                min={1}
                max={9}
                onChange={(v) => set({ value: v })}
              />
            </Field>
          ) : null}
          <Field label={t("field.text")} issues={at(issues, "text")} wide>
            <TextInput
              label={t("event.textAria")}
              multiline
              value={card.text}
              onChange={(v) => set({ text: v })}
            />
          </Field>
        </div>
      ) : null}
      <div style={grid}>
        <Common card={card} set={set} issues={issues} noun="event" />
      </div>
    </div>
  );
}

/** A squad card (§11.1, §17.5). */
export function SquadEditor({ card, onChange, issues }: CardEditorProps<SquadIn>) {
  const t = useT(CARDS_NS);
  const tb = useT(BRIGADE_NS);
  const set = (patch: Record<string, unknown>) => onChange({ ...card, ...patch } as SquadIn);
  return (
    <div data-testid="squad-editor" style={{ display: "grid", gap: 10 }}>
      <div style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "flex-start" }}>
        <SquadCard card={{ ...card, water: card.water ?? 0, capacity: card.water ?? 0 }} width={200} />
        <div style={{ ...grid, flex: "1 1 240px" }}>
          <Field label={t("squad.affiliation")} issues={at(issues, "affiliation")}>
            <Select
              label={t("squad.affiliationAria")}
              value={card.affiliation}
              onChange={(v) => set({ affiliation: v })}
              options={[...AFFILIATIONS, "none"].map((a) => ({
                value: a,
                label: AFFILIATION_LOOK[a as keyof typeof AFFILIATION_LOOK] ? tb(`aff.${a}`) : a,
              }))}
            />
          </Field>
          <Field label={t("squad.water")} issues={at(issues, "water")}>
            <NumberInput
              label={t("squad.waterAria")}
              value={card.water}
              min={0}
              max={6}
              onChange={(v) => set({ water: v })}
            />
          </Field>
          <Field label={t("squad.ability")} issues={at(issues, "ability")} wide>
            <Select
              label={t("squad.abilityAria")}
              value={card.ability}
              onChange={(v) => set({ ability: v })}
              options={meaningOptions(t, "squad", SQUAD_ABILITIES)}
            />
          </Field>
        </div>
      </div>
      <div style={grid}>
        <Field label={t("field.text")} issues={at(issues, "text")} wide>
          <TextInput
            label={t("squad.textAria")}
            multiline
            value={card.text}
            onChange={(v) => set({ text: v })}
          />
        </Field>
        <Common card={card} set={set} issues={issues} noun="squad" />
      </div>
    </div>
  );
}

/** A warden (§2.1, §14.2, §17.6). */
export function WardenEditor({ card, onChange, issues }: CardEditorProps<WardenIn>) {
  const t = useT(CARDS_NS);
  const tb = useT(BRIGADE_NS);
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
          <Field label={t("warden.water")} issues={at(issues, "water")}>
            <NumberInput
              label={t("warden.waterAria")}
              value={card.water}
              min={0}
              max={6}
              onChange={(v) => set({ water: v })}
            />
          </Field>
          <Field label={t("warden.colour")} issues={at(issues, "colour")}>
            <Select
              label={t("warden.colourAria")}
              value={card.colour ?? ""}
              onChange={(v) => set({ colour: v || undefined })}
              options={[
                { value: "", label: t("warden.unknown") },
                ...COLOURS.map((c) => ({ value: c, label: colourWord(tb, c) })),
              ]}
            />
          </Field>
          <Field label={t("warden.action")} issues={at(issues, "action")} wide>
            <Select
              label={t("warden.actionAria")}
              value={card.action}
              onChange={(v) => set({ action: v })}
              options={meaningOptions(t, "warden", WARDEN_ACTIONS)}
            />
          </Field>
          <Field label={t("warden.actionName")} issues={at(issues, "actionName")}>
            <TextInput
              label={t("warden.actionNameAria")}
              value={card.actionName}
              onChange={(v) => set({ actionName: v })}
            />
          </Field>
          {card.action === "dawnDusk" ? (
            <Field label={t("warden.dusk")} issues={at(issues, "duskWater")}>
              <NumberInput
                label={t("warden.duskAria")}
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
        <Field label={t("warden.text")} issues={at(issues, "text")} wide>
          <TextInput
            label={t("warden.textAria")}
            multiline
            value={card.text}
            onChange={(v) => set({ text: v })}
          />
        </Field>
        <Common card={card} set={set} issues={issues} noun="warden" />
      </div>
    </div>
  );
}

/** A barracks board (§14.3, §17.7). */
export function BarracksEditor({ card, onChange, issues }: CardEditorProps<BarracksIn>) {
  const t = useT(CARDS_NS);
  const tb = useT(BRIGADE_NS);
  const set = (patch: Record<string, unknown>) => onChange({ ...card, ...patch } as BarracksIn);
  return (
    <div data-testid="barracks-editor" style={grid}>
      <Field label={t("barracks.colour")} issues={at(issues, "colour")}>
        <Select
          label={t("barracks.colourAria")}
          value={card.colour}
          onChange={(v) => set({ colour: v })}
          options={COLOURS.map((c) => ({ value: c, label: colourWord(tb, c) }))}
        />
      </Field>
      <Field label={t("barracks.ability")} issues={at(issues, "ability")}>
        <Select
          label={t("barracks.abilityAria")}
          value={card.ability}
          onChange={(v) => set({ ability: v })}
          options={meaningOptions(t, "barracks", BARRACKS_ABILITIES)}
        />
      </Field>
      <Field label={t("barracks.abilityName")} issues={at(issues, "abilityName")}>
        <TextInput
          label={t("barracks.abilityNameAria")}
          value={card.abilityName}
          onChange={(v) => set({ abilityName: v })}
        />
      </Field>
      <Field label={t("barracks.text")} issues={at(issues, "text")} wide>
        <TextInput
          label={t("barracks.textAria")}
          multiline
          value={card.text}
          onChange={(v) => set({ text: v })}
        />
      </Field>
      <Common card={card} set={set} issues={issues} noun="barracks" />
    </div>
  );
}
