import { useId, useLayoutEffect } from "react";
import { Adopted } from "../../boot/island";
import type { ModuleContext } from "../../boot/types";
import { CLOSED_CLASS, OPEN_CLASS, type ToggleModel } from "./parse";
import { ToggleParts } from "./ToggleParts";
import { isDisplayed, isExpanded, useToggleMotion } from "./use-toggle-motion";

interface ToggleProps {
  model: ToggleModel;
  host: HTMLElement;
  context: ModuleContext;
}

/** A standalone toggle: independent of every other toggle on the page. */
export function Toggle({ model, host, context }: ToggleProps) {
  const { phase, setOpen, contentRef } = useToggleMotion(model.open, context.reducedMotion);
  const id = useId();

  // The theme's classes live on the module element itself, which the island does not render.
  useLayoutEffect(() => {
    const displayed = isDisplayed(phase);
    host.classList.toggle(OPEN_CLASS, displayed);
    host.classList.toggle(CLOSED_CLASS, !displayed);
    host.dataset["state"] = isExpanded(phase) ? "open" : "closed";
    if (phase === "opening" && contentRef.current) {
      context.bus.emit("content:shown", { container: contentRef.current, source: "toggle" });
    }
  }, [phase, host, context.bus, contentRef]);

  return (
    <>
      <ToggleParts
        model={model}
        phase={phase}
        buttonId={`${id}title`}
        contentId={String(model.content["id"] ?? `${id}content`)}
        region={false}
        contentRef={contentRef}
        onActivate={() => setOpen(!isExpanded(phase))}
      />
      {model.otherNodes.length > 0 && <Adopted nodes={model.otherNodes} />}
    </>
  );
}
