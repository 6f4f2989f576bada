import type { ParseResult } from "../../../boot/island";
import { SCRIPT_ORIGINS_META, declaredScriptOrigins, headSetting } from "../../../core/head-settings";
import {
  SCRIPT_META_PREFIX,
  classifyWidget,
  createdLinkText,
  facebookShareUrl,
  isWebAddress,
  resolveScriptUrl,
  type ScriptChoice,
  type SocialWidget,
} from "./providers";

/** An embedded post or a share / follow button as the page printed it. */
export interface EmbedModel {
  readonly widget: SocialWidget;
  /** The widget's own link to what it shows, or null when it was printed without one. */
  readonly ownLink: HTMLAnchorElement | null;
  /** A link the module adds where the widget has none (a like or share box printed empty). */
  readonly created: { readonly href: string; readonly text: string } | null;
  /** The provider's script for this page, from the head's settings only. */
  readonly script: ScriptChoice;
  /** The head setting that named the script, said in the console when it is refused. */
  readonly configured: string | null;
}

const sameAddress = (a: string, b: string | null, base: string): boolean => {
  if (!b) return false;
  try {
    const left = new URL(a, base);
    const right = new URL(b, base);
    return left.host === right.host && left.pathname.replace(/\/$/, "") === right.pathname.replace(/\/$/, "");
  } catch {
    return false;
  }
};

/** The widget's own link to what it shows: the post's permalink, the profile, the share address. */
export function ownLink(element: Element, widget: SocialWidget): HTMLAnchorElement | null {
  const base = element.ownerDocument.baseURI;
  if (element instanceof HTMLAnchorElement)
    return isWebAddress(element.getAttribute("href"), base) ? element : null;
  const links = [...element.querySelectorAll<HTMLAnchorElement>("a[href]")].filter((link) =>
    isWebAddress(link.getAttribute("href"), base),
  );
  if (links.length === 0) return null;
  if (widget.provider === "x") {
    return (
      [...links].reverse().find((link) => /\/status(es)?\/\d+/.test(link.pathname)) ?? links.at(-1) ?? null
    );
  }
  const target =
    element.getAttribute("data-instgrm-permalink") ??
    element.getAttribute("data-href") ??
    element.querySelector("blockquote[cite]")?.getAttribute("cite") ??
    null;
  return links.find((link) => sameAddress(link.href, target, base)) ?? links.at(-1) ?? null;
}

/** The address of a link for a widget printed without one (Facebook's like and share boxes, a bare post box). */
function createdLinkAddress(element: Element, widget: SocialWidget): string | null {
  const base = element.ownerDocument.baseURI;
  const target = element.getAttribute("data-href") ?? element.getAttribute("data-instgrm-permalink");
  if (widget.provider === "facebook" && widget.kind === "share") {
    return facebookShareUrl(isWebAddress(target, base) ? new URL(target!, base).href : location.href);
  }
  return isWebAddress(target, base) ? new URL(target!, base).href : null;
}

export function parseEmbed(element: HTMLElement): ParseResult<EmbedModel> {
  const widget = classifyWidget(element);
  if (!widget) return { ok: false, reason: "not a social widget this module knows" };
  const document = element.ownerDocument;
  const link = ownLink(element, widget);
  const href = link ? null : createdLinkAddress(element, widget);
  const configured = headSetting(document, `${SCRIPT_META_PREFIX}${widget.provider}`);
  return {
    ok: true,
    model: {
      widget,
      ownLink: link,
      created: href ? { href, text: createdLinkText(widget.kind, widget.provider) } : null,
      script: resolveScriptUrl(
        widget.provider,
        configured,
        declaredScriptOrigins(headSetting(document, SCRIPT_ORIGINS_META), document.baseURI),
        document.baseURI,
      ),
      configured,
    },
  };
}
