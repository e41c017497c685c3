/**
 * Issue 26 §6, names people read: the accepted holes (a right-to-left override, names of
 * zero-width characters only, 39 combining marks on one letter, look-alikes of shipped names) are
 * refused, each with its own code and a sentence in three languages; real names in many scripts
 * pass unchanged.
 */
import { checkCatalogue } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import {
  checkName,
  confusable,
  describeNameProblem,
  findLookalike,
  NAME_MESSAGES,
  type NameProblemCode,
  nameKey,
  normalizeName,
  skeleton,
  TakenNames,
} from "./index.js";

const codeOf = (raw: string, o?: Parameters<typeof checkName>[1]): NameProblemCode | "ok" => {
  const r = checkName(raw, o);
  return r.ok ? "ok" : r.problem.code;
};

describe("§6 names people read: the rules", () => {
  it("refuses a right-to-left override and every other bidirectional control, naming the character", () => {
    const r = checkName("Anna\u202Egnp.exe");
    expect(r).toEqual({ ok: false, problem: { code: "bidi-control", params: { char: "U+202E" } } });
    for (const c of ["\u202A", "\u202B", "\u202C", "\u202D", "\u2066", "\u2067", "\u2068", "\u2069"])
      expect(codeOf(`Ben${c}`), c).toBe("bidi-control");
    expect(codeOf("Dana\u200F")).toBe("bidi-control"); // RIGHT-TO-LEFT MARK
    expect(codeOf("\u061CAli")).toBe("bidi-control"); // ARABIC LETTER MARK
  });

  it("refuses names of zero-width or blank characters only, and hidden characters inside a name", () => {
    for (const raw of [
      "\u200B",
      "\u200B\u200C\u200D",
      "\u2060\uFEFF",
      "\u3164",
      "\u115F\u1160",
      "\u2800\u2800",
      "   ",
    ])
      expect(codeOf(raw), JSON.stringify(raw)).toBe("invisible");
    expect(codeOf("\u0301\u0301")).toBe("invisible"); // marks on nothing
    expect(checkName("An\u200Bna")).toEqual({
      ok: false,
      problem: { code: "hidden", params: { char: "U+200B" } },
    });
    expect(codeOf("Soft\u00ADhyphen")).toBe("hidden");
    expect(codeOf("")).toBe("empty");
  });

  it("caps combining marks on one letter (39 refused, Vietnamese, Thai and Hindi pass)", () => {
    const zalgo = `Z${"\u0300\u0301\u0302".repeat(13)}algo`;
    expect(checkName(zalgo)).toEqual({
      ok: false,
      problem: { code: "marks", params: { found: 39, count: 4 } },
    });
    expect(codeOf(`a${"\u0301".repeat(5)}`)).toBe("marks");
    expect(codeOf(`a${"\u0301".repeat(4)}`)).toBe("ok");
    for (const name of ["Nguyễn Thị Ánh", "สมชาย", "क्षत्रिय", "Zoë", "שָׁלוֹם"])
      expect(codeOf(name), name).toBe("ok");
  });

  it("normalises to NFC and collapses spaces, so one name is stored one way", () => {
    const decomposed = "Zoe\u0308  \u00A0 Li";
    expect(checkName(`  ${decomposed}\u3000`)).toEqual({ ok: true, name: "Zoë Li" });
    expect(normalizeName("Zoe\u0308")).toBe("Zo\u00EB");
  });

  it("refuses control characters, lone surrogates and characters without an agreed shape", () => {
    expect(checkName("A\u0000B")).toEqual({
      ok: false,
      problem: { code: "control", params: { char: "U+0000" } },
    });
    expect(codeOf("tab\there")).toBe("control");
    expect(codeOf("A\uD800B")).toBe("broken");
    expect(codeOf("Private\uE000")).toBe("unassigned");
    expect(codeOf("Nobody\u{10FFFF}")).toBe("unassigned");
  });

  it("counts characters as readers do: an emoji family is one, and the limits hold", () => {
    expect(codeOf("👩‍👩‍👧".repeat(40))).toBe("ok"); // ZWJ sequences keep their joiners
    expect(codeOf("🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scot")).toBe("ok"); // a flag's tag characters
    expect(checkName("x".repeat(41))).toEqual({
      ok: false,
      problem: { code: "too-long", params: { count: 40, length: 41 } },
    });
    expect(codeOf("ab", { min: 3 })).toBe("too-short");
    // A huge name is refused without being examined whole.
    const t0 = performance.now();
    expect(codeOf(`${"a\u0301".repeat(500_000)}`)).toBe("too-long");
    expect(performance.now() - t0).toBeLessThan(500);
  });

  it("accepts real names in many scripts unchanged", () => {
    for (const name of [
      "Anna",
      "Seán Ó Briain",
      "José",
      "Łukasz",
      "Мария",
      "Σοφία",
      "محمد",
      "דוד",
      "李雷",
      "たなか",
      "김민준",
      "D'Artagnan",
      "Anne-Marie",
      "O'Neil 2",
    ])
      expect(checkName(name), name).toEqual({ ok: true, name });
  });
});

describe("§6 look-alikes: Unicode TR39 skeletons", () => {
  it("finds a Cyrillic а inside a Latin name, digits for letters, and case and spacing", () => {
    expect(confusable("It\u0430lian base game", "Italian base game")).toBe(true);
    expect(confusable("L0nd0n 1666", "London 1666")).toBe(true);
    expect(confusable("LONDON-1666", "London 1666")).toBe(true);
    expect(confusable("ITALIAN-BASE-GAME", "Italian base game")).toBe(true); // I → l before folding
    expect(confusable("Ｌｏｎｄｏｎ １６６６", "London 1666")).toBe(true); // fullwidth
    expect(confusable("𝐋𝐨𝐧𝐝𝐨𝐧 1666", "London 1666")).toBe(true); // mathematical bold
    expect(confusable("Lon\u200Bdon 1666", "London 1666")).toBe(true); // hidden inside
    expect(confusable("Lond\u043En 1666", "London 1666")).toBe(true);
    expect(confusable("rnap", "map")).toBe(true); // rn / m, as TR39 says
    expect(confusable("London 1667", "London 1666")).toBe(false);
    expect(confusable("Italian", "Itàlian")).toBe(false); // an accent is visible
    expect(confusable("Anna", "Anne")).toBe(false);
    expect(confusable("!!!", "???")).toBe(false);
  });

  it("is the TR39 skeleton: NFD, no default ignorables, prototypes, NFD", () => {
    expect(skeleton("\u0410\u0412\u0421")).toBe("ABC"); // Cyrillic capitals
    expect(skeleton("e\u0301")).toBe(skeleton("\u00E9")); // NFD both ways
    expect(skeleton("a\u00ADb")).toBe("ab");
    expect(nameKey("Great  Fire!")).toBe(nameKey("great fire"));
  });

  it("checks a new name against taken names (shipped names, other players' names) with the one it looks like", () => {
    const taken = ["London 1666", "Italian base game", "Easy"];
    expect(checkName("It\u0430lian base game", { taken })).toEqual({
      ok: false,
      problem: { code: "lookalike", params: { other: "Italian base game" } },
    });
    expect(checkName("London 1666", { taken: new TakenNames(taken) })).toEqual({
      ok: false,
      problem: { code: "lookalike", params: { other: "London 1666" } },
    });
    expect(checkName("My London 1666", { taken })).toEqual({ ok: true, name: "My London 1666" });
    expect(findLookalike("EASY", taken)).toBe("Easy");
    const many = new TakenNames(Array.from({ length: 20_000 }, (_, i) => `Player ${i}`));
    expect(many.lookalike("P1ayer 42")).toBe("Player 42");
    expect(many.lookalike("Player 20000")).toBeUndefined();
  });
});

describe("§6 each refusal in three languages", () => {
  it("the catalogue is complete, with the same placeholders and every plural form", () => {
    expect(checkCatalogue(NAME_MESSAGES)).toEqual([]);
  });

  it("words each problem with its parameters in the reader's language", () => {
    const bidi = checkName("x\u202E");
    const long = checkName("y".repeat(50));
    const look = checkName("L0ndon 1666", { taken: ["London 1666"] });
    if (bidi.ok || long.ok || look.ok) throw new Error("expected refusals");
    expect(describeNameProblem(bidi.problem, "en")).toMatch(
      /U\+202E, an invisible control .* read backwards/,
    );
    expect(describeNameProblem(bidi.problem, "it")).toMatch(/U\+202E, un controllo invisibile/);
    expect(describeNameProblem(bidi.problem, "pt")).toMatch(/U\+202E, um controlo invisível/);
    expect(describeNameProblem(long.problem, "en")).toBe(
      "The name has 50 characters; at most 40 are allowed. Shorten it.",
    );
    expect(describeNameProblem(long.problem, "it")).toBe(
      "Il nome ha 50 caratteri; ne sono ammessi al massimo 40. Accorcialo.",
    );
    expect(describeNameProblem(look.problem, "pt")).toBe(
      "O nome confunde-se com «London 1666», que já existe; escolhe um nome que não se possa tomar por esse.",
    );
    const one = checkName("", { min: 1 });
    if (one.ok) throw new Error("expected a refusal");
    expect(describeNameProblem(one.problem, "en")).toBe("The name is empty: type at least 1 character.");
    for (const code of Object.keys(NAME_MESSAGES.en)) expect(code).toMatch(/^name\./);
  });
});
