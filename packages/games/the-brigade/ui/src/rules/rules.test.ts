import type { ChartInput, LabRecord } from "@pudding/editor-kit/rules-plugin";
import { THE_BRIGADE, TINDERBOX } from "@pudding/the-brigade";
import { describe, expect, it } from "vitest";
import { BRIGADE_RULES_UI } from "./index.js";
import { BRIGADE_LAB_CHARTS, endingChart, wardenChart, withLabFields } from "./lab.js";

/** A few games played by the heuristic bot through the adapted collector, as the lab would record them. */
function records(n: number): LabRecord[] {
  const M = withLabFields(THE_BRIGADE);
  const rules = M.rules.parse({});
  if (!rules.ok) throw new Error("rules");
  const out: LabRecord[] = [];
  for (let g = 0; g < n; g++) {
    const r = M.setup({ map: TINDERBOX, rules: rules.value, seats: 3, seed: 100 + g });
    if (!r.ok) throw new Error("setup");
    let s = r.value;
    const c = M.lab?.collector(s);
    for (let i = 0; i < 5000 && !M.status(s).over; i++) {
      const seat = M.toAct(s)[0] as number;
      const next = M.apply(s, seat, M.ai?.bots?.heuristic?.decide(s, seat, { seed: i }));
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      c?.step(next.events, s);
    }
    const first = M.lab?.firstSeat?.(s) ?? 0;
    const fields = c?.finish(s, (p) => (p - first + 3) % 3) ?? {};
    const winners = M.outcome(s).winners.map((p) => (p - first + 3) % 3);
    out.push({ players: 3, winners, ...fields });
  }
  return out;
}

describe("The Brigade in the lab", () => {
  const recs = records(4);
  const input: ChartInput = {
    a: { summary: { games: recs.length, players: 3 }, records: recs },
    names: { a: "A" },
    map: TINDERBOX,
  };

  it("records each position's warden and the destroyed squares (adapter)", () => {
    for (const r of recs) {
      expect(r.wardens).toHaveLength(3);
      expect(r.destroyedCells).toHaveLength(36);
    }
  });

  it("draws which ending occurred as shares of the games (§13)", () => {
    const spec = endingChart(input);
    expect(spec.kind).toBe("bars");
    if (spec.kind !== "bars") return;
    const total = spec.data.reduce((s, d) => s + ("successes" in d.a ? d.a.successes : 0), 0);
    expect(total).toBe(recs.length);
  });

  it("draws the win rate by warden, and nothing without warden records", () => {
    const spec = wardenChart(input);
    expect(spec?.kind).toBe("bars");
    expect(
      wardenChart({
        ...input,
        a: { ...input.a, records: recs.map(({ wardens: _w, ...r }) => r as LabRecord) },
      }),
    ).toBeNull();
  });

  it("every chart replaces only metrics the module has, and the widgets cover the custom options", () => {
    const keys = new Set(THE_BRIGADE.lab?.metrics.map((m) => m.key));
    for (const c of BRIGADE_LAB_CHARTS) for (const k of c.replaces ?? []) expect(keys.has(k), k).toBe(true);
    for (const c of BRIGADE_LAB_CHARTS) expect(() => c.chart(input)).not.toThrow();
    const custom = THE_BRIGADE.rules.options.filter((o) => o.control === "custom").map((o) => o.key);
    for (const k of custom) expect(BRIGADE_RULES_UI.widgets[k], k).toBeDefined();
  });
});

describe("the comparison in The Brigade's words (issue 32 §5)", () => {
  it("each ending is a share of games under its name; the mean of ending codes is left out", () => {
    expect(BRIGADE_RULES_UI.hideRows).toContain("ending");
    expect(BRIGADE_RULES_UI.labels["end.allFiresOut=1"]).toBe("Ended by All fires out (§13.4)");
    expect(BRIGADE_RULES_UI.labels.allFiresOut).toBe("All fires out (§13.4)");
    expect(BRIGADE_RULES_UI.heat.label).toBe("Fire");
  });
});
