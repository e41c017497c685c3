/** A {@link BoardView} that fills its container and follows its size (window resize, phone rotation). */
import { type CSSProperties, useEffect, useRef, useState } from "react";
import type { Size } from "../types.js";
import { BoardView, type BoardViewProps } from "./BoardView.js";

/** The size of an element, followed through a ResizeObserver (null until measured). */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      const next = { width: Math.round(r.width), height: Math.round(r.height) };
      setSize((s) => (s && s.width === next.width && s.height === next.height ? s : next));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, size };
}

/** Props of {@link ResponsiveBoard}: those of BoardView without the size, plus the container's style. */
export type ResponsiveBoardProps = Omit<BoardViewProps, "width" | "height"> & {
  /** Style of the measuring container (defaults to 100% × 100%, at least 200 px high). */
  style?: CSSProperties;
};

/** The board sized to its container. */
export function ResponsiveBoard({ style, ...props }: ResponsiveBoardProps) {
  const { ref, size } = useElementSize<HTMLDivElement>();
  return (
    <div ref={ref} style={{ width: "100%", height: "100%", minHeight: 200, ...style }}>
      {size && size.width > 0 && size.height > 0 ? (
        <BoardView {...props} width={size.width} height={size.height} />
      ) : null}
    </div>
  );
}
