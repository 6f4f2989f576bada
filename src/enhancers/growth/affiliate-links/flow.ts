import type { FormFields } from "../../../core/ajax-client";
import { isAbortError } from "../../../core/ajax-errors";
import type { Logger } from "../../../core/logger";
import { encodePageText } from "./content";
import {
  mergeAmazonLinks,
  readAmazonReply,
  readCacheReply,
  readServiceReply,
  type AffiliateLink,
  type AmazonWidgetItem,
} from "./replies";
import {
  NETWORK_SETTING_NAMES,
  isOn,
  parseCount,
  type AffiliateConfig,
  type AffiliateItem,
  type AffiliatePlugin,
} from "./settings";

/**
 * Spec 4 "Affiliate links", steps 1 to 3, for one post: where its links come from. No DOM here: the page text
 * is handed in, and the requests go through a transport, so every branch is a unit test.
 */

export const CACHE_GET_ACTION = "aal_cache_get";
export const CACHE_SET_ACTION = "aal_cache_set";
export const AMAZON_GET_ACTION = "aal_amazon_get";

export interface AffiliateTransport {
  /** POSTs an action to the site's ajax endpoint; resolves with the reply text, rejects when the call fails. */
  postAction(action: string, fields: FormFields): Promise<string>;
  /** POSTs form fields to the link service or its cache; resolves with the reply text. */
  postExternal(url: string, fields: FormFields): Promise<string>;
}

export interface FlowInput {
  readonly item: AffiliateItem;
  readonly config: AffiliateConfig;
  readonly plugin: AffiliatePlugin;
  /** The post's text (read only when the service is called). */
  readonly pageText: () => string;
  /** Base for relative URLs in replies. */
  readonly base: string;
  readonly transport: AffiliateTransport;
  readonly log: Logger;
}

export type FlowResult =
  | {
      readonly kind: "links";
      readonly source: "cache" | "service";
      readonly links: readonly AffiliateLink[];
      readonly widgets: readonly AmazonWidgetItem[];
    }
  | {
      readonly kind: "stopped";
      readonly reason: "wrong apikey" | "no service" | "service failed" | "invalid reply";
    };

/** The fields of the link service request: the page text, the post and every link-block setting. */
export function serviceFields(item: AffiliateItem, config: AffiliateConfig, pageText: string): FormFields {
  const fields: Record<string, string> = {
    content: encodePageText(pageText),
    aal_postid: item.postid,
    aurl: item.aurl,
    notimes: item.notimes,
    divnumber: item.divnumber,
    apikey: config.apikey,
    target: config.target,
    relation: config.relation,
    linkcolor: config.linkcolor,
    cssclass: config.cssclass,
    disclosure: config.disclosure,
  };
  for (const name of NETWORK_SETTING_NAMES) fields[name] = config[name];
  return fields;
}

/** Links and widgets as the plugin's endpoints store them (plain objects, widgets left out when none). */
function storedLinks(links: readonly AffiliateLink[]): Array<{ key: string; url: string }> {
  return links.map(({ key, url }) => ({ key, url }));
}

function storedWidgets(
  widgets: readonly AmazonWidgetItem[],
): Array<{ url: string; image: string; title: string; price: string }> | undefined {
  return widgets.length
    ? widgets.map(({ url, image, title, price }) => ({ url, image, title, price }))
    : undefined;
}

function reportDropped(log: Logger, where: string, dropped: readonly string[]): void {
  if (dropped.length) log.warn(`${where}: ${dropped.length} entries ignored (${dropped.join("; ")})`);
}

/** Sends without waiting: the reply of a store is not read (spec 7), and a failed store changes nothing. */
function fireAndForget(request: Promise<string>, log: Logger, what: string): void {
  request.catch((error: unknown) => {
    if (!isAbortError(error)) log.warn(`${what} failed`, error);
  });
}

export async function resolveAffiliateLinks(input: FlowInput): Promise<FlowResult> {
  const { item, config, plugin, transport, log, base } = input;

  // Step 1-2: the server cache; any failure or unusable reply falls back to the service (spec 8).
  let cacheReply = "";
  try {
    cacheReply = await transport.postAction(CACHE_GET_ACTION, {
      cachegetnonce: plugin.cacheGetNonce,
      aalpostid: item.postid,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
  }
  const cached = readCacheReply(cacheReply, base);
  if (cached.use) {
    reportDropped(log, CACHE_GET_ACTION, cached.dropped);
    return { kind: "links", source: "cache", links: cached.links, widgets: cached.widgets };
  }

  if (plugin.serviceUrl === null) return { kind: "stopped", reason: "no service" };
  let serviceText: string;
  try {
    serviceText = await transport.postExternal(
      plugin.serviceUrl,
      serviceFields(item, config, input.pageText()),
    );
  } catch (error) {
    if (isAbortError(error)) throw error;
    log.warn("the affiliate link service could not be reached; no links inserted", error);
    return { kind: "stopped", reason: "service failed" };
  }
  const reply = readServiceReply(serviceText, base);
  // Spec 7: an unknown api key ends processing silently.
  if (reply.kind === "wrong-apikey") return { kind: "stopped", reason: "wrong apikey" };
  if (reply.kind === "invalid") {
    log.warn(`the affiliate link service sent an unusable reply (${reply.reason}); no links inserted`);
    return { kind: "stopped", reason: "invalid reply" };
  }
  reportDropped(log, "link service", reply.dropped);

  // Step 3: without keywords, the links go to the server cache for the next visitor.
  if (reply.keywords === null) {
    if (item.postid) {
      fireAndForget(
        transport.postAction(CACHE_SET_ACTION, {
          cachesetnonce: plugin.cacheSetNonce,
          aalpostid: item.postid,
          aalcachelinks: storedLinks(reply.links),
          aalcacheawidget: storedWidgets(reply.widgets),
        }),
        log,
        CACHE_SET_ACTION,
      );
    }
    return { kind: "links", source: "service", links: reply.links, widgets: reply.widgets };
  }

  if (!isOn(config.amazonactive) || !config.amazonid.trim()) {
    return { kind: "links", source: "service", links: reply.links, widgets: reply.widgets };
  }

  // With keywords and Amazon on: the site's Amazon links go first, trimmed to the allowed count.
  const allowed = reply.notimes ?? parseCount(item.notimes);
  let amazonText: string | null = null;
  try {
    amazonText = await transport.postAction(AMAZON_GET_ACTION, {
      security: plugin.security,
      keywords: reply.keywords,
      notimes: allowed === null ? item.notimes : String(allowed),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
  }
  const amazon = amazonText === null ? null : readAmazonReply(amazonText, base);
  if (amazon === null) {
    // Spec 8: an unparseable Amazon reply is ignored; the service's own links still go in.
    return { kind: "links", source: "service", links: reply.links, widgets: reply.widgets };
  }
  reportDropped(log, AMAZON_GET_ACTION, amazon.dropped);
  const links = mergeAmazonLinks(amazon.links, reply.links, allowed);
  const widgets = amazon.widgets;
  if (reply.insertId !== null && plugin.cacheUrl !== null && (amazon.links.length || widgets.length)) {
    fireAndForget(
      transport.postExternal(plugin.cacheUrl, {
        apikey: config.apikey,
        insertid: reply.insertId,
        parray: storedLinks(links),
        amazonwidget: storedWidgets(widgets),
      }),
      log,
      "the link service cache",
    );
  }
  return { kind: "links", source: "service", links, widgets };
}
