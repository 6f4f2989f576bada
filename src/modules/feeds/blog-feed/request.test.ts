import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeFields } from "../../../core/ajax";
import { render } from "../../../test-support/context";
import {
  BLOG_FEED_ACTION,
  BLOG_FEED_REQUEST_FIELDS,
  buildBlogFeedRequest,
  DEFAULT_POSTS_PER_PAGE,
  isMasonry,
  parsePositiveWhole,
  readFeedSettings,
  readTaxQuery,
} from "./request";

const log = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() });

/** The attributes of the blog feed on real Extra page 14 of the corpus. */
const REAL_FEED = `<div class="posts-blog-feed-module post-module et_pb_extra_module masonry  et_pb_posts_blog_feed_masonry_0 paginated et_pb_extra_module"  data-current_page="1" data-et_column_type="" data-show_featured_image="1" data-show_author="" data-show_categories="1" data-show_date="1" data-show_rating="" data-show_more="1" data-show_comments="" data-date_format="M j, Y" data-posts_per_page="4" data-order="asc" data-orderby="date" data-category_id="41" data-content_length="excerpt" data-blog_feed_module_type="masonry" data-hover_overlay_icon="" data-use_tax_query=""></div>`;

function feed(html: string): HTMLElement {
  return render(html).firstElementChild as HTMLElement;
}

afterEach(() => document.body.replaceChildren());

describe("blog feed request", () => {
  it("reads a real page's feed settings as the theme prints them", () => {
    const logger = log();
    const settings = readFeedSettings(feed(REAL_FEED), logger);
    expect(settings).toEqual({
      currentPage: 1,
      postsPerPage: 4,
      order: "asc",
      orderby: "date",
      categories: "41",
      showFeaturedImage: "1",
      moduleType: "masonry",
      columnType: "",
      showAuthor: "",
      showCategories: "1",
      showDate: "1",
      showRating: "",
      showMore: "1",
      showComments: "",
      dateFormat: "M j, Y",
      contentLength: "excerpt",
      hoverOverlayIcon: "",
      useTaxQuery: "",
    });
    expect(isMasonry(settings)).toBe(true);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("sends every field of spec 3 with the nonce, the builder flag and the page asked for", () => {
    const settings = readFeedSettings(feed(REAL_FEED), log());
    const fields = buildBlogFeedRequest(settings, 3, "nonce-1");
    expect(BLOG_FEED_ACTION).toBe("extra_blog_feed_get_content");
    expect(Object.keys(fields)).toEqual([
      "et_load_builder_modules",
      "blog_feed_nonce",
      ...BLOG_FEED_REQUEST_FIELDS,
    ]);
    expect(fields).toEqual({
      et_load_builder_modules: "1",
      blog_feed_nonce: "nonce-1",
      to_page: "3",
      posts_per_page: "4",
      order: "asc",
      orderby: "date",
      categories: "41",
      show_featured_image: "1",
      blog_feed_module_type: "masonry",
      et_column_type: "",
      show_author: "",
      show_categories: "1",
      show_date: "1",
      show_rating: "",
      show_more: "1",
      show_comments: "",
      date_format: "M j, Y",
      content_length: "excerpt",
      hover_overlay_icon: "",
      use_tax_query: "",
      tax_query: [],
    });
  });

  it("encodes a tax query the way PHP reads bracketed names", () => {
    const settings = { ...readFeedSettings(feed(REAL_FEED), log()), useTaxQuery: "1" };
    const query = readTaxQuery(
      settings,
      [
        {
          taxonomy: "post_tag",
          terms: ["seo", "email"],
          field: "slug",
          operator: "IN",
          include_children: true,
        },
      ],
      log(),
    );
    const body = encodeFields(buildBlogFeedRequest(settings, 2, "n", query));
    expect(body.getAll("tax_query[0][terms][]")).toEqual(["seo", "email"]);
    expect(body.get("tax_query[0][taxonomy]")).toBe("post_tag");
    expect(body.get("tax_query[0][include_children]")).toBe("true");
    expect(body.get("use_tax_query")).toBe("1");
  });

  it("sends a tax query only when the feed asks for one, and drops a malformed one with a warning", () => {
    const settings = readFeedSettings(feed(REAL_FEED), log());
    expect(readTaxQuery(settings, [{ taxonomy: "category" }], log())).toEqual([]);
    const using = { ...settings, useTaxQuery: "1" };
    expect(readTaxQuery(using, undefined, log())).toEqual([]);
    const logger = log();
    expect(readTaxQuery(using, "category=seo", logger)).toEqual([]);
    expect(readTaxQuery(using, [{ terms: { a: 1 } }], logger)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it("falls back to the theme's defaults, with a warning naming each bad number", () => {
    const logger = log();
    const settings = readFeedSettings(
      feed(
        `<div class="posts-blog-feed-module standard" data-current_page="zero" data-posts_per_page="-3" data-order="sideways"></div>`,
      ),
      logger,
    );
    expect(settings.currentPage).toBe(1);
    expect(settings.postsPerPage).toBe(DEFAULT_POSTS_PER_PAGE);
    expect(settings.order).toBe("desc");
    expect(settings.orderby).toBe("date");
    expect(settings.moduleType).toBe("standard");
    expect(isMasonry(settings)).toBe(false);
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      'data-order "sideways" is neither asc nor desc; sending desc',
      'data-current_page "zero" is not a whole number from 1; using 1',
      `data-posts_per_page "-3" is not a whole number from 1; using ${DEFAULT_POSTS_PER_PAGE}`,
    ]);
  });

  it("takes the masonry layout from the class when the type attribute is missing", () => {
    expect(
      isMasonry(readFeedSettings(feed(`<div class="posts-blog-feed-module masonry"></div>`), log())),
    ).toBe(true);
  });

  it.each([
    ["1", 1],
    [" 12 ", 12],
    ["0", null],
    ["-1", null],
    ["1.5", null],
    ["", null],
    ["9007199254740993", null],
  ])("reads %j as a whole number from 1: %j", (value, expected) => {
    expect(parsePositiveWhole(value)).toBe(expected);
  });
});
