import { createElement, useCallback, useState, type CSSProperties } from "react";
import { classNames, useAdopt } from "../../../boot/island";
import { ACTIVE_SLIDE_CLASS, type SlideModel } from "./parse";
import { leavingStyle, type Effect, type SlideStatus } from "./use-slider";
import { useSlideVideoMargin } from "./video-margin";

const SLIDE_STATE_CLASSES = [ACTIVE_SLIDE_CLASS, "et-pb-moved-slide", "et_slide_transition"];

/**
 * The state of a slide, three ways: the theme's classes (`et-pb-active-slide`; `et-pb-moved-slide` and
 * `et_slide_transition` while it leaves), ARIA (an APG "slide" named "2 of 5"; the leaving one hidden from
 * assistive technology and inert) and `hidden` / `data-state`, so inactive slides are out of the tab order.
 */
export function slideAttributes(
  index: number,
  count: number,
  status: SlideStatus,
  effect: Effect,
  tag: string,
): Record<string, unknown> {
  const leaving = status === "leaving";
  return {
    hidden: status === "inactive",
    // An empty string, as React writes only string values of attributes it does not know.
    inert: leaving ? "" : undefined,
    "aria-hidden": leaving ? true : undefined,
    "data-state": status,
    "data-enhance-slide": "",
    // An article keeps its own role; every other slide is an APG "group".
    role: tag === "article" ? undefined : "group",
    "aria-roledescription": "slide",
    "aria-label": `${index + 1} of ${count}`,
    tabIndex: -1,
    // The theme's stylesheet hides every slide but the first (`.et_pb_slide { display: none }`) and its script
    // showed the others with an inline display; so does the island. Hidden slides get `display: none !important`.
    style: status === "inactive" ? {} : { display: "block", ...(leaving ? leavingStyle(effect) : {}) },
  };
}

interface SlideProps {
  readonly slide: SlideModel;
  readonly index: number;
  readonly count: number;
  readonly status: SlideStatus;
  readonly effect: Effect;
  register(index: number, element: HTMLElement | null): void;
}

/** A slide re-created with its server element's tag and attributes, holding the server's own child nodes. */
export function Slide({ slide, index, count, status, effect, register }: SlideProps) {
  const adopt = useAdopt<HTMLElement>(slide.nodes);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      adopt(node);
      register(index, node);
      setElement(node);
    },
    [adopt, register, index],
  );
  useSlideVideoMargin(element, status !== "inactive");
  const own = slideAttributes(index, count, status, effect, slide.tag);
  const serverStyle = slide.props["style"] as CSSProperties | undefined;
  return createElement(slide.tag, {
    ...slide.props,
    ...own,
    ref,
    className: classNames(slide.props["className"] as string | undefined, SLIDE_STATE_CLASSES, [
      status === "active" && ACTIVE_SLIDE_CLASS,
      status === "leaving" && "et-pb-moved-slide",
      status === "leaving" && "et_slide_transition",
    ]),
    style: { ...serverStyle, ...(own["style"] as CSSProperties | undefined) },
  });
}
