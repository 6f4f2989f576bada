import { useCallback, useLayoutEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { Adopted, useAdopt } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import { startBlogFeedEngine } from "./feed-engine";
import type { BlogFeedModel } from "./parse";

interface BlogFeedRootProps {
  readonly model: BlogFeedModel;
  readonly context: ModuleContext;
}

/**
 * Extra's blog feed (spec 4 "Blog feed"). The module's nodes are adopted as they are; the island adds the
 * labelled nav the theme's pagination moves into, the alert after it and a live region. Paging, loading and
 * the pagination window are the engine's, which tells the island what to say.
 */
export function BlogFeedRoot({ model, context }: BlogFeedRootProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const paginationNodes = useMemo(
    () => (model.paginationInNav && model.pagination ? [model.pagination] : []),
    [model],
  );
  const adoptPagination = useAdopt<HTMLElement>(paginationNodes);

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

  const hideVisually = useCallback((element: HTMLDivElement | null): void => {
    if (element) visuallyHide(element);
  }, []);

  return (
    <>
      {model.nodesBefore.length > 0 && <Adopted nodes={model.nodesBefore} />}
      {paginationNodes.length > 0 && (
        <nav ref={adoptPagination} className="enhance-blog-feed__pages" aria-label={model.navigationLabel} />
      )}
      <p className="enhance-blog-feed__message" role="alert" hidden={message === null}>
        {message ?? ""}
      </p>
      {model.nodesAfter.length > 0 && <Adopted nodes={model.nodesAfter} />}
      <div ref={hideVisually} data-enhance-live="" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
