import {
  createElement,
  useCallback,
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { Adopted, classNames, type ElementProps } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { Arrows, Dots, RotationControl } from "./controls";
import { applyLayout, layoutOf } from "./host";
import { hexToRgba, type SliderOptions } from "./options";
import type { ElementModel, SlidesModel } from "./parse";
import { Slide } from "./Slide";
import {
  announceMove,
  slideStatus,
  usePlayback,
  useSlideTransitions,
  useSwipe,
  type TransitionOptions,
} from "./use-slider";

/** The video slider's inner `.et_pb_slider`, holding the track and the arrows, among the module's other nodes. */
export interface FrameModel {
  readonly element: ElementModel;
  readonly before: readonly Node[];
  readonly after: readonly Node[];
}

export interface SliderApi {
  readonly active: number;
  select(index: number): void;
}

export interface SimpleSliderProps {
  readonly host: HTMLElement;
  readonly context: ModuleContext;
  readonly model: SlidesModel;
  readonly options: SliderOptions;
  readonly transition: TransitionOptions;
  /** The theme's class on a hovered slider. */
  readonly hoverClass: string;
  readonly frame?: FrameModel | null;
  /** Told of every move, after the default work (media paused, the new slide announced on the bus). */
  onMove?(entering: HTMLElement | null, leaving: HTMLElement | null): void;
  /** Rendered right after the frame (the video slider's thumbnail track). */
  renderAfterFrame?(api: SliderApi): ReactNode;
}

/** Classes the theme's script removed once it had set the slider up. */
const FRAME_SETUP_CLASSES = ["et_pb_preload"];

const NO_PROPS: ElementProps = {};

function Nodes({ nodes }: { nodes: readonly Node[] }) {
  return nodes.length > 0 ? <Adopted nodes={nodes} /> : null;
}

/**
 * The slider whose slides are elements of their own: Divi's slider, fullwidth slider, post sliders, the gallery in
 * slider mode, the video slider and Extra's featured posts slider. Arrows and dots are added after the slides, as
 * the theme's script appended them; the rotation control comes first, as the APG carousel asks.
 */
export function SimpleSlider({
  host,
  context,
  model,
  options,
  transition,
  hoverClass,
  frame,
  onMove,
  renderAfterFrame,
}: SimpleSliderProps) {
  const count = model.slides.length;
  const generatedId = useId();
  const trackId = String(model.track.props["id"] ?? `${generatedId}slides`);
  const onMoved = useCallback(
    (entering: HTMLElement | null, leaving: HTMLElement | null) => {
      announceMove(leaving);
      onMove?.(entering, leaving);
    },
    [onMove],
  );
  const { state, move, register } = useSlideTransitions({
    count,
    initial: model.activeIndex,
    transition,
    context,
    onMoved,
  });
  const advance = useCallback(() => void move("next"), [move]);
  const { playback, stopped, toggle } = usePlayback({
    host,
    context,
    autoplay: options.autoplay,
    count,
    active: state.active,
    transition,
    hoverClass,
    advance,
  });
  const [track, setTrack] = useState<HTMLElement | null>(null);
  useSwipe(track, move);

  const activeProps = model.slides[state.active]?.props ?? NO_PROPS;
  const activeClassName = activeProps["className"];
  useEffect(() => applyLayout(host, layoutOf(activeClassName)), [host, activeClassName]);

  const select = useCallback((index: number) => void move(index), [move]);
  const arrowsColor = hexToRgba(activeProps["data-arrows_color"] as string | undefined);
  const dotsActive = hexToRgba(activeProps["data-dots_color"] as string | undefined);
  const dotsOther = hexToRgba(activeProps["data-dots_color"] as string | undefined, 0.3);
  const dotsColor = dotsActive && dotsOther ? { active: dotsActive, other: dotsOther } : null;
  const several = count > 1;

  const trackElement = createElement(
    model.track.tag,
    {
      ...model.track.props,
      id: trackId,
      ref: setTrack,
      style: { ...(model.track.props["style"] as CSSProperties | undefined), position: "relative" },
      "aria-live": playback === "playing" ? "off" : "polite",
      "data-enhance-track": "",
    },
    model.slides.map((slide, index) => (
      <Slide
        key={index}
        slide={slide}
        index={index}
        count={count}
        status={slideStatus(index, state)}
        effect={transition.effect}
        register={register}
      />
    )),
    <Nodes nodes={model.trackOthers} />,
  );
  const arrows = several && options.arrows && (
    <Arrows
      previousText={context.config.pbCustom.previous}
      nextText={context.config.pbCustom.next}
      controls={trackId}
      color={arrowsColor}
      onPrevious={() => move("previous")}
      onNext={() => move("next")}
    />
  );
  const dots = several && options.pagination && (
    <Dots count={count} active={state.active} controls={trackId} color={dotsColor} onSelect={select} />
  );
  const rotation = playback !== "static" && (
    <RotationControl stopped={stopped} controls={trackId} onToggle={toggle} />
  );

  if (!frame) {
    return (
      <>
        {rotation}
        <Nodes nodes={model.before} />
        {trackElement}
        <Nodes nodes={model.after} />
        {arrows}
        {dots}
      </>
    );
  }
  return (
    <>
      {rotation}
      <Nodes nodes={frame.before} />
      {createElement(
        frame.element.tag,
        {
          ...frame.element.props,
          className: classNames(
            frame.element.props["className"] as string | undefined,
            FRAME_SETUP_CLASSES,
            [],
          ),
        },
        <Nodes nodes={model.before} />,
        trackElement,
        <Nodes nodes={model.after} />,
        arrows,
      )}
      {renderAfterFrame?.({ active: state.active, select })}
      <Nodes nodes={frame.after} />
      {dots}
    </>
  );
}
