/**
 * A game's rules reference as a page (issue 20: "rules reference by § one click from any rule
 * message"): its Markdown digest rendered by markdown-it (raw HTML off, so the text is only text),
 * with an anchor for every § and ruling it names — a section's heading where there is one, else the
 * paragraph, list item or table row that first names it (a ruling "Ruling R21" where it is stated) —
 * and the way from a cited rule ("§2.9", "R21") to the nearest anchor (§2.9 → §2 when §2.9 has none).
 */
import MarkdownIt from "markdown-it";

type Token = ReturnType<InstanceType<typeof MarkdownIt>["parse"]>[number];

/** A rendered reference: its HTML and the element id of each rule it names ("§2.9" → "s-2-9"). */
export interface RenderedReference {
  html: string;
  /** Rule ("§2.9", "R21") → element id. */
  anchors: Readonly<Record<string, string>>;
  /** The first heading's words. */
  title: string;
}

const REF = /§\s?(\d+(?:\.\d+)*)|\bR(\d+)\b/g;

/** The rules a text names, normalised ("§ 2.9" → "§2.9", "R21"), in order, once each. */
export function rulesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(REF)) {
    const ref = m[1] !== undefined ? `§${m[1]}` : `R${m[2]}`;
    if (!out.includes(ref)) out.push(ref);
  }
  return out;
}

/** The element id of a rule: "§2.9" → "s-2-9", "R21" → "r-21". */
export const ruleId = (ref: string) =>
  ref.startsWith("§") ? `s-${ref.slice(1).replaceAll(".", "-")}` : `r-${ref.slice(1)}`;

/** The anchor for a cited rule: itself, else its nearest parent section (§2.9.1 → §2.9 → §2). */
export function anchorFor(anchors: Readonly<Record<string, string>>, cited: string): string | null {
  const [first] = rulesIn(cited);
  if (!first) return null;
  let ref = first;
  for (;;) {
    if (Object.hasOwn(anchors, ref)) return anchors[ref] as string;
    const cut = ref.lastIndexOf(".");
    if (!ref.startsWith("§") || cut < 0) return null;
    ref = ref.slice(0, cut);
  }
}

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/**
 * The inline text of the block opened at `i` (up to its close), for headings, items and rows —
 * without the lists nested in it (an item's sub-items name their own rules).
 */
function blockText(tokens: Token[], i: number): string {
  const open = tokens[i] as Token;
  const close = open.type.replace("_open", "_close");
  let depth = 0;
  let nested = 0;
  let text = "";
  for (let j = i; j < tokens.length; j++) {
    const t = tokens[j] as Token;
    if (t.type === open.type) depth++;
    else if (t.type === close && --depth === 0) break;
    if (j > i && t.type.endsWith("_list_open")) nested++;
    else if (j > i && t.type.endsWith("_list_close")) nested--;
    else if (t.type === "inline" && nested === 0) text += ` ${t.content}`;
  }
  return text;
}

/** Renders `markdown` with the anchors of its rules. */
export function renderReference(markdown: string): RenderedReference {
  const tokens = md.parse(markdown, {});
  const anchors: Record<string, string> = {};
  const give = (i: number, refs: string[]) => {
    const fresh = refs.filter((r) => !Object.hasOwn(anchors, r));
    if (!fresh.length) return;
    const t = tokens[i] as Token;
    let id = t.attrGet("id");
    if (!id) {
      id = ruleId(fresh[0] as string);
      t.attrSet("id", id);
    }
    for (const r of fresh) anchors[r] = String(id);
  };
  // 1. Sections: a heading names its own §.
  tokens.forEach((t, i) => {
    if (t.type === "heading_open") give(i, rulesIn(blockText(tokens, i)));
  });
  // 1b. A numbered list right under a section's heading numbers its sub-sections: item 9 under
  // "Setup (§2)" is §2.9 (the Great Fire's digest writes its setup steps so).
  let section: string | null = null;
  tokens.forEach((t, i) => {
    if (t.type === "heading_open")
      section = rulesIn(blockText(tokens, i)).find((r) => r.startsWith("§")) ?? null;
    else if (t.type === "ordered_list_open" && t.level === 0 && section) {
      let n = Number(t.attrGet("start") ?? 1);
      for (let j = i + 1; j < tokens.length; j++) {
        const u = tokens[j] as Token;
        if (u.type === "ordered_list_close" && u.level === 0) break;
        if (u.type === "list_item_open" && u.level === 1) give(j, [`${section}.${n++}`]);
      }
    }
  });
  // 2. Rulings where they are stated ("Ruling R21 …").
  tokens.forEach((t, i) => {
    if (
      t.type === "list_item_open" ||
      t.type === "tr_open" ||
      (t.type === "paragraph_open" && t.level === 0)
    ) {
      const stated = [...blockText(tokens, i).matchAll(/Ruling\s+R(\d+)/g)].map((m) => `R${m[1]}`);
      give(i, stated);
    }
  });
  // 3. Any other rule: the first block that names it.
  tokens.forEach((t, i) => {
    if (t.type === "list_item_open" || t.type === "tr_open" || (t.type === "paragraph_open" && t.level === 0))
      give(i, rulesIn(blockText(tokens, i)));
  });
  const firstHeading = tokens.findIndex((t) => t.type === "heading_open");
  const title = firstHeading >= 0 ? (tokens[firstHeading + 1]?.content ?? "") : "";
  return { html: md.renderer.render(tokens, md.options, {}), anchors, title };
}
