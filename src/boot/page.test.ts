import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { EnhanceApp } from "./app";
import { printDebugTableWhenAsked } from "./page";

/** An app with no module found: the debug table then prints its header line and an empty table. */
const emptyApp = { records: () => [], startedAt: 0 } as unknown as EnhanceApp;
const TABLE_HEADER = /^\[enhance\] 0 module instance\(s\)/;
/** Long enough for a timer of 0 ms and the debug chunk's import to have run, had they been started. */
const aLittleLater = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

describe("printDebugTableWhenAsked", () => {
  let getItem: MockInstance<Storage["getItem"]>;
  let info: MockInstance<Console["info"]>;

  beforeEach(() => {
    getItem = vi.spyOn(Storage.prototype, "getItem");
    info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    vi.spyOn(console, "table").mockImplementation(() => undefined);
    // The document is still loading, as it is when the runtime chunk arrives on most pages.
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "loading" });
  });

  afterEach(() => {
    Reflect.deleteProperty(document, "readyState");
    localStorage.clear();
    window.history.replaceState(null, "", "/");
    vi.restoreAllMocks();
  });

  it("reads localStorage.enhanceDebug only after the load event, then prints the table", async () => {
    localStorage.setItem("enhanceDebug", "1");
    printDebugTableWhenAsked(emptyApp, window);
    await aLittleLater();
    expect(getItem).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();

    Reflect.deleteProperty(document, "readyState");
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringMatching(TABLE_HEADER)));
    expect(getItem).toHaveBeenCalledWith("enhanceDebug");
  });

  it("prints nothing after the load event when neither the address nor storage asks", async () => {
    printDebugTableWhenAsked(emptyApp, window);
    Reflect.deleteProperty(document, "readyState");
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(getItem).toHaveBeenCalledWith("enhanceDebug"));
    await aLittleLater();
    expect(info).not.toHaveBeenCalled();
  });

  it("given ?enhance-debug, prints the table without reading storage", async () => {
    window.history.replaceState(null, "", "/?enhance-debug");
    printDebugTableWhenAsked(emptyApp, window);
    Reflect.deleteProperty(document, "readyState");
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringMatching(TABLE_HEADER)));
    // debug.ts checks the address first, so storage is never read on this path either.
    expect(getItem).not.toHaveBeenCalled();
  });

  it("takes only the enhance-debug parameter as asking, not a value or another name that mentions it", async () => {
    window.history.replaceState(null, "", "/?utm_content=enhance-debug&enhancedebug");
    Reflect.deleteProperty(document, "readyState");
    printDebugTableWhenAsked(emptyApp, window);
    await vi.waitFor(() => expect(getItem).toHaveBeenCalledWith("enhanceDebug"));
    await aLittleLater();
    expect(info).not.toHaveBeenCalled();
  });

  it("reads storage on the next turn when the page has already loaded", async () => {
    Reflect.deleteProperty(document, "readyState");
    localStorage.setItem("enhanceDebug", "1");
    printDebugTableWhenAsked(emptyApp, window);
    expect(getItem).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringMatching(TABLE_HEADER)));
  });

  it("prints nothing and throws nothing when storage is off", async () => {
    getItem.mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    Reflect.deleteProperty(document, "readyState");
    printDebugTableWhenAsked(emptyApp, window);
    await vi.waitFor(() => expect(getItem).toHaveBeenCalled());
    await aLittleLater();
    expect(info).not.toHaveBeenCalled();
  });
});
