import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bus } from "../core/bus";
import { CHUNK_RETRY_DELAY_MS } from "../core/load-once";
import type { EnhanceApp } from "./app";
import { mountParsedIsland } from "./island";
import { defineEnhancer, defineModule, type ModuleContext, type ModuleDefinition } from "./types";

type AppModule = typeof import("./app");

const apps: EnhanceApp[] = [];

async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function element(className: string): HTMLElement {
  const created = Object.assign(document.createElement("div"), { className });
  document.body.append(created);
  return created;
}

beforeAll(async () => {
  await Promise.all([import("./runtime"), import("./page"), import("../core/config")]);
});

beforeEach(() => {
  document.body.replaceChildren();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

afterEach(() => {
  for (const app of apps.splice(0)) app.stop();
  vi.useRealTimers();
  vi.doUnmock("../core/config");
  vi.resetModules();
});

async function startWith(
  definitions: readonly ModuleDefinition[],
  options?: Parameters<AppModule["createApp"]>[2],
): Promise<EnhanceApp> {
  const { createApp } = await import("./app");
  const app = createApp(definitions, window, options);
  apps.push(app);
  return app;
}

describe("a module that leaves its markup as it is", () => {
  it("is recorded as declined with its reason; nothing is set on its element and it is not announced", async () => {
    const host = element("odd");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const mounted = vi.fn();
    bus.on("module:mounted", mounted);
    let signal: AbortSignal | undefined;
    const app = await startWith([
      defineEnhancer({
        name: "odd",
        selector: ".odd",
        strategy: "eager",
        load: async () => ({
          readsConfig: false,
          mount: (target: HTMLElement, context: ModuleContext) => {
            signal = context.signal;
            return context.decline("no list of items", target);
          },
        }),
      }),
    ]);
    await settle();
    expect(app.records()[0]).toMatchObject({ name: "odd", state: "declined", reason: "no list of items" });
    expect(app.records()[0]?.error).toBeUndefined();
    expect(host.hasAttribute("data-enhanced")).toBe(false);
    expect([...host.attributes].map((attribute) => attribute.name)).toEqual(["class"]);
    expect(mounted).not.toHaveBeenCalled();
    expect(signal?.aborted).toBe(true);
    expect(warn).toHaveBeenCalledWith("[enhance:odd] left as it is: no list of items", host);
    bus.off("module:mounted", mounted);
  });

  it("given an island whose parse fails, declines with the parse's reason and keeps the server markup", async () => {
    const host = element("island");
    const paragraph = Object.assign(document.createElement("p"), { textContent: "server text" });
    host.append(paragraph);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const render = vi.fn(() => null);
    const app = await startWith([
      defineModule({
        name: "island",
        selector: ".island",
        strategy: "eager",
        load: async () => ({
          readsConfig: false,
          mount: (target: HTMLElement, context: ModuleContext) =>
            mountParsedIsland(target, context, { ok: false, reason: "no .et_pb_slides" }, render),
        }),
      }),
    ]);
    await settle();
    expect(app.records()[0]).toMatchObject({ state: "declined", reason: "no .et_pb_slides" });
    expect(render).not.toHaveBeenCalled();
    expect(host.firstElementChild).toBe(paragraph);
    expect(host.hasAttribute("data-enhanced")).toBe(false);
  });

  it("given a declined module whose element leaves the page, keeps it declined in the history", async () => {
    const host = element("gone-odd");
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const app = await startWith([
      defineEnhancer({
        name: "gone-odd",
        selector: ".gone-odd",
        strategy: "eager",
        load: async () => ({
          mount: (_target: HTMLElement, context: ModuleContext) => context.decline("empty"),
        }),
      }),
    ]);
    await settle();
    host.remove();
    app.sweep();
    expect(app.records()).toEqual([expect.objectContaining({ state: "declined", reason: "empty" })]);
  });
});

describe("the config chunk", () => {
  it("given a config chunk that never arrives, mounts the modules that read no config at once", async () => {
    vi.doMock("../core/config", () => new Promise(() => undefined));
    const free = element("free");
    element("reader");
    const readerMount = vi.fn(() => undefined);
    const app = await startWith([
      defineEnhancer({
        name: "free",
        selector: ".free",
        strategy: "eager",
        load: async () => ({ readsConfig: false, mount: () => undefined }),
      }),
      defineEnhancer({
        name: "reader",
        selector: ".reader",
        strategy: "eager",
        load: async () => ({ mount: readerMount }),
      }),
    ]);
    await settle();
    expect(free.getAttribute("data-enhanced")).toBe("free");
    expect(readerMount).not.toHaveBeenCalled();
    expect(app.records().map((record) => [record.name, record.state])).toEqual([
      ["free", "mounted"],
      ["reader", "loading"],
    ]);
  });

  it("given a config chunk that fails twice, fails only the module that reads config, after the one retry, and marks it data-enhance-failed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.doMock("../core/config", () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const free = element("free");
    const reader = element("reader");
    const app = await startWith([
      defineEnhancer({
        name: "free",
        selector: ".free",
        strategy: "eager",
        load: async () => ({ readsConfig: false, mount: () => undefined }),
      }),
      defineEnhancer({
        name: "reader",
        selector: ".reader",
        strategy: "eager",
        load: async () => ({
          mount: (_target: HTMLElement, context: ModuleContext) => void context.config.pbCustom.next,
        }),
      }),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(free.getAttribute("data-enhanced")).toBe("free");
    expect(app.records()[1]?.state).toBe("loading");
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    expect(app.records()[1]).toMatchObject({ name: "reader", state: "failed" });
    expect(app.records()[1]?.error).toContain('needs the shared chunk "config"');
    expect(reader.hasAttribute("data-enhanced")).toBe(false);
    expect(free.getAttribute("data-enhanced")).toBe("free");
    // enhance.css lets go of the reader's at-rest state; the module that mounted has none to let go of.
    expect(reader.getAttribute("data-enhance-failed")).toBe("reader");
    expect(free.hasAttribute("data-enhance-failed")).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('module "reader" failed to mount'),
      expect.anything(),
      expect.anything(),
    );
  });
});

describe("preloading", () => {
  const chunks = {
    runtime: ["./chunks/runtime-a.js", "./chunks/motion-b.js"],
    react: ["./chunks/island-c.js", "./chunks/react-d.js"],
  };
  const preloaded = (): string[] =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      new URL(link.href).pathname.replace(/^.*\/chunks\//, ""),
    );
  const never = (): Promise<never> => new Promise(() => undefined);

  it("given a page with an enhancer only, preloads the runtime at scan time and never React", async () => {
    element("plain");
    await startWith(
      [defineEnhancer({ name: "plain", selector: ".plain", strategy: "visible", load: never })],
      { chunks },
    );
    expect(preloaded()).toEqual(["runtime-a.js", "motion-b.js"]);
  });

  it("given islands on the page, preloads React and the island helper once, before any of them is visible", async () => {
    element("first");
    element("first");
    element("second");
    await startWith(
      [
        defineModule({ name: "first", selector: ".first", strategy: "visible", load: never }),
        defineModule({ name: "second", selector: ".second", strategy: "visible", load: never }),
      ],
      { chunks },
    );
    expect(preloaded()).toEqual(["runtime-a.js", "motion-b.js", "island-c.js", "react-d.js"]);
  });

  it("given a scan that finds an enhancer and islands, adds all their preload links to the head in one insertion", async () => {
    element("plain");
    element("first");
    const insertions: number[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        if (record.addedNodes.length > 0) insertions.push(record.addedNodes.length);
    });
    observer.observe(document.head, { childList: true });
    await startWith(
      [
        defineEnhancer({ name: "plain", selector: ".plain", strategy: "visible", load: never }),
        defineModule({ name: "first", selector: ".first", strategy: "visible", load: never }),
      ],
      { chunks },
    );
    observer.disconnect();
    expect(insertions).toEqual([4]);
    expect(preloaded()).toEqual(["runtime-a.js", "motion-b.js", "island-c.js", "react-d.js"]);
  });

  it("given no module on the page, preloads nothing", async () => {
    await startWith([defineModule({ name: "absent", selector: ".absent", load: never })], { chunks });
    expect(preloaded()).toEqual([]);
  });
});
