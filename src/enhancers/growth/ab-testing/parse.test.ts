import { describe, expect, it, vi } from "vitest";
import { readSiteConfig } from "../../../core/config";
import { render } from "../../../test-support/context";
import {
  AB_COOKIE_DAYS,
  RECORD_TYPES,
  SESSION_COOKIE_DAYS,
  STATS_ACTION,
  SUBJECT_ID_ACTION,
  cookieOmitsSubject,
  cookieString,
  findPlaceholder,
  isId,
  logCookieName,
  parsePlaceholderClass,
  parseShortcodeTrack,
  parseSubjectClass,
  placeholdersIn,
  readAbSettings,
  readCookie,
  readTests,
  shortcodeTrackValue,
  statsData,
  subjectReplySchema,
  subjectsIn,
} from "./parse";

const quietLog = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() });
const TEST = { postId: "31084", testId: "7" };

describe("the A/B contract's constants", () => {
  it("pins the spec's constants: the six record types, the two ajax actions, cookies of 365 days and 0 (session)", () => {
    expect(RECORD_TYPES).toEqual([
      "read_page",
      "read_goal",
      "view_goal",
      "click_goal",
      "con_goal",
      "con_short",
    ]);
    expect(STATS_ACTION).toBe("et_pb_update_stats_table");
    expect(SUBJECT_ID_ACTION).toBe("et_pb_ab_get_subject_id");
    expect(AB_COOKIE_DAYS).toBe(365);
    expect(SESSION_COOKIE_DAYS).toBe(0);
  });
});

describe("cookie names and stats data", () => {
  it("names the cookie et_pb_ab_<type>_<post><test><subject>, without the subject for click_goal and con_short", () => {
    expect(logCookieName("read_page", TEST, "2")).toBe("et_pb_ab_read_page_3108472");
    expect(logCookieName("view_goal", TEST, "2")).toBe("et_pb_ab_view_goal_3108472");
    expect(logCookieName("click_goal", TEST, "2")).toBe("et_pb_ab_click_goal_310847");
    expect(logCookieName("con_short", TEST, "2")).toBe("et_pb_ab_con_short_310847");
    expect(RECORD_TYPES.filter(cookieOmitsSubject)).toEqual(["click_goal", "con_short"]);
  });

  it("sends the post id as test_id in stats_data_array", () => {
    expect(JSON.parse(statsData("con_goal", TEST, "2"))).toEqual({
      test_id: "31084",
      subject_id: "2",
      record_type: "con_goal",
    });
  });
});

describe("class parsing", () => {
  it("reads subject and placeholder classes; anything else gives null", () => {
    expect(parseSubjectClass("et_pb_ab_subject_id-31084_2")).toEqual({ postId: "31084", subjectId: "2" });
    expect(parsePlaceholderClass("et_pb_subject_placeholder_id_31084_3")).toEqual({
      postId: "31084",
      subjectId: "3",
    });
    for (const bad of [
      "et_pb_ab_subject_id-31084",
      "et_pb_ab_subject_id-31084_2_9",
      "et_pb_ab_subject_id-_2",
      "et_pb_ab_subject_id-31084_",
      'et_pb_ab_subject_id-31"084_2',
      "et_pb_ab_subject",
      "et_pb_text_0",
    ]) {
      expect(parseSubjectClass(bad)).toBeNull();
    }
    expect(parsePlaceholderClass("et_pb_subject_placeholder")).toBeNull();
  });

  it("subjectsIn finds the first subject of each test", () => {
    const root = render(`
      <div class="et_pb_module et_pb_ab_subject et_pb_ab_subject_id-31084_2"></div>
      <div class="et_pb_ab_subject_id-31084_3"></div>
      <div class="et_pb_ab_subject_id-900_1 other"></div>
      <div class="not_a_subject-1_2"></div>`);
    expect([...subjectsIn(root)]).toEqual([
      ["31084", "2"],
      ["900", "1"],
    ]);
  });

  it("finds placeholders, and one subject's placeholder", () => {
    const root = render(`
      <div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_31084_1"></div>
      <div class="et_pb_subject_placeholder_id_31084_2"></div>
      <div class="et_pb_text"></div>`);
    expect(placeholdersIn(root)).toHaveLength(2);
    expect(findPlaceholder(root, "31084", "2")?.className).toBe("et_pb_subject_placeholder_id_31084_2");
    expect(findPlaceholder(root, "31084", "9")).toBeNull();
    expect(findPlaceholder(root, "1", "1")).toBeNull();
  });
});

describe("shortcode tracking values", () => {
  it("writes <post>_<subject>_<test> and reads it back", () => {
    expect(shortcodeTrackValue(TEST, "2")).toBe("31084_2_7");
    expect(parseShortcodeTrack("31084_2_7")).toEqual({ postId: "31084", subjectId: "2", testId: "7" });
    expect(parseShortcodeTrack("31084_2_")).toEqual({ postId: "31084", subjectId: "2", testId: "" });
  });

  it.each([null, "true", "", "31084_2", "31084_2_7_8", "_2_7", "31084__7", "a b_2_7"])(
    "given %j (spent or malformed), gives null",
    (value) => {
      expect(parseShortcodeTrack(value)).toBeNull();
    },
  );
});

describe("cookies", () => {
  const NOW = Date.UTC(2025, 0, 1);

  it("writes a 365-day cookie for the whole site", () => {
    expect(cookieString("et_pb_ab_read_page_3108472", "true", AB_COOKIE_DAYS, NOW, false)).toBe(
      "et_pb_ab_read_page_3108472=true; path=/; SameSite=Lax; expires=Thu, 01 Jan 2026 00:00:00 GMT",
    );
  });

  it("with lifetime 0, writes a session cookie (no expiry); Secure on https", () => {
    expect(cookieString("a", "true", 0, NOW, true)).toBe("a=true; path=/; SameSite=Lax; Secure");
    expect(cookieString("a", "x y", -1, NOW, false)).toBe("a=x%20y; path=/; SameSite=Lax");
  });

  it("readCookie finds one cookie by exact name", () => {
    const cookies = "et_pb_ab_read_page_310847=false; et_pb_ab_read_page_3108472=true; x=a%20b; broken";
    expect(readCookie(cookies, "et_pb_ab_read_page_3108472")).toBe("true");
    expect(readCookie(cookies, "et_pb_ab_read_page_310847")).toBe("false");
    expect(readCookie(cookies, "x")).toBe("a b");
    expect(readCookie(cookies, "missing")).toBeNull();
    expect(readCookie("bad=%E0%A4%A", "bad")).toBe("%E0%A4%A");
  });
});

describe("settings", () => {
  it("reads the tests with usable ids, one per post, warning about the others", () => {
    const log = quietLog();
    expect(
      readTests(
        [
          { post_id: "31084", test_id: "7" },
          { post_id: "31084", test_id: "8" },
          { post_id: "12 OR 1=1", test_id: "1" },
          { post_id: "55", test_id: "" },
        ],
        log,
      ),
    ).toEqual([
      { postId: "31084", testId: "7" },
      { postId: "55", testId: "" },
    ]);
    expect(log.warn).toHaveBeenCalledWith(
      "config et_pb_custom.ab_tests[2]: unusable post_id or test_id; test ignored",
    );
    expect(isId("31084")).toBe(true);
    expect(isId("3_1")).toBe(false);
  });

  it("reads the page's A/B settings: seconds to milliseconds, either global's flags", () => {
    const config = readSiteConfig(
      {
        et_pb_custom: {
          ab_tests: [{ post_id: 31084, test_id: "7" }],
          is_ab_testing_active: "1",
          ab_bounce_rate: "2",
          is_shortcode_tracking: "on",
          et_ab_log_nonce: "log",
          et_frontend_nonce: "front",
        },
        EXTRA: { is_cache_plugin_active: "yes" },
      },
      quietLog(),
    );
    expect(readAbSettings(config, quietLog())).toEqual({
      active: true,
      cachePlugin: true,
      shortcodeTracking: true,
      tests: [{ postId: "31084", testId: "7" }],
      bounceMs: 2000,
      logNonce: "log",
      frontendNonce: "front",
    });
  });

  it("the page's own ab_tests entry without a test id takes unique_test_id, which names it in the log cookies", () => {
    const config = readSiteConfig(
      {
        et_pb_custom: {
          page_id: "31084",
          ab_tests: [
            { post_id: "31084", test_id: "" },
            { post_id: "31090", test_id: "12" },
            { post_id: "31095", test_id: "" },
          ],
          unique_test_id: "5",
        },
      },
      quietLog(),
    );
    const { tests } = readAbSettings(config, quietLog());
    expect(tests).toEqual([
      { postId: "31084", testId: "5" },
      { postId: "31090", testId: "12" },
      { postId: "31095", testId: "" },
    ]);
    expect(logCookieName("read_page", tests[0]!, "2")).toBe("et_pb_ab_read_page_3108452");
  });

  it("given an unusable unique_test_id, warns and leaves the tests without it", () => {
    const log = quietLog();
    const config = readSiteConfig(
      {
        et_pb_custom: {
          page_id: "31084",
          ab_tests: [{ post_id: "31084", test_id: "" }],
          unique_test_id: "5_x",
        },
      },
      quietLog(),
    );
    expect(readAbSettings(config, log).tests).toEqual([{ postId: "31084", testId: "" }]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("unique_test_id"));
  });

  it("given a negative bounce rate, warns and uses 5 seconds", () => {
    const log = quietLog();
    const config = readSiteConfig({ et_pb_custom: { ab_bounce_rate: "-3" } }, quietLog());
    expect(readAbSettings(config, log).bounceMs).toBe(5000);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("ab_bounce_rate"));
  });
});

describe("subjectReplySchema", () => {
  it("reads the bare { id, content } reply and the wrapped one", () => {
    expect(subjectReplySchema.parse({ id: 2, content: "<p>B</p>" })).toEqual({
      id: "2",
      content: "<p>B</p>",
    });
    expect(subjectReplySchema.parse({ success: true, data: { id: "3", content: "" } })).toEqual({
      id: "3",
      content: "",
    });
    expect(subjectReplySchema.parse({ id: "4" })).toEqual({ id: "4", content: "" });
  });

  it.each([
    {},
    { id: "" },
    { id: "2_3", content: "" },
    { id: "<b>", content: "" },
    { success: false },
    "0",
    -1,
  ])("refuses %j", (reply) => {
    expect(subjectReplySchema.safeParse(reply).success).toBe(false);
  });
});
