import { useLayoutEffect, useRef } from "react";
import { flushSync } from "react-dom";
import type { HashParamsHandler, HashRouter } from "../../../hash-router/types";

/**
 * Calls `onParams` with the params of `host`'s deep-link entry, now (while the root mounts) and on every hash
 * change that names it. A change is shown before the hash event ends, so the page never shows the old page
 * after the URL moved on.
 */
export function useHashEntry(host: HTMLElement, router: HashRouter, onParams: HashParamsHandler): void {
  const latest = useRef(onParams);
  useLayoutEffect(() => {
    latest.current = onParams;
  });
  useLayoutEffect(() => {
    // While the root mounts, React is committing already and shows the state when the effect ends.
    let mounting = true;
    const stop = router.watch(host, (params) => {
      if (mounting) latest.current(params);
      else flushSync(() => latest.current(params));
    });
    mounting = false;
    return stop;
  }, [host, router]);
}
