import type { OptionMeta } from "@pudding/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Choice, GenericValueEditor, OptionRow, Stepper, Toggle } from "../controls.js";
import { presetRules } from "../model.js";
import { CLAIMS, GREAT_FIRE_1666, PLUGINS } from "./games.js";

const meta: Meta = { title: "Rules/Controls" };
export default meta;

const option = (key: string, m = GREAT_FIRE_1666) => m.rules.options.find((o) => o.key === key) as OptionMeta;

/** §8.1 a toggle, with its § and sentence. */
export const ToggleOption: StoryObj = {
  name: "Toggle (§8.1 public colours)",
  render: () => {
    const [on, setOn] = useState(false);
    return (
      <OptionRow option={option("publicColours")}>
        <Toggle label="Public colour cards" checked={on} onChange={setOn} />
      </OptionRow>
    );
  },
};

/** §5 a stepper within the option's bounds (0–20 AP). */
export const StepperOption: StoryObj = {
  name: "Stepper (§5 action points)",
  render: () => {
    const o = option("actionPoints");
    const [v, setV] = useState(4);
    return (
      <OptionRow option={o}>
        <Stepper label={o.label} value={v} onChange={setV} min={o.min} max={o.max} unit={o.unit} />
      </OptionRow>
    );
  },
};

/** §4.5 a three-way choice whose values are a string and two booleans. */
export const ChoiceOption: StoryObj = {
  name: "Choice (§4.5 wild fire)",
  render: () => {
    const o = option("wildFire");
    const [v, setV] = useState<unknown>("auto");
    return (
      <OptionRow option={o}>
        <Choice label={o.label} value={v} onChange={setV} choices={o.choices ?? []} />
      </OptionRow>
    );
  },
};

/** The toy game's §1 stepper: a game the workspace knows nothing about. */
export const ClaimsStepper: StoryObj = {
  name: "Claims: hand size (§1)",
  render: () => {
    const o = option("handSize", CLAIMS as never);
    const [v, setV] = useState(3);
    return (
      <OptionRow option={o}>
        <Stepper label={o.label} value={v} onChange={setV} min={o.min} max={o.max} />
      </OptionRow>
    );
  },
};

const intensity = PLUGINS["great-fire-1666"]?.widgets?.intensityCounts;
const grid = (start: (counts: Record<string, unknown>) => unknown) => () => {
  const o = option("intensityCounts");
  const base = presetRules(GREAT_FIRE_1666, "italian-base").intensityCounts as Record<string, unknown>;
  const [v, setV] = useState<unknown>(() => start(base));
  const W = intensity?.Component;
  return (
    <OptionRow option={o} wide>
      {W ? (
        <W option={o} value={v} onChange={setV} issues={[]} rules={null} module={GREAT_FIRE_1666} />
      ) : null}
    </OptionRow>
  );
};

/** §2.7 The Great Fire's Intensity grid (its UI package's widget): every seat resolves the same number. */
export const IntensityGridBalanced: StoryObj = { name: "Intensity grid (balanced)", render: grid((c) => c) };

/** §2.7 broken: with 4 players, 9/9/9/4 makes the third seat resolve two Intensity cards. */
export const IntensityGridUnbalanced: StoryObj = {
  name: "Intensity grid (unbalanced)",
  render: grid((c) => ({ ...c, "4": [9, 9, 9, 4] })),
};

/** A custom option no widget claims: the generic table of numbers per key, half-typed cell in red. */
export const GenericTable: StoryObj = {
  name: "Generic editor: numbers per key",
  render: () => {
    const [v, setV] = useState<unknown>({ "3": [5, 6, 5], "4": [9, "9x", 9, 5] });
    return (
      <OptionRow
        option={{ key: "counts", label: "Counts", rule: "§0", sentence: "A custom option without a widget." }}
        wide
      >
        <GenericValueEditor label="Counts" value={v} onChange={setV} path="counts" />
      </OptionRow>
    );
  },
};

/** A list, numbers by name and JSON: the other generic editors. */
export const GenericOthers: StoryObj = {
  name: "Generic editor: list, numbers by name, JSON",
  render: () => {
    const [list, setList] = useState<unknown>(["dwarves", "goblins", "orcs"]);
    const [byName, setByName] = useState<unknown>({ dwarves: 3, goblins: 6 });
    const [json, setJson] = useState<unknown>({ nested: { deep: [1, { x: true }] } });
    return (
      <div style={{ display: "grid", gap: 12, maxWidth: 520 }}>
        <GenericValueEditor label="Races" value={list} onChange={setList} />
        <GenericValueEditor label="Banner values" value={byName} onChange={setByName} />
        <GenericValueEditor label="Anything" value={json} onChange={setJson} />
      </div>
    );
  },
};
