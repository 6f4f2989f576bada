import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { Adopted, classNames, useAdopt, type ElementProps } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { namedTab } from "./named-tab";
import { tabIndexFromParam, type TabModel, type TabsModel } from "./parse";

/**
 * The panel fade. No second change starts while it runs (the theme's "blocked while animating"), but none is
 * lost: the last tab asked for meanwhile is shown when it ends.
 */
export const TAB_FADE_MS = 200;
const ACTIVE_ITEM_CLASS = "et_pb_tab_active";
const ITEM_STATE_CLASSES = [ACTIVE_ITEM_CLASS];
const PANEL_STATE_CLASSES = ["et_pb_active_content", "et-pb-active-slide"];
const STACKED_CLASS = "et_pb_tabs_vertically_stacked";

interface TabsProps {
  readonly model: TabsModel;
  readonly host: HTMLElement;
  readonly context: ModuleContext;
}

/** Who asked for a tab: the visitor (pointer, keyboard), the URL (hash) or another script (the theme classes). */
type Source = "pointer" | "keyboard" | "hash" | "classes";

interface TabRequest {
  readonly index: number;
  readonly source: Source;
}

export function Tabs({ model, host, context }: TabsProps) {
  const [active, setActive] = useState(model.activeIndex);
  // The tab that holds the list's one tab stop: the focused tab, even while its selection waits for a running
  // fade, so Tab from it leaves the list for the panel instead of landing on the still-selected tab.
  const [tabStop, setTabStop] = useState(model.activeIndex);
  // The tab the island asked for last (`active` follows it on the next render), and the tab whose classes the
  // page shows now (what a foreign class change is measured against).
  const activeRef = useRef(active);
  const committed = useRef(active);
  // The running fade, and the last request that arrived while it ran (applied when it ends).
  const fade = useRef<Animation | null>(null);
  const waiting = useRef<TabRequest | null>(null);
  const lastSource = useRef<Source | null>(null);
  const itemElements = useRef<Array<HTMLLIElement | null>>([]);
  const tabElements = useRef<Array<HTMLAnchorElement | null>>([]);
  const panelElements = useRef<Array<HTMLDivElement | null>>([]);
  const baseId = useId();
  const count = model.tabs.length;

  const show = useCallback(
    ({ index, source }: TabRequest): void => {
      if (index === activeRef.current) return;
      activeRef.current = index;
      lastSource.current = source;
      setActive(index);
      // A visitor's tab takes the tab stop; a change from elsewhere leaves it on a tab the visitor has focused.
      const focused =
        source === "hash" || source === "classes"
          ? tabElements.current.findIndex((tab) => tab !== null && tab === document.activeElement)
          : -1;
      setTabStop(focused >= 0 ? focused : index);
      if ((source === "pointer" || source === "keyboard") && host.id) {
        context.router.write(host.id, [String(index)]);
      }
    },
    [host, context.router],
  );

  const select = useCallback(
    (index: number, source: Source): void => {
      if (index < 0 || index >= count) return;
      if (fade.current) {
        // Nothing switches mid-fade: a click, a key or the hash waits for the fade to end, the last of them
        // winning (a request for the shown tab still replaces an older one for another tab).
        waiting.current = { index, source };
        return;
      }
      show({ index, source });
    },
    [count, show],
  );

  // The fade of the newly shown panel; a request that arrived meanwhile is applied when it ends.
  useLayoutEffect(() => {
    committed.current = active;
    if (lastSource.current === null) return;
    const panel = panelElements.current[active];
    if (!panel) return;
    // A visitor who tabbed into the old panel just before a deferred keyboard change landed would lose focus to
    // the page when that panel hides; the panel that replaced it takes focus instead.
    const focused = document.activeElement;
    if (focused && panelElements.current.some((other) => other !== panel && other?.contains(focused))) {
      panel.focus({ preventScroll: true });
    }
    // Another script that switched the tab runs its own transition.
    if (lastSource.current === "classes") return;
    if (context.reducedMotion() || typeof panel.animate !== "function") return;
    const animation = panel.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: TAB_FADE_MS,
      easing: "ease-in-out",
    });
    fade.current = animation;
    const done = (): void => {
      // Only the fade that is still current releases the waiting request (a cancelled one was replaced).
      if (fade.current !== animation) return;
      fade.current = null;
      const request = waiting.current;
      waiting.current = null;
      if (request) show(request);
    };
    animation.finished.then(done, done);
    return () => {
      if (fade.current === animation) fade.current = null;
      animation.cancel();
    };
  }, [active, context, show]);

  // Deep links: `id|index` through the router, and the theme's `#tab-<name>` (or `#<name>`) named links.
  useEffect(() => {
    const stopWatching = context.router.watch(host, (params) => {
      const index = tabIndexFromParam(params[0], count);
      if (index !== null) select(index, "hash");
    });
    const stopNamed = context.router.onHash((hash) => {
      const wanted = namedTab(hash);
      const index = wanted === null ? -1 : model.tabs.findIndex((tab) => tab.name === wanted);
      if (index >= 0) select(index, "hash");
    });
    return () => {
      stopWatching();
      stopNamed();
    };
  }, [context.router, host, count, model.tabs, select]);

  // The theme's own tabs script, when it is still on the page, moves `et_pb_tab_active` by itself: the island
  // follows the class. Its own renders always leave the class on the committed tab, so they are no change.
  useEffect(() => {
    const followClasses = (): void => {
      const marked = itemElements.current.flatMap((item, index) =>
        item?.classList.contains(ACTIVE_ITEM_CLASS) ? [index] : [],
      );
      const wanted = marked.find((index) => index !== committed.current);
      // A class only taken away names no tab: a tab list always keeps one tab selected.
      if (wanted === undefined) return;
      // The newest request: nothing that waited for the fade may undo it.
      waiting.current = null;
      fade.current?.cancel();
      fade.current = null;
      show({ index: wanted, source: "classes" });
    };
    const observer = new MutationObserver(followClasses);
    for (const item of itemElements.current) {
      if (item) observer.observe(item, { attributes: true, attributeFilter: ["class"] });
    }
    return () => observer.disconnect();
  }, [show]);

  // Phones stack the tabs, as the theme does below 768 px.
  useEffect(() => {
    const apply = (): void => void host.classList.toggle(STACKED_CLASS, context.device() === "phone");
    apply();
    context.bus.on("device:change", apply);
    return () => context.bus.off("device:change", apply);
  }, [host, context]);

  const focusTab = (index: number): void => {
    const wrapped = (index + count) % count;
    setTabStop(wrapped);
    tabElements.current[wrapped]?.focus();
    select(wrapped, "keyboard");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number): void => {
    // Modifier + arrow belongs to the browser and assistive technology (APG, Bootstrap).
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => focusTab(index + 1),
      ArrowDown: () => focusTab(index + 1),
      ArrowLeft: () => focusTab(index - 1),
      ArrowUp: () => focusTab(index - 1),
      Home: () => focusTab(0),
      End: () => focusTab(count - 1),
      " ": () => select(index, "keyboard"),
      Enter: () => select(index, "keyboard"),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const tabId = (tab: TabModel, index: number): string => String(tab.link["id"] ?? `${baseId}tab-${index}`);
  const panelId = (tab: TabModel, index: number): string =>
    String(tab.panel["id"] ?? `${baseId}panel-${index}`);

  return (
    <>
      <ul
        {...model.controls}
        role="tablist"
        onBlur={(event) => {
          // Focus left the list: the tab stop goes back to the selected tab, where the APG wants re-entry.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setTabStop(activeRef.current);
        }}
      >
        {model.tabs.map((tab, index) => (
          <li
            key={index}
            {...tab.item}
            className={classNames(tab.item["className"] as string | undefined, ITEM_STATE_CLASSES, [
              index === active && ACTIVE_ITEM_CLASS,
            ])}
            ref={(element) => void (itemElements.current[index] = element)}
            role="presentation"
          >
            <TabLink
              props={tab.link}
              nodes={tab.labelNodes}
              id={tabId(tab, index)}
              panelId={panelId(tab, index)}
              selected={index === active}
              tabStop={index === tabStop}
              setElement={(element) => (tabElements.current[index] = element)}
              onClick={(event) => {
                event.preventDefault();
                select(index, "pointer");
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            />
          </li>
        ))}
      </ul>
      <div {...model.allTabs}>
        {model.tabs.map((tab, index) => (
          <TabPanel
            key={index}
            props={tab.panel}
            nodes={tab.panelNodes}
            id={panelId(tab, index)}
            labelledBy={tabId(tab, index)}
            selected={index === active}
            setElement={(element) => (panelElements.current[index] = element)}
          />
        ))}
      </div>
      {model.otherNodes.length > 0 && <Adopted nodes={model.otherNodes} />}
    </>
  );
}

interface TabLinkProps {
  props: ElementProps;
  nodes: readonly Node[];
  id: string;
  panelId: string;
  selected: boolean;
  tabStop: boolean;
  setElement(element: HTMLAnchorElement | null): void;
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLAnchorElement>): void;
}

function TabLink({
  props,
  nodes,
  id,
  panelId,
  selected,
  tabStop,
  setElement,
  onClick,
  onKeyDown,
}: TabLinkProps) {
  const adopt = useAdopt<HTMLAnchorElement>(nodes);
  return (
    <a
      href="#"
      {...props}
      ref={(element) => {
        adopt(element);
        setElement(element);
      }}
      id={id}
      role="tab"
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={tabStop ? 0 : -1}
      onClick={onClick}
      onKeyDown={onKeyDown}
    />
  );
}

interface TabPanelProps {
  props: ElementProps;
  nodes: readonly Node[];
  id: string;
  labelledBy: string;
  selected: boolean;
  setElement(element: HTMLDivElement | null): void;
}

function TabPanel({ props, nodes, id, labelledBy, selected, setElement }: TabPanelProps) {
  const adopt = useAdopt<HTMLDivElement>(nodes);
  return (
    <div
      {...props}
      ref={(element) => {
        adopt(element);
        setElement(element);
      }}
      className={classNames(props["className"] as string | undefined, PANEL_STATE_CLASSES, [
        selected && "et_pb_active_content",
        selected && "et-pb-active-slide",
      ])}
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
    />
  );
}
