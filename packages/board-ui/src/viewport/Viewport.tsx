/**
 * `<Viewport>`: a Konva stage that shows a box of map units and lets the player move around it —
 * drag to pan, wheel or trackpad to zoom about the pointer, two-finger pinch, the +/−/Fit buttons,
 * and the keyboard (+, −, 0, arrow keys) when the board has focus. The view survives new data and
 * keeps the player's zoom across resizes (phone rotation). Children are Konva layers in map units.
 */
import { useT } from "@pudding/i18n";
import type Konva from "konva";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Stage } from "react-konva";
import { BOARD_NS } from "../messages.js";
import type { Box, Point, Size, ViewTransform } from "../types.js";
import {
  clampView,
  fitBox,
  isFitted,
  panView,
  resizeView,
  revealPoint,
  wheelFactor,
  zoomView,
} from "./view.js";
import { COMPACT_GUTTER, COMPACT_WIDTH, ZoomControls } from "./ZoomControls.js";

/** Props of {@link Viewport}. */
export interface ViewportProps {
  /** The part of the map to fit (map units). */
  content: Box;
  width: number;
  height: number;
  /** Konva layers drawn in map units. */
  children: ReactNode;
  /** DOM drawn over the stage (tooltips, banners, lists). */
  overlay?: ReactNode;
  /** The accessible name of the board region. */
  label: string;
  /** A map point to bring on screen (keyboard focus on a space); changes trigger a pan if needed. */
  reveal?: Point | null;
  /** Hide the zoom buttons (thumbnails). */
  controls?: boolean;
  /** The view changed (tests, a minimap). */
  onViewChange?(view: ViewTransform): void;
  /** Background colour around the board. */
  background?: string;
}

interface State {
  view: ViewTransform;
  touched: boolean;
}

/** The pan-and-zoom stage. */
export function Viewport({
  content,
  width,
  height,
  children,
  overlay,
  label,
  reveal,
  controls = true,
  onViewChange,
  background = "#d9cba8",
}: ViewportProps) {
  const t = useT(BOARD_NS);
  const size = useMemo<Size>(
    () => ({ width: Math.max(1, width), height: Math.max(1, height) }),
    [width, height],
  );
  // A narrow board keeps a strip at its bottom for the zoom buttons: the fitted board is never under them.
  const compact = controls && size.width < COMPACT_WIDTH && size.height > 3 * COMPACT_GUTTER;
  const fit = useMemo(
    () =>
      compact
        ? fitBox(content, { width: size.width, height: size.height - COMPACT_GUTTER })
        : fitBox(content, size),
    [content, size, compact],
  );
  const [state, setState] = useState<State>({ view: fit, touched: false });
  const last = useRef({ fit, size });
  // A new size or a new board: refit, or keep the player's zoom around the same centre.
  useEffect(() => {
    const prev = last.current;
    if (prev.fit === fit && prev.size === size) return;
    last.current = { fit, size };
    setState((s) => ({ ...s, view: resizeView(s.view, s.touched, prev.fit, fit, prev.size, size) }));
  }, [fit, size]);
  useEffect(() => onViewChange?.(state.view), [state.view, onViewChange]);

  const update = useCallback(
    (f: (v: ViewTransform) => ViewTransform) =>
      setState((s) => ({ view: clampView(f(s.view), content, size), touched: true })),
    [content, size],
  );
  const zoomBy = useCallback(
    (factor: number, pivot = { x: size.width / 2, y: size.height / 2 }) =>
      update((v) => zoomView(v, pivot, factor, fit.scale)),
    [update, size, fit.scale],
  );
  const fitNow = useCallback(() => setState({ view: fit, touched: false }), [fit]);

  useEffect(() => {
    if (reveal) setState((s) => ({ ...s, view: revealPoint(s.view, reveal, size) }));
  }, [reveal, size]);

  const onWheel = useCallback(
    (e: Konva.KonvaEventObject<WheelEvent>) => {
      e.evt.preventDefault();
      const p = e.target.getStage()?.getPointerPosition();
      if (!p) return;
      zoomBy(wheelFactor(e.evt.deltaY, e.evt.deltaMode, e.evt.ctrlKey), p);
    },
    [zoomBy],
  );

  const pinch = useRef<{ dist: number } | null>(null);
  const onTouchMove = useCallback(
    (e: Konva.KonvaEventObject<TouchEvent>) => {
      const t = e.evt.touches;
      if (t.length !== 2) return;
      e.evt.preventDefault();
      const stage = e.target.getStage();
      if (stage?.isDragging()) stage.stopDrag();
      const [a, b] = [t[0], t[1]] as [Touch, Touch];
      const dist = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
      const rect = stage?.container().getBoundingClientRect();
      const centre = {
        x: (a.clientX + b.clientX) / 2 - (rect?.left ?? 0),
        y: (a.clientY + b.clientY) / 2 - (rect?.top ?? 0),
      };
      const prev = pinch.current;
      pinch.current = { dist };
      if (prev && prev.dist > 0) zoomBy(dist / prev.dist, centre);
    },
    [zoomBy],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.metaKey || e.ctrlKey) return;
    const step = Math.max(40, Math.min(size.width, size.height) * 0.15);
    let handled = true;
    switch (e.key) {
      case "+":
      case "=":
        zoomBy(1.3);
        break;
      case "-":
      case "_":
        zoomBy(1 / 1.3);
        break;
      case "0":
        fitNow();
        break;
      case "ArrowLeft":
        update((v) => panView(v, step, 0));
        break;
      case "ArrowRight":
        update((v) => panView(v, -step, 0));
        break;
      case "ArrowUp":
        update((v) => panView(v, 0, step));
        break;
      case "ArrowDown":
        update((v) => panView(v, 0, -step));
        break;
      default:
        handled = false;
    }
    if (handled) e.preventDefault();
  };

  const { view } = state;
  return (
    <section
      aria-label={label}
      aria-roledescription={t("board.roleDescription")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes keyboard zoom and pan (+ − 0 arrows) when focused
      tabIndex={0}
      onKeyDown={onKeyDown}
      style={{
        position: "relative",
        width: size.width,
        height: size.height,
        overflow: "hidden",
        background,
        touchAction: "none",
        outlineOffset: -3,
      }}
    >
      <Stage
        width={size.width}
        height={size.height}
        x={view.x}
        y={view.y}
        scaleX={view.scale}
        scaleY={view.scale}
        draggable
        onDragEnd={(e) => {
          const stage = e.target.getStage();
          if (e.target === stage) update((v) => ({ ...v, x: e.target.x(), y: e.target.y() }));
        }}
        onWheel={onWheel}
        onTouchMove={onTouchMove}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        {children}
      </Stage>
      {controls ? (
        <ZoomControls
          onZoomIn={() => zoomBy(1.3)}
          onZoomOut={() => zoomBy(1 / 1.3)}
          onFit={fitNow}
          fitted={isFitted(view, fit)}
          compact={compact}
        />
      ) : null}
      {overlay}
    </section>
  );
}
