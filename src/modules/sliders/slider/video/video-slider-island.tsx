import type { ParseResult } from "../../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { playVideoIn } from "../media";
import { mountSlider } from "../mount";
import { MODULE_FADE_MS, parseSliderClasses } from "../options";
import { around, elementModel, parseSlides, type SlidesModel } from "../parse";
import { SimpleSlider, type FrameModel } from "../SimpleSlider";
import type { TransitionOptions } from "../use-slider";
import { VideoThumbnails } from "../VideoThumbnails";

const TRANSITION: TransitionOptions = { effect: "fade", durationMs: MODULE_FADE_MS, waitAfterMs: 0 };
const PLAY_LABEL = "Play video";

interface VideoSliderModel {
  readonly frame: FrameModel;
  readonly slides: SlidesModel;
}

/** `div.et_pb_video_slider > div.et_pb_slider > div.et_pb_slides > div.et_pb_slide[data-image]`. */
export function parseVideoSlider(host: Element): ParseResult<VideoSliderModel> {
  const frame = [...host.children].find((child) => child.classList.contains("et_pb_slider"));
  if (!frame) return { ok: false, reason: "no .et_pb_slider inside the video slider" };
  const slides = parseSlides(frame, "et_pb_slides", "et_pb_slide");
  if (!slides.ok) return slides;
  return {
    ok: true,
    model: { frame: { element: elementModel(frame), ...around(host, frame) }, slides: slides.model },
  };
}

function overlayOf(slide: Element | null): HTMLElement | null {
  return slide?.querySelector<HTMLElement>(".et_pb_video_overlay") ?? null;
}

/**
 * The video slider: a fade between videos, arrows inside the slider, then the thumbnail track
 * (`et_pb_slider_carousel`) or the dots below it (`et_pb_slider_dots`). A slide's image overlay starts its video
 * (a real button now, named "Play video"); a video whose slide leaves is paused and its overlay comes back.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseVideoSlider(element);
  const frame = element.querySelector(":scope > .et_pb_slider");
  const { options, problems } = parseSliderClasses(frame?.className ?? "");
  const thumbnails = Boolean(frame?.classList.contains("et_pb_slider_carousel"));
  const initialWidth = element.getBoundingClientRect().width;
  const images = parsed.ok ? parsed.model.slides.slides.map((slide) => slide.props["data-image"]) : [];

  // The overlays' play links are empty `a[href="#"]`: they become named buttons while the island runs.
  const playLinks = [...element.querySelectorAll<HTMLElement>(".et_pb_video_overlay .et_pb_video_play")];
  const savedLinks = playLinks.map((link) => ({
    link,
    role: link.getAttribute("role"),
    label: link.getAttribute("aria-label"),
  }));
  const hiddenOverlays = new Set<HTMLElement>();

  const cleanup = mountSlider(element, context, {
    parsed,
    problems,
    label: "Video slider",
    render: (model) => (
      <SimpleSlider
        host={element}
        context={context}
        model={model.slides}
        options={{
          ...options,
          autoplay: { ...options.autoplay, enabled: false },
          pagination: options.pagination && !thumbnails,
        }}
        transition={TRANSITION}
        hoverClass="et_slider_hovered"
        frame={model.frame}
        onMove={(_entering, leaving) => {
          const overlay = overlayOf(leaving);
          if (overlay && hiddenOverlays.delete(overlay)) overlay.style.removeProperty("display");
        }}
        renderAfterFrame={
          thumbnails
            ? ({ active, select }) => (
                <VideoThumbnails
                  context={context}
                  images={images}
                  active={active}
                  initialWidth={initialWidth}
                  select={select}
                />
              )
            : undefined
        }
      />
    ),
    restore: () => {
      for (const { link, role, label } of savedLinks) {
        if (role === null) link.removeAttribute("role");
        else link.setAttribute("role", role);
        if (label === null) link.removeAttribute("aria-label");
        else link.setAttribute("aria-label", label);
      }
      for (const overlay of hiddenOverlays) overlay.style.removeProperty("display");
    },
  });
  if (!cleanup) return cleanup;

  for (const link of playLinks) {
    link.setAttribute("role", "button");
    if (!link.hasAttribute("aria-label")) link.setAttribute("aria-label", PLAY_LABEL);
  }
  const play = (target: EventTarget | null, event: Event): void => {
    const overlay = target instanceof Element ? target.closest<HTMLElement>(".et_pb_video_overlay") : null;
    const slide = overlay?.closest(".et_pb_slide");
    if (!overlay || !slide || !element.contains(slide)) return;
    event.preventDefault();
    overlay.style.setProperty("display", "none");
    hiddenOverlays.add(overlay);
    playVideoIn(slide);
  };
  element.addEventListener("click", (event) => play(event.target, event), { signal: context.signal });
  element.addEventListener(
    "keydown",
    (event) => {
      // A link made a button answers Space as a button does.
      if (
        event.key === " " &&
        event.target instanceof Element &&
        event.target.matches(".et_pb_video_play[role=button]")
      ) {
        play(event.target, event);
      }
    },
    { signal: context.signal },
  );
  return cleanup;
}
