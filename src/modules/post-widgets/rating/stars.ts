import type { StarState } from "../../../validation/rating";

/**
 * The drawing of one star: an outlined star with a filled copy on top, cut to 0, 50 or 100 % of its width.
 * Inline SVG and inline styles, so the stars show on pages whose theme images and stylesheet are not there
 * (the theme's `star-full.svg` files live on the site's own host). The fill colour is the CSS variable
 * `--enhance-rating-color`, so a site can match its accent.
 */
const SVG_NS = "http://www.w3.org/2000/svg";
const STAR_PATH =
  "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z";
export const STAR_FILL = "var(--enhance-rating-color, #b45309)";
export const STAR_OUTLINE = "#5b6472";

/** The theme's (and the old rating plugin's) class for each state, so its stylesheet keeps working. */
export const STAR_STATE_CLASSES: Readonly<Record<StarState, string>> = {
  on: "star-on",
  half: "star-half",
  off: "star-off",
};

const FILL_WIDTH: Readonly<Record<StarState, string>> = { on: "100%", half: "50%", off: "0%" };

function starSvg(filled: boolean): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  Object.assign(svg.style, { display: "block", width: "1.5em", height: "1.5em" });
  const path = document.createElementNS(SVG_NS, "path");
  path.setAttribute("d", STAR_PATH);
  path.setAttribute("stroke-width", "1.5");
  path.setAttribute("stroke-linejoin", "round");
  path.style.fill = filled ? STAR_FILL : "#ffffff";
  path.style.stroke = filled ? STAR_FILL : STAR_OUTLINE;
  svg.append(path);
  return svg;
}

export interface DrawnStar {
  readonly element: HTMLSpanElement;
  setState(state: StarState): void;
}

/** One star (1-based `position`), empty at first. */
export function drawStar(position: number): DrawnStar {
  const element = document.createElement("span");
  element.className = `enhance-rating__star enhance-rating__star--${position} ${STAR_STATE_CLASSES.off}`;
  Object.assign(element.style, {
    position: "relative",
    display: "inline-block",
    width: "1.5em",
    height: "1.5em",
    lineHeight: "0",
    verticalAlign: "middle",
  });
  const fill = document.createElement("span");
  fill.className = "enhance-rating__fill";
  Object.assign(fill.style, {
    position: "absolute",
    top: "0",
    left: "0",
    bottom: "0",
    width: "0%",
    overflow: "hidden",
    pointerEvents: "none",
  });
  fill.append(starSvg(true));
  element.append(starSvg(false), fill);
  let current: StarState = "off";
  return {
    element,
    setState(state) {
      if (state === current) return;
      element.classList.replace(STAR_STATE_CLASSES[current], STAR_STATE_CLASSES[state]);
      fill.style.width = FILL_WIDTH[state];
      current = state;
    },
  };
}
