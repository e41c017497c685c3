"use client";
/**
 * The Map workspace: the document store, the selection, the active tool and the view, wired to
 * the canvas and the panels. Every edit goes through `run(make)` → a command on the store, so it
 * can be undone; the document autosaves to the browser after every change.
 */
import { fitTransform, type ViewTransform } from "@pudding/board-ui";
import { type Direction, LONDON_1666 } from "@pudding/great-fire";
import type { MapIssue, Point } from "@pudding/map-schema";
import type Konva from "konva";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import {
  addReverseArrow,
  applyDerive,
  deleteTargets,
  deleteVertex,
  duplicateDistricts,
  EditError,
  type EditorMap,
  emptyMap,
  insertVertex,
  moveLabel,
  moveVertices,
  translateDistricts,
  updateArrow,
} from "../doc/commands";
import { type Command, DocStore } from "../doc/store";
import { bbox, pointInPolygon, samePoint } from "../geom/basic";
import { calibrate, mapToImage } from "../geom/calibrate";
import { type DeriveResult, defaultTolerance, derive } from "../geom/derive";
import { type SnapTarget, snapPoint } from "../geom/snap";
import {
  BACKGROUND_KEY,
  DEFAULT_SERVER,
  loadDoc,
  loadJson,
  SERVER_KEY,
  saveDoc,
  saveJson,
} from "../lib/autosave";
import { exportJson, importMap, toSvg } from "../lib/files";
import { playtest } from "../lib/playtest";
import { type Problem, problemsOf } from "../lib/problems";
import { describeError, type MapSummary, mapsClient, playUrl } from "../lib/server";
import { talliesOf } from "../lib/tallies";
import { TOOL_HINTS, type ToolName } from "../tools/hints";
import {
  arrowTool,
  crossingTool,
  DRAW_IDLE,
  type DrawState,
  drawTool,
  mergeTool,
  PAIR_IDLE,
  type PairState,
  SPLIT_IDLE,
  type SplitState,
  splitTool,
  type ToolContext,
  type ToolInput,
} from "../tools/machines";
import {
  type BackgroundLayer,
  Canvas,
  EMPTY_SELECTION,
  type Highlights,
  type Overlay,
  type PointerInfo,
  type Selection,
} from "./Canvas";
import {
  BackgroundPanel,
  CLASS_COLOURS,
  DeriveDialog,
  HelpDialog,
  IssuesDialog,
  PlaytestPanel,
  ProblemsPanel,
  PropertiesPanel,
  PublishPanel,
  TalliesPanel,
} from "./Panels";
import { WorkspaceSwitcher } from "./WorkspaceSwitcher";

const TOOLS: { name: ToolName; label: string; key: string; title: string }[] = [
  { name: "select", label: "Select", key: "V", title: "Select and move (V)" },
  { name: "draw", label: "Draw", key: "D", title: "Draw a district (D)" },
  { name: "arrow", label: "Arrow", key: "A", title: "Draw a fire arrow (A)" },
  { name: "crossing", label: "Cross", key: "C", title: "Place a crossing (C)" },
  { name: "split", label: "Split", key: "K", title: "Split a district (K)" },
  { name: "merge", label: "Merge", key: "M", title: "Merge two districts (M)" },
  { name: "playtest", label: "Play", key: "T", title: "Play-test fire moves (T)" },
];

type Drag =
  | { kind: "vertex"; id: string; index: number; at: Point }
  | { kind: "move"; last: Point; ids: string[] }
  | { kind: "label"; id: string }
  | { kind: "marquee"; a: Point; b: Point; add: boolean }
  | null;

function download(name: string, data: Blob | string) {
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

export function EditorApp() {
  const storeRef = useRef<DocStore<EditorMap> | null>(null);
  const restored = useRef<string | null>(null);
  if (!storeRef.current) {
    const saved = loadDoc();
    if (saved) restored.current = saved.savedAt;
    storeRef.current = new DocStore<EditorMap>(saved?.map ?? structuredClone(LONDON_1666));
  }
  const store = storeRef.current;
  const doc = useSyncExternalStore(
    useCallback((cb: () => void) => store.subscribe(() => cb()), [store]),
    () => store.state,
  );

  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [tool, setTool] = useState<ToolName>("select");
  const [drawState, setDrawState] = useState<DrawState>(DRAW_IDLE);
  const [pairState, setPairState] = useState<PairState>(PAIR_IDLE);
  const [splitState, setSplitState] = useState<SplitState>(SPLIT_IDLE);
  const [snapPreview, setSnapPreview] = useState<Overlay["snap"]>(null);
  const [marquee, setMarquee] = useState<[Point, Point] | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean }>({
    text: restored.current
      ? `Restored your autosaved map (saved ${new Date(restored.current).toLocaleString()})`
      : "Opened the shipped London board",
  });
  const [size, setSize] = useState({ width: 800, height: 600 });
  const [view, setView] = useState<ViewTransform>({ scale: 0.4, x: 0, y: 0 });
  const [spaceDown, setSpaceDown] = useState(false);
  const [help, setHelp] = useState(false);
  const [deriveResult, setDeriveResult] = useState<DeriveResult | null>(null);
  const [issuesDialog, setIssuesDialog] = useState<{ title: string; issues: MapIssue[] } | null>(null);
  const [background, setBackground] = useState<BackgroundLayer | null>(() =>
    loadJson<BackgroundLayer>(BACKGROUND_KEY),
  );
  const [calib, setCalib] = useState<{ step: number; pts: Point[] } | null>(null);
  const [server, setServerState] = useState(() => loadJson<string>(SERVER_KEY) ?? DEFAULT_SERVER);
  const [publish, setPublish] = useState<Parameters<typeof PublishPanel>[0]["state"]>({
    busy: false,
    result: null,
  });
  const [serverMaps, setServerMaps] = useState<MapSummary[] | null>(null);
  const [pt, setPt] = useState<{
    fire: Record<string, number>;
    teams: string[];
    burnt: string[];
    card: Direction;
    mode: "fire" | "team" | "burnt";
  }>({
    fire: {},
    teams: [],
    burnt: [],
    card: "S",
    mode: "fire",
  });
  const [cursor, setCursor] = useState<Point | null>(null);

  const stageRef = useRef<Konva.Stage | null>(null);
  const wrapRef = useRef<HTMLDivElement | null>(null);
  const drag = useRef<Drag>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);

  const say = useCallback((text: string, error = false) => setMessage({ text, error }), []);

  // ----- view -----
  const fit = useMemo(() => fitTransform(doc.size, size, 24), [doc.size, size]);
  const fitView = useCallback(() => setView(fitTransform(store.state.size, size, 24)), [size, store]);
  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() =>
      setSize({ width: Math.max(100, el.clientWidth), height: Math.max(100, el.clientHeight) }),
    );
    ro.observe(el);
    setSize({ width: Math.max(100, el.clientWidth), height: Math.max(100, el.clientHeight) });
    return () => ro.disconnect();
  }, []);
  const fitted = useRef(false);
  useEffect(() => {
    if (!fitted.current && size.width > 100) {
      fitted.current = true;
      fitView();
    }
  }, [size, fitView]);
  const zoomBy = (f: number) => {
    const c = { x: size.width / 2, y: size.height / 2 };
    const scale = Math.min(fit.scale * 12, Math.max(fit.scale * 0.3, view.scale * f));
    setView({
      scale,
      x: c.x - ((c.x - view.x) / view.scale) * scale,
      y: c.y - ((c.y - view.y) / view.scale) * scale,
    });
  };
  const zoomTo = (pts: Point[]) => {
    if (!pts.length) return;
    const [minX, minY, maxX, maxY] = bbox(pts);
    const pad = Math.max(40, (maxX - minX + maxY - minY) * 0.3);
    const t = fitTransform({ width: maxX - minX + pad * 2, height: maxY - minY + pad * 2 }, size, 24);
    const scale = Math.min(t.scale, fit.scale * 4);
    const cx = (minX + maxX) / 2;
    const cy = (minY + maxY) / 2;
    setView({ scale, x: size.width / 2 - cx * scale, y: size.height / 2 - cy * scale });
  };

  // ----- document -----
  const tol = 8 / view.scale;
  const mapTol = defaultTolerance(doc);
  const run = useCallback(
    (make: (map: EditorMap) => Command) => {
      try {
        const cmd = make(store.state);
        if (store.apply(cmd)) say(cmd.label);
      } catch (e) {
        if (e instanceof EditError) say(e.message, true);
        else say(`Internal error: ${(e as Error).message}`, true);
      }
    },
    [store, say],
  );
  const apply = (cmd: Command | undefined) => {
    if (cmd && store.apply(cmd)) say(cmd.label);
  };

  // Autosave (debounced) and on leaving the page.
  useEffect(() => {
    const t = setTimeout(() => saveDoc(doc), 250);
    return () => clearTimeout(t);
  }, [doc]);
  useEffect(() => {
    const save = () => saveDoc(store.state);
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [store]);
  useEffect(() => {
    if (!saveJson(BACKGROUND_KEY, background))
      say("The background image is too large to autosave; it stays until you reload.", true);
  }, [background, say]);
  const setServer = (s: string) => {
    setServerState(s);
    saveJson(SERVER_KEY, s);
  };

  // Keep the selection pointing at things that exist.
  useEffect(() => {
    setSelection((s) => {
      const ids = new Set(doc.districts.map((d) => d.id));
      const next: Selection = {
        districts: s.districts.filter((id) => ids.has(id)),
        arrows: s.arrows.filter((i) => i < doc.arrows.length),
        crossings: s.crossings.filter((i) => i < doc.crossings.length),
        vertex:
          s.vertex &&
          ids.has(s.vertex.id) &&
          s.vertex.index < (doc.districts.find((d) => d.id === s.vertex?.id)?.polygon.length ?? 0)
            ? s.vertex
            : null,
      };
      const same =
        next.districts.length === s.districts.length &&
        next.arrows.length === s.arrows.length &&
        next.crossings.length === s.crossings.length &&
        next.vertex === s.vertex;
      return same ? s : next;
    });
  }, [doc]);

  const open = (map: EditorMap, label: string) => {
    store.reset(map, label);
    setSelection(EMPTY_SELECTION);
    setPt((p) => ({ ...p, fire: {}, teams: [], burnt: [] }));
    setView(fitTransform(map.size, size, 24));
    say(label);
  };

  // ----- derived data -----
  const problems = useMemo(() => problemsOf(doc), [doc]);
  const tallies = useMemo(() => talliesOf(doc), [doc]);
  const names = useMemo(() => new Map(doc.districts.map((d) => [d.id, d.name])), [doc.districts]);
  const playResult = useMemo(
    () =>
      tool === "playtest"
        ? playtest(doc, { fire: pt.fire, teams: pt.teams, burnt: pt.burnt, card: pt.card })
        : null,
    [tool, doc, pt],
  );

  const highlights: Highlights = useMemo(() => {
    const h: Highlights = {};
    if (tool === "playtest" && playResult?.ok) {
      for (const id of pt.teams) h[id] = { colour: "#222", label: "T" };
      for (const id of pt.burnt) h[id] = { colour: "#555", label: "×", dash: true };
      for (const s of playResult.option?.sources ?? [])
        for (const d of s.destinations)
          if (!h[d.to] || d.allowed)
            h[d.to] = {
              colour: CLASS_COLOURS[d.priorityClass],
              label: String(d.priorityClass),
              dash: !d.allowed,
            };
      for (const id of playResult.sources) h[id] = { colour: "#ff5a1f", label: "F" };
    }
    return h;
  }, [tool, playResult, pt]);

  // ----- tools -----
  const districtAt = useCallback(
    (p: Point): string | null => {
      for (let i = store.state.districts.length - 1; i >= 0; i--) {
        const d = store.state.districts[i];
        if (d && d.polygon.length >= 3 && pointInPolygon(p, d.polygon)) return d.id;
      }
      return null;
    },
    [store],
  );
  const ctx = (): ToolContext => ({
    map: store.state,
    tolerance: Math.max(tol, mapTol),
    joinTolerance: mapTol,
    districtAt,
  });
  const snapTargets = (exclude?: Point): SnapTarget[] =>
    store.state.districts.map((d) => ({
      id: d.id,
      polygon: exclude ? d.polygon.filter((v) => !samePoint(v, exclude, 1e-6)) : d.polygon,
    }));
  const snapped = (info: PointerInfo, exclude?: Point, extra: Point[] = []) => {
    if (info.alt) return { kind: "none" as const, point: info.p };
    return snapPoint(info.p, snapTargets(exclude), tol, undefined, extra);
  };

  const switchTool = (t: ToolName) => {
    setTool(t);
    setDrawState(DRAW_IDLE);
    setPairState(PAIR_IDLE);
    setSplitState(SPLIT_IDLE);
    setSnapPreview(null);
    if (t !== "calibrate") setCalib(null);
    say(TOOL_HINTS[t]);
  };

  const step = <S,>(r: { state: S; command?: Command; message?: string }, set: (s: S) => void) => {
    set(r.state);
    if (r.command) apply(r.command);
    else if (r.message)
      say(r.message, /must|refuse|no |not |never|already|exactly|at least|only/.test(r.message));
  };

  const onPointer = (type: "down" | "move" | "up" | "dbl", info: PointerInfo) => {
    if (type === "move") setCursor(info.p);
    const d = drag.current;
    // --- drags in progress (select tool) ---
    if (type === "move" && d) {
      if (d.kind === "vertex") {
        const s = snapped(info, d.at);
        setSnapPreview(s.kind === "none" ? null : { p: s.point, kind: s.kind });
        const cmd = moveVertices(store.state, [{ id: d.id, index: d.index, to: s.point }], {
          tol: mapTol,
          merge: "drag-vertex",
        });
        store.apply(cmd);
        d.at = store.state.districts.find((x) => x.id === d.id)?.polygon[d.index] ?? d.at;
      } else if (d.kind === "move") {
        const dx = info.p[0] - d.last[0];
        const dy = info.p[1] - d.last[1];
        if (dx || dy) store.apply(translateDistricts(store.state, d.ids, dx, dy, "drag-move", mapTol));
        d.last = info.p;
      } else if (d.kind === "label") {
        store.apply(moveLabel(store.state, d.id, info.p, "drag-label"));
      } else if (d.kind === "marquee") {
        d.b = info.p;
        setMarquee([d.a, d.b]);
      }
      return;
    }
    if (type === "up") {
      if (d?.kind === "marquee") {
        const [x0, y0, x1, y1] = bbox([d.a, d.b]);
        const inside = (p: Point) => p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1;
        if (x1 - x0 > tol || y1 - y0 > tol) {
          const ds = store.state.districts.filter((x) => x.polygon.every(inside)).map((x) => x.id);
          const as = store.state.arrows.flatMap((a, i) => (inside(a.at) ? [i] : []));
          const cs = store.state.crossings.flatMap((c, i) => (inside(c.at) ? [i] : []));
          setSelection((s) =>
            d.add
              ? {
                  districts: [...new Set([...s.districts, ...ds])],
                  arrows: [...new Set([...s.arrows, ...as])],
                  crossings: [...new Set([...s.crossings, ...cs])],
                  vertex: null,
                }
              : { districts: ds, arrows: as, crossings: cs, vertex: null },
          );
          say(`Selected ${ds.length} districts, ${as.length} arrows, ${cs.length} crossings`);
        }
        setMarquee(null);
      } else if (d) {
        store.seal();
        const label = store.undoLabel();
        if (label) say(label);
      }
      drag.current = null;
      setSnapPreview(null);
      return;
    }
    if (type === "dbl") {
      if (tool === "select" && info.target?.startsWith("edge:")) {
        const [, id, i] = info.target.split(":");
        run((m) => insertVertex(m, id as string, Number(i), info.p));
      }
      return;
    }
    const input: ToolInput = type === "down" ? { type: "down", p: info.p } : { type: "move", p: info.p };
    switch (tool) {
      case "select": {
        if (type !== "down") return;
        const t = info.target;
        const [kind, a, b] = t ? t.split(":") : [null];
        if (kind === "vertex") {
          setSelection((s) => ({ ...s, vertex: { id: a as string, index: Number(b) } }));
          const at = store.state.districts.find((x) => x.id === a)?.polygon[Number(b)];
          if (at) drag.current = { kind: "vertex", id: a as string, index: Number(b), at };
        } else if (kind === "label") {
          drag.current = { kind: "label", id: a as string };
        } else if (kind === "arrow" || kind === "crossing") {
          const i = Number(a);
          const key = kind === "arrow" ? "arrows" : "crossings";
          setSelection((s) =>
            info.shift
              ? {
                  ...s,
                  [key]: s[key].includes(i) ? s[key].filter((x) => x !== i) : [...s[key], i],
                  vertex: null,
                }
              : { ...EMPTY_SELECTION, [key]: [i] },
          );
        } else if (kind === "district" || kind === "edge") {
          const id = a as string;
          let ids: string[];
          if (info.shift) {
            ids = selection.districts.includes(id)
              ? selection.districts.filter((x) => x !== id)
              : [...selection.districts, id];
            setSelection((s) => ({ ...s, districts: ids, vertex: null }));
          } else {
            ids = selection.districts.includes(id) ? selection.districts : [id];
            setSelection({ ...EMPTY_SELECTION, districts: ids });
          }
          if (ids.includes(id)) drag.current = { kind: "move", last: info.p, ids };
        } else {
          if (!info.shift) setSelection(EMPTY_SELECTION);
          drag.current = { kind: "marquee", a: info.p, b: info.p, add: info.shift };
        }
        return;
      }
      case "draw": {
        const extra = drawState.name === "placing" ? drawState.points : [];
        const s = snapped(info, undefined, extra);
        setSnapPreview(s.kind === "none" ? null : { p: s.point, kind: s.kind });
        step(drawTool(drawState, { ...input, p: s.point }, ctx()), setDrawState);
        return;
      }
      case "arrow":
        step(arrowTool(pairState, input, ctx()), setPairState);
        return;
      case "merge":
        step(mergeTool(pairState, input, ctx()), (s: PairState) => {
          setPairState(s);
        });
        return;
      case "split":
        step(
          splitTool(
            splitState,
            input,
            ctx(),
            selection.districts.length === 1 ? selection.districts[0] : undefined,
          ),
          setSplitState,
        );
        return;
      case "crossing": {
        const s = snapPoint(info.p, snapTargets(), tol * 2);
        setSnapPreview(s.kind === "vertex" ? { p: s.point, kind: "vertex" } : null);
        if (type === "down")
          step(crossingTool({ type: "down", p: s.kind === "vertex" ? s.point : info.p }, ctx()), () => {});
        return;
      }
      case "playtest": {
        if (type !== "down") return;
        const id = districtAt(info.p);
        if (!id) return;
        setPt((p) => {
          if (p.mode === "fire") {
            const fire = { ...p.fire };
            if (fire[id]) delete fire[id];
            else fire[id] = 2;
            return { ...p, fire };
          }
          const key = p.mode === "team" ? "teams" : "burnt";
          return { ...p, [key]: p[key].includes(id) ? p[key].filter((x) => x !== id) : [...p[key], id] };
        });
        return;
      }
      case "calibrate": {
        if (type !== "down" || !calib || !background) return;
        const onMap = calib.step % 2 === 1;
        const s = onMap ? snapPoint(info.p, snapTargets(), tol) : { point: info.p };
        const p = onMap ? s.point : mapToImage(info.p, background.placement);
        const pts = [...calib.pts, p];
        if (pts.length < 4) {
          setCalib({ step: pts.length, pts });
          say(
            [
              "",
              "Now click where that point belongs on the map",
              "Click a second point on the image",
              "Click where it belongs on the map",
            ][pts.length] as string,
          );
        } else {
          try {
            const placement = calibrate(pts[0] as Point, pts[2] as Point, pts[1] as Point, pts[3] as Point);
            setBackground({ ...background, placement });
            say(
              `Calibrated: scale ${placement.scale.toFixed(3)}, rotation ${placement.rotation.toFixed(1)}°`,
            );
          } catch (e) {
            say((e as Error).message, true);
          }
          setCalib(null);
          setTool("select");
        }
        return;
      }
    }
  };

  // ----- commands from menus and keys -----
  const deleteSelection = () => {
    if (selection.vertex && selection.districts.length === 1) {
      const v = selection.vertex;
      run((m) => deleteVertex(m, v.id, v.index));
      setSelection((s) => ({ ...s, vertex: null }));
      return;
    }
    if (!selection.districts.length && !selection.arrows.length && !selection.crossings.length) return;
    run((m) => deleteTargets(m, selection));
    setSelection(EMPTY_SELECTION);
  };
  const duplicate = () => {
    if (!selection.districts.length) return;
    try {
      const cmd = duplicateDistricts(store.state, selection.districts, Math.round(mapTol * 20));
      if (store.apply(cmd)) {
        say(cmd.label);
        setSelection({ ...EMPTY_SELECTION, districts: cmd.ids });
      }
    } catch (e) {
      say((e as Error).message, true);
    }
  };
  const openDerive = () => {
    const r = derive(store.state, mapTol);
    setDeriveResult(r);
  };
  const doExport = () => {
    const r = exportJson(store.state);
    if (!r.ok) {
      setIssuesDialog({ title: "This map cannot be exported yet", issues: r.reasons });
      say(
        `Export refused: ${r.reasons.length} problem${r.reasons.length > 1 ? "s" : ""} make the file unreadable`,
        true,
      );
      return;
    }
    download(`${store.state.id}.json`, new Blob([r.json], { type: "application/json" }));
    const errors = r.remaining.filter((i) => i.severity === "error").length;
    say(
      errors
        ? `Exported ${store.state.id}.json as a draft: ${errors} rule errors remain (the play server refuses it until they are fixed)`
        : `Exported ${store.state.id}.json`,
    );
  };
  const doImport = async (file: File) => {
    const text = await file.text();
    const r = importMap(text);
    if (!r.ok) {
      setIssuesDialog({ title: `${file.name} cannot be opened`, issues: r.reasons });
      say(`Import refused: ${r.reasons.length} problems`, true);
      return;
    }
    open(
      r.map,
      `Imported ${file.name}${r.problems.length ? ` with ${r.problems.length} problems to fix` : ""}`,
    );
  };
  const exportPng = () => {
    const stage = stageRef.current;
    if (!stage) return;
    const overlay = stage.getLayers()[2];
    overlay?.hide();
    const w = doc.size.width * view.scale;
    const url = stage.toDataURL({
      x: view.x,
      y: view.y,
      width: w,
      height: doc.size.height * view.scale,
      pixelRatio: Math.min(4, Math.max(1, 2400 / w)),
    });
    overlay?.show();
    download(`${doc.id}.png`, url);
    say(`Exported ${doc.id}.png`);
  };
  const exportSvg = () => {
    download(`${doc.id}.svg`, new Blob([toSvg(store.state)], { type: "image/svg+xml" }));
    say(`Exported ${doc.id}.svg`);
  };
  const doPublish = async () => {
    setPublish({ busy: true, result: null });
    try {
      const r = await mapsClient(server).publish(store.state);
      if (r.ok) {
        setPublish({
          busy: false,
          result: {
            ok: true,
            id: r.id,
            version: r.version,
            warnings: r.warnings.length,
            url: playUrl(server, r.id),
          },
        });
        say(`Published ${r.id} version ${r.version} to ${server}`);
      } else {
        setPublish({
          busy: false,
          result: {
            ok: false,
            message: `The server refused the map: ${r.issues.length} problems`,
            issues: r.issues,
          },
        });
        say("Publish refused; fix the problems listed", true);
      }
    } catch (e) {
      setPublish({ busy: false, result: { ok: false, message: describeError(server, e) } });
      say(describeError(server, e), true);
    }
  };
  const openServerList = async () => {
    try {
      setServerMaps(await mapsClient(server).list());
    } catch (e) {
      say(describeError(server, e), true);
    }
  };
  const openFromServer = async (s: MapSummary) => {
    try {
      const m = await mapsClient(server).get(s.id, s.version);
      setServerMaps(null);
      open(m.map, `Opened ${m.id} version ${m.version} from ${server}`);
    } catch (e) {
      say(describeError(server, e), true);
    }
  };
  const loadBackground = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => {
      const src = String(reader.result);
      const img = new window.Image();
      img.onload = () => {
        const scale = Math.min(
          store.state.size.width / img.naturalWidth,
          store.state.size.height / img.naturalHeight,
        );
        setBackground({
          src,
          name: file.name,
          placement: { x: 0, y: 0, scale, rotation: 0 },
          opacity: 0.5,
          visible: true,
          locked: false,
        });
        say(`Background ${file.name} loaded; calibrate it by two points to line it up`);
      };
      img.onerror = () => say(`${file.name} is not an image the browser can read`, true);
      img.src = src;
    };
    reader.readAsDataURL(file);
  };
  const pickProblem = (p: Problem) => {
    setSelection({
      districts: p.target.districts,
      arrows: p.target.arrows,
      crossings: p.target.crossings,
      vertex: null,
    });
    const pts: Point[] = [
      ...p.target.districts.flatMap((id) => store.state.districts.find((d) => d.id === id)?.polygon ?? []),
      ...p.target.arrows.flatMap((i) => {
        const a = store.state.arrows[i];
        // An arrow is judged with its two districts in view.
        return a
          ? [
              a.at,
              ...[a.from, a.to].flatMap(
                (id) => store.state.districts.find((d) => d.id === id)?.polygon ?? [],
              ),
            ]
          : [];
      }),
      ...p.target.crossings.map((i) => store.state.crossings[i]?.at as Point),
    ].filter(Boolean);
    zoomTo(pts);
    say(`${p.path}: ${p.message}`, p.severity === "error");
  };

  // Keyboard shortcuts.
  const keyRef = useRef<(e: KeyboardEvent) => void>(() => {});
  keyRef.current = (e: KeyboardEvent) => {
    if (isTyping(e.target)) {
      // Esc leaves a field, so the next keys are shortcuts again.
      if (e.key === "Escape") (e.target as HTMLElement).blur();
      return;
    }
    const mod = e.ctrlKey || e.metaKey;
    const k = e.key;
    if (k === " ") {
      setSpaceDown(true);
      e.preventDefault();
      return;
    }
    if (mod && (k === "z" || k === "Z")) {
      e.preventDefault();
      if (e.shiftKey) store.redo() && say(`Redo: ${store.undoLabel()}`);
      else {
        const label = store.undoLabel();
        if (store.undo()) say(`Undo: ${label}`);
      }
      return;
    }
    if (mod && k === "y") {
      e.preventDefault();
      store.redo() && say(`Redo: ${store.undoLabel()}`);
      return;
    }
    if (mod && k === "d") {
      e.preventDefault();
      duplicate();
      return;
    }
    if (mod && k === "a") {
      e.preventDefault();
      setSelection({ ...EMPTY_SELECTION, districts: store.state.districts.map((d) => d.id) });
      return;
    }
    if (mod && k === "s") {
      e.preventDefault();
      doExport();
      return;
    }
    if (mod) return;
    if (k === "?") return setHelp((h) => !h);
    if (k === "Escape") {
      if (help) return setHelp(false);
      if (deriveResult) return setDeriveResult(null);
      if (issuesDialog) return setIssuesDialog(null);
      if (tool === "draw")
        return step(drawTool(drawState, { type: "key", key: "Escape" }, ctx()), setDrawState);
      setPairState(PAIR_IDLE);
      setSplitState(SPLIT_IDLE);
      setCalib(null);
      return setSelection(EMPTY_SELECTION);
    }
    if (tool === "draw" && (k === "Enter" || k === "Backspace")) {
      e.preventDefault();
      return step(drawTool(drawState, { type: "key", key: k }, ctx()), setDrawState);
    }
    if (k === "Delete" || k === "Backspace") {
      e.preventDefault();
      return deleteSelection();
    }
    if (
      selection.arrows.length === 1 &&
      tool === "select" &&
      "NESW".includes(k.toUpperCase()) &&
      k.length === 1 &&
      e.shiftKey
    ) {
      const i = selection.arrows[0] as number;
      return run((m) => updateArrow(m, i, { direction: k.toUpperCase() as Direction }));
    }
    const lower = k.toLowerCase();
    if (lower === "r" && selection.arrows.length === 1) {
      const i = selection.arrows[0] as number;
      return run((m) => addReverseArrow(m, i));
    }
    if (lower === "f") return fitView();
    if (k === "1")
      return setView({
        scale: 1,
        x: size.width / 2 - (cursor?.[0] ?? doc.size.width / 2),
        y: size.height / 2 - (cursor?.[1] ?? doc.size.height / 2),
      });
    if (k === "+" || k === "=") return zoomBy(1.25);
    if (k === "-") return zoomBy(0.8);
    if (lower === "g") return openDerive();
    const t = TOOLS.find((x) => x.key.toLowerCase() === lower);
    if (t) switchTool(t.name);
  };
  useEffect(() => {
    const down = (e: KeyboardEvent) => keyRef.current(e);
    const up = (e: KeyboardEvent) => {
      if (e.key === " ") setSpaceDown(false);
    };
    window.addEventListener("keydown", down);
    window.addEventListener("keyup", up);
    return () => {
      window.removeEventListener("keydown", down);
      window.removeEventListener("keyup", up);
    };
  }, []);

  // ----- overlay for the canvas -----
  const overlay: Overlay = { snap: snapPreview, marquee: marquee ?? undefined };
  if (tool === "draw" && drawState.name === "placing") {
    overlay.polyline = drawState.hover
      ? [...drawState.points, snapPreview?.p ?? drawState.hover]
      : drawState.points;
    const first = drawState.points[0] as Point;
    overlay.closeHint =
      drawState.points.length >= 3 &&
      !!drawState.hover &&
      Math.hypot(drawState.hover[0] - first[0], drawState.hover[1] - first[1]) <= tol;
  }
  if ((tool === "arrow" || tool === "merge") && pairState.name === "first") {
    const d = doc.districts.find((x) => x.id === pairState.id);
    if (d && pairState.hover) overlay.line = [d.label, pairState.hover];
  }
  if (tool === "split" && splitState.name === "cutting" && splitState.hover)
    overlay.line = [splitState.a, splitState.hover];
  if (calib && background) {
    const labels = ["image 1", "map 1", "image 2", "map 2"];
    overlay.marks = calib.pts.map((p, i) => ({
      p:
        i % 2 === 0
          ? [
              background.placement.x + p[0] * background.placement.scale,
              background.placement.y + p[1] * background.placement.scale,
            ]
          : p,
      label: labels[i] as string,
    }));
  }
  const selHighlights: Highlights = { ...highlights };
  if (tool === "arrow" || tool === "merge")
    if (pairState.name === "first") selHighlights[pairState.id] = { colour: "#1c6dd0" };

  const errors = problems.filter((p) => p.severity === "error").length;
  return (
    <div className="editor">
      <header className="topbar">
        <strong className="brand">Pudding Lane editor</strong>
        <WorkspaceSwitcher current="map" />
        <span className="docname" data-testid="doc-name">
          {doc.name} <span className="muted">({doc.id})</span>
        </span>
        <div className="group">
          <button type="button" onClick={() => open(emptyMap(), "New empty map")}>
            New
          </button>
          <button
            type="button"
            onClick={() => open(structuredClone(LONDON_1666), "Opened the shipped London board")}
          >
            Open London
          </button>
          <button type="button" onClick={() => fileRef.current?.click()}>
            Import…
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            aria-label="Import map JSON"
            className="visually-hidden"
            data-testid="import-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void doImport(f);
              e.target.value = "";
            }}
          />
        </div>
        <div className="group">
          <button type="button" onClick={doExport} title="Export JSON (Ctrl+S)">
            Export JSON
          </button>
          <button type="button" onClick={exportPng}>
            PNG
          </button>
          <button type="button" onClick={exportSvg}>
            SVG
          </button>
        </div>
        <div className="group">
          <button
            type="button"
            disabled={!store.canUndo()}
            title={store.undoLabel() ? `Undo ${store.undoLabel()} (Ctrl+Z)` : "Undo"}
            onClick={() => store.undo()}
          >
            Undo
          </button>
          <button
            type="button"
            disabled={!store.canRedo()}
            title={store.redoLabel() ? `Redo ${store.redoLabel()} (Ctrl+Shift+Z)` : "Redo"}
            onClick={() => store.redo()}
          >
            Redo
          </button>
          <button type="button" onClick={openDerive} title="Derive arrows, borders and crossings (G)">
            Derive…
          </button>
          <button
            type="button"
            onClick={duplicate}
            disabled={!selection.districts.length}
            title="Duplicate (Ctrl+D)"
          >
            Duplicate
          </button>
          <button type="button" onClick={deleteSelection} title="Delete (Del)">
            Delete
          </button>
        </div>
        <div className="group">
          <button
            type="button"
            onClick={() => setHelp(true)}
            aria-label="Keyboard shortcuts"
            title="Keyboard shortcuts (?)"
          >
            ?
          </button>
        </div>
      </header>
      <nav className="tools" aria-label="Tools">
        {TOOLS.map((t) => (
          <button
            key={t.name}
            type="button"
            aria-pressed={tool === t.name}
            title={t.title}
            onClick={() => switchTool(t.name)}
          >
            {t.label}
            <br />
            <small>{t.key}</small>
          </button>
        ))}
        <hr />
        <button type="button" title="Fit (F)" onClick={fitView}>
          Fit
        </button>
        <button type="button" title="100% (1)" onClick={() => setView({ scale: 1, x: view.x, y: view.y })}>
          100%
        </button>
        <button type="button" title="Zoom in (+)" onClick={() => zoomBy(1.25)}>
          +
        </button>
        <button type="button" title="Zoom out (−)" onClick={() => zoomBy(0.8)}>
          −
        </button>
      </nav>
      <div
        ref={wrapRef}
        className={`canvas-wrap tool-${tool}${spaceDown ? " panning" : ""}`}
        data-testid="canvas"
        role="application"
        aria-label="Map canvas"
        data-view={JSON.stringify(view)}
        onMouseLeave={() => setCursor(null)}
      >
        <Canvas
          doc={doc}
          width={size.width}
          height={size.height}
          view={view}
          setView={setView}
          fitScale={fit.scale}
          selection={selection}
          overlay={overlay}
          highlights={selHighlights}
          background={background}
          spaceDown={spaceDown}
          stageRef={stageRef}
          onPointer={onPointer}
        />
      </div>
      <aside className="side">
        {tool === "playtest" ? (
          <PlaytestPanel
            card={pt.card}
            setCard={(card) => setPt((p) => ({ ...p, card }))}
            option={playResult?.ok ? playResult.option : null}
            error={playResult && !playResult.ok ? playResult.message : null}
            mode={pt.mode}
            setMode={(mode) => setPt((p) => ({ ...p, mode }))}
            onClear={() => setPt((p) => ({ ...p, fire: {}, teams: [], burnt: [] }))}
            names={names}
          />
        ) : null}
        <PropertiesPanel doc={doc} selection={selection} run={run} />
        <ProblemsPanel problems={problems} onPick={pickProblem} />
        <TalliesPanel tallies={tallies} />
        <PublishPanel
          server={server}
          setServer={setServer}
          onPublish={() => void doPublish()}
          onOpenList={() => void openServerList()}
          state={publish}
        />
        <BackgroundPanel
          bg={background}
          setBg={setBackground}
          onLoad={loadBackground}
          calibrating={
            calib
              ? ([
                  "Click a reference point on the image",
                  "Click where it belongs on the map",
                  "Click a second point on the image",
                  "Click where it belongs on the map",
                ][calib.step] ?? null)
              : null
          }
          onCalibrate={() => {
            setTool("calibrate");
            setCalib({ step: 0, pts: [] });
            say("Calibrate: click a reference point on the image");
          }}
        />
      </aside>
      <footer className="statusbar">
        <span className={`msg${message.error ? " error" : ""}`} data-testid="status" role="status">
          {message.text}
        </span>
        <span>{errors ? `${errors} errors` : "valid"}</span>
        <span>{cursor ? `${Math.round(cursor[0])}, ${Math.round(cursor[1])}` : ""}</span>
        <span>{Math.round(view.scale * 100)}%</span>
        <span>autosaved</span>
      </footer>
      {help ? <HelpDialog onClose={() => setHelp(false)} /> : null}
      {deriveResult ? (
        <DeriveDialog
          result={deriveResult}
          names={names}
          existingArrows={doc.arrows}
          onClose={() => setDeriveResult(null)}
          onApply={(choice) => {
            const r = deriveResult;
            setDeriveResult(null);
            run((m) => applyDerive(m, r, choice));
          }}
        />
      ) : null}
      {issuesDialog ? (
        <IssuesDialog
          title={issuesDialog.title}
          issues={issuesDialog.issues}
          onClose={() => setIssuesDialog(null)}
        />
      ) : null}
      {serverMaps ? (
        <div className="overlay" role="dialog" aria-label="Maps on the server">
          <div className="dialog">
            <h2>Maps on {server}</h2>
            <ul>
              {serverMaps.map((s) => (
                <li key={`${s.id}@${s.version}`}>
                  <button type="button" onClick={() => void openFromServer(s)}>
                    {s.name}
                  </button>{" "}
                  <span className="muted">
                    {s.id} v{s.version} · {s.districts} districts{s.builtin ? " · shipped" : ""}
                  </span>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => setServerMaps(null)}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
