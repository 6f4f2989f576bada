import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { createPortal, flushSync } from "react-dom";
import { Adopted, useAdopt } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { headingButtonStyle } from "../../../core/heading-button";
import { slideHeight } from "../../../core/motion";
import { visuallyHide } from "../../../core/visually-hidden";
import { setShown, TIMELINE_MESSAGES, TIMELINE_SLIDE_MS } from "./constants";
import type { MonthParts, TimelineModel } from "./parse";
import {
  startTimelineEngine,
  type TimelineEngine,
  type TimelineStatus,
  type TimelineView,
} from "./timeline-engine";

/** The head button sits in the month heading's text and looks like it. */
const HEAD_BUTTON_STYLE: CSSProperties = headingButtonStyle("inline");

const SENTINEL_STYLE: CSSProperties = { height: "1px" };

interface MonthView {
  readonly parts: MonthParts;
  readonly collapsed: boolean;
  /** Whether the last change slides (a visitor's toggle) or shows at once (the start, the single column). */
  readonly animate: boolean;
}

interface TimelineRootProps {
  readonly model: TimelineModel;
  readonly context: ModuleContext;
  /** Months start collapsed in the single column, as the theme lays them out there. */
  readonly startCollapsed: boolean;
}

/**
 * Extra's timeline page (spec 4 "Timeline", reference 2.1). The container's children are adopted as they are
 * into one `display: contents` element, so the theme's layout and every server node stay; the island adds a
 * disclosure button inside each month's heading (portals into the server's nodes), the sentinel and the status
 * line at the end of `#timeline`, and a live region. What happens over time (loading, the month being read,
 * jumps) is the engine's, which tells the island what to show.
 */
export function TimelineRoot({ model, context, startCollapsed }: TimelineRootProps) {
  const [months, setMonths] = useState<readonly MonthView[]>(() =>
    model.months.map((parts) => ({ parts, collapsed: startCollapsed, animate: false })),
  );
  const [status, setStatus] = useState<TimelineStatus | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const sentinelRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<HTMLElement, HTMLButtonElement>());
  const engine = useRef<TimelineEngine | null>(null);

  // The portal appends to `#timeline`; months loaded later go before the sentinel, and the theme's loader
  // stays last, so both move in front of the loader.
  useLayoutEffect(() => {
    const sentinel = sentinelRef.current;
    const statusLine = statusRef.current;
    if (!sentinel || !statusLine) return;
    const { timeline, loader } = model;
    timeline.insertBefore(sentinel, loader?.parentNode === timeline ? loader : null);
    timeline.insertBefore(statusLine, sentinel.nextSibling);
  }, [model]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return;
    // The engine reads the page right after each change (a class, a button to focus), so its changes are shown
    // before its calls return; while it starts, inside this effect, React shows them when the effect ends.
    let starting = true;
    const commit = (update: () => void): void => {
      if (starting) update();
      else flushSync(update);
    };
    const view: TimelineView = {
      addMonths: (added, collapsed) =>
        commit(() =>
          setMonths((shown) => [...shown, ...added.map((parts) => ({ parts, collapsed, animate: false }))]),
        ),
      setCollapsed: (targets, collapsed, animate) =>
        commit(() =>
          setMonths((shown) =>
            shown.map((month) =>
              targets.includes(month.parts.module) ? { ...month, collapsed, animate } : month,
            ),
          ),
        ),
      showStatus: (next) => commit(() => setStatus(next)),
      // The same words twice still change the region's text, so they are said again.
      announce: (text) => commit(() => setAnnouncement((said) => (said === text ? `${text}\u00a0` : text))),
      buttonOf: (module) => buttons.current.get(module) ?? null,
    };
    const started = startTimelineEngine(model, context, sentinel, view);
    engine.current = started;
    starting = false;
    return () => {
      started.stop();
      engine.current = null;
    };
  }, [model, context]);

  const setButton = useCallback((module: HTMLElement, button: HTMLButtonElement | null): void => {
    if (button) buttons.current.set(module, button);
    else buttons.current.delete(module);
  }, []);
  const hideVisually = useCallback((element: HTMLDivElement | null): void => {
    if (element) visuallyHide(element);
  }, []);

  return (
    <>
      <Adopted nodes={model.containerNodes} />
      {months.map((month, index) => (
        <MonthDisclosure
          key={index}
          month={month}
          reducedMotion={context.reducedMotion}
          setButton={setButton}
        />
      ))}
      {createPortal(
        <>
          <div
            ref={sentinelRef}
            className="enhance-timeline__sentinel"
            aria-hidden="true"
            style={SENTINEL_STYLE}
          />
          <div
            ref={statusRef}
            className="enhance-timeline__status"
            role={status?.retry ? "alert" : "status"}
            hidden={status === null}
          >
            <p>{status?.text ?? ""}</p>
            {status?.retry && (
              <button
                type="button"
                className="enhance-timeline__retry"
                onClick={() => engine.current?.retry()}
              >
                {TIMELINE_MESSAGES.retry}
              </button>
            )}
          </div>
        </>,
        model.timeline,
      )}
      <div ref={hideVisually} data-enhance-live="" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}

interface MonthDisclosureProps {
  readonly month: MonthView;
  reducedMotion(): boolean;
  setButton(module: HTMLElement, button: HTMLButtonElement | null): void;
}

/**
 * A month's head as a disclosure: a button inside the theme's heading holds the heading's own text nodes. The
 * month's state is the theme's `collapsed` class and `data-state` on the module, `hidden` on its posts list.
 */
function MonthDisclosure({ month, reducedMotion, setButton }: MonthDisclosureProps) {
  const { parts, collapsed, animate } = month;
  const adopt = useAdopt<HTMLButtonElement>(parts.titleNodes);
  // Bumped on every change, so a slide that finishes late does not undo a newer state.
  const version = useRef(0);

  useLayoutEffect(() => {
    const { title, list, listId } = parts;
    const level = title.getAttribute("aria-level");
    const hadId = list.id !== "";
    // The theme prints every month as an h1; under the page's own h1 they read as sections of it.
    title.setAttribute("aria-level", "2");
    if (!hadId) list.id = listId;
    return () => {
      if (level === null) title.removeAttribute("aria-level");
      else title.setAttribute("aria-level", level);
      if (!hadId) list.removeAttribute("id");
    };
  }, [parts]);

  useLayoutEffect(() => {
    const { module, list } = parts;
    version.current += 1;
    const current = version.current;
    module.classList.toggle("collapsed", collapsed);
    module.dataset["state"] = collapsed ? "collapsed" : "expanded";
    const duration = animate && !reducedMotion() ? TIMELINE_SLIDE_MS : 0;
    if (collapsed) {
      void slideHeight(list, "close", duration).then(() => {
        if (version.current === current) setShown(list, false);
      });
    } else {
      setShown(list, true);
      void slideHeight(list, "open", duration);
    }
  }, [parts, collapsed, animate, reducedMotion]);

  const attach = useCallback(
    (button: HTMLButtonElement | null): void => {
      adopt(button);
      setButton(parts.module, button);
    },
    [adopt, setButton, parts.module],
  );

  return createPortal(
    <button
      ref={attach}
      type="button"
      className="enhance-timeline__toggle"
      style={HEAD_BUTTON_STYLE}
      aria-expanded={!collapsed}
      aria-controls={parts.listId}
      aria-label={parts.label || undefined}
    />,
    parts.title,
  );
}
