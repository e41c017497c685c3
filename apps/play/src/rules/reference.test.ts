/**
 * The rules reference (issue 20): every § and ruling the digests name gets an anchor, a cited rule
 * finds its own or its nearest section's, and the text stays text.
 */
import { RULES_REFERENCES } from "@pudding/games/reference";
import { RULES_REFERENCE_GAMES } from "@pudding/games/ui";
import { describe, expect, it } from "vitest";
import { anchorFor, renderReference, ruleId, rulesIn } from "./reference";

/** The element with `id` in `html`, up to the end of its block, as plain text. */
function blockOf(html: string, id: string): string {
  const at = html.indexOf(`id="${id}"`);
  if (at < 0) return "";
  const start = html.lastIndexOf("<", at);
  const tag = /^<(\w+)/.exec(html.slice(start))?.[1] ?? "";
  const end = html.indexOf(`</${tag}>`, at);
  return html.slice(start, end).replace(/<[^>]+>/g, "");
}

describe("the rules reference (issue 20: rules by § one click from a rule message)", () => {
  it("the client's list of games with a reference is the references' list", () => {
    expect([...RULES_REFERENCE_GAMES].sort()).toEqual(Object.keys(RULES_REFERENCES).sort());
  });
  it("reads the rules a message cites", () => {
    expect(rulesIn("The fire starts in Pudding Lane; … (§2.9)")).toEqual(["§2.9"]);
    expect(rulesIn("ties (R46) and § 13.5, again §13.5")).toEqual(["R46", "§13.5"]);
    expect(ruleId("§7.10")).toBe("s-7-10");
    expect(ruleId("R21")).toBe("r-21");
  });

  for (const [game, markdown] of Object.entries(RULES_REFERENCES))
    it(`${game}: every § and ruling the digest names has an anchor on a block that names it`, () => {
      const r = renderReference(markdown);
      const named = rulesIn(markdown);
      expect(named.length).toBeGreaterThan(10);
      for (const ref of named) {
        const id = r.anchors[ref];
        expect(id, ref).toBeDefined();
        expect(blockOf(r.html, id as string), `${ref} in its block`).toContain(
          ref.startsWith("§") ? ref.slice(1) : ref,
        );
      }
      // Ids are unique.
      const ids = [...r.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(r.title).toMatch(/canonical rules/);
    });

  it("finds a cited rule's own anchor, else its nearest section's; a ruling where it is stated", () => {
    const fire = renderReference(RULES_REFERENCES["great-fire-1666"] as string);
    // The setup's numbered steps are its sub-sections: §2.9 the teams, §2.10 the pawns.
    expect(blockOf(fire.html, anchorFor(fire.anchors, "(§2.9)") as string)).toMatch(
      /^Teams \(never in the green region or Pudding Lane/,
    );
    expect(blockOf(fire.html, anchorFor(fire.anchors, "§2.10") as string)).toMatch(/^Pawns: in turn order/);
    expect(anchorFor(fire.anchors, "§4.2.7")).toBe(anchorFor(fire.anchors, "§4.2"));
    expect(anchorFor(fire.anchors, "§99")).toBeNull();
    expect(anchorFor(fire.anchors, "no rule")).toBeNull();
    const swu = renderReference(RULES_REFERENCES["small-world-underground"] as string);
    expect(anchorFor(swu.anchors, "§7.10")).toBe("s-7-10"); // its own heading
    const brigade = renderReference(RULES_REFERENCES["the-brigade"] as string);
    expect(blockOf(brigade.html, anchorFor(brigade.anchors, "R46") as string)).toMatch(/Ruling R46/);
  });

  it("keeps the text text: raw HTML in a digest is shown, not run", () => {
    const r = renderReference('# T\n\n<script>alert(1)</script> <img src=x onerror="x()"> (§1)\n');
    expect(r.html).not.toContain("<script>");
    expect(r.html).not.toContain("<img");
    expect(r.html).toContain("&lt;script&gt;");
  });
});

describe("every rule a game's messages cite opens its place in the reference", () => {
  for (const [game, markdown] of Object.entries(RULES_REFERENCES))
    it(`${game}: each § and ruling cited in the rules package's sources has an anchor (its own or its section's)`, async () => {
      const { readFileSync, readdirSync } = await import("node:fs");
      const path = await import("node:path");
      const root = path.join(import.meta.dirname, "../../../../packages/games", game, "rules/src");
      const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
        (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith("reference.ts"),
      );
      const cited = new Set<string>();
      for (const f of files)
        for (const m of readFileSync(path.join(root, f), "utf8").matchAll(
          /["`(]((?:§\s?\d+(?:\.\d+)*)|R\d+)["`)]/g,
        ))
          for (const r of rulesIn(m[1] as string)) cited.add(r);
      expect(cited.size, "rules cited").toBeGreaterThan(5);
      const r = renderReference(markdown);
      const missing = [...cited].filter((c) => anchorFor(r.anchors, c) === null);
      expect(missing, `${game}: cited rules without a place`).toEqual([]);
    });
});
