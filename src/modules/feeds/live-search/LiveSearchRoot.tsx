import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { visuallyHide } from "../../../core/visually-hidden";
import type { LiveSearchModel } from "./parse";
import { startLiveSearchEngine } from "./search-engine";

interface LiveSearchRootProps {
  readonly model: LiveSearchModel;
  readonly context: ModuleContext;
}

/**
 * The Divi Plus live search (spec 4 "Live search"). The wrap's nodes are adopted as they are; the island adds
 * the polite status line (and the results popup when the page has none). The combobox, the searches and the
 * listbox are the engine's, which tells the island what the status line says.
 */
export function LiveSearchRoot({ model, context }: LiveSearchRootProps) {
  const [status, setStatus] = useState("");
  const addedPopup = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const popup = model.results ?? addedPopup.current;
    if (!popup) return;
    // What the engine says is shown before its call returns; while it starts, inside this effect, React shows
    // it when the effect ends.
    let starting = true;
    const commit = (update: () => void): void => {
      if (starting) update();
      else flushSync(update);
    };
    const stop = startLiveSearchEngine(model, popup, context, {
      setStatus: (text) => commit(() => setStatus(text)),
    });
    starting = false;
    return stop;
  }, [model, context]);

  const hideVisually = useCallback((element: HTMLDivElement | null): void => {
    if (element) visuallyHide(element);
  }, []);

  return (
    <>
      <Adopted nodes={model.wrapNodes} />
      {model.results === null && <div ref={addedPopup} className="dipl_ajax_search_results_wrap" />}
      <div ref={hideVisually} className="enhance-live-search__status" role="status">
        {status}
      </div>
    </>
  );
}
