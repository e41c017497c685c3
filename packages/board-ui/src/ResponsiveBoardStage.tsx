/** A {@link BoardStage} that fills its container and refits when the container resizes (phone rotation, window resize). */
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { BoardStage, type BoardStageProps } from "./BoardStage.js";

/** Props of {@link ResponsiveBoardStage}: those of BoardStage without the size, plus the container's style. */
export type ResponsiveBoardStageProps = Omit<BoardStageProps, "width" | "height"> & {
  /** Style of the measuring container (defaults to 100% × 100%). */
  style?: CSSProperties;
};

/** The board sized to its container through a ResizeObserver. */
export function ResponsiveBoardStage({ style, ...props }: ResponsiveBoardStageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      setSize((s) =>
        s && Math.round(r.width) === s.width && Math.round(r.height) === s.height
          ? s
          : { width: Math.round(r.width), height: Math.round(r.height) },
      );
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <div ref={ref} style={{ width: "100%", height: "100%", minHeight: 200, ...style }}>
      {size && size.width > 0 && size.height > 0 ? (
        <BoardStage {...props} width={size.width} height={size.height} />
      ) : null}
    </div>
  );
}
