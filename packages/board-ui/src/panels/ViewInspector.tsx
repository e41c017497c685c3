/**
 * A readable rendering of any game's view (plain JSON: objects, lists, numbers, words) for games
 * without a UI package: what the viewer may see, laid out as nested lists with the keys in words.
 * The view already holds only what the viewer may see, so showing all of it leaks nothing.
 */
import { type TFunction, useT } from "@pudding/i18n";
import type { ReactNode } from "react";
import { BOARD_NS } from "../messages.js";
import { PAPER } from "../theme.js";
import { humanize } from "../turn/derive.js";
import { card } from "./styles.js";

const isPrimitive = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

function show(v: unknown, depth: number, t: TFunction): ReactNode {
  if (v === null || v === undefined) return <em>{t("view.none")}</em>;
  if (typeof v === "boolean") return v ? t("yes") : t("no");
  if (typeof v === "number" || typeof v === "string") return String(v);
  if (depth > 5) return "…";
  if (Array.isArray(v)) {
    if (v.length === 0) return <em>{t("view.none")}</em>;
    if (v.every(isPrimitive)) return v.map((x) => (x === null ? "—" : String(x))).join(", ");
    return (
      <ol style={{ margin: "2px 0", paddingLeft: 18 }}>
        {v.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a view's list is positional
          <li key={i}>{show(x, depth + 1, t)}</li>
        ))}
      </ol>
    );
  }
  if (typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>);
    return (
      <dl style={{ margin: "2px 0", display: "grid", gridTemplateColumns: "auto 1fr", gap: "1px 8px" }}>
        {entries.map(([k, x]) => (
          <div key={k} style={{ display: "contents" }}>
            <dt style={{ color: PAPER.muted }}>{humanize(k)}</dt>
            <dd style={{ margin: 0 }}>{show(x, depth + 1, t)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return String(v);
}

/** Props of {@link ViewInspector}. */
export interface ViewInspectorProps {
  view: unknown;
  title?: string;
  maxHeight?: number | string;
}

/** The view as nested lists. */
export function ViewInspector({ view, title: titleProp, maxHeight = 360 }: ViewInspectorProps) {
  const t = useT(BOARD_NS);
  const title = titleProp ?? t("table.whatYouSee");
  return (
    <section aria-label={title} style={{ ...card, padding: 8, fontSize: 13, maxHeight, overflow: "auto" }}>
      <h3 style={{ margin: "0 0 4px", fontSize: 14 }}>{title}</h3>
      {show(view, 0, t)}
    </section>
  );
}
