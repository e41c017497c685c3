/**
 * The workspace's words in Italian and Portuguese (issue 20): its catalogue is complete, and the
 * Rules workspace rendered for a real game speaks the reader's language — its own words and the
 * game's options, through the game's English-keyed translations — while English stays as it was.
 */
import type { AnyGameModule } from "@pudding/engine";
import { GREAT_FIRE_1666, SMALL_WORLD_UNDERGROUND } from "@pudding/games";
import { RULES_UIS } from "@pudding/games/rules-ui";
import { checkCatalogue, type Locale, LocaleProvider } from "@pudding/i18n";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RULES_UI_MESSAGES, rulesWords } from "./messages.js";
import { importRules, presetRules } from "./model.js";
import type { RulesUiPlugin } from "./plugins.js";
import { RulesWorkspace } from "./RulesWorkspace.js";
import { workKey } from "./work.js";

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

const render = (locale: Locale | null, module: AnyGameModule = GREAT_FIRE_1666) => {
  const ws = createElement(RulesWorkspace, {
    module,
    publish: async () => ({ ok: true as const, id: "x" }),
    plugins: RULES_UIS[module.id as keyof typeof RULES_UIS] as unknown as RulesUiPlugin,
    storage: memory(),
  });
  return renderToStaticMarkup(
    locale ? createElement(LocaleProvider, { locale } as { locale: Locale; children: ReactNode }, ws) : ws,
  );
};

describe("the rules-ui catalogue", () => {
  it("is complete in every language", () => {
    expect(checkCatalogue(RULES_UI_MESSAGES)).toEqual([]);
  });
  it("words numbers and positions in the reader's way", () => {
    expect(rulesWords("en").n(2.5, 2)).toBe("2.50");
    expect(rulesWords("it").n(2.5, 2)).toBe("2,50");
    expect(rulesWords("en").short(1)).toBe("2nd");
    expect(rulesWords("pt").short(1)).toBe("2.º");
    expect(rulesWords("it").ordinal(0)).toBe("1º giocatore");
  });
  it("says why an import is not JSON in the reader's language", () => {
    const it = importRules(GREAT_FIRE_1666, "{", "it");
    expect(!it.ok && it.issues[0]?.message).toMatch(/^JSON non valido \(/);
    const en = importRules(GREAT_FIRE_1666, "{");
    expect(!en.ok && en.issues[0]?.message).toMatch(/^not valid JSON \(/);
  });
});

describe("the Rules workspace in Italian", () => {
  const html = render("it");
  it("shows its own headings and buttons in Italian", () => {
    expect(html).toContain('aria-label="Area di lavoro delle regole"');
    expect(html).toContain(">Regole</strong>");
    expect(html).toContain(">Conseguenze</h3>");
    expect(html).toContain("Modifiche rispetto a Gioco base italiano");
    expect(html).toContain(">Salva</button>");
    expect(html).toContain("Laboratorio di bilanciamento");
    expect(html).toContain("Gioca 200 partite per regolamento");
    expect(html).toContain(">Euristico</option>");
    expect(html).toContain(">Pronto.</span>");
    expect(html).not.toContain("Consequences");
  });
  it("shows the game's options, groups, choices and units in Italian", () => {
    expect(html).toContain("Carte in mano");
    expect(html).toContain("Quante carte Movimento Fuoco tiene in mano ciascun giocatore.");
    expect(html).toContain(">Preparazione (§2)</h3>");
    expect(html).toContain("Un colore per posto");
    expect(html).toContain(">carte</span>");
    expect(html).not.toContain("Hand size");
    expect(html).not.toContain("How many Fire Movement cards each player holds.");
  });
  it("shows the game's own widget and the presets in Italian", () => {
    expect(html).toContain("Ogni posto risolve");
    expect(html).toContain('aria-label="4 giocatori, Intensificazione D"');
    expect(html).toContain(">Gioco base italiano</option>");
    expect(html).toContain(">Carte Intensificazione</th>");
  });
  it("speaks Portuguese too", () => {
    const pt = render("pt", SMALL_WORLD_UNDERGROUND);
    expect(pt).toContain(">Consequências</h3>");
    expect(pt).toContain("Moedas iniciais");
    expect(pt).toContain("Moedas que cada jogador recebe na preparação.");
    expect(pt).toContain(">Guardar</button>");
  });
});

describe("the Rules workspace in English", () => {
  it("keeps today's words", () => {
    const html = render(null);
    expect(render("en")).toBe(html);
    for (const s of [
      'aria-label="Rules workspace"',
      ">Rules</strong>",
      ">Consequences</h3>",
      "Changes from Italian base game",
      "None: this is the preset as printed.",
      ">Save</button>",
      "Hand size",
      "How many Fire Movement cards each player holds.",
      ">Setup (§2)</h3>",
      "One colour per seat",
      ">cards</span>",
      "Each seat resolves",
      'aria-label="4 players, Intensity D"',
      'aria-label="Hand size: one less"',
      "Balance lab",
      "Run 200 games on each rule set",
      "Bots by seat (rotated every game when mixed):",
      "Every seat count (3–6) passes the game&#x27;s checks.",
      ">Ready.</span>",
      ">Heuristic</option>",
    ])
      expect(html, s).toContain(s);
  });
});

describe("Small World Underground's options name what they hold (issue 32 §6)", () => {
  const html = render(null, SMALL_WORLD_UNDERGROUND);
  const text = html.replace(/<[^>]+>/g, " ");
  it("Tokens in the tray lists races by name, not by id", () => {
    expect(text).toContain("Iron Dwarves");
    expect(text).not.toMatch(/\bironDwarves\b|\bwillOWisps\b/);
  });
  it("Places and Relics is a checklist of names, not a comma-separated text of ids", () => {
    expect(html).toContain('data-testid="marker-pool"');
    expect(text).toContain("Altar of Souls");
    expect(text).not.toMatch(/\baltarOfSouls\b/);
  });
});

describe("issues name the option and entry, not a raw path (issue 32 §6)", () => {
  it("a broken 6-player row of the §2.7 grid reads “Cards under each Intensity card › 6”", () => {
    const store = memory();
    const draft = presetRules(GREAT_FIRE_1666, "italian-base") as Record<string, unknown>;
    const counts = { ...(draft.intensityCounts as Record<string, number[]>), "6": [] };
    const work = { preset: "italian-base", draft: { ...draft, intensityCounts: counts }, name: "" };
    store.setItem(workKey(GREAT_FIRE_1666.id), JSON.stringify({ v: 1, work, clean: work, at: "" }));
    const html = renderToStaticMarkup(
      createElement(RulesWorkspace, {
        module: GREAT_FIRE_1666,
        publish: async () => ({ ok: true as const, id: "x" }),
        storage: store,
      }),
    );
    expect(html).toContain('data-path="intensityCounts.6"');
    expect(html).toContain("Cards under each Intensity card › 6");
    expect(html).not.toMatch(/>intensityCounts\.6</);
  });
});
