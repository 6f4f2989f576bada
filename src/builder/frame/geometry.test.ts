import { describe, expect, it } from "vitest";
import {
  MAX_SCROLL_MS,
  MIN_SCROLL_MS,
  configuredScrollLocation,
  previewDeviceOf,
  scaledHeight,
  scrollDuration,
  scrollScaleOf,
  scrollTargetFor,
} from "./geometry";

describe("scrollDuration (spec 9: 400 ms per 1000 px, 800 to 6000 ms)", () => {
  it("given a short distance, takes the 800 ms minimum", () => {
    expect(scrollDuration(100, false)).toBe(MIN_SCROLL_MS);
    expect(scrollDuration(2000, false)).toBe(800);
  });

  it("given a middle distance, takes 400 ms per 1000 px, up or down", () => {
    expect(scrollDuration(5000, false)).toBe(2000);
    expect(scrollDuration(-5000, false)).toBe(2000);
  });

  it("given a long distance, takes the 6000 ms maximum", () => {
    expect(scrollDuration(15000, false)).toBe(6000);
    expect(scrollDuration(40000, false)).toBe(MAX_SCROLL_MS);
  });

  it("given reduced motion, is instant", () => {
    expect(scrollDuration(5000, true)).toBe(0);
  });
});

describe("view modes", () => {
  it("tablet and phone preview their device class; the others follow the frame's width", () => {
    expect(previewDeviceOf("tablet")).toBe("tablet");
    expect(previewDeviceOf("phone")).toBe("phone");
    expect(previewDeviceOf("desktop")).toBeNull();
    expect(previewDeviceOf("zoom")).toBeNull();
    expect(previewDeviceOf("wireframe")).toBeNull();
  });

  it("zoom doubles the scroll scale and halves heights", () => {
    expect(scrollScaleOf("zoom")).toBe(2);
    expect(scrollScaleOf("desktop")).toBe(1);
    expect(scaledHeight(600, scrollScaleOf("zoom"))).toBe(300);
    expect(scaledHeight(600, scrollScaleOf("phone"))).toBe(600);
  });
});

describe("scrollTargetFor", () => {
  it("given the app scroll location, scrolls the frame to the element's own top", () => {
    expect(scrollTargetFor(1200, "app", 90, 1)).toBe(1200);
  });

  it("given the top scroll location, scrolls the top window past the frame's offset", () => {
    expect(scrollTargetFor(1200, "top", 90, 1)).toBe(1290);
  });

  it("given the top scroll location in zoom, moves half as far in the top window", () => {
    expect(scrollTargetFor(1200, "top", 90, 2)).toBe(690);
  });

  it("never asks for a negative scroll position", () => {
    expect(scrollTargetFor(-50, "app", 0, 1)).toBe(0);
  });
});

describe("configuredScrollLocation", () => {
  const params = {
    builderScrollLocations: { desktop: "app", tablet: "top", phone: "top" },
    onloadScrollLocation: "app",
  };

  it("given the theme's builderScrollLocations, reads the view mode's device entry", () => {
    expect(configuredScrollLocation(params, "desktop")).toBe("app");
    expect(configuredScrollLocation(params, "tablet")).toBe("top");
    expect(configuredScrollLocation(params, "zoom")).toBe("app");
  });

  it("given only onloadScrollLocation, reads it", () => {
    expect(configuredScrollLocation({ onloadScrollLocation: "top" }, "phone")).toBe("top");
  });

  it("given nothing usable, is app", () => {
    expect(configuredScrollLocation(undefined, "desktop")).toBe("app");
    expect(configuredScrollLocation({ onloadScrollLocation: "sideways" }, "desktop")).toBe("app");
  });
});
