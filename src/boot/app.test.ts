import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bus } from "../core/bus";
import { controlIntersection } from "../test-support/observers";
import { CHUNK_RETRY_DELAY_MS } from "../core/load-once";
import { boot, createApp, HISTORY_LIMIT, type EnhanceApp } from "./app";
import { MUTATION_DEBOUNCE_MS } from "./page";
import { defineModule, type ModuleContext, type ModuleDefinition } from "./types";

const apps: EnhanceApp[] = [];
function start(definitions: readonly ModuleDefinition[]): EnhanceApp {
  const app = createApp(definitions);
  apps.push(app);
  return app;
}

function counterModule(name: string, selector: string, strategy: ModuleDefinition["strategy"] = "eager") {
  const mounts: HTMLElement[] = [];
  const cleanups: HTMLElement[] = [];
  const definition = defineModule({
    name,
    selector,
    strategy,
    load: async () => ({
      mount: (element: HTMLElement, context: ModuleContext) => {
        expect(context.name).toBe(name);
        mounts.push(element);
        return () => void cleanups.push(element);
      },
    }),
  });
  return { definition, mounts, cleanups };
}

async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeAll(async () => {
  // The runtime and config chunks are imported on the first mount; load them once so each test measures only the
  // boot.
  await Promise.all([import("./runtime"), import("../core/config")]);
});

beforeEach(() => {
  document.body.replaceChildren();
});

afterEach(() => {
  for (const app of apps.splice(0)) app.stop();
  vi.useRealTimers();
});

describe("boot", () => {
  it.each(["interactive", "complete"] as const)(
    "given the script runs while the document is %s, mounts the modules on the page",
    async (state) => {
      vi.spyOn(document, "readyState", "get").mockReturnValue(state);
      document.body.append(Object.assign(document.createElement("div"), { className: "widget" }));
      const widget = counterModule("widget", ".widget");
      start([widget.definition]);
      await settle();
      expect(widget.mounts).toHaveLength(1);
      expect(document.querySelector(".widget")?.getAttribute("data-enhanced")).toBe("widget");
    },
  );

  it("given the script runs while the document is loading, waits for DOMContentLoaded", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const widget = counterModule("widget", ".widget");
    start([widget.definition]);
    document.body.append(Object.assign(document.createElement("div"), { className: "widget" }));
    await settle();
    expect(widget.mounts).toHaveLength(0);
    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    await settle();
    expect(widget.mounts).toHaveLength(1);
  });

  it("given two copies of the script tag, mounts nothing twice", async () => {
    document.body.append(Object.assign(document.createElement("div"), { className: "widget" }));
    const widget = counterModule("widget", ".widget");
    const first = boot([widget.definition]);
    const second = boot([widget.definition]);
    apps.push(first);
    await settle();
    expect(second).toBe(first);
    expect(widget.mounts).toHaveLength(1);
    first.scan(document);
    await settle();
    expect(widget.mounts).toHaveLength(1);
    Reflect.deleteProperty(window, Symbol.for("enhance.app"));
  });

  it("scans once for all selectors and mounts every module whose selector matches", async () => {
    document.body.append(Object.assign(document.createElement("div"), { className: "a b" }));
    const a = counterModule("a", ".a");
    const b = counterModule("b", ".b");
    start([a.definition, b.definition]);
    await settle();
    expect(a.mounts).toHaveLength(1);
    expect(b.mounts).toHaveLength(1);
    expect(document.querySelector(".a")?.getAttribute("data-enhanced")).toBe("a b");
  });

  it("given HTML inserted later, mounts its modules after the 200 ms debounce", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const widget = counterModule("widget", ".widget");
    start([widget.definition]);
    document.body.append(Object.assign(document.createElement("section"), { className: "widget" }));
    await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS - 1);
    expect(widget.mounts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(MUTATION_DEBOUNCE_MS).toBe(200);
    expect(widget.mounts).toHaveLength(1);
  });

  it("given a module element removed from the page, runs its cleanup; a moved element keeps its instance", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const kept = Object.assign(document.createElement("div"), { className: "widget" });
    const removed = Object.assign(document.createElement("div"), { className: "widget" });
    document.body.append(kept, removed);
    const widget = counterModule("widget", ".widget");
    const unmounted = vi.fn();
    bus.on("module:unmounted", unmounted);
    start([widget.definition]);
    await vi.advanceTimersByTimeAsync(0);
    expect(widget.mounts).toHaveLength(2);
    removed.remove();
    const holder = document.createElement("div");
    document.body.append(holder);
    holder.append(kept);
    await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS);
    expect(widget.cleanups).toEqual([removed]);
    expect(unmounted).toHaveBeenCalledWith({ name: "widget", element: removed });
    expect(removed.hasAttribute("data-enhanced")).toBe(false);
    bus.off("module:unmounted", unmounted);
  });

  it("given a module that throws on mount, reports it and every other module still mounts", async () => {
    document.body.append(Object.assign(document.createElement("div"), { className: "bad good" }));
    const errors = vi.fn();
    bus.on("module:error", errors);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const good = counterModule("good", ".good");
    const bad = defineModule({
      name: "bad",
      selector: ".bad",
      strategy: "eager",
      load: async () => ({
        mount: () => {
          throw new Error("boom");
        },
      }),
    });
    const domEvent = vi.fn();
    document.addEventListener("enhance:error", domEvent);
    start([bad, good.definition]);
    await settle();
    expect(good.mounts).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ name: "bad", phase: "mount" }));
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('module "bad" failed to mount'),
      expect.anything(),
      expect.anything(),
    );
    expect(domEvent).toHaveBeenCalledTimes(1);
    expect(document.querySelector(".bad")?.getAttribute("data-enhanced")).toBe("good");
    bus.off("module:error", errors);
    document.removeEventListener("enhance:error", domEvent);
  });

  it("given a chunk that fails to load once, retries the import once after 1 s and mounts", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.append(Object.assign(document.createElement("div"), { className: "flaky" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const mount = vi.fn(() => undefined);
    const load = vi
      .fn<ModuleDefinition["load"]>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ mount });
    start([defineModule({ name: "flaky", selector: ".flaky", strategy: "eager", load })]);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('module "flaky" failed to load; retrying once in 1 s'),
      expect.anything(),
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it("given a chunk that fails twice, reports a load error naming the retry and gives up", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.append(Object.assign(document.createElement("div"), { className: "gone" }));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = vi.fn<ModuleDefinition["load"]>().mockRejectedValue(new TypeError("404"));
    const app = start([defineModule({ name: "gone", selector: ".gone", strategy: "eager", load })]);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(app.records()[0]).toMatchObject({ name: "gone", state: "failed", error: "TypeError: 404" });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('module "gone" failed to load (after one retry)'),
      expect.anything(),
      expect.anything(),
    );
  });

  it("given several instances of a module whose chunk fails once, retries the import once for all of them", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (let index = 0; index < 3; index += 1) {
      document.body.append(Object.assign(document.createElement("div"), { className: "shared" }));
    }
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const mount = vi.fn(() => undefined);
    const load = vi
      .fn<ModuleDefinition["load"]>()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue({ mount });
    start([defineModule({ name: "shared", selector: ".shared", strategy: "eager", load })]);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(mount).toHaveBeenCalledTimes(3);
  });

  it("given data-enhance-strategy on an element, uses that strategy instead of the module's", async () => {
    const element = Object.assign(document.createElement("div"), { className: "lazy" });
    element.setAttribute("data-enhance-strategy", "eager");
    document.body.append(element);
    const lazy = counterModule("lazy", ".lazy", "interaction");
    const app = start([lazy.definition]);
    await settle();
    expect(app.records()[0]?.strategy).toBe("eager");
    expect(lazy.mounts).toHaveLength(1);
  });

  it("given two visible modules on one element, mounts both when it comes into view", async () => {
    const observers = controlIntersection();
    const header = Object.assign(document.createElement("header"), { className: "menu" });
    document.body.append(header);
    const search = counterModule("menu-search", ".menu", "visible");
    const mobileMenu = counterModule("mobile-menu", ".menu", "visible");
    start([search.definition, mobileMenu.definition]);
    await settle();
    expect(search.mounts).toHaveLength(0);
    observers.show(header);
    await settle();
    expect(search.mounts).toEqual([header]);
    expect(mobileMenu.mounts).toEqual([header]);
  });

  it("given the interaction strategy, mounts on the first pointer or focus event", async () => {
    const element = Object.assign(document.createElement("button"), { className: "later" });
    document.body.append(element);
    const later = counterModule("later", ".later", "interaction");
    start([later.definition]);
    await settle();
    expect(later.mounts).toHaveLength(0);
    element.dispatchEvent(new Event("focusin"));
    await settle();
    expect(later.mounts).toHaveLength(1);
  });

  it("given an element named by the deep-link hash, mounts it eagerly", async () => {
    window.history.replaceState(null, "", "#named|1");
    const element = Object.assign(document.createElement("div"), { className: "idle-one", id: "named" });
    document.body.append(element);
    const idle = counterModule("idle-one", ".idle-one", "interaction");
    const app = start([idle.definition]);
    await settle();
    // Mounted at once, as the router read the hash, without the interaction its strategy waits for.
    expect(idle.mounts).toEqual([element]);
    expect(app.records()[0]?.state).toBe("mounted");
    window.history.replaceState(null, "", "#");
  });

  it("given a hash that changes later to name a module, mounts it at once", async () => {
    window.history.replaceState(null, "", "#");
    const element = Object.assign(document.createElement("div"), { className: "far-away", id: "far" });
    document.body.append(element);
    const far = counterModule("far-away", ".far-away", "interaction");
    const app = start([far.definition]);
    await settle();
    expect(far.mounts).toHaveLength(0);
    window.history.replaceState(null, "", "#far|2");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await settle();
    expect(far.mounts).toHaveLength(1);
    element.dispatchEvent(new Event("focusin"));
    await settle();
    expect(far.mounts).toHaveLength(1);
    expect(app.records()[0]?.state).toBe("mounted");
    window.history.replaceState(null, "", "#");
  });

  it("given a module that recognises the hash itself, mounts it eagerly", async () => {
    window.history.replaceState(null, "", "#tab-pricing");
    document.body.append(Object.assign(document.createElement("div"), { className: "named-tabs" }));
    const matchesHash = vi.fn((_element: Element, hash: string) => hash === "tab-pricing");
    const named = defineModule({
      name: "named",
      selector: ".named-tabs",
      strategy: "interaction",
      matchesHash,
      load: async () => ({ mount: () => undefined }),
    });
    const app = start([named]);
    await settle();
    expect(matchesHash).toHaveBeenCalledWith(expect.any(HTMLElement), "tab-pricing");
    expect(app.records()[0]?.state).toBe("mounted");
    window.history.replaceState(null, "", "#");
  });

  it("given a definition whose appliesTo says no, never loads it; a throwing appliesTo loads it anyway", async () => {
    document.body.append(Object.assign(document.createElement("div"), { className: "page-wide" }));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const skipped = vi.fn<ModuleDefinition["load"]>().mockResolvedValue({ mount: () => undefined });
    const loaded = vi.fn<ModuleDefinition["load"]>().mockResolvedValue({ mount: () => undefined });
    start([
      defineModule({
        name: "skipped",
        selector: ".page-wide",
        strategy: "eager",
        appliesTo: () => false,
        load: skipped,
      }),
      defineModule({
        name: "loaded",
        selector: ".page-wide",
        strategy: "eager",
        appliesTo: () => {
          throw new Error("broken check");
        },
        load: loaded,
      }),
    ]);
    await settle();
    expect(skipped).not.toHaveBeenCalled();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  describe("the enhance:error contract", () => {
    function failingModule() {
      document.body.append(Object.assign(document.createElement("div"), { className: "broken" }));
      return defineModule({
        name: "broken",
        selector: ".broken",
        strategy: "eager",
        load: async () => ({
          mount: () => {
            throw new Error("boom");
          },
        }),
      });
    }

    it("dispatches enhance:error before anything is logged", async () => {
      const order: string[] = [];
      vi.spyOn(console, "error").mockImplementation(() => void order.push("logged"));
      const listener = (): void => void order.push("dispatched");
      document.addEventListener("enhance:error", listener);
      start([failingModule()]);
      await settle();
      document.removeEventListener("enhance:error", listener);
      expect(order).toEqual(["dispatched", "logged"]);
    });

    it("given a listener that calls preventDefault(), logs nothing; the bus still hears the error", async () => {
      const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const errors = vi.fn();
      bus.on("module:error", errors);
      const handled = vi.fn((event: Event) => event.preventDefault());
      document.addEventListener("enhance:error", handled);
      const app = start([failingModule()]);
      await settle();
      document.removeEventListener("enhance:error", handled);
      bus.off("module:error", errors);
      expect(handled).toHaveBeenCalledTimes(1);
      expect(errors).toHaveBeenCalledWith(expect.objectContaining({ name: "broken", phase: "mount" }));
      expect(app.records()[0]).toMatchObject({ state: "failed", error: "Error: boom" });
      expect(consoleError).not.toHaveBeenCalled();
    });

    it("given a module that added a listener before it threw, removes that listener", async () => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      document.body.append(Object.assign(document.createElement("button"), { className: "half" }));
      const clicks = vi.fn();
      start([
        defineModule({
          name: "half",
          selector: ".half",
          strategy: "eager",
          load: async () => ({
            mount: (element: HTMLElement, context: ModuleContext) => {
              element.addEventListener("click", clicks, { signal: context.signal });
              throw new Error("half mounted");
            },
          }),
        }),
      ]);
      await settle();
      document.querySelector<HTMLElement>(".half")?.click();
      expect(clicks).not.toHaveBeenCalled();
    });
  });

  describe("class and attribute changes", () => {
    it("given an element that gains a module's class later, mounts it after the 200 ms debounce", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const element = document.createElement("div");
      document.body.append(element);
      const widget = counterModule("widget", ".widget");
      start([widget.definition]);
      await vi.advanceTimersByTimeAsync(0);
      element.classList.add("widget");
      await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS - 1);
      expect(widget.mounts).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(widget.mounts).toEqual([element]);
      expect(element.getAttribute("data-enhanced")).toBe("widget");
    });

    it("given a module element that loses its class, unmounts it after the 200 ms debounce", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const element = Object.assign(document.createElement("div"), { className: "widget" });
      document.body.append(element);
      const widget = counterModule("widget", ".widget");
      start([widget.definition]);
      await vi.advanceTimersByTimeAsync(0);
      expect(widget.mounts).toEqual([element]);
      element.classList.remove("widget");
      await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS - 1);
      expect(widget.cleanups).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(widget.cleanups).toEqual([element]);
      expect(element.hasAttribute("data-enhanced")).toBe(false);
    });

    it("given an ancestor whose class makes a descendant stop matching, unmounts the descendant", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const group = document.createElement("section");
      const item = Object.assign(document.createElement("div"), { className: "item" });
      group.append(item);
      document.body.append(group);
      const loose = counterModule("loose-item", ".item:not(.group .item)");
      start([loose.definition]);
      await vi.advanceTimersByTimeAsync(0);
      expect(loose.mounts).toEqual([item]);
      group.classList.add("group");
      await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS);
      expect(loose.cleanups).toEqual([item]);
    });

    it("given an attribute a selector names, mounts when it appears", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const element = document.createElement("div");
      document.body.append(element);
      const views = counterModule("views", "[data-views]");
      start([views.definition]);
      await vi.advanceTimersByTimeAsync(0);
      element.setAttribute("data-views", "{}");
      await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS);
      expect(views.mounts).toEqual([element]);
    });
    it("given a module that rewrites the attribute its selector names, keeps it mounted instead of looping", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const frame = document.createElement("iframe");
      frame.setAttribute("data-lazy-src", "https://player.example/video/1");
      document.body.append(frame);
      const mounts: Element[] = [];
      const cleanups: Element[] = [];
      start([
        defineModule({
          name: "lazy-player",
          selector: "iframe[data-lazy-src]",
          strategy: "eager",
          load: async () => ({
            mount: (element: HTMLElement) => {
              mounts.push(element);
              // As a video module does: it takes the lazy address over and gives it back on cleanup.
              const address = element.getAttribute("data-lazy-src") ?? "";
              element.removeAttribute("data-lazy-src");
              return () => {
                cleanups.push(element);
                element.setAttribute("data-lazy-src", address);
              };
            },
          }),
        }),
      ]);
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS * 5);
      expect(mounts).toEqual([frame]);
      expect(cleanups).toEqual([]);
    });
  });

  it("given an SVG element that matches a selector, leaves it alone and mounts the HTML one", async () => {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "widget");
    const html = Object.assign(document.createElement("div"), { className: "widget" });
    document.body.append(svg, html);
    const widget = counterModule("widget", ".widget");
    const app = start([widget.definition]);
    await settle();
    expect(widget.mounts).toEqual([html]);
    expect(app.records()).toHaveLength(1);
  });

  it("given modules inserted and removed many times, keeps only live instances and a bounded history", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const widget = counterModule("widget", ".widget");
    const app = start([widget.definition]);
    const resident = Object.assign(document.createElement("div"), { className: "widget" });
    document.body.append(resident);
    for (let round = 0; round < HISTORY_LIMIT + 50; round += 1) {
      const element = Object.assign(document.createElement("div"), { className: "widget" });
      document.body.append(element);
      await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS);
      element.remove();
    }
    await vi.advanceTimersByTimeAsync(MUTATION_DEBOUNCE_MS);
    expect(widget.cleanups).toHaveLength(HISTORY_LIMIT + 50);
    const records = app.records();
    expect(records).toHaveLength(1 + HISTORY_LIMIT);
    expect(records[0]).toMatchObject({ state: "mounted", element: "div.widget" });
    expect(records.slice(1).every((record) => record.state === "unmounted")).toBe(true);
    expect(records.some((record) => typeof record.element !== "string")).toBe(false);
  });
});

describe("unmountWhere (the builder's refresh)", () => {
  it("unmounts only the instances it is told to, and a scan of the same element mounts them again", async () => {
    const first = Object.assign(document.createElement("div"), { className: "widget", id: "first" });
    const second = Object.assign(document.createElement("div"), { className: "widget", id: "second" });
    document.body.append(first, second);
    const widget = counterModule("widget", ".widget");
    const app = start([widget.definition]);
    await settle();
    expect(widget.mounts).toEqual([first, second]);

    app.unmountWhere((element, selector) => element === first && selector === ".widget");
    expect(widget.cleanups).toEqual([first]);
    expect(first.hasAttribute("data-enhanced")).toBe(false);
    expect(second.getAttribute("data-enhanced")).toBe("widget");

    app.scan(first);
    await settle();
    expect(widget.mounts).toEqual([first, second, first]);
    expect(first.getAttribute("data-enhanced")).toBe("widget");
  });
});
