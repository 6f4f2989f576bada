import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_COOKIE_DAYS,
  SESSION_COOKIE_DAYS,
  cookieString,
  getCookie,
  platformCookieName,
  readCookie,
  removeCookie,
  setCookie,
} from "./cookies";

/**
 * The tests' clock. The document's cookie jar may keep the real clock (it does when tests run in a VM context), so
 * cookies set "now" must still be ahead of the real date to be read back: a date well in the future.
 */
const NOW = Date.UTC(2037, 0, 1, 12, 0, 0);

describe("cookie names", () => {
  it("names a cookie by kind, post id and key", () => {
    expect(platformCookieName("editing", 42, "fb")).toBe("et-editing-post-42-fb");
    expect(platformCookieName("editor-available", "1234", "bfb")).toBe("et-editor-available-post-1234-bfb");
  });

  it.each([
    ["a kind with a space", ["edit ing", 1, "fb"]],
    ["a post id with a semicolon", ["editing", "1;x=y", "fb"]],
    ["an empty key", ["editing", 1, ""]],
    ["a key with an equals sign", ["editing", 1, "a=b"]],
  ] as const)("refuses %s", (_case, [kind, postId, key]) => {
    expect(() => platformCookieName(kind, postId, key)).toThrow(/cookie name parts/);
  });
});

describe("cookie strings", () => {
  it("pins the default lifetime, 300 days, and the session value, 0", () => {
    expect(DEFAULT_COOKIE_DAYS).toBe(300);
    expect(SESSION_COOKIE_DAYS).toBe(0);
  });

  it("writes the default 300-day cookie for the whole site", () => {
    expect(cookieString("et-editing-post-42-fb", "yes", undefined, NOW)).toBe(
      "et-editing-post-42-fb=yes; path=/; SameSite=Lax; expires=Wed, 28 Oct 2037 12:00:00 GMT",
    );
  });

  it("writes a 365-day cookie, a session cookie for 0 or less, Secure on request, the value encoded", () => {
    expect(cookieString("a", "1", 365, NOW)).toBe(
      "a=1; path=/; SameSite=Lax; expires=Fri, 01 Jan 2038 12:00:00 GMT",
    );
    expect(cookieString("a", "x y;z", 0, NOW, true)).toBe("a=x%20y%3Bz; path=/; SameSite=Lax; Secure");
    expect(cookieString("a", "1", -5, NOW)).toBe("a=1; path=/; SameSite=Lax");
  });

  it("reads one cookie by its exact name, decoding its value", () => {
    const cookies = "et-editing-post-4-fb=no; et-editing-post-42-fb=yes; x=a%20b; broken; bad=%E0%A4%A";
    expect(readCookie(cookies, "et-editing-post-42-fb")).toBe("yes");
    expect(readCookie(cookies, "et-editing-post-4-fb")).toBe("no");
    expect(readCookie(cookies, "x")).toBe("a b");
    expect(readCookie(cookies, "bad")).toBe("%E0%A4%A");
    expect(readCookie(cookies, "broken")).toBeNull();
    expect(readCookie(cookies, "missing")).toBeNull();
  });
});

describe("document cookies", () => {
  let writes: string[];

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    writes = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor?.get?.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(document, value);
      },
    });
  });

  afterEach(() => {
    removeCookie(document, "et-editing-post-42-fb");
    Reflect.deleteProperty(document, "cookie");
    vi.useRealTimers();
  });

  it("sets a 300-day cookie by default, not Secure on an http page, and reads it back", () => {
    const name = platformCookieName("editing", 42, "fb");
    setCookie(document, name, "on");
    expect(writes).toEqual([
      "et-editing-post-42-fb=on; path=/; SameSite=Lax; expires=Wed, 28 Oct 2037 12:00:00 GMT",
    ]);
    expect(getCookie(document, name)).toBe("on");
  });

  it("sets a session cookie for lifetime 0 and honours an explicit Secure", () => {
    setCookie(document, "et-editing-post-42-fb", "a b", { days: 0, secure: true });
    expect(writes).toEqual(["et-editing-post-42-fb=a%20b; path=/; SameSite=Lax; Secure"]);
  });

  it("marks the cookie Secure on an https page", () => {
    const page = { location: { protocol: "https:" }, cookie: "" } as unknown as Document;
    setCookie(page, "a", "1", { days: 0 });
    expect(page.cookie).toBe("a=1; path=/; SameSite=Lax; Secure");
  });

  it("removes a cookie by expiring it", () => {
    setCookie(document, "et-editing-post-42-fb", "on");
    removeCookie(document, "et-editing-post-42-fb");
    expect(writes.at(-1)).toBe(
      "et-editing-post-42-fb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
    );
    expect(getCookie(document, "et-editing-post-42-fb")).toBeNull();
  });
});
