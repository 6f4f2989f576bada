import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../test-support/context";
import {
  DEFAULT_LINK_CACHE_URL,
  DEFAULT_LINK_SERVICE_URL,
  isOn,
  LINK_CLASS,
  NETWORK_SETTING_NAMES,
  parseCount,
  readAffiliateSettings,
  readLinkAppearance,
  safeHttpUrl,
  type AffiliateConfig,
} from "./settings";

const BASE = "https://blog.example/post/";
const logger = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() });

afterEach(() => {
  document.body.replaceChildren();
});

describe("safeHttpUrl", () => {
  it("resolves http(s), relative and protocol-relative URLs", () => {
    expect(safeHttpUrl("https://a.example/x?y=1", BASE)).toBe("https://a.example/x?y=1");
    expect(safeHttpUrl("/go", BASE)).toBe("https://blog.example/go");
    expect(safeHttpUrl("//a.example/x", BASE)).toBe("https://a.example/x");
    expect(safeHttpUrl("  http://a.example  ", BASE)).toBe("http://a.example/");
  });

  it.each([
    "",
    "  ",
    "javascript:alert(1)",
    "JAVASCRIPT:x",
    "java\nscript:x",
    "data:,x",
    "ftp://a.example",
    "http://",
  ])("refuses %j", (url) => {
    expect(safeHttpUrl(url, BASE)).toBeNull();
  });
});

describe("parseCount / isOn", () => {
  it.each([
    ["3", 3],
    [" 12 ", 12],
    [5, 5],
    ["0", null],
    ["-1", null],
    ["", null],
    ["3.5", null],
    ["lots", null],
    [null, null],
    [undefined, null],
  ])("parseCount(%j) is %j", (value, expected) => {
    expect(parseCount(value)).toBe(expected);
  });

  it.each([
    ["1", true],
    ["true", true],
    ["on", true],
    ["yes", true],
    ["", false],
    ["0", false],
    ["false", false],
    ["off", false],
    ["no", false],
  ])("isOn(%j) is %j", (value, expected) => {
    expect(isOn(value)).toBe(expected);
  });
});

describe("readAffiliateSettings from the globals", () => {
  const plugin = {
    ajaxurl: "/wp-admin/admin-ajax.php",
    security: "amazon-nonce",
    cachegetnonce: "get-nonce",
    cachesetnonce: "set-nonce",
    aal_api_pro_url: "/__link-service/pro.php",
  };

  it("reads config, items and the plugin object, coercing numbers and flags to text", () => {
    const log = logger();
    const settings = readAffiliateSettings(
      {
        aal_data: {
          config: {
            apikey: "key",
            target: "_blank",
            amazonactive: true,
            clickbankgravity: 20,
            cjid: 7654321,
            cjactive: false,
          },
          items: [{ divnumber: 1, postid: "aalid31068", aurl: "https://blog.example/post/", notimes: 5 }],
        },
        aal_amazon_obj: plugin,
      },
      document,
      log,
      BASE,
    );
    expect(settings?.items).toEqual([
      { divnumber: "1", postid: "aalid31068", aurl: "https://blog.example/post/", notimes: "5" },
    ]);
    expect(settings?.config).toMatchObject({
      apikey: "key",
      target: "_blank",
      amazonactive: "1",
      clickbankgravity: "20",
      cjid: "7654321",
      cjactive: "",
      relation: "",
    });
    expect(settings?.plugin).toEqual({
      ajaxUrl: "https://blog.example/wp-admin/admin-ajax.php",
      security: "amazon-nonce",
      cacheGetNonce: "get-nonce",
      cacheSetNonce: "set-nonce",
      serviceUrl: "https://blog.example/__link-service/pro.php",
      cacheUrl: DEFAULT_LINK_CACHE_URL,
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("defaults the external URLs and leaves the site endpoint to the theme without the plugin object", () => {
    const settings = readAffiliateSettings(
      { aal_data: { config: {}, items: [{ divnumber: "2" }] } },
      document,
      logger(),
      BASE,
    );
    expect(settings?.plugin).toEqual({
      ajaxUrl: null,
      security: "",
      cacheGetNonce: "",
      cacheSetNonce: "",
      serviceUrl: DEFAULT_LINK_SERVICE_URL,
      cacheUrl: DEFAULT_LINK_CACHE_URL,
    });
    expect(settings?.items).toEqual([{ divnumber: "2", postid: "", aurl: "", notimes: "" }]);
  });

  it("refuses a javascript: service URL with a warning, and never calls it", () => {
    const log = logger();
    const settings = readAffiliateSettings(
      {
        aal_data: { config: {}, items: [{ divnumber: "1" }] },
        aal_amazon_obj: { ...plugin, aal_api_pro_url: "javascript:alert(1)", aal_api_cache_url: "data:,x" },
      },
      document,
      log,
      BASE,
    );
    expect(settings?.plugin.serviceUrl).toBeNull();
    expect(settings?.plugin.cacheUrl).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      'config aal_amazon_obj.aal_api_pro_url: "javascript:alert(1)" is not an http(s) URL; not called',
    );
  });

  it("warns about a bad field by name and uses an empty value", () => {
    const log = logger();
    const settings = readAffiliateSettings(
      { aal_data: { config: { apikey: { nested: true }, target: "_self" }, items: [{ divnumber: "1" }] } },
      document,
      log,
      BASE,
    );
    expect(settings?.config.apikey).toBe("");
    expect(settings?.config.target).toBe("_self");
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("config aal_data.config.apikey"));
  });

  it("drops a bad item with a warning naming its index", () => {
    const log = logger();
    const settings = readAffiliateSettings(
      { aal_data: { config: {}, items: [{ postid: "x" }, { divnumber: "" }, { divnumber: "3" }] } },
      document,
      log,
      BASE,
    );
    expect(settings?.items.map((item) => item.divnumber)).toEqual(["3"]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("config aal_data.items[0]"));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("config aal_data.items[1]"));
  });

  it("gives null without items, for a malformed global, or without anything", () => {
    const log = logger();
    expect(readAffiliateSettings({ aal_data: { config: {}, items: [] } }, document, log, BASE)).toBeNull();
    expect(readAffiliateSettings({ aal_data: { config: {} } }, document, log, BASE)).toBeNull();
    expect(readAffiliateSettings({ aal_data: "on" }, document, log, BASE)).toBeNull();
    expect(readAffiliateSettings({ aal_data: [] }, document, log, BASE)).toBeNull();
    expect(readAffiliateSettings({}, document, log, BASE)).toBeNull();
  });
});

describe("readAffiliateSettings from link-block elements", () => {
  it("reads every data- attribute of each block; the first block gives the config", () => {
    render(`
      <div id="aal_api_data" data-divnumber="1" data-postid="aalid7" data-apikey="key" data-target="_blank"
        data-relation="nofollow" data-notimes="4" data-amazonactive="1" data-amazonid="tag-20"
        data-linkcolor="#0a5866" data-cssclass="aal-link" data-disclosure=" (ad)"></div>
      <div id="aal_api_data2" data-divnumber="2" data-postid="aalid8" data-apikey="other"></div>`);
    const settings = readAffiliateSettings({}, document, logger(), BASE);
    expect(settings?.items).toEqual([
      { divnumber: "1", postid: "aalid7", aurl: "", notimes: "4" },
      { divnumber: "2", postid: "aalid8", aurl: "", notimes: "" },
    ]);
    expect(settings?.config).toMatchObject({
      apikey: "key",
      target: "_blank",
      relation: "nofollow",
      amazonactive: "1",
      amazonid: "tag-20",
      linkcolor: "#0a5866",
      cssclass: "aal-link",
      disclosure: " (ad)",
    });
  });

  it("prefers the global when both are printed", () => {
    render(`<div id="aal_api_data" data-divnumber="9"></div>`);
    const settings = readAffiliateSettings(
      { aal_data: { config: {}, items: [{ divnumber: "1" }] } },
      document,
      logger(),
      BASE,
    );
    expect(settings?.items.map((item) => item.divnumber)).toEqual(["1"]);
  });
});

describe("NETWORK_SETTING_NAMES", () => {
  it("covers every network of spec 3 with its active flag and id", () => {
    for (const network of [
      "clickbank",
      "amazon",
      "shareasale",
      "cj",
      "ebay",
      "bestbuy",
      "walmart",
      "envato",
      "rakuten",
      "discoveryjapan",
    ]) {
      expect(NETWORK_SETTING_NAMES).toContain(`${network}active`);
      expect(NETWORK_SETTING_NAMES).toContain(`${network}id`);
    }
    for (const name of [
      "clickbankcat",
      "clickbankgravity",
      "amazonlocal",
      "amazoncat",
      "amazondisplaylinks",
      "amazondisplaywidget",
      "envatosite",
      "discoveryjapanapikey",
      "excludewords",
      "geminiaion",
    ]) {
      expect(NETWORK_SETTING_NAMES).toContain(name);
    }
  });
});

describe("readLinkAppearance", () => {
  const config = (values: Partial<AffiliateConfig>): AffiliateConfig =>
    ({ target: "", relation: "", linkcolor: "", cssclass: "", disclosure: "", ...values }) as AffiliateConfig;

  it("reads target, relation, colour, classes and disclosure", () => {
    expect(
      readLinkAppearance(
        config({
          target: "_blank",
          relation: "nofollow sponsored",
          linkcolor: "#0a5866",
          cssclass: "course-link  promo",
          disclosure: " (affiliate link)",
        }),
        logger(),
      ),
    ).toEqual({
      target: "_blank",
      rel: "nofollow sponsored noopener",
      color: "#0a5866",
      classNames: ["course-link", "promo", LINK_CLASS],
      disclosure: " (affiliate link)",
    });
  });

  it("gives plain links with the plugin's class when nothing is set", () => {
    expect(readLinkAppearance(config({}), logger())).toEqual({
      target: null,
      rel: "",
      color: "",
      classNames: [LINK_CLASS],
      disclosure: "",
    });
  });

  it("drops an unknown target, relation or class with a warning", () => {
    const log = logger();
    const appearance = readLinkAppearance(
      config({ target: "javascript:alert(1)", relation: "nofollow,evil", cssclass: 'ok "><img' }),
      log,
    );
    expect(appearance.target).toBeNull();
    expect(appearance.rel).toBe("nofollow");
    expect(appearance.classNames).toEqual(["ok", LINK_CLASS]);
    expect(log.warn).toHaveBeenCalledTimes(3);
  });
});
