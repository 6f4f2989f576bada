import { describe, expect, it } from "vitest";
import { formatToggle, isToggleValue, toggleValue } from "./toggle";

describe("toggle values", () => {
  it.each([
    ["on", true],
    ["yes", true],
    ["ON", true],
    [" yes ", true],
    ["off", false],
    ["no", false],
    ["No", false],
  ])("reads %j as %s whatever the default", (value, expected) => {
    expect(toggleValue(value, true)).toBe(expected);
    expect(toggleValue(value, false)).toBe(expected);
  });

  it.each(["default", "", "maybe", "1", undefined])("reads %j as the field's default", (value) => {
    expect(toggleValue(value, true)).toBe(true);
    expect(toggleValue(value, false)).toBe(false);
  });

  it("knows the five toggle values", () => {
    expect(["on", "off", "yes", "no", "default"].every(isToggleValue)).toBe(true);
    expect(["", "ON", "true", 1, null].some(isToggleValue)).toBe(false);
  });

  it("writes on/off, or yes/no for a field that speaks them", () => {
    expect([formatToggle(true), formatToggle(false)]).toEqual(["on", "off"]);
    expect([formatToggle(true, "yes-no"), formatToggle(false, "yes-no")]).toEqual(["yes", "no"]);
  });
});
