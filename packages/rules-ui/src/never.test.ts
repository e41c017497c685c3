/**
 * Issue 32 §3: a metric that stayed at zero in every game of both runs (wild fire under the heuristic
 * bots) drew two empty histograms that read as "this rule does nothing". The chart now says the rule
 * never came into play with these bots; a metric that did move says nothing of the kind.
 */
import { GREAT_FIRE_1666 } from "@pudding/games";
import { LabAggregate, type LabOptions, resolveLab, runLab } from "@pudding/lab";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { codeWords, MetricChart } from "./charts.js";

async function summary(options: LabOptions) {
  const a = LabAggregate.for(resolveLab(options, [GREAT_FIRE_1666]));
  for await (const e of runLab(options, { games: [GREAT_FIRE_1666] })) a.addEvent(e);
  return a.summary();
}

describe("a metric that never happened says so (issue 32 §3)", { timeout: 120_000 }, () => {
  it("§4.5 wild-fire cones under the heuristic bots: 'never happened', not an empty chart alone", async () => {
    const s = await summary({ game: GREAT_FIRE_1666.id, rules: { wildFire: true }, players: 4, games: 3 });
    const html = renderToStaticMarkup(
      createElement(MetricChart, { metric: "wildFires", a: s, b: s, names: { a: "A", b: "B" } }),
    );
    expect(html).toContain("data-never");
    expect(html).toContain("It never happened in any of the 6 games");
  });
  it("with random bots wild fire happens, and the chart says nothing of the kind", async () => {
    const s = await summary({
      game: GREAT_FIRE_1666.id,
      rules: { wildFire: true, extraFinalRounds: 2 },
      players: 4,
      games: 40,
      seed: 3,
      bots: "random",
    });
    const html = renderToStaticMarkup(
      createElement(MetricChart, { metric: "wildFires", a: s, names: { a: "A" } }),
    );
    expect(html).not.toContain("data-never");
  });
});

describe("codes are worded, never shown raw (issue 32 §5)", () => {
  it("splits camelCase and words the tie-break prefix", () => {
    expect(codeWords("tie:intactHouses")).toBe("tie-break: intact houses");
    expect(codeWords("allFiresOut")).toBe("all fires out");
    expect(codeWords("points")).toBe("points");
    expect(codeWords("tie:loyalty", "spareggio")).toBe("spareggio: loyalty");
  });
});
