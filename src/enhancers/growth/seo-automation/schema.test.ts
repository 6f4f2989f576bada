import { describe, expect, it, vi } from "vitest";
import {
  DEFAULT_FOOTER_COLOR,
  DEFAULT_FOOTER_TEXT_SIZE,
  DEFAULT_MAX_KEYWORDS_IN_ALTS,
  SEO_PLUGIN_VERSION,
  SUCCESS_TYPE,
  parseInstallationSettings,
  parseSeoReply,
  readSeoData,
} from "./schema";

const quietLog = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() });

describe("the spec's SEO constants", () => {
  it("pins the constants: plugin version v1.1.4, footer 12px grey, reply type Success", () => {
    expect(SEO_PLUGIN_VERSION).toBe("v1.1.4");
    expect(DEFAULT_FOOTER_TEXT_SIZE).toBe("12px");
    expect(DEFAULT_FOOTER_COLOR).toBe("grey");
    expect(SUCCESS_TYPE).toBe("Success");
  });
});

describe("parseInstallationSettings", () => {
  it("given siteId, endpoint and pageId, reads them trimmed", () => {
    expect(
      parseInstallationSettings(
        '{"siteId":" site-42 ","endpoint":" /seo-service/v1/page-data ","pageId":31086}',
      ),
    ).toEqual({
      ok: true,
      value: { siteId: "site-42", endpoint: "/seo-service/v1/page-data", pageId: "31086" },
    });
  });

  it("given a numeric siteId and no pageId, reads the id as text and pageId as null", () => {
    expect(
      parseInstallationSettings('{"siteId":7,"endpoint":"https://seo.example/data","pageId":"  "}'),
    ).toEqual({
      ok: true,
      value: { siteId: "7", endpoint: "https://seo.example/data", pageId: null },
    });
  });

  it.each([
    ["", "its text is not JSON"],
    ["{siteId: 1}", "its text is not JSON"],
    ['{"endpoint":"/x"}', "siteId"],
    ['{"siteId":"","endpoint":"/x"}', "siteId must not be empty"],
    ['{"siteId":"a","endpoint":"   "}', "endpoint must not be empty"],
    ['{"siteId":"a"}', "endpoint"],
    ['["site"]', "Invalid input"],
  ])("given %j, refuses it naming the problem", (json, reason) => {
    const result = parseInstallationSettings(json);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });
});

describe("readSeoData", () => {
  it("given an empty object, gives every default with every optimisation off", () => {
    const log = quietLog();
    expect(readSeoData({}, log)).toEqual({
      title: "",
      description: "",
      keywords: [],
      maxKeywordsInAlts: DEFAULT_MAX_KEYWORDS_IN_ALTS,
      titlesPerPageUrl: {},
      ogSiteName: "",
      canonicalUrl: "",
      ogTitle: "",
      ogDescription: "",
      footerColor: "grey",
      footerTextSize: "12px",
      settings: {
        title: false,
        description: false,
        og: false,
        canonical: false,
        images: false,
        anchors: false,
        noindex: false,
        keywordsInFooter: false,
      },
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([null, "data", 3, ["a"]])("given %j instead of an object, gives null", (raw) => {
    expect(readSeoData(raw, quietLog())).toBeNull();
  });

  it("given keywords as a list, trims them and drops empty entries and repeats (case-insensitive)", () => {
    const data = readSeoData(
      { keywords: [" SEO course ", "", "seo COURSE", "link  building", 2025] },
      quietLog(),
    );
    expect(data?.keywords).toEqual(["SEO course", "link building", "2025"]);
  });

  it("given keywords as one comma-separated string, splits it", () => {
    expect(
      readSeoData({ keywords: "email marketing, , copywriting ,email marketing" }, quietLog())?.keywords,
    ).toEqual(["email marketing", "copywriting"]);
  });

  it("given flags written as WordPress writes them, reads on/yes/1/true as on", () => {
    const data = readSeoData(
      {
        settings: {
          title: "on",
          description: "yes",
          og: 1,
          canonical: true,
          images: "off",
          anchors: "0",
          noindex: "",
        },
      },
      quietLog(),
    );
    expect(data?.settings).toMatchObject({
      title: true,
      description: true,
      og: true,
      canonical: true,
      images: false,
      anchors: false,
      noindex: false,
      keywordsInFooter: false,
    });
  });

  it("given a footer size as a number or a bare number string, reads pixels; with a unit, keeps it", () => {
    expect(readSeoData({ footerTextSize: 14 }, quietLog())?.footerTextSize).toBe("14px");
    expect(readSeoData({ footerTextSize: "13" }, quietLog())?.footerTextSize).toBe("13px");
    expect(readSeoData({ footerTextSize: " 0.9rem " }, quietLog())?.footerTextSize).toBe("0.9rem");
  });

  it.each([
    ["footerTextSize", "huge", "12px"],
    ["footerTextSize", -3, "12px"],
    ["footerTextSize", "12px; position: fixed", "12px"],
    ["footerColor", "red; display:none", "grey"],
    ["footerColor", "url(javascript:alert(1))", "grey"],
    ["maxKeywordsInAlts", 2.5, 3],
    ["maxKeywordsInAlts", -1, 3],
    ["maxKeywordsInAlts", "many", 3],
    ["title", 42, ""],
    ["titlesPerPageUrl", ["/a"], {}],
  ])("given a bad %s (%j), warns naming it and uses %j", (field, value, fallback) => {
    const log = quietLog();
    const data = readSeoData({ [field]: value }, log) as unknown as Record<string, unknown>;
    expect(data[field]).toEqual(fallback);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`SEO data ${field}:`));
  });

  it("given good colours, keeps them", () => {
    for (const colour of ["#b8c4cc", "darkgrey", "rgb(80, 80, 80)", "hsl(200 10% 40%)"]) {
      expect(readSeoData({ footerColor: colour }, quietLog())?.footerColor).toBe(colour);
    }
  });

  it("given settings that are not an object, warns once and leaves every optimisation off", () => {
    const log = quietLog();
    const data = readSeoData({ settings: "all" }, log);
    expect(Object.values(data?.settings ?? {})).toEqual(Array(8).fill(false));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("SEO data settings"));
  });

  it("given a bad flag, warns naming settings.<flag>", () => {
    const log = quietLog();
    expect(readSeoData({ settings: { og: "maybe" } }, log)?.settings.og).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("SEO data settings.og:"));
  });

  it("given one bad field, still reads the good ones", () => {
    const data = readSeoData({ title: "Email course", maxKeywordsInAlts: "x", keywords: ["a"] }, quietLog());
    expect(data).toMatchObject({ title: "Email course", maxKeywordsInAlts: 3, keywords: ["a"] });
  });
});

describe("parseSeoReply", () => {
  it("given type Success with data, gives the data", () => {
    const result = parseSeoReply(JSON.stringify({ type: "Success", data: { title: "T" } }), quietLog());
    expect(result.ok && result.value.title).toBe("T");
  });

  it.each([
    ["not json", "the reply is not JSON"],
    ['{"data":{}}', "unexpected reply"],
    ['{"type":5}', "unexpected reply"],
    ['{"type":"Error","data":{"title":"T"}}', 'reply type "Error"'],
    ['{"type":"success","data":{}}', 'reply type "success"'],
    ['{"type":"Success"}', "the reply has no data"],
    ['{"type":"Success","data":[]}', "the reply has no data"],
  ])("given %s, fails with %j", (body, reason) => {
    const result = parseSeoReply(body, quietLog());
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });
});
