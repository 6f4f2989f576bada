import type { CSSProperties } from "react";

/**
 * The controls the theme's slider script used to append, as real buttons with accessible names (APG carousel):
 * the arrows (`div.et-pb-slider-arrows > .et-pb-arrow-prev|next > span`), the dots (`div.et-pb-controllers`, the
 * active one `et-pb-active-control`) and the rotation control the theme never had.
 */

interface ArrowsProps {
  readonly previousText: string;
  readonly nextText: string;
  readonly controls: string;
  readonly color?: string | null;
  onPrevious(): void;
  onNext(): void;
}

export function Arrows({ previousText, nextText, controls, color, onPrevious, onNext }: ArrowsProps) {
  const style: CSSProperties | undefined = color ? { color } : undefined;
  return (
    <div className="et-pb-slider-arrows">
      <button
        type="button"
        className="et-pb-arrow-prev"
        aria-controls={controls}
        aria-label={previousText}
        style={style}
        onClick={onPrevious}
      >
        <span>{previousText}</span>
      </button>
      <button
        type="button"
        className="et-pb-arrow-next"
        aria-controls={controls}
        aria-label={nextText}
        style={style}
        onClick={onNext}
      >
        <span>{nextText}</span>
      </button>
    </div>
  );
}

interface DotsProps {
  readonly count: number;
  readonly active: number;
  readonly controls: string;
  /** The active slide's `data-dots_color`, as rgba: the active dot gets it whole, the others fainter. */
  readonly color?: { readonly active: string; readonly other: string } | null;
  /** `et-pb-controllers-has-video-tag` and the like. */
  readonly className?: string;
  onSelect(index: number): void;
}

export function Dots({ count, active, controls, color, className, onSelect }: DotsProps) {
  return (
    <div className={className ? `et-pb-controllers ${className}` : "et-pb-controllers"}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={index === active ? "et-pb-active-control" : undefined}
          aria-controls={controls}
          aria-label={`Show slide ${index + 1}`}
          aria-current={index === active ? "true" : undefined}
          style={color ? { color: index === active ? color.active : color.other } : undefined}
          onClick={() => onSelect(index)}
        >
          {index + 1}
        </button>
      ))}
    </div>
  );
}

export const ROTATION_CLASS = "enhance-slider-rotation";

interface RotationControlProps {
  readonly stopped: boolean;
  readonly controls: string;
  onToggle(): void;
}

/** Pause / Play: the first control of the carousel in the tab order (APG "rotation control"). */
export function RotationControl({ stopped, controls, onToggle }: RotationControlProps) {
  return (
    <button
      type="button"
      className={ROTATION_CLASS}
      aria-controls={controls}
      aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
      data-action={stopped ? "play" : "pause"}
      onClick={onToggle}
    >
      {stopped ? "Play" : "Pause"}
    </button>
  );
}
