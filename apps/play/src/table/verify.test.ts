/**
 * The end screen's "Verify this game" check (issue 26 §1), unit level: a Great Fire game exported
 * from the API (the fixture `pudding verify` is tested on) verifies in each language; a changed draw,
 * another commitment than the table showed and another seed are each named in words.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FairGameFile } from "@pudding/engine";
import { gameById } from "@pudding/games";
import { describe, expect, it } from "vitest";
import { verdictText, verifyExport } from "./verify";

const file = (): FairGameFile =>
  JSON.parse(
    readFileSync(join(__dirname, "../../../../tools/cli/src/test-fixtures/great-fire-export.json"), "utf8"),
  );
const GF = gameById("great-fire-1666");
if (!GF) throw new Error("no Great Fire");

describe("Verify this game (issue 26 §1)", () => {
  it("a fair game from the API verifies, in English, Italian and Portuguese", () => {
    const f = file();
    const v = verifyExport(GF, f, f.commitment);
    expect(v.ok).toBe(true);
    expect(verdictText(v, f.commitment)).toMatch(
      new RegExp(
        `^Verified: .* ${f.commitment.slice(0, 16)}… .* all ${f.actions.length} actions replay from it`,
      ),
    );
    expect(verdictText(v, f.commitment, "it")).toMatch(/^Verificata: .* tutte le \d+ azioni/);
    expect(verdictText(v, f.commitment, "pt")).toMatch(/^Verificado: .* todas as \d+ ações/);
  });

  it("a changed draw is named with its action; another commitment or seed is refused", () => {
    const f = file();
    const events = structuredClone(f.events) as { type: string; card?: string }[][];
    const at = events.findIndex((es) => es.some((e) => e.type === "cardDrawn"));
    const drawn = events[at]?.find((e) => e.type === "cardDrawn") as { card: string };
    drawn.card = drawn.card === "E" ? "N" : "E";
    const v = verifyExport(GF, { ...f, events }, f.commitment);
    expect(v).toMatchObject({ ok: false, problem: "events", at: at + 1 });
    expect(verdictText(v, f.commitment)).toBe(
      `Not verified: at action ${at + 1} what the game logged differs from what the committed seed gives — a shuffle, draw or roll was changed.`,
    );
    expect(verdictText(v, f.commitment, "pt")).toMatch(new RegExp(`^Não verificado: na ação ${at + 1} `));
    const shown = "0".repeat(64);
    expect(verdictText(verifyExport(GF, f, shown), shown)).toMatch(
      /^Not verified: the server's copy names commitment [0-9a-f]{16}…, but this table showed 0{16}…\.$/,
    );
    const other = verifyExport(GF, { ...f, seed: `chacha20:${"1".repeat(64)}` }, f.commitment);
    expect(verdictText(other, f.commitment, "it")).toBe(
      "Non verificata: il seme rivelato alla fine non corrisponde all'impegno mostrato dall'inizio.",
    );
  });
});
