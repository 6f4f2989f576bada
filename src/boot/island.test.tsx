import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../test-support/context";
import { attributesOf, mountIsland, useAdopt } from "./island";

afterEach(() => document.body.replaceChildren());

function Broken(): never {
  throw new Error("render failed");
}

function Wrapper({ nodes }: { nodes: readonly Node[] }) {
  const adopt = useAdopt<HTMLElement>(nodes);
  return <section className="wrapper" ref={adopt} />;
}

describe("mountIsland", () => {
  it("renders inside the host, keeps the host, and moves the original nodes into the rendered structure", () => {
    const container = render('<div class="host" id="keep"><p class="original">Server text</p></div>');
    const host = container.querySelector<HTMLElement>(".host")!;
    const original = host.querySelector("p")!;
    act(() => void mountIsland(host, createTestContext(host), () => <Wrapper nodes={[original]} />));
    expect(container.querySelector(".host")).toBe(host);
    expect(host.querySelector("section.wrapper > p.original")).toBe(original);
  });

  it("given an island that throws while rendering, reports it and shows the server HTML again", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const container = render('<div class="host"><p class="original">Server text</p></div>');
    const host = container.querySelector<HTMLElement>(".host")!;
    const original = host.querySelector("p")!;
    const context = createTestContext(host);
    act(() => void mountIsland(host, context, () => <Broken />));
    expect(context.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "render failed" }),
      "render",
    );
    expect(host.querySelector("p.original")).toBe(original);
    expect(host.textContent).toBe("Server text");
  });

  it("on cleanup, puts every adopted node back where it was", () => {
    const container = render(
      '<div class="host"><div class="inner"><b>one</b><i>two</i></div><p>three</p></div>',
    );
    const host = container.querySelector<HTMLElement>(".host")!;
    const before = new XMLSerializer().serializeToString(host);
    const nodes = [...host.querySelector(".inner")!.childNodes];
    let cleanup: () => void = () => undefined;
    act(() => void (cleanup = mountIsland(host, createTestContext(host), () => <Wrapper nodes={nodes} />)));
    act(() => cleanup());
    expect(new XMLSerializer().serializeToString(host)).toBe(before);
  });
});

describe("attributesOf", () => {
  it("copies attributes as React props, the style as an object, and never event handlers", () => {
    const element = render(
      '<div class="a b" id="x" data-id="7" aria-label="L" tabindex="0" onclick="alert(1)" style="border-top-color: red; --gap: 4px; -webkit-line-clamp: 2"></div>',
    ).firstElementChild!;
    const props = attributesOf(element);
    expect(props).toMatchObject({
      className: "a b",
      id: "x",
      "data-id": "7",
      "aria-label": "L",
      tabIndex: "0",
    });
    expect(props["onclick"]).toBeUndefined();
    expect(props["style"]).toEqual({ borderTopColor: "red", "--gap": "4px", WebkitLineClamp: "2" });
  });
});
