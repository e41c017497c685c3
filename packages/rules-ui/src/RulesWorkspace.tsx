/**
 * The whole Rules workspace for any game module: start from one of its presets, edit every option
 * (a form generated from `rules.options`, grouped by `group`, each with its § and one sentence,
 * validated by `rules.parse`), see the consequences and checks per seat count and the diff against
 * the preset, name, save (localStorage), export, import and publish the rule set, and test it in
 * the balance lab. The game's UI package plugs in widgets for its `custom` options and charts of its
 * own. No Next.js dependency: the host passes `publish` and the lab's Web Worker.
 */
import type { AnyGameModule, Consequence, Issue, OptionMeta } from "@pudding/engine";
import { formatNumber } from "@pudding/i18n";
import type { LabWorkerLike } from "@pudding/lab";
import { type CSSProperties, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { BalanceLab, type NamedRules } from "./BalanceLab.js";
import {
  CARD,
  Choice,
  FIRE,
  GenericValueEditor,
  INK,
  IssueList,
  MUTED,
  OptionRow,
  Stepper,
  Toggle,
} from "./controls.js";
import { useGameT, useRulesWords } from "./messages.js";
import {
  consequencesBySeats,
  deleteSaved,
  diffRules,
  exportRules,
  getAt,
  groupOptions,
  importRules,
  issuesAt,
  type KeyValueStore,
  loadSaved,
  matchingPreset,
  presetById,
  presetRules,
  type SavedRules,
  saveRules,
  setAt,
  validate,
} from "./model.js";
import type { RulesUiPlugin } from "./plugins.js";
import { applyChange, loadWork, openWork, sameWork, saveWork, type Work, type WorkChange } from "./work.js";

/** What the play server answers to a publish (`url`: the lobby with the rule set chosen). */
export type PublishResult = { ok: true; id: string; url?: string } | { ok: false; issues: Issue[] };

/** Props of {@link RulesWorkspace}. */
export interface RulesWorkspaceProps {
  /** The game whose rules are edited. */
  module: AnyGameModule;
  /** Publishes a named rule set of `game` to the play server (tRPC `rules.publish`). */
  publish: (name: string, rules: unknown, game: string) => Promise<PublishResult>;
  /** The game's UI plug-ins: widgets for its `custom` options, lab charts. */
  plugins?: RulesUiPlugin;
  /** Where saved rule sets live (default: window.localStorage). */
  storage?: KeyValueStore;
  /** The board for the lab and its heat map (default: the module's map for the seat count). */
  map?: unknown;
  /** The host's lab Web Worker factory and count (without one the lab runs in this thread). */
  createWorker?: () => LabWorkerLike;
  workers?: number;
  /** Preset to start from (default: the module's default preset). */
  initialPreset?: string;
  /** Games the lab offers to run at first (default 200). */
  defaultGames?: number;
  /** Where Publish sends the rule set (the play server's address), said beside the button. */
  publishTo?: string;
}

function defaultStorage(): KeyValueStore | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed iframe)
  }
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "rules";

const H3: CSSProperties = { margin: "0 0 4px", fontFamily: "Georgia, serif" };

/** The Rules workspace. */
export function RulesWorkspace({
  module,
  publish,
  plugins,
  storage,
  map,
  createWorker,
  workers,
  initialPreset,
  defaultGames,
  publishTo,
}: RulesWorkspaceProps) {
  const { t, locale } = useRulesWords();
  const g = useGameT(module.id);
  const store = useMemo(() => storage ?? defaultStorage(), [storage]);
  const start =
    initialPreset && presetById(module, initialPreset) ? initialPreset : module.rules.defaultPreset;
  // The work (preset, draft, name) in the kit's history, autosaved per game (issue 32 §1).
  const [kept] = useState(() => loadWork(store, module));
  const cleanRef = useRef<Work>(
    kept?.clean ?? { preset: start, draft: presetRules(module, start), name: "" },
  );
  const [history] = useState(() =>
    openWork(cleanRef.current, kept?.work ?? cleanRef.current, t("hist.restored")),
  );
  const [, bump] = useReducer((x: number) => x + 1, 0);
  const [storeFailed, setStoreFailed] = useState(false);
  const keep = useCallback(() => {
    setStoreFailed(!saveWork(store, module, history.state, cleanRef.current, new Date().toISOString()));
  }, [store, module, history]);
  useEffect(
    () =>
      history.subscribe(() => {
        keep(); // at once, so a reload right after a change loses nothing
        bump();
      }),
    [history, keep],
  );
  // Typing in one control folds into one undo step until it rests for a moment.
  const sealTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const change = useCallback(
    (c: WorkChange) => {
      if (!applyChange(history, c)) return;
      clearTimeout(sealTimer.current);
      sealTimer.current = setTimeout(() => history.seal(), 1200);
    },
    [history],
  );
  useEffect(() => () => clearTimeout(sealTimer.current), []);
  const work = history.state;
  const { preset, draft, name } = work;
  const dirty = !sameWork(work, cleanRef.current);
  /** The current work is what was picked, loaded, saved, exported or published: nothing to lose. */
  const markClean = () => {
    cleanRef.current = history.state;
    history.markClean();
    keep();
    bump();
  };
  const setName = (next: string) => change({ kind: "name", label: t("hist.name"), name: next });
  /** Replaces the whole work (a preset, a saved set, an import) as one undoable step, clean afterwards. */
  const replaceWork = (label: string, next: Work) => {
    change({ kind: "replace", label, work: next });
    history.seal();
    markClean();
  };
  /** Asks before a replacement would discard unsaved changes (Undo still brings them back). */
  const [pending, setPending] = useState<{ what: string; go: () => void } | null>(null);
  const guarded = (what: string, go: () => void) => (dirty ? setPending({ what, go }) : go());
  const [restored] = useState(() => (kept && !sameWork(kept.work, kept.clean) ? kept.at : ""));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const el = e.target as HTMLElement | null;
      // Text fields keep their own undo of the letters typed.
      if (
        el &&
        (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && (el as HTMLInputElement).type === "text"))
      )
        return;
      const k = e.key.toLowerCase();
      if (k === "z" && !e.shiftKey) {
        if (history.undo()) e.preventDefault();
      } else if ((k === "z" && e.shiftKey) || k === "y") {
        if (history.redo()) e.preventDefault();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [history]);
  const [saved, setSaved] = useState<SavedRules[]>([]);
  const [message, setMessage] = useState<{
    kind: "ok" | "error";
    text: string;
    issues?: Issue[];
    url?: string;
  } | null>(null);
  const [publishing, setPublishing] = useState(false);
  useEffect(() => {
    if (store) setSaved(loadSaved(store, module));
  }, [store, module]);

  const widgets = plugins?.widgets ?? {};
  const describers = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(plugins?.widgets ?? {}).map(([k, w]) => [
          k,
          w.describe ? (v: unknown) => w.describe?.(v, locale) ?? "" : undefined,
        ]),
      ),
    [plugins, locale],
  );
  /** An option as the reader sees it: its words through the game's translations (English as is). */
  const shown = (o: OptionMeta): OptionMeta => ({
    ...o,
    label: g(o.label),
    group: g(o.group),
    sentence: g(o.sentence),
    rule: g(o.rule),
    ...(o.unit !== undefined ? { unit: g(o.unit) } : {}),
    ...(o.choices ? { choices: o.choices.map((c) => ({ ...c, label: g(c.label) })) } : {}),
  });
  const { parsed, structural } = useMemo(() => validate(module, draft), [module, draft]);
  const base = useMemo(() => presetRules(module, preset), [module, preset]);
  const diff = parsed.ok
    ? diffRules(module, base, parsed.rules, describers, {
        option: shown,
        words: { on: t("value.on"), off: t("value.off") },
      })
    : [];
  const cons = useMemo(() => consequencesBySeats(module, structural), [module, structural]);
  const same = parsed.ok ? matchingPreset(module, parsed.rules) : undefined;
  const allIssues = useMemo(
    () => [...(parsed.ok ? [] : parsed.issues), ...cons.flatMap((c) => c.issues)],
    [parsed, cons],
  );
  /** A preset's label and description in the reader's language (the preset's own translations). */
  const presetText = (id: string) => {
    const p = presetById(module, id);
    if (!p) return undefined;
    const tr = locale === "en" ? undefined : p.translations?.[locale];
    return { label: tr?.label || p.label, description: tr?.description || p.description };
  };
  const labelOf = (id: string) => presetText(id)?.label ?? id;

  const candidates: NamedRules[] = useMemo(
    () => [
      ...module.rules.presets.map((p) => ({
        name: p.id,
        label: (locale === "en" ? undefined : p.translations?.[locale]?.label) || p.label,
        rules: presetRules(module, p.id),
      })),
      ...saved.map((s) => ({ name: `saved: ${s.name}`, rules: s.rules })),
    ],
    [module, saved, locale],
  );

  /**
   * Where an issue is, in words: the option's label and the entry inside it (issue 32 §6: deck
   * errors read "intensityCounts.6: …") — "Cards under each Intensity card › 6".
   */
  const pathLabel = (path: string): string => {
    if (!path) return t("ws.root");
    const o = module.rules.options
      .filter((x) => path === x.key || path.startsWith(`${x.key}.`))
      .sort((x, y) => y.key.length - x.key.length)[0];
    if (!o) return path;
    const rest = path.slice(o.key.length + 1);
    const parts = rest ? rest.split(".").map((k) => plugins?.keyName?.(k, locale) ?? g(k)) : [];
    return [g(o.label), ...parts].join(" › ");
  };

  const control = (english: OptionMeta) => {
    const o = shown(english);
    const value = getAt(draft, o.key);
    const set = (v: unknown) =>
      change({
        kind: "option",
        key: o.key,
        label: o.label,
        value: v,
        draft: setAt(history.state.draft, o.key, v),
      });
    const issues = issuesAt(allIssues, o.key);
    switch (o.control) {
      case "toggle":
        return <Toggle label={o.label} checked={value === true} onChange={set} />;
      case "number":
        return (
          <Stepper
            label={o.label}
            value={typeof value === "number" ? value : Number.NaN}
            {...(o.min !== undefined ? { min: o.min } : {})}
            {...(o.max !== undefined ? { max: o.max } : {})}
            {...(o.step !== undefined ? { step: o.step } : {})}
            {...(o.unit !== undefined ? { unit: o.unit } : {})}
            onChange={set}
          />
        );
      case "select":
        return <Choice label={o.label} value={value} choices={o.choices ?? []} onChange={set} />;
      default: {
        const w = widgets[o.key];
        if (w)
          return (
            <w.Component
              option={o}
              value={value}
              onChange={set}
              issues={issues}
              rules={structural}
              module={module}
            />
          );
        return (
          <GenericValueEditor
            value={value}
            onChange={set}
            label={o.label}
            issues={issues}
            path={o.key}
            keyLabel={(k) => plugins?.keyName?.(k, locale) ?? g(k)}
          />
        );
      }
    }
  };

  const doSave = () => {
    if (!parsed.ok || !store) return;
    try {
      setSaved(saveRules(store, module, name, parsed.rules, new Date().toISOString()));
      markClean();
      setMessage({ kind: "ok", text: t("msg.saved", { name: name.trim() }) });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof Error ? e.message : String(e) });
    }
  };
  const doExport = () => {
    if (!parsed.ok) return;
    const url = URL.createObjectURL(new Blob([exportRules(parsed.rules)], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `${slug(name || module.id)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    markClean();
  };
  const doImport = async (file: File | undefined) => {
    if (!file) return;
    const r = importRules(module, await file.text(), locale);
    if (!r.ok) {
      setMessage({ kind: "error", text: t("msg.invalidFile", { file: file.name }), issues: r.issues });
      return;
    }
    const next: Work = {
      preset: matchingPreset(module, r.rules) ?? preset,
      draft: r.rules,
      name: name || file.name.replace(/\.json$/i, ""),
    };
    guarded(file.name, () => {
      replaceWork(t("hist.import", { file: file.name }), next);
      setMessage({ kind: "ok", text: t("msg.imported", { file: file.name }) });
    });
  };
  const doPublish = async () => {
    if (!parsed.ok) return;
    if (!name.trim()) {
      setMessage({ kind: "error", text: t("msg.nameFirst") });
      return;
    }
    setPublishing(true);
    try {
      const r = await publish(name.trim(), parsed.rules, module.id);
      if (r.ok) markClean();
      setMessage(
        r.ok
          ? {
              kind: "ok",
              text: t("msg.published", { name: name.trim(), id: r.id }),
              ...(r.url ? { url: r.url } : {}),
            }
          : { kind: "error", text: t("msg.refused"), issues: r.issues },
      );
    } catch (e) {
      setMessage({
        kind: "error",
        text: t("msg.publishFailed", { error: e instanceof Error ? e.message : String(e) }),
      });
    } finally {
      setPublishing(false);
    }
  };

  const bar: CSSProperties = { display: "flex", gap: 10, alignItems: "center", flexWrap: "wrap" };
  const btn: CSSProperties = {
    padding: "5px 12px",
    borderRadius: 6,
    border: "1px solid #b9a678",
    background: "#fff",
  };
  const columns = cons[0]?.rows.map((r) => r.label) ?? [];
  const consLabel = (label: string) => g(label);
  /** A consequence's value: in English as the game words it, else its sentence translated, numbers as the reader writes them. */
  const consValue = (r: Consequence) =>
    locale === "en" || !r.words
      ? r.value
      : g(
          r.words.text,
          Object.fromEntries(
            Object.entries(r.words.params).map(([k, v]) => [
              k,
              typeof v === "number" ? formatNumber(v, locale) : v,
            ]),
          ),
        );
  const holds = cons.length > 0 && cons.every((c) => c.ok);
  const presetInfo = presetText(preset);
  const title = (locale === "en" ? undefined : module.translations?.[locale]?.title) || module.title;
  return (
    <main
      aria-label={t("ws.aria")}
      data-game={module.id}
      style={{
        display: "grid",
        gap: 12,
        color: INK,
        fontFamily: "system-ui, sans-serif",
        fontSize: 14,
        minWidth: 0,
      }}
    >
      <header style={{ ...CARD, display: "grid", gap: 8 }}>
        <div style={bar}>
          <strong style={{ fontSize: 20, fontFamily: "Georgia, serif" }}>{t("ws.title")}</strong>
          <span style={{ color: MUTED }}>{title}</span>
          <fieldset style={{ ...bar, border: 0, padding: 0, margin: 0 }} aria-label={t("ws.history")}>
            <button
              type="button"
              style={btn}
              disabled={!history.canUndo()}
              onClick={() => history.undo()}
              title={
                history.canUndo() ? t("ws.undoTitle", { label: history.undoLabel() }) : t("ws.nothingToUndo")
              }
            >
              {t("ws.undo")}
            </button>
            <button
              type="button"
              style={btn}
              disabled={!history.canRedo()}
              onClick={() => history.redo()}
              title={
                history.canRedo() ? t("ws.redoTitle", { label: history.redoLabel() }) : t("ws.nothingToRedo")
              }
            >
              {t("ws.redo")}
            </button>
          </fieldset>
          <span data-dirty={dirty ? "yes" : "no"} style={{ color: dirty ? FIRE : "#2f6b2a", fontSize: 13 }}>
            {storeFailed ? t("ws.notKept") : dirty ? t("ws.unsaved") : t("ws.clean")}
          </span>
        </div>
        {restored ? (
          <p role="status" style={{ margin: 0, fontSize: 13 }} data-restored>
            {t("ws.restored", { when: restored ? new Date(restored).toLocaleString(locale) : "" })}
          </p>
        ) : null}
        {pending ? (
          <ConfirmReplace
            text={t("confirm.replace", { what: pending.what })}
            detail={t("confirm.detail")}
            yes={t("confirm.yes")}
            no={t("confirm.no")}
            onYes={() => {
              const go = pending.go;
              setPending(null);
              go();
            }}
            onNo={() => setPending(null)}
          />
        ) : null}
        <div style={bar}>
          <label>
            {t("ws.startFrom")}{" "}
            <select
              aria-label={t("ws.preset")}
              value={preset}
              style={{ maxWidth: "100%" }}
              onChange={(e) => {
                const id = e.target.value;
                guarded(`“${labelOf(id)}”`, () =>
                  replaceWork(t("hist.preset", { preset: labelOf(id) }), {
                    preset: id,
                    draft: presetRules(module, id),
                    name,
                  }),
                );
              }}
            >
              {module.rules.presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {labelOf(p.id)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("ws.name")}{" "}
            <input
              aria-label={t("ws.nameAria")}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t("ws.namePlaceholder", {
                // An example from this game's own presets (issue 32 §6: one game's example showed on every game).
                example: labelOf(
                  module.rules.presets.find((p) => p.id !== module.rules.defaultPreset)?.id ??
                    module.rules.defaultPreset,
                ),
              })}
              maxLength={60}
              style={{ maxWidth: "100%" }}
            />
          </label>
          <button type="button" style={btn} onClick={doSave} disabled={!parsed.ok || !store || !name.trim()}>
            {t("ws.save")}
          </button>
          <button type="button" style={btn} onClick={doExport} disabled={!parsed.ok}>
            {t("ws.export")}
          </button>
          <label style={{ ...btn, cursor: "pointer" }}>
            {t("ws.import")}
            <input
              type="file"
              accept=".json,application/json"
              aria-label={t("ws.importAria")}
              style={{ display: "none" }}
              onChange={(e) => {
                void doImport(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </label>
          <button
            type="button"
            onClick={doPublish}
            disabled={!parsed.ok || publishing}
            style={{ ...btn, background: FIRE, color: "#fff", border: 0, fontWeight: 600 }}
          >
            {publishing ? t("ws.publishing") : t("ws.publish")}
          </button>
          {publishTo ? (
            <span style={{ fontSize: 12, color: MUTED }} data-publish-to>
              {t("ws.publishTo", { server: publishTo })}
            </span>
          ) : null}
          {saved.length ? (
            <span style={bar}>
              <label>
                {t("ws.saved")}{" "}
                <select
                  aria-label={t("ws.savedAria")}
                  value=""
                  onChange={(e) => {
                    const s = saved.find((x) => x.name === e.target.value);
                    if (!s) return;
                    guarded(`“${s.name}”`, () =>
                      replaceWork(t("hist.load", { name: s.name }), {
                        preset: matchingPreset(module, s.rules) ?? preset,
                        draft: s.rules,
                        name: s.name,
                      }),
                    );
                  }}
                >
                  <option value="">{t("ws.load")}</option>
                  {saved.map((s) => (
                    <option key={s.name} value={s.name}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                style={btn}
                disabled={!saved.some((s) => s.name === name.trim())}
                onClick={() => store && setSaved(deleteSaved(store, module, name.trim()))}
              >
                {t("ws.delete", { name: name.trim() || "…" })}
              </button>
            </span>
          ) : null}
        </div>
        {presetInfo ? (
          <p style={{ margin: 0, fontSize: 13, color: MUTED }} data-preset-description>
            <strong>{presetInfo.label}:</strong> {presetInfo.description}
          </p>
        ) : null}
      </header>
      {message ? (
        <div
          role={message.kind === "error" ? "alert" : "status"}
          style={{ ...CARD, borderColor: message.kind === "error" ? FIRE : "#6b9a5b" }}
        >
          {message.text}
          {message.url ? (
            <>
              {" "}
              <a href={message.url} target="_blank" rel="noreferrer" data-testid="rules-play-link">
                {t("msg.playWith")}
              </a>
            </>
          ) : null}
          {message.issues?.length ? (
            <ul style={{ margin: "4px 0 0" }}>
              {message.issues.map((i) => (
                <li key={`${i.path}:${i.message}`}>
                  <span data-path={i.path}>{pathLabel(i.path)}</span>: {i.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 400px), 1fr))",
          gap: 12,
          alignItems: "start",
        }}
      >
        <div style={{ display: "grid", gap: 12, minWidth: 0 }}>
          {groupOptions(module).map((gr) => (
            <section key={gr.group} aria-label={g(gr.group)} style={CARD}>
              <h3 style={H3}>{g(gr.group)}</h3>
              {gr.options.map((o) => (
                <OptionRow
                  key={o.key}
                  option={shown(o)}
                  wide={o.control === "custom" && widgets[o.key]?.wide !== false}
                >
                  {control(o)}
                  {o.control === "custom" && widgets[o.key] ? null : (
                    <IssueList
                      issues={issuesAt(parsed.ok ? [] : parsed.issues, o.key)}
                      pathLabel={pathLabel}
                    />
                  )}
                </OptionRow>
              ))}
            </section>
          ))}
        </div>
        {/* Sticky: the consequences and the changes stay in sight while the options scroll (issue 32 §6). */}
        <aside
          style={{
            display: "grid",
            gap: 12,
            minWidth: 0,
            position: "sticky",
            top: 8,
            maxHeight: "calc(100vh - 16px)",
            overflowY: "auto",
          }}
        >
          <section aria-label={t("cons.title")} style={CARD}>
            <h3 style={H3}>{t("cons.title")}</h3>
            {cons.length === 0 ? (
              <p style={{ margin: 0, color: FIRE }}>{t("cons.fix")}</p>
            ) : (
              <>
                <div style={{ overflowX: "auto" }}>
                  <table style={{ borderCollapse: "collapse", width: "100%" }}>
                    <thead>
                      <tr>
                        {[t("cons.players"), ...columns.map(consLabel)].map((h) => (
                          <th key={h} style={{ textAlign: "left", fontSize: 12, padding: "2px 4px" }}>
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {cons.map((c) => (
                        <tr key={c.seats} data-players={c.seats} data-ok={c.ok ? "yes" : "no"}>
                          <td style={{ padding: "2px 4px" }}>{c.seats}</td>
                          {c.rows.map((r) => (
                            <td
                              key={r.label}
                              style={{ padding: "2px 4px", color: r.ok === false ? FIRE : undefined }}
                            >
                              {consValue(r)}
                              {r.ok === false ? " ✗" : ""}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p
                  data-invariant={holds ? "holds" : "broken"}
                  style={{ margin: "6px 0 0", color: holds ? "#2f6b2a" : FIRE }}
                >
                  {holds
                    ? t("cons.holds", { min: module.seats.min, max: module.seats.max })
                    : t("cons.problems", {
                        seats: cons
                          .filter((c) => !c.ok)
                          .map((c) => c.seats)
                          .join(", "),
                      })}
                </p>
                {holds ? null : (
                  <ul style={{ margin: "2px 0 0", color: FIRE, paddingLeft: 18 }}>
                    {cons.flatMap((c) =>
                      c.issues.length
                        ? c.issues.map((i) => (
                            <li key={`${c.seats}:${i.path}:${i.message}`}>
                              {t("cons.seatPlayers", { seats: c.seats })} —{" "}
                              <span data-path={i.path}>{pathLabel(i.path)}</span>: {i.message}
                            </li>
                          ))
                        : c.rows
                            .filter((r) => r.ok === false)
                            .map((r) => (
                              <li key={`${c.seats}:${r.label}`}>
                                {t("cons.seatPlayers", { seats: c.seats })} — {consLabel(r.label)}:{" "}
                                {consValue(r)}
                              </li>
                            )),
                    )}
                  </ul>
                )}
              </>
            )}
          </section>
          <section aria-label={t("diff.aria")} style={CARD}>
            <h3 style={H3}>
              {t("diff.title", { preset: labelOf(preset) })}
              {same && same !== preset ? t("diff.equals", { preset: labelOf(same) }) : ""}
            </h3>
            {!parsed.ok ? (
              <ul style={{ margin: 0, color: FIRE, paddingLeft: 18 }} aria-label={t("diff.problems")}>
                {parsed.issues.map((i) => (
                  <li key={i.path + i.message} style={{ overflowWrap: "anywhere" }}>
                    <span data-path={i.path}>{pathLabel(i.path)}</span>: {i.message}
                  </li>
                ))}
              </ul>
            ) : diff.length === 0 ? (
              <p style={{ margin: 0 }}>{t("diff.none")}</p>
            ) : (
              <ul style={{ margin: 0, paddingLeft: 18 }} aria-label={t("diff.changes")}>
                {diff.map((d) => (
                  <li key={d.key} style={{ overflowWrap: "anywhere" }}>
                    <strong>{d.label}</strong> ({d.rule}): {d.from} → <strong>{d.to}</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
      <BalanceLab
        module={module}
        rules={parsed.ok ? parsed.rules : null}
        rulesName={name.trim() || (same ? labelOf(same) : t("ws.edited"))}
        candidates={candidates}
        defaultCompare={module.rules.defaultPreset}
        {...(plugins?.labCharts ? { charts: plugins.labCharts } : {})}
        {...(plugins?.labels ? { labels: plugins.labels } : {})}
        {...(plugins?.heat ? { heat: plugins.heat } : {})}
        {...(plugins?.hideRows ? { hideRows: plugins.hideRows } : {})}
        {...(map !== undefined ? { map } : {})}
        {...(createWorker ? { createWorker } : {})}
        {...(workers ? { workers } : {})}
        {...(defaultGames ? { defaultGames } : {})}
      />
    </main>
  );
}

/** Asks before unsaved changes are replaced; focus goes to "Keep editing", Escape keeps them. */
function ConfirmReplace(props: {
  text: string;
  detail: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-label={props.text}
      aria-describedby="rules-confirm-detail"
      onKeyDown={(e) => {
        if (e.key === "Escape") props.onNo();
      }}
      style={{ ...CARD, borderColor: FIRE, display: "grid", gap: 6 }}
    >
      <strong>{props.text}</strong>
      <span id="rules-confirm-detail" style={{ color: MUTED, fontSize: 13 }}>
        {props.detail}
      </span>
      <span style={{ display: "flex", gap: 8 }}>
        <button
          type="button"
          onClick={props.onYes}
          style={{ padding: "5px 12px", borderRadius: 6, border: 0, background: FIRE, color: "#fff" }}
        >
          {props.yes}
        </button>
        <button
          ref={keepRef}
          type="button"
          onClick={props.onNo}
          style={{ padding: "5px 12px", borderRadius: 6, border: "1px solid #b9a678", background: "#fff" }}
        >
          {props.no}
        </button>
      </span>
    </div>
  );
}
