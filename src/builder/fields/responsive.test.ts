import { describe, expect, it } from "vitest";
import {
  formatLastEdited,
  hoverEnabledFieldName,
  hoverFieldName,
  hoverValue,
  isHoverEnabled,
  isResponsive,
  parseLastEdited,
  responsiveFieldName,
  responsiveValue,
  responsiveValues,
} from "./responsive";

describe("responsive fields", () => {
  it("names the device variants with _tablet and _phone", () => {
    expect(responsiveFieldName("font_size", "desktop")).toBe("font_size");
    expect(responsiveFieldName("font_size", "tablet")).toBe("font_size_tablet");
    expect(responsiveFieldName("font_size", "phone")).toBe("font_size_phone");
  });

  it.each([
    ["on|phone", { enabled: true, device: "phone" }],
    ["on|tablet", { enabled: true, device: "tablet" }],
    ["on|desktop", { enabled: true, device: "desktop" }],
    ["off|desktop", { enabled: false, device: "desktop" }],
    [" on | phone ", { enabled: true, device: "phone" }],
    ["on", { enabled: true, device: "desktop" }],
    ["on|watch", { enabled: true, device: "desktop" }],
    ["yes|phone", { enabled: false, device: "phone" }],
    ["", { enabled: false, device: "desktop" }],
    [undefined, { enabled: false, device: "desktop" }],
  ])("reads _last_edited %j", (value, expected) => {
    expect(parseLastEdited(value)).toEqual(expected);
  });

  it("writes _last_edited as on|device or off|desktop", () => {
    expect(formatLastEdited(true, "phone")).toBe("on|phone");
    expect(formatLastEdited(true)).toBe("on|desktop");
    expect(formatLastEdited(false, "phone")).toBe("off|desktop");
  });

  const values = {
    padding: "10px",
    padding_tablet: "8px",
    padding_phone: "4px",
    padding_last_edited: "on|phone",
    margin: "20px",
    margin_tablet: "",
    margin_phone: "5px",
    margin_last_edited: "on|tablet",
    width: "50%",
    width_tablet: "80%",
    width_phone: "100%",
    width_last_edited: "off|desktop",
  };

  it("uses each device's own value while responsive editing is on", () => {
    expect(isResponsive(values, "padding")).toBe(true);
    expect(responsiveValues(values, "padding")).toEqual({ desktop: "10px", tablet: "8px", phone: "4px" });
  });

  it("falls back from phone to tablet to desktop over empty values", () => {
    expect(responsiveValues(values, "margin")).toEqual({ desktop: "20px", tablet: "20px", phone: "5px" });
    expect(responsiveValue({ a: "1", a_tablet: "2", a_last_edited: "on|tablet" }, "a", "phone")).toBe("2");
  });

  it("ignores the device values while responsive editing is off or unset", () => {
    expect(isResponsive(values, "width")).toBe(false);
    expect(responsiveValues(values, "width")).toEqual({ desktop: "50%", tablet: "50%", phone: "50%" });
    expect(responsiveValue({ a: "1", a_phone: "3" }, "a", "phone")).toBe("1");
  });

  it("gives undefined when nothing is set", () => {
    expect(responsiveValue({}, "a", "phone")).toBeUndefined();
    expect(responsiveValue({ a: "", a_last_edited: "on|phone" }, "a", "tablet")).toBeUndefined();
  });
});

describe("hover fields", () => {
  it("names the hover variants __hover and __hover_enabled", () => {
    expect(hoverFieldName("background_color")).toBe("background_color__hover");
    expect(hoverEnabledFieldName("background_color")).toBe("background_color__hover_enabled");
  });

  it.each([
    ["on", true],
    ["on|hover", true],
    ["on|desktop", true],
    ["off|hover", false],
    ["off", false],
    ["", false],
    [" on", false],
    ["yes", false],
  ])("given __hover_enabled %j, hover is enabled: %s (it must start with on)", (value, enabled) => {
    expect(isHoverEnabled({ color__hover_enabled: value }, "color")).toBe(enabled);
  });

  it("uses the hover value only while hover is enabled and set", () => {
    expect(
      hoverValue({ color: "red", color__hover: "blue", color__hover_enabled: "on|hover" }, "color"),
    ).toBe("blue");
    expect(
      hoverValue({ color: "red", color__hover: "blue", color__hover_enabled: "off|hover" }, "color"),
    ).toBe("red");
    expect(hoverValue({ color: "red", color__hover: "", color__hover_enabled: "on|hover" }, "color")).toBe(
      "red",
    );
    expect(hoverValue({ color__hover_enabled: "on" }, "color")).toBeUndefined();
  });
});
