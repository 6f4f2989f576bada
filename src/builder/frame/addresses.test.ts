import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../test-support/context";
import { moduleAddress } from "../model/layout";
import { ADDRESS_ATTRIBUTE, elementAt, writeAddresses } from "./addresses";

afterEach(() => {
  document.body.replaceChildren();
});

const LAYOUT = `
  <div class="et_pb_section" id="s0">
    <div class="et_pb_row" id="r00">
      <div class="et_pb_column" id="c000">
        <div class="et_pb_module et_pb_text" id="m0000"></div>
        <div class="et_pb_row_inner" id="ri0001">
          <div class="et_pb_column et_pb_column_inner" id="ci00010">
            <div class="et_pb_module et_pb_tabs" id="m000100"></div>
          </div>
        </div>
      </div>
      <div class="et_pb_column" id="c001"><div><div class="et_pb_module" id="m0010"></div></div></div>
    </div>
  </div>
  <div class="et_pb_section et_pb_fullwidth_section" id="s1">
    <div class="et_pb_module et_pb_fullwidth_header" id="m10"></div>
  </div>`;

describe("writeAddresses", () => {
  it("gives every layout element its dot-separated indexes under the nearest layout element around it", () => {
    render(LAYOUT);
    writeAddresses(document);
    const addressOf = (id: string): string | null =>
      document.getElementById(id)!.getAttribute(ADDRESS_ATTRIBUTE);
    expect(addressOf("s0")).toBe("0");
    expect(addressOf("r00")).toBe("0.0");
    expect(addressOf("c000")).toBe("0.0.0");
    expect(addressOf("m0000")).toBe("0.0.0.0");
    expect(addressOf("ri0001")).toBe("0.0.0.1");
    expect(addressOf("ci00010")).toBe("0.0.0.1.0");
    expect(addressOf("m000100")).toBe("0.0.0.1.0.0");
    expect(addressOf("c001")).toBe("0.0.1");
    expect(addressOf("m0010")).toBe("0.0.1.0");
    expect(addressOf("s1")).toBe("1");
    expect(addressOf("m10")).toBe("1.0");
  });

  it("given a module removed, renumbers the ones after it", () => {
    render(LAYOUT);
    writeAddresses(document);
    document.getElementById("s0")!.remove();
    writeAddresses(document);
    expect(document.getElementById("m10")!.getAttribute(ADDRESS_ATTRIBUTE)).toBe("0.0");
  });
});

describe("elementAt", () => {
  it("finds the layout element with that address", () => {
    render(LAYOUT);
    writeAddresses(document);
    expect(elementAt(document, "0.0.0.1.0.0")?.id).toBe("m000100");
    expect(elementAt(document, "7")).toBeNull();
  });

  it("given an address that is not all numeric parts, finds nothing and never builds a selector from it", () => {
    render(LAYOUT);
    writeAddresses(document);
    expect(elementAt(document, '0"],*,[x="')).toBeNull();
    expect(elementAt(document, "0.a")).toBeNull();
  });
});

describe("moduleAddress, the rule elementAt reads addresses by (spec 5: all numeric parts, else empty)", () => {
  it.each([
    ["0", "0"],
    ["1.2.3", "1.2.3"],
    ["", ""],
    ["1..2", ""],
    ["1.x", ""],
    [" 1", ""],
  ])("%j gives %j", (address, expected) => {
    expect(moduleAddress(address)).toBe(expected);
  });
});
