import { afterEach, describe, expect, it } from "vitest";
import { bus } from "../core/bus";
import { render } from "../test-support/context";
import { replayEarlyClicks } from "./click-replay";
import type { Instance, InstanceState } from "./instance";
import type { ModuleDefinition } from "./types";

function instanceOn(element: HTMLElement, state: InstanceState, name = "toggle"): Instance {
  return {
    definition: {
      name,
      selector: ".x",
      kind: "module",
      load: () => Promise.reject(new Error("unused")),
    } as ModuleDefinition,
    element,
    controller: new AbortController(),
    record: { name, element: "div", strategy: "visible", state, scheduledAt: 0 },
  };
}

function setUp(markup: string) {
  const module = render(markup).querySelector<HTMLElement>(".module")!;
  const instances: Instance[] = [instanceOn(module, "loading")];
  const stop = replayEarlyClicks(document, () => instances);
  stops.push(stop);
  const clicks: Element[] = [];
  module.addEventListener("click", (event) => clicks.push(event.target as Element));
  const mount = (): void => {
    instances[0]!.record.state = "mounted";
    bus.emit("module:mounted", { name: "toggle", element: module, loadMs: 0, mountMs: 0 });
  };
  return { module, instances, clicks, mount };
}

const stops: Array<() => void> = [];

describe("clicks on a module that has not mounted yet", () => {
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    document.body.replaceChildren();
  });

  it("given a click on a loading module, clicks the same element again right after the module mounts", () => {
    const { module, clicks, mount } = setUp('<div class="module"><h5 class="title">Title</h5></div>');
    const title = module.querySelector<HTMLElement>(".title")!;
    title.click();
    expect(clicks).toEqual([title]);
    mount();
    expect(clicks).toEqual([title, title]);
  });

  it("given two clicks before mount, replays only the last one, once", () => {
    const { module, clicks, mount } = setUp(
      '<div class="module"><h5 class="first">1</h5><h5 class="second">2</h5></div>',
    );
    const [first, second] = [...module.querySelectorAll<HTMLElement>("h5")];
    first!.click();
    second!.click();
    mount();
    expect(clicks).toEqual([first, second, second]);
    bus.emit("module:mounted", { name: "toggle", element: module, loadMs: 0, mountMs: 0 });
    expect(clicks).toHaveLength(3);
  });

  it("given a click on a link, a form control or a button the server answers, replays nothing", () => {
    const { module, clicks, mount } = setUp(
      '<div class="module"><a href="/post/">Read</a><button type="button">B</button><label>L <input></label></div>',
    );
    const link = module.querySelector("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    for (const element of module.querySelectorAll<HTMLElement>("a, button, label, input")) element.click();
    const before = clicks.length;
    mount();
    expect(clicks).toHaveLength(before);
  });

  it("given a click on a bare # link, prevents the jump to the top and replays it after mount", () => {
    const { module, clicks, mount } = setUp('<div class="module"><a href="#" class="arrow">Next</a></div>');
    const arrow = module.querySelector<HTMLElement>(".arrow")!;
    const prevented: boolean[] = [];
    document.addEventListener("click", (event) => prevented.push(event.defaultPrevented));
    arrow.click();
    expect(prevented).toEqual([true]);
    mount();
    expect(clicks).toEqual([arrow, arrow]);
    // The replay itself reaches the module: it is not prevented or kept again.
    expect(prevented).toEqual([true, false]);
  });

  it("given a click on a module that is already mounted, replays nothing", () => {
    const { module, instances, clicks } = setUp('<div class="module"><h5>T</h5></div>');
    instances[0]!.record.state = "mounted";
    module.querySelector<HTMLElement>("h5")!.click();
    bus.emit("module:mounted", { name: "toggle", element: module, loadMs: 0, mountMs: 0 });
    expect(clicks).toHaveLength(1);
  });

  it("given a second module on the same element still loading, waits until it has mounted too", () => {
    const { module, instances, clicks, mount } = setUp('<div class="module"><h5>T</h5></div>');
    const other = instanceOn(module, "loading", "other");
    instances.push(other);
    module.querySelector<HTMLElement>("h5")!.click();
    mount();
    expect(clicks).toHaveLength(1);
    other.record.state = "mounted";
    bus.emit("module:mounted", { name: "other", element: module, loadMs: 0, mountMs: 0 });
    expect(clicks).toHaveLength(2);
  });

  it("after stop, keeps no click", () => {
    const { module, clicks, mount } = setUp('<div class="module"><h5>T</h5></div>');
    for (const stop of stops.splice(0)) stop();
    module.querySelector<HTMLElement>("h5")!.click();
    mount();
    expect(clicks).toHaveLength(1);
  });
});
