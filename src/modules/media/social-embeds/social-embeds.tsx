import { useLayoutEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { SCRIPT_ORIGINS_META } from "../../../core/head-settings";
import { startEmbed, type EmbedState } from "./embed-engine";
import { nameLink } from "./names";
import { parseEmbed, type EmbedModel } from "./parse";
import { SCRIPT_META_PREFIX, createdLinkText, linkPurpose, namesProvider } from "./providers";

export { ownLink } from "./parse";
export type { EmbedState } from "./embed-engine";

interface SocialEmbedProps {
  readonly host: HTMLElement;
  readonly model: EmbedModel;
  readonly context: ModuleContext;
}

/**
 * A social widget's root. The widget's markup stays as it is: its own link is made visible and named for what it
 * does; a widget printed without one gets a link the root renders into it. The engine loads the provider's
 * script when it is wanted and reports what the root shows.
 */
function SocialEmbed({ host, model, context }: SocialEmbedProps) {
  const [state, setState] = useState<EmbedState>("link");
  const [createdShown, setCreatedShown] = useState(true);
  const createdRef = useRef<HTMLAnchorElement>(null);
  const { widget, created } = model;

  useLayoutEffect(() => {
    host.dataset["state"] = state;
  }, [host, state]);
  useLayoutEffect(() => () => void delete host.dataset["state"], [host]);

  useLayoutEffect(() => {
    const link = model.ownLink ?? createdRef.current;
    if (!link) return;
    const undo: Array<() => void> = [];
    // The link may have been hidden for the provider's script to replace; it is the widget until then.
    if (link.hidden || link.style.display === "none") {
      const hidden = link.hidden;
      const style = link.getAttribute("style");
      link.hidden = false;
      link.style.removeProperty("display");
      undo.push(() => {
        link.hidden = hidden;
        if (style === null) link.removeAttribute("style");
        else link.setAttribute("style", style);
      });
    }
    undo.push(
      nameLink(link, {
        fallbackName: model.ownLink ? createdLinkText(widget.kind, widget.provider) : null,
        purpose: linkPurpose(widget.kind, widget.provider),
        saysPurpose: (name) => namesProvider(name, widget.provider),
      }),
    );
    return () => undo.reverse().forEach((step) => step());
  }, [model, widget]);

  useLayoutEffect(
    () =>
      // The engine reports from its own callbacks (an observer, an event, a loaded script), never while React renders.
      startEmbed(host, model, context, {
        show: (next) => flushSync(() => setState(next)),
        showCreatedLink: (shown) => flushSync(() => setCreatedShown(shown)),
      }),
    [host, model, context],
  );

  if (!created || !createdShown) return null;
  return createPortal(
    <a ref={createdRef} className="enhance-embed__link" href={created.href}>
      {created.text}
    </a>,
    host,
  );
}

/**
 * Embedded posts and share / follow buttons of X, Facebook and Instagram. Until the provider's script is wanted
 * (the widget is within 200 px of the viewport, or the visitor points at, touches or focuses it), and whenever
 * it cannot load, the widget's own link does the job: made visible and named for what it does. Then the script
 * loads once for the page and draws the widget. The root lives in an element of its own, outside the page: the
 * widget's markup is the provider's to replace.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseEmbed(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  const model = parsed.model;
  const { provider } = model.widget;
  if (model.script.refused) {
    const setting = `<meta name="${SCRIPT_META_PREFIX}${provider}">`;
    context.log.warn(
      model.script.refused === "not-http"
        ? `${provider} widget: the script address "${model.configured}" in ${setting} is not an http(s) address; no script is loaded and its link stays`
        : `${provider} widget: the script address "${model.configured}" in ${setting} is not on the provider's origin nor on one named in <meta name="${SCRIPT_ORIGINS_META}">; no script is loaded and its link stays`,
    );
  }
  return mountIslandBeside(element, context, () => (
    <SocialEmbed host={element} model={model} context={context} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
