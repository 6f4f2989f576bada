import { imageUrl } from "../../../../core/urls";

/**
 * What the lightbox shows for an image link, read from the server markup. Imported by the gallery and portfolio
 * chunks (small); the dialog itself is a separate chunk loaded on the first open.
 */
export interface LightboxImage {
  /** The full-size image: the link's target. */
  readonly src: string;
  /** The thumbnail's alt text. */
  readonly alt: string;
  /** The item's title (`.et_pb_gallery_title`, the portfolio item's heading), or the link's title. */
  readonly title: string;
  /** The item's caption (`.et_pb_gallery_caption`). */
  readonly caption: string;
}

const IMAGE_PATH = /\.(?:avif|bmp|gif|jpe?g|png|svg|webp)$/i;

/**
 * The absolute URL of an image link's target when it is safe to load as an image (http, https, or a `data:`
 * image), else null: a `javascript:` or other link is never handed to the lightbox.
 */
export function safeImageUrl(
  href: string | null | undefined,
  base: string = document.baseURI,
): string | null {
  return imageUrl(href, base);
}

/** Whether a URL names an image file (by its extension, or a `data:` image); page links are not images. */
export function isImageFileUrl(url: string): boolean {
  if (/^data:image\//i.test(url)) return true;
  try {
    return IMAGE_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

const text = (element: Element | null | undefined): string =>
  element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/**
 * The image of `link` inside `item`: its target, the alt text of its thumbnail, and the item's title and caption
 * (found with the given selectors, compared as given, never built from page data). Null when the target is not
 * safe to load.
 */
export function describeImageLink(
  link: HTMLAnchorElement,
  item: Element | null,
  selectors: { title: string; caption?: string },
): LightboxImage | null {
  const src = safeImageUrl(link.getAttribute("href"));
  if (!src) return null;
  const thumbnail = link.querySelector("img");
  return {
    src,
    alt: thumbnail?.getAttribute("alt")?.trim() ?? "",
    title: text(item?.querySelector(selectors.title)) || (link.getAttribute("title")?.trim() ?? ""),
    caption: selectors.caption ? text(item?.querySelector(selectors.caption)) : "",
  };
}
