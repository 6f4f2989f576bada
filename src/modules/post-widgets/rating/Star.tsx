import type { CSSProperties, ReactNode, Ref } from "react";
import type { StarState } from "../../../validation/rating";

/**
 * The drawing of one star: an outlined star with a filled copy on top, cut to 0, 50 or 100 % of its width.
 * Inline SVG and inline styles, so the stars show on pages whose theme images and stylesheet are not there
 * (the theme's `star-full.svg` files live on the site's own host). The fill colour is the CSS variable
 * `--enhance-rating-color`, so a site can match its accent.
 */
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

const SVG_STYLE: CSSProperties = { display: "block", width: "1.5em", height: "1.5em" };
const STAR_STYLE: CSSProperties = {
  position: "relative",
  display: "inline-block",
  width: "1.5em",
  height: "1.5em",
  lineHeight: "0",
  verticalAlign: "middle",
};
const FILL_STYLE: CSSProperties = {
  position: "absolute",
  top: "0",
  left: "0",
  bottom: "0",
  overflow: "hidden",
  pointerEvents: "none",
};

function StarSvg({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={SVG_STYLE}>
      <path
        d={STAR_PATH}
        strokeWidth="1.5"
        strokeLinejoin="round"
        style={{ fill: filled ? STAR_FILL : "#ffffff", stroke: filled ? STAR_FILL : STAR_OUTLINE }}
      />
    </svg>
  );
}

interface StarProps {
  /** 1-based. */
  readonly position: number;
  readonly state: StarState;
  readonly title: string;
  readonly starRef?: Ref<HTMLSpanElement>;
  /** The radios on the star. */
  readonly children?: ReactNode;
}

export function Star({ position, state, title, starRef, children }: StarProps) {
  return (
    <span
      ref={starRef}
      className={`enhance-rating__star enhance-rating__star--${position} ${STAR_STATE_CLASSES[state]}`}
      style={STAR_STYLE}
      title={title}
    >
      <StarSvg filled={false} />
      <span className="enhance-rating__fill" style={{ ...FILL_STYLE, width: FILL_WIDTH[state] }}>
        <StarSvg filled />
      </span>
      {children}
    </span>
  );
}
