"use client";
/**
 * The whole map workspace on one controller: top bar (New, Open a shipped map, Import…, Recover
 * previous, Export JSON / PNG / SVG, Undo / Redo, the plug-in's actions, Duplicate, Delete, ?),
 * the tool bar, the canvas, the side panels (the active tool's panel, the palette, properties,
 * problems, tallies, play server, background) and the status bar, with the keyboard shortcuts and
 * the dialogs. A host adds its header (workspace and game switchers) and its play server.
 */
import type Konva from "konva";
import {
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type EditorController, toolText } from "../controller.js";
import { exportDocument, importDocument } from "../files.js";
import { useEditorT, useLocale, usePluginT } from "../i18n.js";
import type { KitDoc } from "../model/doc.js";
import { counted } from "../problems.js";
import type { DocStorage } from "../storage.js";
import type { ToolPanelProps } from "../tools/types.js";
import { HelpDialog, IssuesDialog, ReplaceDialog, type ServerMapItem, ServerMapsDialog } from "./dialogs.js";
import { EditorCanvas } from "./EditorCanvas.js";
import {
  BackgroundPanel,
  PalettePanel,
  ProblemsPanel,
  PropertiesPanel,
  PublishPanel,
  type PublishResult,
  TalliesPanel,
} from "./panels.js";
import { useController } from "./use-controller.js";

/** What a host's play server offers the editor (maps of the editor's game). */
export interface MapServerHost {
  /** The server's address, as the person typed it. */
  url: string;
  setUrl(url: string): void;
  /** Publishes the map (in the game's format). */
  publish(map: unknown): Promise<PublishResult>;
  list(): Promise<ServerMapItem[]>;
  /** One map's document and the status sentence for opening it. */
  get(item: ServerMapItem): Promise<{ map: unknown; label: string }>;
}

/** Props of {@link MapEditor}. */
export interface MapEditorProps {
  ctl: EditorController;
  /** Left of the top bar (brand, workspace switcher, game picker). */
  header?: ReactNode;
  server?: MapServerHost;
  /** Where the replaced document is kept ("Recover previous map"); default the controller's. */
  storage?: DocStorage | null;
}

/** Downloads a file made in the browser. */
export function download(name: string, data: Blob | string): void {
  const a = document.createElement("a");
  const url = typeof data === "string" ? data : URL.createObjectURL(data);
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  if (typeof data !== "string") setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable);

/** The editor's keyboard: shortcuts to the controller, Space held for panning. */
export function useEditorKeys(ctl: EditorController, onExport?: () => void): void {
  const exportRef = useRef(onExport);
  exportRef.current = onExport;
  useEffect(() => {
    const down = (e: KeyboardEvent) => {
      if (isTyping(e.target)) {
        // Esc leaves a field, so the next keys are shortcuts again.
        if (e.key === "Escape") (e.target as HTMLElement).blur();
        return;
      }
      if (e.key === " ") {
        ctl.setPanning(true);
        e.preventDefault();
        return;
      }
      const used = ctl.key({ type: "key", key: e.key, shift: e.shiftKey, mod: e.ctrlKey || e.metaKey }, () =>
        exportRef.current?.(),
      );
      if (used) e.preventDefault();
    };
    const up = (e: KeyboardEvent) => {
      if (e.key === " ") ctl.setPanning(false);
    };
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
    };
  }, [ctl]);
}

/** A canvas that fills its box and tells the controller its size. */
export function CanvasBox({
  ctl,
  stageRef,
  className = "",
  style,
}: {
  ctl: EditorController;
  stageRef?: React.RefObject<Konva.Stage | null>;
  className?: string;
  style?: React.CSSProperties;
}) {
  useController(ctl);
  const t = useEditorT();
  const wrap = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const measure = () => ctl.setViewport({ width: el.clientWidth, height: el.clientHeight });
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    measure();
    return () => ro.disconnect();
  }, [ctl]);
  return (
    <div
      ref={wrap}
      className={`canvas-wrap tool-${ctl.tool}${ctl.panning ? " panning" : ""} ${className}`}
      style={style}
      data-testid="canvas"
      role="application"
      aria-label={t("canvas.label")}
      data-view={JSON.stringify(ctl.view)}
      data-tool={ctl.tool}
      data-tool-state={ctl.toolPath}
      onMouseLeave={() => ctl.leave()}
    >
      <EditorCanvas ctl={ctl} width={ctl.viewport.width} height={ctl.viewport.height} stageRef={stageRef} />
    </div>
  );
}

/** The active tool's side panel (play-test), if it has one. */
export function ToolPanel({ ctl }: { ctl: EditorController }) {
  useController(ctl);
  const Panel = ctl.toolDef.Panel as ComponentType<ToolPanelProps<unknown>> | undefined;
  if (!Panel) return null;
  return (
    <Panel state={ctl.toolState} setState={(s) => ctl.setToolState(s)} doc={ctl.doc} names={ctl.names()} />
  );
}

/** The status bar. */
export function StatusBar({ ctl, extra }: { ctl: EditorController; extra?: ReactNode }) {
  useController(ctl);
  const t = useEditorT();
  const errors = ctl.problems().filter((p) => p.severity === "error").length;
  return (
    <footer className="statusbar">
      <span className={`msg${ctl.message.error ? " error" : ""}`} data-testid="status" role="status">
        {ctl.message.text}
      </span>
      <span>{errors ? counted(errors, "error", undefined, t) : t("status.valid")}</span>
      <span>{ctl.cursor ? `${Math.round(ctl.cursor[0])}, ${Math.round(ctl.cursor[1])}` : ""}</span>
      <span>{Math.round(ctl.view.scale * 100)}%</span>
      {extra}
    </footer>
  );
}

/** The dialog the controller has open. */
export function ControllerDialogs({ ctl }: { ctl: EditorController }) {
  useController(ctl);
  const t = useEditorT();
  const d = ctl.dialog;
  if (!d) return null;
  if (d.kind === "help") return <HelpDialog shortcuts={ctl.shortcuts()} onClose={() => ctl.closeDialog()} />;
  if (d.kind === "issues")
    return <IssuesDialog title={d.title} issues={d.issues} onClose={() => ctl.closeDialog()} />;
  if (d.kind === "replace")
    return (
      <ReplaceDialog
        current={ctl.doc.meta.name}
        next={d.label}
        onReplace={() => ctl.confirmReplace()}
        onCancel={() => {
          ctl.closeDialog();
          ctl.say(t("status.kept"));
        }}
      />
    );
  const Dialog = ctl.plugin.render?.dialogs?.[d.id];
  return Dialog ? <Dialog data={d.data} api={ctl.api} names={ctl.names()} /> : null;
}

/**
 * The tool rail's button width: the longest tool name in the reader's language, measured once in
 * the bold face a picked tool wears (so picking a tool never moves the canvas), at least 42 px.
 */
function useRailWidth(labels: readonly string[]): number {
  const key = labels.join("\n");
  return useMemo(() => {
    const ctx = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
    if (!ctx) return 42;
    ctx.font = `bold 12px ${getComputedStyle(document.body).fontFamily}`;
    const widest = Math.max(0, ...key.split("\n").map((l) => ctx.measureText(l).width));
    return Math.max(42, Math.ceil(widest) + 8);
  }, [key]);
}

/** The map workspace. */
export function MapEditor({ ctl, header, server, storage: given }: MapEditorProps) {
  useController(ctl);
  const t = useEditorT();
  const locale = useLocale();
  const when = (at: number | string) => new Date(at).toLocaleString(locale === "en" ? undefined : locale);
  const storage = given ?? ctl.storage;
  const { plugin } = ctl;
  const pt = usePluginT(plugin);
  const stageRef = useRef<Konva.Stage | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const railWidth = useRailWidth(ctl.tools.filter((x) => !x.hidden).map((x) => toolText(x, "label", t, pt)));
  const [publish, setPublish] = useState<{ busy: boolean; result: PublishResult | null }>({
    busy: false,
    result: null,
  });
  const [serverMaps, setServerMaps] = useState<ServerMapItem[] | null>(null);
  const [previous, setPrevious] = useState(() => storage?.loadPrevious() ?? null);
  const doc = ctl.doc;

  const doExport = () => {
    const r = exportDocument(plugin, ctl.doc);
    if (!r.ok) {
      ctl.openDialog({ kind: "issues", title: t("export.cannot"), issues: r.reasons });
      ctl.say(t("export.refused", { count: r.reasons.length }), true);
      return;
    }
    const id = ctl.doc.meta.id;
    download(`${id}.json`, new Blob([r.json], { type: "application/json" }));
    ctl.markSaved();
    const errors = r.remaining.filter((i) => i.severity !== "warning").length;
    ctl.say(
      errors
        ? t("export.draft", { file: `${id}.json`, errors: counted(errors, "rule error", undefined, t) })
        : t("export.done", { file: `${id}.json` }),
    );
  };
  useEditorKeys(ctl, doExport);

  const replace = (next: KitDoc, label: string, unsaved = false) => {
    ctl.openDocument(next, label, false, unsaved);
    setPrevious(storage?.loadPrevious() ?? null);
  };
  useEffect(() => {
    // The replaced document is saved when the replacement happens (possibly after the prompt).
    if (ctl.dialog === null) setPrevious(storage?.loadPrevious() ?? null);
  }, [ctl.dialog, storage]);

  const doImport = async (file: File) => {
    const r = importDocument(plugin, await file.text());
    if (!r.ok) {
      ctl.openDialog({ kind: "issues", title: t("import.cannot", { file: file.name }), issues: r.reasons });
      ctl.say(t("import.refused", { problems: counted(r.reasons.length, "problem", undefined, t) }), true);
      return;
    }
    replace(
      r.doc,
      r.problems.length
        ? t("cmd.importedWith", {
            file: file.name,
            problems: counted(r.problems.length, "problem", undefined, t),
          })
        : t("cmd.imported", { file: file.name }),
    );
  };
  const recover = () => {
    const p = storage?.loadPrevious();
    const r = p ? importDocument(plugin, p.map) : null;
    if (!p || !r?.ok) return ctl.say(t("recover.none"), true);
    // The recovered map was never saved: it counts as unsaved work again (issue 31 §1).
    replace(r.doc, t("cmd.recovered", { when: when(p.savedAt) }), true);
  };
  const exportPng = () => {
    const stage = stageRef.current;
    if (!stage) return;
    const overlay = stage.getLayers()[2];
    overlay?.hide();
    const v = ctl.view;
    const w = doc.size.width * v.scale;
    const url = stage.toDataURL({
      x: v.x,
      y: v.y,
      width: w,
      height: doc.size.height * v.scale,
      pixelRatio: Math.min(4, Math.max(1, 2400 / w)),
    });
    overlay?.show();
    download(`${doc.meta.id}.png`, url);
    ctl.say(t("export.done", { file: `${doc.meta.id}.png` }));
  };
  const exportSvg = () => {
    const svg = plugin.svg?.(ctl.doc);
    if (!svg) return;
    download(`${doc.meta.id}.svg`, new Blob([svg], { type: "image/svg+xml" }));
    ctl.say(t("export.done", { file: `${doc.meta.id}.svg` }));
  };
  const doPublish = async () => {
    if (!server) return;
    setPublish({ busy: true, result: null });
    const result = await server.publish(plugin.fromDoc(ctl.doc));
    setPublish({ busy: false, result });
    if (result.ok) {
      ctl.markSaved();
      ctl.say(t("publish.done", { id: result.id, version: result.version, url: server.url }));
    } else ctl.say(result.issues ? t("publish.refused") : result.message, true);
  };
  const openServerList = async () => {
    if (!server) return;
    try {
      setServerMaps(await server.list());
    } catch (e) {
      ctl.say((e as Error).message, true);
    }
  };
  const openFromServer = async (m: ServerMapItem) => {
    if (!server) return;
    try {
      const got = await server.get(m);
      const r = importDocument(plugin, got.map);
      setServerMaps(null);
      if (!r.ok) {
        ctl.openDialog({ kind: "issues", title: t("import.cannot", { file: m.id }), issues: r.reasons });
        return;
      }
      replace(r.doc, got.label);
    } catch (e) {
      ctl.say((e as Error).message, true);
    }
  };
  const loadBackground = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      const img = new window.Image();
      img.onload = () => {
        const scale = Math.min(
          ctl.doc.size.width / img.naturalWidth,
          ctl.doc.size.height / img.naturalHeight,
        );
        ctl.setBackground({
          src,
          name: file.name,
          placement: { x: 0, y: 0, scale, rotation: 0 },
          opacity: 0.5,
          visible: true,
          locked: false,
        });
        ctl.say(t("background.loaded", { file: file.name }));
      };
      img.onerror = () => ctl.say(t("background.unreadable", { file: file.name }), true);
      img.src = src;
    };
    reader.readAsDataURL(file);
  };

  const shipped = Object.values(plugin.profile.shipped);
  const regions = plugin.layout === "regions";
  const store = ctl.store;
  const undoLabel = ctl.historyLabel("undo");
  const redoLabel = ctl.historyLabel("redo");
  return (
    <div
      className={`editor layout-${plugin.layout}`}
      style={{ "--tool-w": `${railWidth}px` } as CSSProperties}
    >
      <header className="topbar">
        {header}
        <span className="docname" data-testid="doc-name">
          {doc.meta.name} <span className="muted">({doc.meta.id})</span>
        </span>
        <div className="group">
          <button type="button" onClick={() => replace(plugin.emptyDoc(), t("cmd.newMap"))}>
            {t("top.new")}
          </button>
          <select
            aria-label={t("top.openShipped")}
            value=""
            onChange={(e) => {
              const m = shipped[Number(e.target.value)];
              if (m)
                replace(
                  plugin.toDoc(structuredClone(m)),
                  t("cmd.openShipped", { name: plugin.profile.info(m).name }),
                );
            }}
          >
            <option value="">{t("top.open")}</option>
            {shipped.map((m, i) => (
              <option key={plugin.profile.info(m).id} value={String(i)}>
                {plugin.profile.info(m).name}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => fileRef.current?.click()}>
            {t("top.import")}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            aria-label={t("top.importFile")}
            className="visually-hidden"
            data-testid="import-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void doImport(f);
              e.target.value = "";
            }}
          />
          {previous ? (
            <button
              type="button"
              onClick={recover}
              title={t("top.recoverTitle", { when: when(previous.savedAt) })}
            >
              {t("top.recover")}
            </button>
          ) : null}
        </div>
        <div className="group">
          <button type="button" onClick={doExport} title={t("top.exportTitle")}>
            {t("help.export")}
          </button>
          <button type="button" onClick={exportPng}>
            PNG
          </button>
          {plugin.svg ? (
            <button type="button" onClick={exportSvg}>
              SVG
            </button>
          ) : null}
        </div>
        <div className="group">
          <button
            type="button"
            disabled={!store.canUndo()}
            title={undoLabel ? t("top.undoTitle", { label: undoLabel }) : t("top.undo")}
            onClick={() => ctl.undo()}
          >
            {t("top.undo")}
          </button>
          <button
            type="button"
            disabled={!store.canRedo()}
            title={redoLabel ? t("top.redoTitle", { label: redoLabel }) : t("top.redo")}
            onClick={() => ctl.redo()}
          >
            {t("top.redo")}
          </button>
          {(plugin.actions ?? []).map((a) => (
            <button key={a.id} type="button" onClick={() => a.run(ctl.api)} title={pt(a.title)}>
              {pt(a.label)}
            </button>
          ))}
          {regions ? (
            <>
              <button
                type="button"
                onClick={() => ctl.duplicate()}
                disabled={!ctl.selection.spaces.length}
                title={t("top.duplicateTitle")}
              >
                {t("top.duplicate")}
              </button>
              <button type="button" onClick={() => ctl.deleteSelected()} title={t("top.deleteTitle")}>
                {t("top.delete")}
              </button>
            </>
          ) : null}
        </div>
        <div className="group">
          <button
            type="button"
            onClick={() => ctl.openDialog({ kind: "help" })}
            aria-label={t("top.shortcuts")}
            title={t("top.shortcutsTitle")}
          >
            ?
          </button>
        </div>
      </header>
      <nav className="tools" aria-label={t("tools.label")}>
        {ctl.tools
          .filter((x) => !x.hidden)
          .map((x) => (
            <button
              key={x.id}
              type="button"
              aria-pressed={ctl.tool === x.id}
              title={toolText(x, "title", t, pt)}
              onClick={() => ctl.setTool(x.id)}
            >
              {toolText(x, "label", t, pt)}
              <br />
              <small>{x.key?.toUpperCase()}</small>
            </button>
          ))}
        <hr />
        <button type="button" title={t("view.fitTitle")} onClick={() => ctl.fit()}>
          {t("view.fit")}
        </button>
        <button type="button" title="100% (1)" onClick={() => ctl.setView({ ...ctl.view, scale: 1 })}>
          100%
        </button>
        <button type="button" title={t("view.zoomIn")} onClick={() => ctl.zoomBy(1.25)}>
          +
        </button>
        <button type="button" title={t("view.zoomOut")} onClick={() => ctl.zoomBy(0.8)}>
          −
        </button>
      </nav>
      <CanvasBox ctl={ctl} stageRef={stageRef} />
      <aside className="side">
        <ToolPanel ctl={ctl} />
        {plugin.layout === "grid" ? <PalettePanel ctl={ctl} /> : null}
        <PropertiesPanel ctl={ctl} />
        <ProblemsPanel ctl={ctl} />
        <TalliesPanel ctl={ctl} />
        {server ? (
          <PublishPanel
            server={server.url}
            setServer={server.setUrl}
            onPublish={() => void doPublish()}
            onOpenList={() => void openServerList()}
            state={publish}
          />
        ) : null}
        <BackgroundPanel ctl={ctl} onLoad={loadBackground} />
      </aside>
      <StatusBar ctl={ctl} extra={storage ? <span>{t("status.autosaved")}</span> : null} />
      <ControllerDialogs ctl={ctl} />
      {serverMaps && server ? (
        <ServerMapsDialog
          server={server.url}
          maps={serverMaps}
          noun={pt(plugin.nouns.space[1])}
          onOpen={(m) => void openFromServer(m)}
          onClose={() => setServerMaps(null)}
        />
      ) : null}
    </div>
  );
}
