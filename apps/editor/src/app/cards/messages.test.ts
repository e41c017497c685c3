import { checkCatalogue, tFor } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import { CARDS_HOST_MESSAGES, CARDS_HOST_NS } from "./messages";

describe("the Cards page host's words (issue 20)", () => {
  it("are complete in every language", () => {
    expect(checkCatalogue(CARDS_HOST_MESSAGES)).toEqual([]);
  });
  it("say the loading line in the reader's language, English unchanged", () => {
    expect(tFor("en", CARDS_HOST_NS)("loading")).toBe("Loading the card editor…");
    expect(tFor("it", CARDS_HOST_NS)("loading")).toBe("Caricamento dell'editor delle carte…");
    expect(tFor("pt", CARDS_HOST_NS)("loading")).toBe("A carregar o editor de cartas…");
  });
});
