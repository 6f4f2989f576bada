/**
 * The rules for addresses that come from markup, config or a reply before they become a link, a navigation, an
 * image, a frame or a request. Every check parses the value with the URL parser, exactly as the browser will
 * when the value is set, so `java\tscript:`, upper case, leading control characters and protocol-relative
 * addresses (`//host/`) are judged by what they really are, never by how they are spelled.
 */

/** Web addresses: the only schemes a request, a redirect, an image or a frame may use. */
export const WEB_PROTOCOLS: readonly string[] = ["http:", "https:"];
/** What a visitor may follow as a link: web addresses, mail and telephone. */
export const LINK_PROTOCOLS: readonly string[] = [...WEB_PROTOCOLS, "mailto:", "tel:"];
/**
 * Inline images a page may show (`data:image/...`). SVG is included: as an image it never runs script. They
 * are for `<img>`-like elements only, never for a frame, an embed, an object or a navigation.
 */
const INLINE_IMAGE = /^data:image\/(?:avif|bmp|gif|jpeg|png|svg\+xml|webp|x-icon)[;,]/i;

function parse(value: string | null | undefined, base: string): URL | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The absolute http(s) address `value` names (relative to `base`), or null for any other scheme. */
export function webUrl(value: string | null | undefined, base: string): string | null {
  const url = parse(value, base);
  return url !== null && WEB_PROTOCOLS.includes(url.protocol) ? url.href : null;
}

/** The absolute address of a link a visitor may follow (http(s), mailto, tel), or null. */
export function linkUrl(value: string | null | undefined, base: string): string | null {
  const url = parse(value, base);
  return url !== null && LINK_PROTOCOLS.includes(url.protocol) ? url.href : null;
}

/** `value` when it is an inline raster or SVG image (`data:image/png;base64,...`) as the URL parser reads it. */
export function inlineImageUrl(value: string | null | undefined): string | null {
  // An inline image is absolute: the base only has to be one the parser accepts.
  const url = parse(value, "https://inline.invalid/");
  return url !== null && INLINE_IMAGE.test(url.href) ? url.href : null;
}

/** The address of an image: absolute http(s), or an inline image. Null for anything else. */
export function imageUrl(value: string | null | undefined, base: string): string | null {
  return inlineImageUrl(value) ?? webUrl(value, base);
}

/** The origin of an http(s) address (`https://host:port`), or null when it is not one. */
export function webOrigin(value: string | null | undefined, base: string): string | null {
  const url = parse(value, base);
  return url !== null && WEB_PROTOCOLS.includes(url.protocol) ? url.origin : null;
}

/**
 * The absolute http(s) address when its origin is one of `origins`, else null. `origins` are compared as the
 * browser compares them (scheme, host and port), so `https://site.example.attacker.example` or
 * `https://site.example@attacker.example` never pass for `https://site.example`.
 */
export function urlFromOrigins(
  value: string | null | undefined,
  base: string,
  origins: readonly string[],
): string | null {
  const url = parse(value, base);
  if (url === null || !WEB_PROTOCOLS.includes(url.protocol)) return null;
  return origins.includes(url.origin) ? url.href : null;
}

/**
 * `data-*` attributes a module of this project reads as an address, a script or a selector (the video's lazy
 * source, a social widget's link, the map's tiles, a form's redirect, a slide's thumbnail, the rating's and the
 * table of contents' targets), and every `data-enhance-*` setting. Code that copies attributes from data it did
 * not write (multi-view payloads) never sets these: that would turn data into an instruction to a module.
 */
export const MODULE_ADDRESS_ATTRIBUTES: readonly string[] = [
  "data-src",
  "data-lazy-src",
  "data-srcset",
  "data-href",
  "data-instgrm-permalink",
  "data-image",
  "data-redirect_url",
  "data-redirect_query",
  "data-target",
  "data-source",
];
const MODULE_ADDRESS_PREFIXES = ["data-enhance-", "data-tile-"];

/** Whether a module reads attribute `name` as an address, a script or a selector (any case). */
export function isModuleAddressAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    MODULE_ADDRESS_ATTRIBUTES.includes(lower) ||
    MODULE_ADDRESS_PREFIXES.some((prefix) => lower.startsWith(prefix))
  );
}
