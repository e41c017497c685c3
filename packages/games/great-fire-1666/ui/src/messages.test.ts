/**
 * The Great Fire's table catalogue (issue 20): complete in every language, every key the table uses
 * exists, the other languages are really translated, and the table's plain functions (prompts,
 * choice labels, the Confirm button, highlights) speak the reader's language — English unchanged.
 */
import { readdirSync, readFileSync } from "node:fs";
import { begin, chosenSteps, options, pendingAction, turnHighlights } from "@pudding/board-ui";
import {
  type Action,
  type FireCardOption,
  type GameState,
  GREAT_FIRE_1666,
  HOUSE_COLOURS,
  LONDON_1666,
  TOKEN_KINDS,
} from "@pudding/great-fire";
import { checkCatalogue, type Locale, tFor } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import { counted, GREAT_FIRE_MESSAGES, NS } from "./messages.js";
import { classHint, toSpaceHighlights } from "./table/board/highlights.js";
import { tableGame } from "./table/stories/local.js";
import {
  choicesFor,
  describeFireAction,
  type FireContext,
  fireHighlights,
  firePrompt,
} from "./table/turn.js";

const en = GREAT_FIRE_MESSAGES.en;
const BAD = /undefined|NaN|\{\{|\[object/;
const OTHERS = ["it", "pt"] as const;

/** Every source file of the table side (and what it imports from outside `table/`). */
function sources(): { file: string; text: string }[] {
  const dir = new URL("./table/", import.meta.url);
  const out: { file: string; text: string }[] = [];
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    if (!/\.tsx?$/.test(f) || /\.test\.tsx?$/.test(f) || f.includes("stories")) continue;
    out.push({ file: f, text: readFileSync(new URL(f, dir), "utf8") });
  }
  return out;
}

describe("the catalogue", () => {
  it("is complete and consistent in every language (checkCatalogue)", () => {
    expect(checkCatalogue(GREAT_FIRE_MESSAGES)).toEqual([]);
  });

  it("holds every key the table's source uses", () => {
    const keys = new Set(Object.keys(en));
    const stems = new Set(Object.keys(en).map((k) => k.replace(/_(one|other)$/, "")));
    let used = 0;
    for (const { file, text } of sources()) {
      // t("key"), t(`key`), tOf(locale)("key") and t(`prefix.${x}`)
      for (const m of text.matchAll(/(?:\bt|\))\(\s*(["`])([a-zA-Z][\w.]*)(\$\{)?[^"`]*\1/g)) {
        const key = m[2] as string;
        used++;
        if (m[3])
          expect(
            [...keys].some((k) => k.startsWith(key)),
            `${file}: ${key}…`,
          ).toBe(true);
        else expect(keys.has(key) || stems.has(key), `${file}: ${key}`).toBe(true);
      }
      for (const m of text.matchAll(/counted\(\s*t,\s*"([\w.]+)"/g)) {
        used++;
        expect(keys.has(`${m[1]}_one`) && keys.has(`${m[1]}_other`), `${file}: ${m[1]}`).toBe(true);
      }
    }
    expect(used).toBeGreaterThan(80);
    // The keys the source builds from data.
    const built = [
      ...["N", "E", "S", "W"].map((d) => `card.${d}`),
      ...HOUSE_COLOURS.map((c) => `colour.${c}`),
      ...[...TOKEN_KINDS, "faceDown"].map((k) => `token.${k}`),
      ...TOKEN_KINDS.map((k) => `end.kind.${k}`),
      ...["safe", "burning", "lost"].map((s) => `objective.${s}`),
      ...[1, 2, 3, 4].map((c) => `class.${c}`),
      ...["house", "cone", "controlled", "team", "pawn", "token", "explosive"].flatMap((k) =>
        ["icon", "name", "means"].map((x) => `legend.${k}.${x}`),
      ),
      ...(
        [
          "placeTeam",
          "placePawn",
          "placeCone",
          "demolish",
          "doubleMove",
          "discard",
          "movePawn",
          "moveTeam",
          "tame",
          "endActions",
          "skipDoubleMove",
          "passCones",
        ] as const
      ).map((a) => `action.${a}`),
    ];
    for (const k of built) expect(keys.has(k), k).toBe(true);
  });

  it("Italian and Portuguese are translated (most messages differ from the English)", () => {
    for (const l of OTHERS) {
      const b = GREAT_FIRE_MESSAGES[l];
      const same = Object.keys(en).filter((k) => b[k] === en[k]);
      expect(same.length / Object.keys(en).length, `${l}: ${same.join(", ")}`).toBeLessThan(0.05);
    }
  });

  it("counts: one and other, and European Portuguese says 0 in the plural", () => {
    const pt = tFor("pt", NS);
    const it_ = tFor("it", NS);
    expect(counted(pt, "seat.tokens", 0)).toBe("0 fichas");
    expect(counted(pt, "seat.tokens", 1)).toBe("1 ficha");
    expect(counted(it_, "seat.cards", 1)).toBe("1 carta");
    expect(counted(it_, "seat.cards", 4)).toBe("4 carte");
    // Defect 13 of issue 20: a count of one is singular in English too (it said "1 cards").
    expect(counted(tFor("en", NS), "seat.cards", 1)).toBe("1 card");
    expect(counted(tFor("en", NS), "turnbar.ap", 1)).toBe("action point");
  });
});

const M = GREAT_FIRE_1666;
const names = new Map(M.map.spaces(LONDON_1666).map((s) => [s.id, s.name]));
const name = (id: string) => names.get(id) ?? id;

/** A table context at the start of the walk (or one step in), in `locale`. */
function contextAt(
  s: GameState,
  seat: number,
  locale: Locale | undefined,
  ...steps: (string | undefined)[]
): FireContext {
  const game = tableGame({ state: s, log: [] }, seat);
  const paths = M.legal(s, seat).map((action) => ({ action, steps: choicesFor(action, { name }) }));
  let st = begin(paths);
  for (const step of steps)
    if (step && options(paths, st).some((o) => o.step.key === step))
      st = { ...st, chosen: [...st.chosen, step] };
  const turn = {
    state: st,
    options: options(paths, st),
    steps: chosenSteps(paths, st),
    pending: pendingAction(paths, st),
    highlights: turnHighlights(paths, st),
    message: null,
    restart: () => {},
  } as unknown as FireContext["turn"];
  return {
    game,
    map: LONDON_1666,
    spaces: [],
    name,
    turn,
    act: () => {},
    busy: false,
    hidden: false,
    locale,
  };
}

describe("the table's words in three languages", () => {
  it("prompts, choice labels, Confirm sentences and highlights over whole games", () => {
    const rules = M.rules.parse({});
    if (!rules.ok) throw new Error("rules");
    const r = M.setup({ map: LONDON_1666, rules: rules.value, seats: 4, seed: 3 });
    if (!r.ok) throw new Error("setup");
    let s = r.value;
    const bot = M.ai?.bots?.heuristic;
    const prompts = new Set<string>();
    let barred = 0;
    let k = 0;
    for (let i = 0; i < 3000 && !M.status(s).over; i++) {
      const seat = M.toAct(s)[0] as number;
      const legal = M.legal(s, seat);
      if (k++ % 4 === 0) {
        const walks: (string | undefined)[][] = [
          [],
          ...[...new Set(legal.map((a) => choicesFor(a, { name })[0]?.key))].map((k) => [k]),
        ];
        // A card and a source with a barred destination (§4.2).
        const hints = s.phase === "spread" ? M.hints?.(s, seat) : null;
        const o = ((hints ?? []) as FireCardOption[]).find((x) =>
          x.sources.some((src) => src.destinations.some((d) => !d.allowed)),
        );
        const src = o?.sources.find((x) => x.destinations.some((d) => !d.allowed));
        if (o && src) walks.push([`card:${o.card}`, `space:${src.from}`]);
        for (const steps of walks) {
          const en = firePrompt(contextAt(s, seat, undefined, ...steps));
          expect(firePrompt(contextAt(s, seat, "en", ...steps))).toBe(en);
          expect(en).not.toMatch(BAD);
          for (const l of OTHERS) {
            const ctx = contextAt(s, seat, l, ...steps);
            const p = firePrompt(ctx);
            expect(p, `${l} ${en}`).not.toMatch(BAD);
            expect(p, `${l} ${en}`).not.toBe(en);
            const h = fireHighlights(ctx);
            for (const x of [...(h.selectable ?? []), ...(h.barred ?? []), ...(h.marked ?? [])])
              expect(JSON.stringify(x)).not.toMatch(BAD);
            for (const b of h.barred ?? []) {
              expect(b.reason).toMatch(
                l === "it" ? /^la priorità \d .* \(§4\.2\)$/ : /^a prioridade \d .* \(§4\.2\)$/,
              );
              barred++;
            }
          }
          prompts.add(en);
        }
        for (const a of legal.slice(0, 10) as Action[]) {
          const enSteps = choicesFor(a, { name });
          expect(describeFireAction(a, name, "en")).toBe(describeFireAction(a, name));
          for (const l of OTHERS) {
            const steps = choicesFor(a, { name, locale: l });
            expect(steps.map((x) => x.key)).toEqual(enSteps.map((x) => x.key));
            for (const [j, st] of steps.entries()) {
              expect(st.label).not.toMatch(BAD);
              if (!st.space) expect(st.label, `${l} ${st.key}`).not.toBe(enSteps[j]?.label);
            }
            const words = describeFireAction(a, name, l);
            expect(words).not.toMatch(BAD);
            expect(words).not.toBe(describeFireAction(a, name));
          }
        }
      }
      const n = M.apply(s, seat, bot ? bot.decide(s, seat, { seed: i }) : legal[0]);
      if (!n.ok) throw new Error(n.error.message);
      s = n.state;
    }
    expect(M.status(s).over).toBe(true);
    expect(prompts.size).toBeGreaterThan(8);
    expect(barred).toBeGreaterThan(0);
    expect(firePrompt(contextAt(s, 0, "it"))).toBe("La partita è finita.");
    expect(firePrompt(contextAt(s, 0, "pt"))).toBe("A partida acabou.");
  }, 120_000);

  it("a barred destination's reason is the server's English, or the same built in the reader's language", () => {
    expect(classHint(1)).toBe("priority class 1 (houses and no team) §4.2");
    expect(classHint(3, "it")).toBe("priorità 3 (nessuna casa e nessuna squadra) §4.2");
    const h = toSpaceHighlights({ fireSources: ["holborn"], objectives: ["aldgate"] }, "pt");
    expect(h.selectable?.[0]?.hint).toBe("um cone livre que esta carta pode mover (§4.1)");
    expect(h.marked?.[0]?.label).toBe("o teu objetivo secreto");
    expect(toSpaceHighlights({ objectives: ["aldgate"] }).marked?.[0]?.label).toBe("your secret objective");
  });
});
