import type { EnhanceApp } from "./app";
import { detectBuilderMode } from "./builder";

/** `?enhance-debug` or `localStorage.enhanceDebug = "1"`: a table of every module found and how it went. */
export function printDebugTable(app: EnhanceApp): void {
  const round = (value: number | undefined): number | string =>
    value === undefined ? "" : Math.round(value * 10) / 10;
  const rows = app.records().map((record) => ({
    module: record.name,
    element: record.element,
    strategy: record.strategy,
    state: record.state,
    "load ms": round(record.loadMs),
    "mount ms": round(record.mountMs),
    "mounted at ms": round(record.mountedAt === undefined ? undefined : record.mountedAt - app.startedAt),
    reason: record.reason ?? "",
    error: record.error ?? "",
  }));
  console.info(
    `[enhance] ${rows.length} module instance(s); builder mode: ${detectBuilderMode().context ?? "off"}`,
  );
  console.table(rows);
}

function debugRequested(view: Window): boolean {
  if (new URLSearchParams(view.location.search).has("enhance-debug")) return true;
  try {
    return view.localStorage.getItem("enhanceDebug") === "1";
  } catch {
    return false;
  }
}

/** Prints the table once the page has loaded, when `?enhance-debug` or `localStorage.enhanceDebug` asks for it. */
export function printWhenRequested(app: EnhanceApp, view: Window): void {
  if (!debugRequested(view)) return;
  const print = (): void => printDebugTable(app);
  if (view.document.readyState === "complete") setTimeout(print, 0);
  else view.addEventListener("load", () => setTimeout(print, 0), { once: true });
}
