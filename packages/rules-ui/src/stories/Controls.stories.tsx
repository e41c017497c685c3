import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Choice, IntensityGrid, OptionRow, Stepper, Toggle } from "../controls.js";
import { consequences, OPTIONS, presetRules, toForm } from "../model.js";

const meta: Meta = { title: "Rules/Controls" };
export default meta;

const info = (key: string) => OPTIONS.find((o) => o.key === key) as (typeof OPTIONS)[number];

/** §8.1 a toggle, with its § and sentence. */
export const ToggleOption: StoryObj = {
  name: "Toggle (§8.1 public colours)",
  render: () => {
    const [on, setOn] = useState(false);
    return (
      <OptionRow info={info("publicColours")}>
        <Toggle label="Public colour cards" checked={on} onChange={setOn} />
      </OptionRow>
    );
  },
};

/** §5 a stepper clamped to the schema's bounds (0–20 AP). */
export const StepperOption: StoryObj = {
  name: "Stepper (§5 action points)",
  render: () => {
    const [v, setV] = useState(4);
    return (
      <OptionRow info={info("actionPoints")}>
        <Stepper label="Action points" value={v} onChange={setV} min={0} max={20} unit="AP" />
      </OptionRow>
    );
  },
};

/** §4.5 a three-way choice. */
export const ChoiceOption: StoryObj = {
  name: "Choice (§4.5 wild fire)",
  render: () => {
    const o = info("wildFire");
    const [v, setV] = useState("auto");
    return (
      <OptionRow info={o}>
        <Choice
          label="Wild fire"
          value={v}
          onChange={setV}
          choices={o.control.kind === "choice" ? o.control.choices : []}
        />
      </OptionRow>
    );
  },
};

/** §2.7 the Intensity grid with the shipped counts: every seat resolves the same number. */
export const IntensityGridBalanced: StoryObj = {
  name: "Intensity grid (balanced)",
  render: () => {
    const [form, setForm] = useState(() => toForm(presetRules("italian-base")));
    return (
      <IntensityGrid
        counts={form.intensityCounts}
        consequences={consequences(form)}
        onChange={(c) => setForm({ ...form, intensityCounts: c })}
      />
    );
  },
};

/** §2.7 broken: with 4 players, 9/9/9/4 makes the third seat resolve two Intensity cards. */
export const IntensityGridUnbalanced: StoryObj = {
  name: "Intensity grid (unbalanced)",
  render: () => {
    const [form, setForm] = useState(() => {
      const f = toForm(presetRules("italian-base"));
      return { ...f, intensityCounts: { ...f.intensityCounts, "4": ["9", "9", "9", "4"] } };
    });
    return (
      <IntensityGrid
        counts={form.intensityCounts}
        consequences={consequences(form)}
        onChange={(c) => setForm({ ...form, intensityCounts: c })}
      />
    );
  },
};
