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
