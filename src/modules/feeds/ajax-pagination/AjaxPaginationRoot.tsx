import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import type { AjaxPaginationModel } from "./parse";
import { AJAX_PAGINATION_MESSAGES, startAjaxPaginationEngine } from "./pagination-engine";

interface AjaxPaginationRootProps {
  readonly model: AjaxPaginationModel;
  readonly context: ModuleContext;
}

/**
 * A blog or portfolio module with ajax pagination. The module's nodes are adopted as they are; the island adds
 * the alert right after the page container (a portal into the container's parent, which every later page
 * shares) and a live region. Loading, caching and history are the engine's, which tells the island what to show.
 */
export function AjaxPaginationRoot({ model, context }: AjaxPaginationRootProps) {
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  // Known once the module's nodes are adopted: the container's parent may be the module itself until then.
  const [alertParent, setAlertParent] = useState<Element | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    setAlertParent(model.container.parentElement);
  }, [model]);

  // The alert moves only within the parent React put it in, so React still finds it there to remove it.
  const placeAfter = useCallback((container: HTMLElement): void => {
    const alert = alertRef.current;
    if (alert && alert.parentElement === container.parentElement) container.after(alert);
  }, []);

  useLayoutEffect(() => {
    if (alertParent) placeAfter(model.container);
  }, [alertParent, placeAfter, model]);

  useLayoutEffect(() => {
    // The engine reads the page right after each change, so its changes are shown before its calls return;
    // while it starts, inside this effect, React shows them when the effect ends.
    let starting = true;
    const commit = (update: () => void): void => {
      if (starting) update();
      else flushSync(update);
    };
    const stop = startAjaxPaginationEngine(model, context, {
      showFailure: (shown) => commit(() => setFailed(shown)),
      // The same words twice still change the region's text, so they are said again.
      announce: (text) => commit(() => setAnnouncement((said) => (said === text ? `${text}\u00a0` : text))),
      placeAfter,
    });
    starting = false;
    return stop;
  }, [model, context, placeAfter]);

  const hideVisually = useCallback((element: HTMLDivElement | null): void => {
    if (element) visuallyHide(element);
  }, []);

  return (
    <>
      <Adopted nodes={model.nodes} />
      {alertParent &&
        createPortal(
          <p ref={alertRef} className="enhance-pagination-error" role="alert" hidden={!failed}>
            {failed ? AJAX_PAGINATION_MESSAGES.failed : ""}
          </p>,
          alertParent,
        )}
      <div ref={hideVisually} data-enhance-live="" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
