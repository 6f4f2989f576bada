import { describe, expect, it, vi } from "vitest";
import type { FormFields } from "../../../core/ajax-client";
import { AjaxNetworkError, AjaxStatusError } from "../../../core/ajax-errors";
import { PAGE_TEXT_LIMIT } from "./content";
import {
  AMAZON_GET_ACTION,
  CACHE_GET_ACTION,
  CACHE_SET_ACTION,
  resolveAffiliateLinks,
  serviceFields,
  type AffiliateTransport,
} from "./flow";
import { CACHE_STATUS_WORDS } from "./replies";
import {
  NETWORK_SETTING_NAMES,
  readAffiliateSettings,
  type AffiliateConfig,
  type AffiliateItem,
  type AffiliatePlugin,
} from "./settings";

const BASE = "https://blog.example/post/";
const SERVICE_URL = "https://links.example/pro.php";
const CACHE_URL = "https://links.example/acache.php";

const link = (key: string) => ({ key, url: `https://partner.example/${encodeURIComponent(key)}` });
const widget = {
  url: "https://amazon.example/dp/1",
  image: "https://images.example/1.jpg",
  title: "Book",
  price: "$5",
};

function settings(config: Record<string, unknown> = {}, item: Record<string, unknown> = {}) {
  const read = readAffiliateSettings(
    {
      aal_data: {
        config: { apikey: "api-key", amazonactive: "1", amazonid: "blog-20", target: "_blank", ...config },
        items: [{ divnumber: "1", postid: "aalid31068", aurl: BASE, notimes: "3", ...item }],
      },
      aal_amazon_obj: {
        security: "amazon-nonce",
        cachegetnonce: "get-nonce",
        cachesetnonce: "set-nonce",
        aal_api_pro_url: SERVICE_URL,
        aal_api_cache_url: CACHE_URL,
      },
    },
    document,
    { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    BASE,
  )!;
  return { config: read.config, item: read.items[0]!, plugin: read.plugin };
}

type Reply = string | Error | DOMException;

/** A transport that answers from scripts and records every call in order. */
function transport(replies: { [CACHE_GET_ACTION]?: Reply; service?: Reply; [AMAZON_GET_ACTION]?: Reply }) {
  const calls: Array<{ to: string; fields: FormFields }> = [];
  const answer = (reply: Reply | undefined): Promise<string> =>
    typeof reply === "string" || reply === undefined ? Promise.resolve(reply ?? "") : Promise.reject(reply);
  const fake: AffiliateTransport = {
    postAction: vi.fn((action: string, fields: FormFields) => {
      calls.push({ to: action, fields });
      return answer(replies[action as keyof typeof replies]);
    }),
    postExternal: vi.fn((url: string, fields: FormFields) => {
      calls.push({ to: url, fields });
      return answer(url === SERVICE_URL ? replies.service : "ok");
    }),
  };
  return { fake, calls, to: () => calls.map((call) => call.to) };
}

async function run(
  replies: Parameters<typeof transport>[0],
  options: {
    config?: Record<string, unknown>;
    item?: Record<string, unknown>;
    plugin?: Partial<AffiliatePlugin>;
    text?: string;
  } = {},
) {
  const { config, item, plugin } = settings(options.config, options.item);
  const { fake, calls, to } = transport(replies);
  const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
  const pageText = vi.fn(() => options.text ?? ".Learn SEO and email marketing.");
  const result = await resolveAffiliateLinks({
    item,
    config,
    plugin: { ...plugin, ...options.plugin },
    pageText,
    base: BASE,
    transport: fake,
    log,
  });
  return { result, calls, to, log, pageText };
}

const serviceReply = (reply: Record<string, unknown>) => JSON.stringify({ links: [link("SEO")], ...reply });

describe("step 1-2: the server cache", () => {
  it("asks aal_cache_get with its nonce and the post id, and uses a cached list", async () => {
    const { result, calls, pageText } = await run({
      [CACHE_GET_ACTION]: JSON.stringify({ links: [link("SEO")], amazonwidget: [widget], updated: 1 }),
    });
    expect(calls).toEqual([
      { to: CACHE_GET_ACTION, fields: { cachegetnonce: "get-nonce", aalpostid: "aalid31068" } },
    ]);
    expect(result).toEqual({ kind: "links", source: "cache", links: [link("SEO")], widgets: [widget] });
    expect(pageText).not.toHaveBeenCalled();
  });

  it.each<[string, Reply]>([
    ["an empty reply", ""],
    ...CACHE_STATUS_WORDS.map((word): [string, Reply] => [`the status word "${word}"`, word]),
    ["invalid JSON", '{"links": ['],
    ["a reply without a list", '{"updated": 1}'],
    ["WordPress' refusal", "-1"],
    ["a failed request", new AjaxStatusError(CACHE_GET_ACTION, 500, "")],
    ["no connection", new AjaxNetworkError(CACHE_GET_ACTION, new TypeError("offline"))],
  ])("given %s, fetches fresh links from the service", async (_name, cacheReply) => {
    const { result, to } = await run({ [CACHE_GET_ACTION]: cacheReply, service: serviceReply({}) });
    expect(to()).toEqual([CACHE_GET_ACTION, SERVICE_URL, CACHE_SET_ACTION]);
    expect(result).toMatchObject({ kind: "links", source: "service", links: [link("SEO")] });
  });
});

describe("the link service request", () => {
  it("sends the URL-encoded page text, api key, post id and every link-block setting", async () => {
    const { calls } = await run(
      { service: serviceReply({}) },
      { config: { clickbankid: "cb", geminiaion: "1" } },
    );
    const fields = calls[1]!.fields as Record<string, string>;
    expect(fields).toMatchObject({
      content: encodeURIComponent(".Learn SEO and email marketing."),
      apikey: "api-key",
      aal_postid: "aalid31068",
      aurl: BASE,
      notimes: "3",
      divnumber: "1",
      target: "_blank",
      clickbankid: "cb",
      geminiaion: "1",
      amazonactive: "1",
      amazonid: "blog-20",
    });
    for (const name of [...NETWORK_SETTING_NAMES, "relation", "linkcolor", "cssclass", "disclosure"]) {
      expect(fields).toHaveProperty(name);
    }
  });

  it("caps the page text at 10000 characters before encoding", async () => {
    const { calls } = await run({ service: serviceReply({}) }, { text: `.${"é".repeat(20_000)}` });
    const content = (calls[1]!.fields as Record<string, string>)["content"]!;
    expect(decodeURIComponent(content)).toHaveLength(PAGE_TEXT_LIMIT);
  });

  it("the reply 'wrong apikey' ends silently: no links, no cache, no warning", async () => {
    const { result, to, log } = await run({ service: "wrong apikey" });
    expect(result).toEqual({ kind: "stopped", reason: "wrong apikey" });
    expect(to()).toEqual([CACHE_GET_ACTION, SERVICE_URL]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("a failing service stops with a warning", async () => {
    const { result, log } = await run({ service: new TypeError("Failed to fetch") });
    expect(result).toEqual({ kind: "stopped", reason: "service failed" });
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining("could not be reached"),
      expect.any(TypeError),
    );
  });

  it("an unparseable reply stops with a warning and stores nothing", async () => {
    const { result, to, log } = await run({ service: "<b>maintenance</b>" });
    expect(result).toEqual({ kind: "stopped", reason: "invalid reply" });
    expect(to()).toEqual([CACHE_GET_ACTION, SERVICE_URL]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("not JSON"));
  });

  it("is never called when the page names no usable service URL", async () => {
    const { result, to } = await run({}, { plugin: { serviceUrl: null } });
    expect(result).toEqual({ kind: "stopped", reason: "no service" });
    expect(to()).toEqual([CACHE_GET_ACTION]);
  });

  it("drops unsafe links from the reply with one warning and uses the rest", async () => {
    const { result, log } = await run({
      service: JSON.stringify({ links: [link("SEO"), { key: "email", url: "javascript:alert(1)" }] }),
    });
    expect(result).toMatchObject({ links: [link("SEO")] });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("1 entries ignored"));
  });
});

describe("step 3 without keywords: the server cache is filled", () => {
  it("stores the links and widgets with aal_cache_set when there is a post id", async () => {
    const { result, calls } = await run({ service: serviceReply({ amazonwidget: [widget] }) });
    expect(calls[2]).toEqual({
      to: CACHE_SET_ACTION,
      fields: {
        cachesetnonce: "set-nonce",
        aalpostid: "aalid31068",
        aalcachelinks: [link("SEO")],
        aalcacheawidget: [widget],
      },
    });
    expect(result).toEqual({ kind: "links", source: "service", links: [link("SEO")], widgets: [widget] });
  });

  it("stores nothing without a post id", async () => {
    const { to } = await run({ service: serviceReply({}) }, { item: { postid: "" } });
    expect(to()).toEqual([CACHE_GET_ACTION, SERVICE_URL]);
  });

  it("inserts the links even when storing them fails", async () => {
    const { result } = await run({
      service: serviceReply({}),
      [CACHE_SET_ACTION as never]: new Error("down"),
    });
    expect(result).toMatchObject({ kind: "links", links: [link("SEO")] });
  });
});

describe("step 3 with keywords and Amazon on", () => {
  const amazonReply = JSON.stringify({
    amazonlinks: [link("planner"), link("notebook")],
    amazonwidget: [widget],
  });

  it("asks aal_amazon_get, puts its links first trimmed to the allowed count, and stores them with the insert id", async () => {
    const { result, calls, to } = await run({
      service: serviceReply({
        links: [link("SEO"), link("email")],
        keywords: "seo books",
        insertid: "ins-7",
        notimes: 3,
      }),
      [AMAZON_GET_ACTION]: amazonReply,
    });
    expect(to()).toEqual([CACHE_GET_ACTION, SERVICE_URL, AMAZON_GET_ACTION, CACHE_URL]);
    expect(calls[2]!.fields).toEqual({ security: "amazon-nonce", keywords: "seo books", notimes: "3" });
    const merged = [link("planner"), link("notebook"), link("SEO")];
    expect(calls[3]!.fields).toEqual({
      apikey: "api-key",
      insertid: "ins-7",
      parray: merged,
      amazonwidget: [widget],
    });
    expect(result).toEqual({ kind: "links", source: "service", links: merged, widgets: [widget] });
  });

  it("uses the post's count when the service gives none, and sends keyword lists as lists", async () => {
    const { result, calls } = await run(
      {
        service: serviceReply({ links: [link("SEO"), link("email")], keywords: ["seo", "books"] }),
        [AMAZON_GET_ACTION]: amazonReply,
      },
      { item: { notimes: "2" } },
    );
    expect(calls[2]!.fields).toEqual({ security: "amazon-nonce", keywords: ["seo", "books"], notimes: "2" });
    expect(result).toMatchObject({ links: [link("planner"), link("notebook")] });
  });

  it("does not store in the external cache without an insert id, nor when Amazon gave nothing", async () => {
    const withoutId = await run({
      service: serviceReply({ keywords: "seo" }),
      [AMAZON_GET_ACTION]: amazonReply,
    });
    expect(withoutId.to()).toEqual([CACHE_GET_ACTION, SERVICE_URL, AMAZON_GET_ACTION]);
    const empty = await run({
      service: serviceReply({ keywords: "seo", insertid: "ins-1" }),
      [AMAZON_GET_ACTION]: '{"amazonlinks": [], "amazonwidget": []}',
    });
    expect(empty.to()).toEqual([CACHE_GET_ACTION, SERVICE_URL, AMAZON_GET_ACTION]);
    expect(empty.result).toMatchObject({ links: [link("SEO")], widgets: [] });
  });

  it.each([
    ["unparseable", "Fatal error"],
    ["refused", "-1"],
    ["failed", new AjaxStatusError(AMAZON_GET_ACTION, 500, "")],
  ])("ignores an Amazon reply that is %s and inserts the service's links", async (_name, reply) => {
    const { result, to } = await run({
      service: serviceReply({ keywords: "seo", insertid: "ins-1", amazonwidget: [widget] }),
      [AMAZON_GET_ACTION]: reply as Reply,
    });
    expect(to()).toEqual([CACHE_GET_ACTION, SERVICE_URL, AMAZON_GET_ACTION]);
    expect(result).toEqual({ kind: "links", source: "service", links: [link("SEO")], widgets: [widget] });
  });

  it("drops unsafe Amazon links and widgets and keeps the rest", async () => {
    const { result } = await run({
      service: serviceReply({ keywords: "seo" }),
      [AMAZON_GET_ACTION]: JSON.stringify({
        amazonlinks: [{ key: "planner", url: "javascript:alert(1)" }, link("notebook")],
        amazonwidget: [{ ...widget, url: "javascript:alert(1)" }],
      }),
    });
    expect(result).toMatchObject({ links: [link("notebook"), link("SEO")], widgets: [] });
  });

  it.each([
    ["Amazon is off", { amazonactive: "" }],
    ["Amazon is '0'", { amazonactive: "0" }],
    ["there is no Amazon id", { amazonid: "" }],
  ])(
    "inserts the service's links without asking Amazon when %s, and stores nothing",
    async (_name, config) => {
      const { result, to } = await run(
        { service: serviceReply({ keywords: "seo", insertid: "ins-1" }) },
        { config },
      );
      expect(to()).toEqual([CACHE_GET_ACTION, SERVICE_URL]);
      expect(result).toMatchObject({ kind: "links", links: [link("SEO")] });
    },
  );
});

describe("unmounting", () => {
  it("passes an abort on instead of falling back", async () => {
    const abort = new DOMException("aborted", "AbortError");
    await expect(run({ [CACHE_GET_ACTION]: abort })).rejects.toBe(abort);
    await expect(run({ service: abort })).rejects.toBe(abort);
  });
});

describe("serviceFields", () => {
  it("sends empty settings as empty fields, as the plugin does", () => {
    const item: AffiliateItem = { divnumber: "1", postid: "", aurl: "", notimes: "" };
    const config = Object.fromEntries(
      [...NETWORK_SETTING_NAMES, "apikey", "target", "relation", "linkcolor", "cssclass", "disclosure"].map(
        (name) => [name, ""],
      ),
    ) as AffiliateConfig;
    const fields = serviceFields(item, config, "") as Record<string, string>;
    expect(fields["content"]).toBe("");
    expect(Object.values(fields).every((value) => value === "" || value === "1")).toBe(true);
  });
});
