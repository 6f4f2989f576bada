import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestContext, render } from "../test-support/context";
import { attributesOf, mountIsland, moveNode, useAdopt } from "./island";

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

describe("moving the server's nodes (moveBefore where the browser has it)", () => {
  type MovingPrototype = { moveBefore?: (node: Node, child: Node | null) => void };
  const prototype = Element.prototype as unknown as MovingPrototype;
  afterEach(() => {
    delete prototype.moveBefore;
  });

  /** A browser with moveBefore: records each move and whether both ends were in the page, then moves. */
  function withMoveBefore(): Array<{ node: Node; into: Node; intoParent: Node | null; connected: boolean }> {
    const moves: Array<{ node: Node; into: Node; intoParent: Node | null; connected: boolean }> = [];
    prototype.moveBefore = function (this: Element, node: Node, child: Node | null) {
      moves.push({
        node,
        into: this,
        intoParent: this.parentNode,
        connected: this.isConnected && node.isConnected,
      });
      this.insertBefore(node, child);
    };
    return moves;
  }

  it("moves each server node, while it is in the page, into a hidden holder and then into the island: never removed in between", () => {
    const moves = withMoveBefore();
    const container = render(
      '<div class="host"><p class="original"><iframe title="video"></iframe></p></div>',
    );
    const host = container.querySelector<HTMLElement>(".host")!;
    const original = host.querySelector("p")!;
    act(() => void mountIsland(host, createTestContext(host), () => <Wrapper nodes={[original]} />));
    const movesOfOriginal = moves.filter((move) => move.node === original);
    expect(movesOfOriginal.map((move) => (move.into as Element).className || "holder")).toEqual([
      "holder",
      "wrapper",
    ]);
    expect(movesOfOriginal.every((move) => move.connected)).toBe(true);
    // At the end of the body, not beside the host, whose :last-child it would end.
    expect(movesOfOriginal[0]!.intoParent).toBe(document.body);
    expect(host.querySelector("section.wrapper > p.original > iframe")).not.toBeNull();
    // The holder has left the page.
    expect(document.querySelectorAll("div[hidden]")).toHaveLength(0);
  });

  it("given render() itself throws, the server's nodes are back in the host and the error goes on", () => {
    withMoveBefore();
    const container = render('<div class="host"><p class="original">Server text</p></div>');
    const host = container.querySelector<HTMLElement>(".host")!;
    const original = host.querySelector("p")!;
    expect(() =>
      mountIsland(host, createTestContext(host), () => {
        throw new Error("render() failed");
      }),
    ).toThrow("render() failed");
    expect([...host.childNodes]).toEqual([original]);
    expect(document.querySelectorAll("div[hidden]")).toHaveLength(0);
  });

  it("moveNode inserts as usual where there is no moveBefore, or where it refuses the move", () => {
    const container = render('<div class="from"><b>node</b></div><div class="to"></div>');
    const node = container.querySelector("b")!;
    const to = container.querySelector(".to")!;
    moveNode(to, node);
    expect(node.parentNode).toBe(to);
    prototype.moveBefore = () => {
      throw new DOMException("different roots", "HierarchyRequestError");
    };
    const back = container.querySelector(".from")!;
    moveNode(back, node);
    expect(node.parentNode).toBe(back);
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
