import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { moveNode, useAdopt } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import { startBlogFeedEngine } from "./feed-engine";
import type { BlogFeedModel } from "./parse";

interface BlogFeedRootProps {
  readonly model: BlogFeedModel;
  readonly context: ModuleContext;
}

/**
 * Extra's blog feed (spec 4 "Blog feed"), a root beside the page (`mountIslandBeside`). The module's nodes stay
 * where the server put them, children of the module, so the theme's child rules (`.posts-blog-feed-module >
 * .loader`) keep applying; the island adds, through a portal, the labelled nav the theme's pagination moves into
 * (where the pagination was), the alert after it and a live region at the end. Paging, loading and the
 * pagination window are the engine's, which tells the island what to say.
 */
export function BlogFeedRoot({ model, context }: BlogFeedRootProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const paginationNodes = useMemo(
    () => (model.paginationInNav && model.pagination ? [model.pagination] : []),
    [model],
  );
  const adoptPagination = useAdopt<HTMLElement>(paginationNodes);
  const nav = useRef<HTMLElement | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const live = useRef<HTMLDivElement | null>(null);
  const placeNav = useCallback(
    (element: HTMLElement | null) => {
      nav.current = element;
      adoptPagination(element);
    },
    [adoptPagination],
  );

  // The portal appends its elements to the module; the nav and the alert go where the pagination was, before the
  // nodes that followed it (the live region stays last).
  useLayoutEffect(() => {
    const { element, nodesAfter } = model;
    const before = nodesAfter.find((node) => node.parentNode === element) ?? live.current;
    for (const added of [nav.current, alert.current]) if (added) moveNode(element, added, before);
  }, [model]);

  useLayoutEffect(() => {
    // The engine reads the page right after what it says (the alert's text), so its words are shown before
    // its calls return; while it starts, inside this effect, React shows them when the effect ends.
    let starting = true;
    const commit = (update: () => void): void => {
      if (starting) update();
      else flushSync(update);
    };
    const stop = startBlogFeedEngine(model, context, {
      say: (text) => commit(() => setMessage(text)),
      // The same words twice still change the region's text, so they are said again.
      announce: (text) => commit(() => setAnnouncement((said) => (said === text ? `${text}\u00a0` : text))),
    });
    starting = false;
    return stop;
  }, [model, context]);

  const placeLive = useCallback((element: HTMLDivElement | null): void => {
    live.current = element;
    if (element) visuallyHide(element);
  }, []);

  return createPortal(
    <>
      {paginationNodes.length > 0 && (
        <nav ref={placeNav} className="enhance-blog-feed__pages" aria-label={model.navigationLabel} />
      )}
      <p ref={alert} className="enhance-blog-feed__message" role="alert" hidden={message === null}>
        {message ?? ""}
      </p>
      <div ref={placeLive} data-enhance-live="" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>,
    model.element,
  );
}
