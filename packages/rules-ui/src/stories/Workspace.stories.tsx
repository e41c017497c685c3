import type { AnyGameModule } from "@pudding/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BalanceLab } from "../BalanceLab.js";
import { presetRules } from "../model.js";
import { RulesWorkspace } from "../RulesWorkspace.js";
import { CLAIMS, GREAT_FIRE_1666, PLUGINS } from "./games.js";
import { createStoryWorker } from "./worker.js";

const meta: Meta = { title: "Rules/Workspace", parameters: { layout: "fullscreen" } };
export default meta;

const accept = async (name: string) => ({
  ok: true as const,
  id: `r-${name.toLowerCase().replace(/\W+/g, "-")}`,
});
const workspace = (module: AnyGameModule, extra: Partial<Parameters<typeof RulesWorkspace>[0]> = {}) => (
  <div style={{ padding: 12 }}>
    <RulesWorkspace
      module={module}
      publish={accept}
      {...(PLUGINS[module.id] ? { plugins: PLUGINS[module.id] } : {})}
      createWorker={createStoryWorker}
      defaultGames={50}
      {...extra}
    />
  </div>
);

/** The whole Rules workspace for The Great Fire, with its Intensity grid and lab charts plugged in. */
export const GreatFire: StoryObj = { name: "The Great Fire", render: () => workspace(GREAT_FIRE_1666) };

/** The same workspace for the toy game, which plugs in nothing: the form comes from its options. */
export const Claims: StoryObj = { name: "Claims (toy game)", render: () => workspace(CLAIMS) };

/** Publishing refused by the server: its issues are listed with their paths. */
export const PublishRefused: StoryObj = {
  render: () =>
    workspace(GREAT_FIRE_1666, {
      initialPreset: "portuguese-edition",
      publish: async () => ({
        ok: false,
        issues: [{ path: "name", message: "a rule set with this name exists" }],
      }),
    }),
};

/** The Great Fire on a phone (390 px): controls, tables and charts wrap. */
export const GreatFirePhone: StoryObj = {
  name: "The Great Fire on a phone",
  parameters: { viewport: { defaultViewport: "mobile1" } },
  render: () => <div style={{ maxWidth: 390 }}>{workspace(GREAT_FIRE_1666)}</div>,
};

/** The balance lab on its own, comparing long with the base rules (Web Workers). */
export const LabPanel: StoryObj = {
  name: "Balance lab",
  render: () => (
    <div style={{ padding: 12 }}>
      <BalanceLab
        module={GREAT_FIRE_1666}
        rules={presetRules(GREAT_FIRE_1666, "long")}
        rulesName="long"
        candidates={[{ name: "italian-base", rules: presetRules(GREAT_FIRE_1666, "italian-base") }]}
        defaultCompare="italian-base"
        charts={PLUGINS["great-fire-1666"]?.labCharts ?? []}
        createWorker={createStoryWorker}
        defaultGames={40}
      />
    </div>
  ),
};

/** The toy game's lab in this thread (no worker given): its metrics chart as any game's would. */
export const ClaimsLabInThread: StoryObj = {
  name: "Balance lab: Claims in this thread",
  render: () => (
    <div style={{ padding: 12 }}>
      <BalanceLab
        module={CLAIMS}
        rules={presetRules(CLAIMS, "standard")}
        rulesName="standard"
        candidates={[{ name: "no-retreat", rules: presetRules(CLAIMS, "no-retreat") }]}
        defaultCompare="no-retreat"
        defaultGames={30}
        defaultPlayers={3}
      />
    </div>
  ),
};
