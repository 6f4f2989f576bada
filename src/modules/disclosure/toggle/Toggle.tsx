import { useEffect, useId, useLayoutEffect, useRef } from "react";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { CLOSED_CLASS, isOpenByClasses, OPEN_CLASS, type ToggleModel } from "../shared/toggle-parse";
import { ToggleParts } from "../shared/ToggleParts";
import { isDisplayed, useToggleMotion } from "../shared/use-toggle-motion";

interface ToggleProps {
  model: ToggleModel;
  host: HTMLElement;
  context: ModuleContext;
}

/** A standalone toggle: independent of every other toggle on the page. */
export function Toggle({ model, host, context }: ToggleProps) {
  const { phase, expanded, setOpen, follow, contentRef } = useToggleMotion(model.open, context.reducedMotion);
  const id = useId();
  // Whether the classes the island last wrote show the toggle open.
  const shownOpen = useRef(isDisplayed(phase));

  // The theme's classes live on the module element itself, which the island does not render.
  useLayoutEffect(() => {
    const displayed = isDisplayed(phase);
    shownOpen.current = displayed;
    host.classList.toggle(OPEN_CLASS, displayed);
    host.classList.toggle(CLOSED_CLASS, !displayed);
    host.dataset["state"] = expanded ? "open" : "closed";
  }, [phase, expanded, host]);

  // The theme's own toggle script, when it is still on the page, flips the classes by itself: the island follows
  // them. Its own writes always match what it shows, so they are no change and cannot start a loop.
  useEffect(() => {
    const observer = new MutationObserver(() => {
      const open = isOpenByClasses(host);
      if (open !== shownOpen.current) follow(open);
    });
    observer.observe(host, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, [host, follow]);

  return (
    <>
      <ToggleParts
        model={model}
        phase={phase}
        expanded={expanded}
        buttonId={`${id}title`}
        contentId={String(model.content["id"] ?? `${id}content`)}
        region={false}
        contentRef={contentRef}
        // Each press asks for the opposite of what the previous press asked for, even mid-slide: pressing twice
        // during a slide leaves the toggle where it was heading (see useToggleMotion).
        onActivate={() => setOpen(!expanded)}
      />
      {model.otherNodes.length > 0 && <Adopted nodes={model.otherNodes} />}
    </>
  );
}
