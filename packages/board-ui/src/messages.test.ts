import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkCatalogue, tFor } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import { describeSpace, indexHighlights } from "./board/describe.js";
import { BOARD_MESSAGES, BOARD_NS } from "./messages.js";
import { winnersLine } from "./panels/OutcomeTable.js";
import type { TableContext } from "./plugin.js";
import { genericPrompt } from "./table/prompt.js";
import { curtainReason } from "./table/seats.js";
import { derivePath } from "./turn/derive.js";
import { clickSpace, options, START } from "./turn/guided.js";

const SRC = fileURLToPath(new URL(".", import.meta.url));
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every source file of the kit (no tests, no stories, not the catalogue itself). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === "stories" ? [] : sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && f !== "messages.ts" ? [p] : [];
  });
}

/** The keys of `t("…")` and `tFor(…)("…")` calls in a file's text. */
function usedKeys(text: string): string[] {
  const keys = [...text.matchAll(/\bt\(\s*"([^"]+)"/g)].map((m) => m[1] as string);
  const fixed = [...text.matchAll(/\btFor\([^()]*\)\(\s*"([^"]+)"/g)].map((m) => m[1] as string);
  return [...keys, ...fixed];
}

describe("the board kit's catalogue", () => {
  it("is complete in every language (keys, plural forms, placeholders)", () => {
    expect(checkCatalogue(BOARD_MESSAGES)).toEqual([]);
  });

  it("has every key the kit's code asks for", () => {
    const stems = new Set(Object.keys(BOARD_MESSAGES.en).map((k) => k.replace(PLURAL, "")));
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(20);
    const used = new Map<string, string>();
    for (const f of files) for (const k of usedKeys(readFileSync(f, "utf8"))) used.set(k, f);
    expect(used.size).toBeGreaterThan(60);
    const missing = [...used].filter(([k]) => !stems.has(k)).map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });

  it("is translated: Italian and Portuguese differ from English for most keys", () => {
    const keys = Object.keys(BOARD_MESSAGES.en);
    for (const l of ["it", "pt"] as const) {
      const same = keys.filter((k) => BOARD_MESSAGES[l][k] === BOARD_MESSAGES.en[k]);
      expect(same.length / keys.length, `${l} same as English: ${same.join(", ")}`).toBeLessThan(0.2);
    }
  });

  it("is registered: words come out in the asked language, counted and filled in", () => {
    expect(tFor("en", BOARD_NS)("board.problems", { count: 1, list: "x" })).toBe("Board data problem: x");
    expect(tFor("en", BOARD_NS)("board.problems", { count: 2, list: "x; y" })).toBe(
      "Board data problems: x; y",
    );
    expect(tFor("it", BOARD_NS)("board.more", { count: 1 })).toBe("(+1 altro)");
    expect(tFor("it", BOARD_NS)("board.more", { count: 4 })).toBe("(+4 altri)");
    expect(tFor("pt", BOARD_NS)("curtain.title", { name: "Ana" })).toBe("Passe o dispositivo a Ana");
  });
});

describe("plain helpers speak the asked language (English by default, as before)", () => {
  const ix = indexHighlights({
    chosen: ["a"],
    selectable: [{ id: "b", hint: "class 1" }],
    barred: [{ id: "c", reason: "no" }],
  });
  const prompt = (locale?: "it" | "pt") =>
    genericPrompt({
      game: { seats: [{ name: "Anna" }], status: { over: false, toAct: [0, 2] }, seat: 0, legal: [] },
      turn: { pending: null, options: [] },
      hidden: false,
      locale,
    } as unknown as TableContext);

  it("words a space, the winners, the curtain and the prompt", () => {
    expect(describeSpace("B", "b", ix)).toBe("B: may be chosen — class 1");
    expect(describeSpace("B", "b", ix, undefined, "it")).toBe("B: selezionabile — class 1");
    expect(describeSpace("A", "a", ix, "x", "pt")).toBe("A: escolhido (1); x");
    expect(winnersLine({ winners: [0, 1] } as never, ["Anna", "Ben"])).toBe("Anna and Ben share the win!");
    expect(winnersLine({ winners: [0, 2] } as never, ["Anna"], "pt")).toBe(
      "Anna e Jogador 3 partilham a vitória!",
    );
    expect(curtainReason(1, 0, ["Anna", "Ben"], "it")).toBe("Ben deve agire ora, durante il turno di Anna.");
    expect(prompt()).toBe("Waiting for Anna and Seat 3…");
    expect(prompt("pt")).toBe("À espera de Anna e Jogador 3…");
  });

  it("words the guided turn's messages and a derived path's yes and no", () => {
    const paths = [
      { action: 1, steps: [{ key: "a", label: "A" }] },
      { action: 2, steps: [] },
    ];
    expect(options(paths, START).map((o) => o.step.label)).toEqual(["A", "Done"]);
    expect(options(paths, START, "it").map((o) => o.step.label)).toEqual(["A", "Fatto"]);
    expect(clickSpace([], START, "x", { locale: "pt" })).toMatchObject({
      message: "Nada para escolher agora.",
    });
    expect(derivePath({ type: "go", sure: true }, () => false)[1]?.label).toBe("Sure: yes");
    expect(derivePath({ type: "go", sure: false }, () => false, undefined, "it")[1]?.label).toBe("Sure: no");
    expect(derivePath({ type: "go", sure: true }, () => false, undefined, "pt")[1]?.label).toBe("Sure: sim");
  });
});
