import { useCallback, useLayoutEffect, useSyncExternalStore, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import {
  PLACEHOLDER_CLASS,
  PLACEHOLDER_ID_ATTRIBUTE,
  STICKY_CLASS,
  type StickyPlaceholder,
  type StickyStore,
} from "./store";

function placeholderStyle({ width, height, box }: StickyPlaceholder): CSSProperties {
  const style: CSSProperties = {
    boxSizing: "border-box",
    width,
    height,
    visibility: "hidden",
    pointerEvents: "none",
  };
  if (box?.outOfFlow) return { ...style, display: "none" };
  if (!box) return style;
  const [top, right, bottom, left] = box.margin;
  return {
    ...style,
    display: box.display,
    margin: `${top} ${right} ${bottom} ${left}`,
    float: box.float as CSSProperties["float"],
    clear: box.clear as CSSProperties["clear"],
    flex: box.flex.join(" "),
    alignSelf: box.alignSelf,
    order: box.order,
    verticalAlign: box.verticalAlign,
  };
}

interface StickyModuleProps {
  readonly host: HTMLElement;
  readonly store: StickyStore;
}

/**
 * One sticky module's state as a visitor and the theme see it: `data-state` (not-sticky, sticky, paused),
 * `data-sticky-side`, the theme's `et_pb_sticky` and position classes on the module, and the placeholder that holds
 * its place in the flow while it is fixed or paused. The module's children are never rendered here: another
 * island (sticky tabs) may own them. The placeholder is rendered into the module's parent, then moved right after
 * the module; it stays a child of that parent, so React removes it where it is.
 */
export function StickyModule({ host, store }: StickyModuleProps) {
  // The scheduler publishes inside `flushSync`, in its animation frame: the new state is committed in that same
  // frame, before the browser lays it out, so the placeholder and the fixed position appear together.
  const subscribe = useCallback((onChange: () => void) => store.subscribe(host, onChange), [host, store]);
  const view = useSyncExternalStore(subscribe, () => store.view(host));

  useLayoutEffect(() => {
    host.setAttribute("data-state", view.state);
    if (view.side) host.setAttribute("data-sticky-side", view.side);
    else host.removeAttribute("data-sticky-side");
  }, [host, view.state, view.side]);

  const { positionClass } = view;
  useLayoutEffect(() => {
    if (!positionClass) return undefined;
    host.classList.add(STICKY_CLASS, positionClass);
    return () => host.classList.remove(STICKY_CLASS, positionClass);
  }, [host, positionClass]);

  // Unmounted: the module is as the server sent it.
  useLayoutEffect(
    () => () => {
      host.removeAttribute("data-state");
      host.removeAttribute("data-sticky-side");
    },
    [host],
  );

  const placeAfterHost = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && node.previousSibling !== host) host.after(node);
      store.setPlaceholder(host, node);
    },
    [host, store],
  );

  const parent = host.parentElement;
  if (!view.placeholder || !parent) return null;
  return createPortal(
    <div
      ref={placeAfterHost}
      className={PLACEHOLDER_CLASS}
      {...{ [PLACEHOLDER_ID_ATTRIBUTE]: view.placeholder.id }}
      aria-hidden="true"
      style={placeholderStyle(view.placeholder)}
    />,
    parent,
  );
}

/**
 * Mounts a sticky module's root. Its container is an element of its own, outside the page: the module element
 * keeps its children (and whichever island renders them) untouched.
 */
export function mountStickyModule(host: HTMLElement, store: StickyStore, context: ModuleContext): Cleanup {
  return mountIslandBeside(host, context, () => <StickyModule host={host} store={store} />);
}
