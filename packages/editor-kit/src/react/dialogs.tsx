"use client";
/**
 * The editor's dialogs: keyboard shortcuts, a list of issues (a refused import or export), the
 * question before unsaved work is replaced, the maps on a play server, and a generic review of a
 * proposed diff (checklists by section, applied as one step) that plug-ins use for their
 * proposals (The Great Fire's Derive).
 */
import { type ReactNode, useState } from "react";
import { useEditorT } from "../i18n.js";

/** A translated sentence with a node (bold, a link) where its `{{name}}` placeholder was. */
export function withNode(
  t: (key: string, o?: Record<string, unknown>) => string,
  key: string,
  name: string,
  node: ReactNode,
): ReactNode {
  const mark = "\u0000";
  const [before = "", after = ""] = t(key, { [name]: mark }).split(mark);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/** The shortcuts overlay (`?`). */
export function HelpDialog({
  shortcuts,
  onClose,
}: {
  shortcuts: readonly [string, string][];
  onClose(): void;
}) {
  const t = useEditorT();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it too (global shortcut)
    <div
      className="overlay"
      role="dialog"
      aria-label={t("top.shortcuts")}
      onClick={onClose}
      data-testid="help"
    >
      <div className="dialog">
        <h2>{t("top.shortcuts")}</h2>
        <div className="keys">
          {shortcuts.map(([k, what]) => (
            <div key={k}>
              <kbd>{k}</kbd> {what}
            </div>
          ))}
        </div>
        <p className="muted">{t("help.pressToClose")}</p>
      </div>
    </div>
  );
}

/** Every `path: message` of a refusal. */
export function IssuesDialog({
  title,
  issues,
  onClose,
}: {
  title: string;
  issues: readonly { path: string; message: string }[];
  onClose(): void;
}) {
  const t = useEditorT();
  return (
    <div className="overlay" role="dialog" aria-label={title} data-testid="issues-dialog">
      <div className="dialog">
        <h2>{title}</h2>
        <ul>
          {issues.slice(0, 40).map((i, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={k}>
              <code>{i.path}</code>: {i.message}
            </li>
          ))}
        </ul>
        {issues.length > 40 ? <p className="muted">{t("dialog.more", { n: issues.length - 40 })}</p> : null}
        <button type="button" onClick={onClose}>
          {t("dialog.close")}
        </button>
      </div>
    </div>
  );
}

/** Asked before New, Open or Import replace a map with unsaved changes. */
export function ReplaceDialog({
  current,
  next,
  onReplace,
  onCancel,
}: {
  current: string;
  next: string;
  onReplace(): void;
  onCancel(): void;
}) {
  const t = useEditorT();
  return (
    <div className="overlay" role="dialog" aria-label={t("replace.label")} data-testid="replace-dialog">
      <div className="dialog">
        <h2>{t("replace.title", { name: current })}</h2>
        <p>
          {t("replace.changes")} {withNode(t, "replace.next", "next", <strong>{next}</strong>)}
        </p>
        <p className="muted">{t("replace.nothingLost")}</p>
        <div className="row">
          <button type="button" className="primary" onClick={onReplace}>
            {t("replace.replace")}
          </button>
          <button type="button" onClick={onCancel}>
            {t("replace.keep")}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A map a server lists. */
export interface ServerMapItem {
  id: string;
  version: number;
  name: string;
  spaces: number;
  builtin: boolean;
}

/** The maps on a play server; a click opens one. */
export function ServerMapsDialog({
  server,
  maps,
  noun,
  onOpen,
  onClose,
}: {
  server: string;
  maps: readonly ServerMapItem[];
  noun: string;
  onOpen(m: ServerMapItem): void;
  onClose(): void;
}) {
  const t = useEditorT();
  return (
    <div className="overlay" role="dialog" aria-label={t("server.label")}>
      <div className="dialog">
        <h2>{t("server.title", { server })}</h2>
        {maps.length ? (
          <ul>
            {maps.map((s) => (
              <li key={`${s.id}@${s.version}`}>
                <button type="button" onClick={() => onOpen(s)}>
                  {s.name}
                </button>{" "}
                <span className="muted">
                  {s.id} v{s.version} · {s.spaces} {noun}
                  {s.builtin ? ` · ${t("server.shipped")}` : ""}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("server.none")}</p>
        )}
        <button type="button" onClick={onClose}>
          {t("dialog.close")}
        </button>
      </div>
    </div>
  );
}

/** One section of a proposal: its items and whether they start ticked. */
export interface ReviewSection {
  id: string;
  title: string;
  items: readonly string[];
  /** Items start ticked (default true). */
  ticked?: boolean;
  /** Shown folded, as options rather than proposals (they do not make the proposal non-empty). */
  optional?: boolean;
  note?: string;
}

/** Props of {@link ReviewDialog}. */
export interface ReviewDialogProps {
  label: string;
  title: string;
  intro: string;
  sections: readonly ReviewSection[];
  /** Said when no section proposes anything. */
  emptyText: string;
  onApply(choice: Record<string, number[]>): void;
  onClose(): void;
  testId?: string;
}

/** A reviewable diff: tick what to apply, untick what not to. */
export function ReviewDialog(p: ReviewDialogProps) {
  const t = useEditorT();
  const [chosen, setChosen] = useState<Record<string, Set<number>>>(() =>
    Object.fromEntries(
      p.sections.map((s) => [s.id, new Set(s.ticked === false ? [] : s.items.map((_, i) => i))]),
    ),
  );
  const toggle = (id: string, i: number) =>
    setChosen((c) => {
      const next = new Set(c[id]);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return { ...c, [id]: next };
    });
  const empty = p.sections.every((s) => s.optional || s.items.length === 0);
  const any = Object.values(chosen).some((s) => s.size > 0);
  const list = (s: ReviewSection) => (
    <>
      {s.note ? <p className="muted">{s.note}</p> : null}
      <div className="derive-list">
        {s.items.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed proposal
          <label key={i}>
            <input type="checkbox" checked={chosen[s.id]?.has(i) ?? false} onChange={() => toggle(s.id, i)} />{" "}
            {text}
          </label>
        ))}
      </div>
    </>
  );
  return (
    <div className="overlay" role="dialog" aria-label={p.label} data-testid={p.testId}>
      <div className="dialog">
        <h2>{p.title}</h2>
        <p className="muted">{p.intro}</p>
        {empty ? <p className="clean">{p.emptyText}</p> : null}
        {p.sections.map((s) =>
          s.items.length === 0 ? null : s.optional ? (
            <details key={s.id}>
              <summary>
                {s.title} ({chosen[s.id]?.size ?? 0}/{s.items.length})
              </summary>
              {list(s)}
            </details>
          ) : (
            <div key={s.id}>
              <h3>
                {s.title} ({chosen[s.id]?.size ?? 0}/{s.items.length})
              </h3>
              {list(s)}
            </div>
          ),
        )}
        <div className="row" style={{ marginTop: 10 }}>
          <button
            type="button"
            className="primary"
            disabled={!any}
            onClick={() =>
              p.onApply(
                Object.fromEntries(Object.entries(chosen).map(([k, v]) => [k, [...v].sort((a, b) => a - b)])),
              )
            }
          >
            {t("review.apply")}
          </button>
          <button type="button" onClick={p.onClose}>
            {t("review.cancel")}
          </button>
        </div>
      </div>
    </div>
  );
}
