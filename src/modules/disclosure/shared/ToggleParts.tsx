import { createElement, type CSSProperties, type KeyboardEvent, type Ref } from "react";
import { useAdopt } from "../../../boot/island";
import { headingButtonStyle } from "../../../core/heading-button";
import type { ToggleModel } from "./toggle-parse";
import { isDisplayed, type TogglePhase } from "./use-toggle-motion";

/** The whole title is the control; the button inside it looks like the title. */
const TITLE_BUTTON_STYLE: CSSProperties = headingButtonStyle("block");

interface TogglePartsProps {
  model: ToggleModel;
  phase: TogglePhase;
  /** The state the last request asked for, which a running slide may not have reached yet. */
  expanded: boolean;
  buttonId: string;
  contentId: string;
  /** APG accordion panels are regions; many independent toggles are not (landmark proliferation). */
  region: boolean;
  contentRef: Ref<HTMLDivElement>;
  onActivate(): void;
  onButtonKeyDown?(event: KeyboardEvent<HTMLButtonElement>): void;
  /** Receives the title button, for an accordion that moves focus between its headers. */
  setButton?(element: HTMLButtonElement | null): void;
}

/** The title (a heading holding a disclosure button) and the content panel of one toggle (APG accordion). */
export function ToggleParts({
  model,
  phase,
  expanded,
  buttonId,
  contentId,
  region,
  contentRef,
  onActivate,
  onButtonKeyDown,
  setButton,
}: TogglePartsProps) {
  const adoptTitle = useAdopt<HTMLButtonElement>(model.titleNodes);
  const adoptContent = useAdopt<HTMLDivElement>(model.contentNodes);
  const heading = createElement(
    model.titleTag,
    {
      ...model.title,
      // The whole title is clickable in the theme; the button inside gives it a keyboard path and a state.
      onClick: onActivate,
    },
    <button
      type="button"
      ref={(element) => {
        adoptTitle(element);
        setButton?.(element);
      }}
      id={buttonId}
      aria-expanded={expanded}
      aria-controls={contentId}
      style={TITLE_BUTTON_STYLE}
      className="enhance-toggle-button"
      onKeyDown={onButtonKeyDown}
    />,
  );
  return (
    <>
      {heading}
      <div
        {...model.content}
        ref={(element) => {
          adoptContent(element);
          if (typeof contentRef === "function") contentRef(element);
          else if (contentRef) (contentRef as { current: HTMLDivElement | null }).current = element;
        }}
        id={contentId}
        role={region ? "region" : undefined}
        aria-labelledby={region ? buttonId : undefined}
        hidden={!isDisplayed(phase)}
        data-state={expanded ? "open" : "closed"}
      />
    </>
  );
}
