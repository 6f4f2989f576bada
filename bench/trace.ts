import type { CDPSession } from "playwright-core";

/** What the scroll-cost benchmarks share: the trace categories and reading forced layouts out of a trace. */

export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"];
/** Trace events during which JavaScript runs: a Layout nested in one of them was forced by a script. */
export const SCRIPT_EVENTS = new Set([
  "FunctionCall",
  "EvaluateScript",
  "v8.compile",
  "TimerFire",
  "FireAnimationFrame",
  "EventDispatch",
  "RunMicrotasks",
  "FireIdleCallback",
  "v8.callFunction",
]);

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/**
 * Events named `name` (Layout, or UpdateLayoutTree for a style recalculation) that ran inside a script event on
 * the same thread: work a script forced by reading layout or style after a write.
 */
export function forcedBy(events: readonly TraceEvent[], name: string): number {
  const intervals = new Map<string, Array<{ name: string; start: number; end: number }>>();
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === "X") {
      const list = intervals.get(thread) ?? [];
      list.push({ name: event.name, start: event.ts, end: event.ts + (event.dur ?? 0) });
      intervals.set(thread, list);
    } else if (event.ph === "B") {
      const stack = open.get(thread) ?? [];
      stack.push(event);
      open.set(thread, stack);
    } else if (event.ph === "E") {
      const begin = open.get(thread)?.pop();
      if (!begin) continue;
      const list = intervals.get(thread) ?? [];
      list.push({ name: begin.name, start: begin.ts, end: event.ts });
      intervals.set(thread, list);
    }
  }
  let forced = 0;
  for (const list of intervals.values()) {
    const scripts = list.filter((interval) => SCRIPT_EVENTS.has(interval.name));
    for (const layout of list.filter((interval) => interval.name === name)) {
      if (scripts.some((script) => script.start <= layout.start && layout.end <= script.end)) forced += 1;
    }
  }
  return forced;
}

export async function metrics(session: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await session.send("Performance.getMetrics");
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}
