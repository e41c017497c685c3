import type { Meta, StoryObj } from "@storybook/react-vite";
import { BalanceLab } from "../BalanceLab.js";
import { presetRules } from "../model.js";
import { RulesWorkspace } from "../RulesWorkspace.js";

const meta: Meta = { title: "Rules/Workspace", parameters: { layout: "fullscreen" } };
export default meta;

/** The whole Rules workspace; Publish answers like the play server would. */
export const Whole: StoryObj = {
  render: () => (
    <div style={{ padding: 12 }}>
      <RulesWorkspace
        publish={async (name) => ({ ok: true, id: `r-${name.toLowerCase().replace(/\W+/g, "-")}` })}
        defaultGames={50}
      />
    </div>
  ),
};

/** Publishing refused by the server: its issues are listed with their paths. */
export const PublishRefused: StoryObj = {
  render: () => (
    <div style={{ padding: 12 }}>
      <RulesWorkspace
        initialPreset="portuguese-edition"
        publish={async () => ({
          ok: false,
          issues: [{ path: "name", message: "a rule set with this name exists" }],
        })}
      />
    </div>
  ),
};

/** The balance lab on its own, comparing long with the base rules. */
export const LabPanel: StoryObj = {
  name: "Balance lab",
  render: () => (
    <div style={{ padding: 12 }}>
      <BalanceLab
        rules={presetRules("long")}
        rulesName="long"
        candidates={[{ name: "italian-base", rules: presetRules("italian-base") }]}
        defaultCompare="italian-base"
        defaultGames={40}
      />
    </div>
  ),
};
