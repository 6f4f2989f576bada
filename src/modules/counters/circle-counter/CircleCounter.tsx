import { useCallback, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { rememberAttributes } from "../../../core/attribute-journal";
import { easeInOutCirc, formatNumber, valueAt } from "../shared/count-up";
import { CounterText, useCountUpFrames, useStateAttribute, type LiveText } from "../shared/counter-island";
import type { CircleCounterModel } from "./parse";
import { createRingPainter, RING_CANVAS_CLASS, type RingPainter } from "./ring";

interface CircleCounterProps {
  readonly model: CircleCounterModel;
  readonly context: ModuleContext;
  readonly reducedMotion: boolean;
}

/**
 * The ring lies over the inner element's top left corner, out of the flow, as the theme's stylesheet places it:
 * drawing it never moves the page, also where that stylesheet is missing or late (an in-flow canvas as wide as
 * its column would push everything below it down by its own height).
 */
const RING_PLACEMENT = { position: "absolute", top: 0, left: 0 } as const;

/**
 * Adds the ring's canvas at the end of the server's `.et_pb_circle_counter_inner` and counts its
 * `.percent-value`. The painter follows the inner element's size, the device and the pointer; the component
 * tells it the value shown on each frame.
 */
export function CircleCounter({ model, context, reducedMotion }: CircleCounterProps) {
  const { element, inner, valueElement, target, finalText, colours, hasHover } = model;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const painter = useRef<RingPainter | null>(null);
  const liveText = useRef<LiveText["current"]>(null);
  const decimals = target.fractionDigits.length;
  /** The ring's percent and the number's text at `progress`: one rule for React's renders and the frames. */
  const valueAtProgress = (progress: number): number => valueAt(progress, target.value, easeInOutCirc);
  const textOf = (progress: number, value: number): string =>
    progress >= 1 ? finalText : formatNumber(value, decimals, "");
  // The count starts at the sight of the ring, not of the inner element: the ring lies out of the flow, and where
  // the theme's stylesheet does not give the inner element the ring's height (it is missing, or the ring is
  // sized by a wider column) the inner element is one line of text while the ring reaches far below it. "All of
  // the counter on screen" means its ring.
  const ringOrInner = useCallback((): Element => canvasRef.current ?? inner, [inner]);
  // Each frame of the count-up draws the ring and the number itself; React renders only the start and the end.
  const view = useCountUpFrames(ringOrInner, reducedMotion, (progress) => {
    const value = valueAtProgress(progress);
    painter.current?.show(value);
    liveText.current?.(textOf(progress, value));
  });
  useStateAttribute(element, view.state);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    // The ring is placed against the inner element: give it a containing block where the page's styles do not.
    const restoreInner = rememberAttributes(inner, ["style"]);
    const position = getComputedStyle(inner).position;
    if (position === "static" || position === "") inner.style.position = "relative";
    const ring = createRingPainter(canvas, colours, () => context.device());
    painter.current = ring;
    const controller = new AbortController();
    let observer: ResizeObserver | null = null;
    if ("ResizeObserver" in window) {
      observer = new ResizeObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (entry) ring.resize(entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
      });
      observer.observe(inner);
    }
    const onDeviceChange = (): void => ring.redraw();
    context.bus.on("device:change", onDeviceChange);
    if (hasHover) {
      const options = { passive: true, signal: controller.signal };
      element.addEventListener("pointerenter", () => ring.setHovered(true), options);
      element.addEventListener("pointerleave", () => ring.setHovered(false), options);
    }
    return () => {
      observer?.disconnect();
      context.bus.off("device:change", onDeviceChange);
      controller.abort();
      painter.current = null;
      restoreInner();
    };
  }, [element, inner, colours, hasHover, context]);

  const shown = valueAtProgress(view.progress);
  useLayoutEffect(() => {
    painter.current?.show(shown);
  }, [shown]);

  return (
    <>
      {createPortal(
        <canvas ref={canvasRef} className={RING_CANVAS_CLASS} style={RING_PLACEMENT} aria-hidden="true" />,
        inner,
      )}
      {valueElement && (
        <CounterText
          valueElement={valueElement}
          finalText={finalText}
          text={textOf(view.progress, shown)}
          started={view.state !== "waiting"}
          liveText={liveText}
        />
      )}
    </>
  );
}
