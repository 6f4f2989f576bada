import { describe, expect, it } from "vitest";
import { LINK_RELATIONS, formatLinkRelation, linkRelAttribute, parseLinkRelation } from "./link-relation";

describe("link relation flags", () => {
  it("pins the spec's order of the flags: bookmark, external, nofollow, noreferrer, noopener", () => {
    expect(LINK_RELATIONS).toEqual(["bookmark", "external", "nofollow", "noreferrer", "noopener"]);
  });

  it.each([
    ["on|off|off|off|off", ["bookmark"]],
    ["off|on|off|off|off", ["external"]],
    ["off|off|on|off|off", ["nofollow"]],
    ["off|off|off|on|off", ["noreferrer"]],
    ["off|off|off|off|on", ["noopener"]],
    ["on|on|on|on|on", ["bookmark", "external", "nofollow", "noreferrer", "noopener"]],
    ["off|on|on", ["external", "nofollow"]],
    ["off|off|off|off|off", []],
    ["", []],
    [undefined, []],
    ["yes|on", ["external"]],
  ])("reads %j as %j", (value, relations) => {
    expect(parseLinkRelation(value)).toEqual(relations);
  });

  it("gives the rel attribute value", () => {
    expect(linkRelAttribute("off|on|on|off|on")).toBe("external nofollow noopener");
    expect(linkRelAttribute("off|off")).toBe("");
  });

  it("writes all five flags in order", () => {
    expect(formatLinkRelation(["noopener", "bookmark"])).toBe("on|off|off|off|on");
    expect(formatLinkRelation([])).toBe("off|off|off|off|off");
  });
});
