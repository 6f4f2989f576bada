/**
 * The cookie helper (spec 7 notes, spec 9): the platform names its cookies by kind, post id and key
 * (`et-editing-post-42-fb`) and keeps them 300 days unless told otherwise; a lifetime of 0 (or less) gives a
 * session cookie. Lifetimes are in days, as the A/B tracking's 365 days are. Every cookie is set for the whole
 * site (`path=/`), `SameSite=Lax`, and `Secure` on https pages.
 */

export const DEFAULT_COOKIE_DAYS = 300;
export const SESSION_COOKIE_DAYS = 0;
const DAY_MS = 86_400_000;

/** Parts of a cookie name: letters, digits, dashes and underscores, nothing that could end the name. */
const NAME_PART = /^[A-Za-z0-9_-]+$/;

/**
 * The platform's cookie name for a kind of state, a post and a key: `et-<kind>-post-<postId>-<key>`. Throws for
 * a part that could not sit in a cookie name (a programming error, never a visitor's input).
 */
export function platformCookieName(kind: string, postId: string | number, key: string): string {
  const parts = [kind, String(postId), key];
  if (!parts.every((part) => NAME_PART.test(part))) {
    throw new Error(`cookie name parts must be letters, digits, - or _: ${JSON.stringify(parts)}`);
  }
  return `et-${kind}-post-${parts[1]}-${key}`;
}

/** A `document.cookie` assignment: `days` 0 (or less) makes a session cookie, else it expires then. */
export function cookieString(
  name: string,
  value: string,
  days: number = DEFAULT_COOKIE_DAYS,
  now: number = Date.now(),
  secure = false,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "path=/", "SameSite=Lax"];
  if (days > 0) parts.push(`expires=${new Date(now + days * DAY_MS).toUTCString()}`);
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface CookieOptions {
  /** Lifetime in days: 300 by default, 0 for a session cookie. */
  readonly days?: number;
  /** `Secure`: by default on https pages. */
  readonly secure?: boolean;
}

/** Sets cookie `name` on the document. */
export function setCookie(doc: Document, name: string, value: string, options: CookieOptions = {}): void {
  const secure = options.secure ?? doc.location?.protocol === "https:";
  doc.cookie = cookieString(name, value, options.days ?? DEFAULT_COOKIE_DAYS, Date.now(), secure);
}

/** The document's cookie `name`, or null. */
export function getCookie(doc: Document, name: string): string | null {
  return readCookie(doc.cookie, name);
}

/** Removes cookie `name` (set for the whole site) by expiring it. */
export function removeCookie(doc: Document, name: string): void {
  doc.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
