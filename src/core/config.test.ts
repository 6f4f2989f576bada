import { describe, expect, it, vi } from "vitest";
import { readSiteConfig } from "./config";

const quietLog = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() });

describe("readSiteConfig", () => {
  it("given the globals as WordPress prints them, coerces strings to numbers and flags", () => {
    const log = quietLog();
    const config = readSiteConfig(
      {
        et_pb_custom: {
          ajaxurl: "/wp-admin/admin-ajax.php",
          page_id: "31068",
          ab_bounce_rate: "7",
          ignore_waypoints: "yes",
          is_ab_testing_active: "",
          ab_tests: [{ post_id: "31068", test_id: 4 }],
          fill_message: "Please, fill in the following fields:",
          waypoints_options: [],
        },
      },
      log,
    );
    expect(config.pbCustom.present).toBe(true);
    expect(config.pbCustom.page_id).toBe("31068");
    expect(config.pbCustom.ab_bounce_rate).toBe(7);
    expect(config.pbCustom.ignore_waypoints).toBe(true);
    expect(config.pbCustom.is_ab_testing_active).toBe(false);
    expect(config.pbCustom.ab_tests).toEqual([{ post_id: "31068", test_id: "4" }]);
    expect(config.ajaxUrl).toBe("/wp-admin/admin-ajax.php");
    // `waypoints_options` (options of the theme's scroll-trigger library) is not read: entrance animations and
    // goals use the spec's own offsets.
    expect("waypoints_options" in config.pbCustom).toBe(false);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("given a malformed field, warns once naming the field and keeps its default and the other fields", () => {
    const log = quietLog();
    const config = readSiteConfig(
      { et_pb_custom: { ajaxurl: "/ajax", ab_bounce_rate: "soon", page_id: "9" } },
      log,
    );
    expect(config.pbCustom.ab_bounce_rate).toBe(5);
    expect(config.pbCustom.page_id).toBe("9");
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/et_pb_custom\.ab_bounce_rate/);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/using 5/);
  });

  it("given no globals at all, returns defaults without a warning", () => {
    const log = quietLog();
    const config = readSiteConfig({}, log);
    expect(config.pbCustom.present).toBe(false);
    expect(config.extra.present).toBe(false);
    expect(config.ajaxUrl).toBe("/wp-admin/admin-ajax.php");
    expect(config.pbCustom.wrong_captcha).toBe("You entered the wrong number in captcha.");
    expect(config.animations).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("given et_pb_custom without its ajax url, warns that the required field is missing", () => {
    const log = quietLog();
    readSiteConfig({ et_pb_custom: { page_id: "1" } }, log);
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/et_pb_custom\.ajaxurl: missing/));
  });

  it("given only the Extra theme's global, uses its ajax url", () => {
    const config = readSiteConfig({ EXTRA: { ajaxurl: "/extra-ajax", rating_nonce: "n" } }, quietLog());
    expect(config.ajaxUrl).toBe("/extra-ajax");
    expect(config.extra.rating_nonce).toBe("n");
  });

  it("given a global that is not an object, warns and uses defaults", () => {
    const log = quietLog();
    const config = readSiteConfig({ et_pb_custom: "broken" }, log);
    expect(config.pbCustom.ajaxurl).toBe("/wp-admin/admin-ajax.php");
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/et_pb_custom: expected an object/));
  });

  it("given animation data with a bad entry, drops that entry with a warning naming its index", () => {
    const log = quietLog();
    const config = readSiteConfig(
      {
        et_animation_data: [
          { class: "et_pb_text_0", style: "slideBottom", duration: "500ms", intensity_tablet: "30" },
          { style: "fade" },
        ],
      },
      log,
    );
    expect(config.animations).toHaveLength(1);
    expect(config.animations[0]?.["intensity_tablet"]).toBe("30");
    expect(log.warn).toHaveBeenCalledWith(expect.stringMatching(/et_animation_data\[1\]\.class/));
  });

  it("reads sticky elements keyed by order class and link options", () => {
    const config = readSiteConfig(
      {
        et_pb_sticky_elements: {
          et_pb_row_0_tb_header: {
            id: "et_pb_row_0_tb_header",
            selector: ".et_pb_row_0_tb_header",
            position: "top",
          },
          et_pb_row_1: {
            selector: ".et_pb_row_1",
            position: { desktop: "top", phone: "none" },
            topOffset: { desktop: "20px", tablet: "" },
          },
          broken: { position: "top" },
        },
        et_link_options_data: [{ class: "et_pb_blurb_0", url: "https://example.com/", target: "_blank" }],
      },
      quietLog(),
    );
    expect(Object.keys(config.sticky)).toEqual(["et_pb_row_0_tb_header", "et_pb_row_1"]);
    // Per-breakpoint maps pass through whole, for the sticky enhancer to read per device.
    expect(config.sticky["et_pb_row_1"]?.["position"]).toEqual({ desktop: "top", phone: "none" });
    expect(config.linkOptions[0]?.url).toBe("https://example.com/");
  });
});
