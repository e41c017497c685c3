/** Issue 32 §7: the lab's results leave as JSON and CSV that read back to the same figures. */
import { CLAIMS } from "@pudding/games";
import { compareRuns, LabAggregate, type LabOptions, resolveLab, runLab } from "@pudding/lab";
import { describe, expect, it } from "vitest";
import { comparisonCsv, resultsCsv, resultsJson } from "./export.js";

describe("lab results export (issue 32 §7)", () => {
  it("JSON keeps both runs' records and the comparison; CSV has one row per game and rule set", async () => {
    const options: LabOptions = {
      game: CLAIMS.id,
      rules: "standard",
      vs: "no-retreat",
      players: 3,
      games: 6,
    };
    const lab = resolveLab(options, [CLAIMS]);
    const a = LabAggregate.for(lab);
    const b = LabAggregate.for(lab, "b");
    for await (const e of runLab(options, { games: [CLAIMS] })) (e.run === "a" ? a : b).addEvent(e);
    const rows = compareRuns(a, b);
    const runA = { name: "Standard, edited", summary: a.summary(), records: a.records };
    const runB = { name: "No retreat", summary: b.summary(), records: b.records };
    const json = JSON.parse(
      resultsJson({ game: CLAIMS.id, options: { ...options }, a: runA, b: runB, comparisons: rows }),
    );
    expect(json.format).toBe("pudding-lane.lab-results");
    expect(json.runs.map((r: { records: unknown[] }) => r.records.length)).toEqual([6, 6]);
    expect(json.comparison).toHaveLength(rows.length);
    const csv = resultsCsv([runA, runB]).trimEnd().split("\r\n");
    expect(csv).toHaveLength(1 + 12);
    const head = csv[0]?.split(",") ?? [];
    expect(head.slice(0, 3)).toEqual(["run", "game", "seed"]);
    // A name with a comma is quoted; lists are joined by spaces.
    expect(csv[1]).toMatch(/^"Standard, edited",0,/);
    expect(csv[1]?.split(",")[head.indexOf("scores") + 1]).toMatch(/^\d+( \d+){2}$/);
    const table = comparisonCsv(rows).trimEnd().split("\r\n");
    expect(table[0]).toBe("key,label,kind,a,b,diff,lo,hi,p,pHolm,significant");
    expect(table).toHaveLength(rows.length + 1);
  });
});
