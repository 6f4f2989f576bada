import {
  createElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from "react";
import { Adopted, useAdopt } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { Arrows, RotationControl } from "./controls";
import { groupItems, groupOfItem } from "./engine";
import type { AutoplayOptions } from "./options";
import type { ItemsModel } from "./parse";
import { slideAttributes } from "./Slide";
import {
  announceMove,
  slideStatus,
  usePlayback,
  useSlideTransitions,
  useSwipe,
  type Effect,
  type SlideStatus,
  type TransitionOptions,
} from "./use-slider";

/** The width of `element`, followed with a ResizeObserver (no layout reads of our own). */
export function useWidth(element: HTMLElement | null, initial: number): number {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * When the group size changes (the carousel was resized), the group that holds the first item the visitor saw
 * becomes the active one.
 */
export function useRegroup(perGroup: number, active: number, jump: (index: number) => void): void {
  const previous = useRef(perGroup);
  useLayoutEffect(() => {
    if (previous.current === perGroup) return;
    const firstSeen = active * previous.current;
    previous.current = perGroup;
    jump(groupOfItem(firstSeen, perGroup));
  }, [perGroup, active, jump]);
}

interface GroupProps {
  readonly items: readonly HTMLElement[];
  readonly index: number;
  readonly count: number;
  readonly columns: number;
  readonly status: SlideStatus;
  readonly effect: Effect;
  readonly className: string;
  readonly activeClass: string;
  register(index: number, element: HTMLElement | null): void;
}

/** A group of the server's item elements, moved in whole and kept in their order. */
function Group({
  items,
  index,
  count,
  columns,
  status,
  effect,
  className,
  activeClass,
  register,
}: GroupProps) {
  const adopt = useAdopt<HTMLDivElement>(items);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      adopt(element);
      // Items coming from a neighbouring group land after the ones already here: put them back in order.
      if (element) for (const item of items) element.appendChild(item);
      register(index, element);
    },
    [adopt, items, register, index],
  );
  const own = slideAttributes(index, count, status, effect, "div");
  return (
    <div
      {...own}
      ref={ref}
      className={status === "active" ? `${className} ${activeClass}` : className}
      style={{
        ...(own["style"] as CSSProperties | undefined),
        display: status === "inactive" ? undefined : "grid",
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    />
  );
}

export interface CarouselProps {
  readonly host: HTMLElement;
  readonly context: ModuleContext;
  readonly model: ItemsModel;
  readonly autoplay: AutoplayOptions;
  readonly transition: TransitionOptions;
  readonly hoverClass: string;
  /** `carousel-group et_pb_slide` (Extra), `et_pb_carousel_group` (portfolio). */
  readonly groupClass: string;
  /** The class of the visible group: `et-pb-active-slide` (Extra), `active` (portfolio). */
  readonly activeGroupClass: string;
  /** The arrows go first in the track (portfolio) or after the groups (Extra). */
  readonly arrowsFirst: boolean;
  /** The track's width when the island mounted. */
  readonly initialWidth: number;
  /** How many items a group holds at a track width. */
  perGroup(width: number): number;
  /** Inline style for every item at a track width and group size (the portfolio's 75 % height). */
  itemStyle?(width: number, columns: number): Partial<Pick<CSSStyleDeclaration, "height" | "width">>;
  /** A class for the track at a group size (the portfolio's `columns-N`). */
  trackClass?(columns: number): string;
}

/**
 * A carousel of items grouped by width (Extra's posts carousel, the full-width portfolio): each group is a slide
 * of the engine, and the groups are rebuilt, never the items, when the width changes.
 */
export function Carousel({
  host,
  context,
  model,
  autoplay,
  transition,
  hoverClass,
  groupClass,
  activeGroupClass,
  arrowsFirst,
  initialWidth,
  perGroup,
  itemStyle,
  trackClass,
}: CarouselProps) {
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const width = useWidth(track, initialWidth);
  const columns = perGroup(width);
  const groups = useMemo(() => groupItems(model.items, columns), [model.items, columns]);
  const count = groups.length;
  const generatedId = useId();
  const trackId = String(model.track.props["id"] ?? `${generatedId}items`);
  const onMoved = useCallback(
    (_entering: HTMLElement | null, leaving: HTMLElement | null) => announceMove(leaving),
    [],
  );
  const { state, move, jump, register } = useSlideTransitions({
    count,
    initial: 0,
    transition,
    context,
    onMoved,
  });
  useRegroup(columns, state.active, jump);
  const advance = useCallback(() => void move("next"), [move]);
  const { playback, stopped, toggle } = usePlayback({
    host,
    context,
    autoplay,
    count,
    active: state.active,
    transition,
    hoverClass,
    advance,
  });
  useSwipe(track, move);

  useLayoutEffect(() => {
    if (!itemStyle) return;
    const style = itemStyle(width, columns);
    for (const item of model.items) Object.assign(item.style, style);
  }, [itemStyle, width, columns, model.items]);

  const arrows = count > 1 && (
    <Arrows
      key="arrows"
      previousText={context.config.pbCustom.previous}
      nextText={context.config.pbCustom.next}
      controls={trackId}
      onPrevious={() => move("previous")}
      onNext={() => move("next")}
    />
  );
  const ownTrackClass = trackClass?.(columns);
  const serverTrackClass = model.track.props["className"] as string | undefined;
  const groupElements = groups.map((items, index) => (
    <Group
      key={index}
      items={items}
      index={index}
      count={count}
      columns={columns}
      status={slideStatus(index, state)}
      effect={transition.effect}
      className={groupClass}
      activeClass={activeGroupClass}
      register={register}
    />
  ));
  return (
    <>
      {playback !== "static" && <RotationControl stopped={stopped} controls={trackId} onToggle={toggle} />}
      {model.before.length > 0 && <Adopted nodes={model.before} />}
      {createElement(
        model.track.tag,
        {
          ...model.track.props,
          id: trackId,
          ref: setTrack,
          className: [serverTrackClass, ownTrackClass].filter(Boolean).join(" "),
          style: {
            ...(model.track.props["style"] as CSSProperties | undefined),
            position: "relative",
            overflow: state.leaving === null ? undefined : "hidden",
          },
          "aria-live": playback === "playing" ? "off" : "polite",
          "data-enhance-track": "",
        },
        arrowsFirst ? arrows : null,
        groupElements,
        model.trackOthers.length > 0 ? <Adopted nodes={model.trackOthers} /> : null,
        arrowsFirst ? null : arrows,
      )}
      {model.after.length > 0 && <Adopted nodes={model.after} />}
    </>
  );
}
