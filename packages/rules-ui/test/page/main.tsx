/**
 * A tiny host page for the browser test: the whole RulesWorkspace, as apps/editor mounts it, with a
 * `publish` that keeps what it was given on `window.published` (the play server's `rules.publish`
 * is the lead's; the test checks the workspace calls it with the edited rule set).
 */
import type { RuleSet } from "@pudding/great-fire";
import { parseRules } from "@pudding/great-fire";
import { createRoot } from "react-dom/client";
import { RulesWorkspace } from "../../src/index.js";

const w = window as unknown as { published: { name: string; rules: RuleSet }[] };
w.published = [];

async function publish(name: string, rules: RuleSet) {
  // Validate as the server does (parseRules) so the round trip through JSON is checked too.
  const r = parseRules(JSON.parse(JSON.stringify(rules)));
  if (!r.ok) return { ok: false as const, issues: r.issues };
  w.published.push({ name, rules: r.rules });
  return { ok: true as const, id: `r-test-${w.published.length}` };
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<RulesWorkspace publish={publish} />);
