/**
 * The English a game module hands the Rules workspace and the balance lab (issue 20), for each
 * game's translation test: every option's label, group, sentence, unit, choices and a rule citation
 * with words ("Ruling B1"); the keys of a custom option's value that the generic editors list (values
 * per race…); every lab metric's name and description; every consequence's label and worded value,
 * over every preset and seat count.
 */
import type { AnyGameModule } from "@pudding/engine";

const hasWords = (s: string) => /[A-Za-z]{3,}/.test(s);

export function moduleRuleWords(module: AnyGameModule): string[] {
  const out = new Set<string>();
  const { rules } = module;
  for (const o of rules.options) {
    for (const s of [o.label, o.group, o.sentence, o.unit, ...(o.choices ?? []).map((c) => c.label)])
      if (s) out.add(s);
    if (hasWords(o.rule)) out.add(o.rule);
  }
  const base = rules.parse({});
  if (base.ok)
    for (const o of rules.options) {
      const v = (base.value as Record<string, unknown>)[o.key];
      if (o.control === "custom" && v && typeof v === "object" && !Array.isArray(v))
        for (const k of Object.keys(v)) if (hasWords(k)) out.add(k);
    }
  for (const m of module.lab?.metrics ?? []) {
    out.add(m.label);
    if (m.description) out.add(m.description);
  }
  for (const p of rules.presets) {
    const r = rules.parse(p.rules);
    if (!r.ok) continue;
    for (let n = module.seats.min; n <= module.seats.max; n++)
      for (const c of rules.consequences?.(r.value, n) ?? []) {
        out.add(c.label);
        if (c.words) out.add(c.words.text);
      }
  }
  return [...out];
}
