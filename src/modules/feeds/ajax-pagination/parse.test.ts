import { afterEach, describe, expect, it } from "vitest";
import { render } from "../../../test-support/context";
import {
  ORDER_CLASS,
  PAGINATED_MODULE_SELECTOR,
  PAGINATION_CONTAINER_SELECTOR,
  PAGINATION_LINK_SELECTOR,
  countItems,
  errorPageContent,
  findModule,
  findPaginationContainer,
  firstNewContentTarget,
  identityKey,
  isErrorPageBody,
  moduleIdentity,
  pageKeyOf,
  pageNumberOf,
} from "./parse";

afterEach(() => document.body.replaceChildren());

function element(html: string): HTMLElement {
  const container = render(html);
  const first = container.firstElementChild;
  if (!(first instanceof HTMLElement)) throw new Error("no element");
  return first;
}

describe("the selectors the theme's handler uses", () => {
  it("pins the selectors of the theme's pagination links, WP-PageNavi's and the paginated modules", () => {
    expect(PAGINATION_CONTAINER_SELECTOR).toBe(".et_pb_ajax_pagination_container");
    expect(PAGINATION_LINK_SELECTOR).toBe(
      ".et_pb_ajax_pagination_container .pagination a, .et_pb_ajax_pagination_container .wp-pagenavi a",
    );
    expect(PAGINATED_MODULE_SELECTOR).toBe(
      ".et_pb_blog_grid_wrapper, .et_pb_posts, .et_pb_portfolio, .et_pb_portfolio_grid",
    );
  });

  it("knows an order class from the other et_pb_ classes", () => {
    for (const name of ["et_pb_blog_0", "et_pb_blog_12", "et_pb_portfolio_3", "et_pb_blog_0_tb_body"]) {
      expect(ORDER_CLASS.test(name), name).toBe(true);
    }
    for (const name of [
      "et_pb_blog_grid",
      "et_pb_blog_item_0_1",
      "et_pb_portfolio_item",
      "et_pb_portfolio_grid",
      "et_pb_blog_0_tb_sidebar",
      "et_pb_blog_",
      "xet_pb_blog_0",
    ]) {
      expect(ORDER_CLASS.test(name), name).toBe(false);
    }
  });
});

describe("moduleIdentity", () => {
  it("given a blog module, reads its order class and kind", () => {
    const blog = element('<div class="et_pb_module et_pb_blog_2 et_pb_blog_grid_wrapper"></div>');
    expect(moduleIdentity(blog)).toEqual({ kind: "blog", orderClass: "et_pb_blog_2", id: null });
    expect(identityKey(moduleIdentity(blog)!)).toBe("et_pb_blog_2");
  });

  it("given a portfolio with an id, keeps both; the key prefers the order class", () => {
    const module = element(
      '<div id="courses" class="et_pb_module et_pb_portfolio_0 et_pb_portfolio_grid"></div>',
    );
    expect(moduleIdentity(module)).toEqual({
      kind: "portfolio",
      orderClass: "et_pb_portfolio_0",
      id: "courses",
    });
  });

  it("given only an id, keys by the id; given neither, there is no identity", () => {
    const named = element('<div id="news" class="et_pb_module et_pb_posts"></div>');
    expect(moduleIdentity(named)).toEqual({ kind: "blog", orderClass: null, id: "news" });
    expect(identityKey(moduleIdentity(named)!)).toBe("#news");
    const portfolio = element('<div id="work" class="et_pb_module et_pb_portfolio"></div>');
    expect(moduleIdentity(portfolio)?.kind).toBe("portfolio");
    expect(moduleIdentity(element('<div class="et_pb_module et_pb_posts"></div>'))).toBeNull();
    expect(moduleIdentity(element('<div id="  " class="et_pb_posts"></div>'))).toBeNull();
  });
});

describe("pageKeyOf", () => {
  const base = "https://site.test/blog/";
  it("resolves relative links and drops the fragment, keeping the query", () => {
    expect(pageKeyOf("page/2/?et_blog#top", base)).toBe("https://site.test/blog/page/2/?et_blog");
    expect(pageKeyOf("/blog/", base)).toBe("https://site.test/blog/");
  });
  it("refuses links that are not web pages", () => {
    expect(pageKeyOf("javascript:alert(1)", base)).toBeNull();
    expect(pageKeyOf("mailto:a@b.test", base)).toBeNull();
    expect(pageKeyOf("http://[bad", base)).toBeNull();
  });
});

describe("pageNumberOf", () => {
  it.each([
    ["/blog/page/2/", 2],
    ["/blog/page/17", 17],
    ["https://site.test/page/3/?et_blog", 3],
    ["/?paged=4", 4],
    ["/?page=5", 5],
    ["/blog/", 1],
    ["/blog/page/0/", 1],
    ["/blog/page/x/", 1],
    ["/?paged=-2", 1],
    ["/?paged=2.5", 1],
    ["/page/2/extra/", 1],
    ["/?paged=99999999999999999999", 1],
  ])("reads %s as page %i", (url, page) => {
    expect(pageNumberOf(url)).toBe(page);
  });
});

describe("isErrorPageBody", () => {
  it.each([
    ['<html><body class="error404 et_divi_theme">', true],
    ["<body class='home error404'>", true],
    ['<BODY id="x" CLASS="a error404">', true],
    ['<body class="page">x error404 x</body>', false],
    ['<body class="error4041">', false],
    ['<body id="error-page">', false],
    ["", false],
  ])("given %s, says %s", (html, expected) => {
    expect(isErrorPageBody(html)).toBe(expected);
  });
});

describe("finding the module in a reply", () => {
  const reply = () =>
    element(`<div>
      <div class="et_pb_module et_pb_blog_1 et_pb_posts"><div class="et_pb_ajax_pagination_container"><p>other</p></div></div>
      <div id="news" class="et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper"><div class="et_pb_blog_grid"><div class="et_pb_ajax_pagination_container"><article class="et_pb_post"><h2 class="entry-title">First</h2></article></div></div></div>
    </div>`);

  it("finds it by order class, else by id, and returns its pagination container", () => {
    const root = reply();
    expect(findModule(root, { kind: "blog", orderClass: "et_pb_blog_0", id: null })?.id).toBe("news");
    expect(findModule(root, { kind: "blog", orderClass: "et_pb_blog_9", id: "news" })?.id).toBe("news");
    expect(findModule(root, { kind: "blog", orderClass: null, id: "missing" })).toBeNull();
    const container = findPaginationContainer(root, { kind: "blog", orderClass: "et_pb_blog_0", id: null });
    expect(container?.textContent).toBe("First");
    expect(findPaginationContainer(root, { kind: "blog", orderClass: "et_pb_blog_5", id: null })).toBeNull();
  });

  it("counts posts and projects and picks the first title to focus", () => {
    const container = findPaginationContainer(reply(), {
      kind: "blog",
      orderClass: "et_pb_blog_0",
      id: null,
    })!;
    expect(countItems(container)).toBe(1);
    expect(firstNewContentTarget(container)?.textContent).toBe("First");
    const projects = element(
      '<div><div class="et_pb_portfolio_item"><h2 class="et_pb_module_header">P1</h2></div><div class="et_pb_portfolio_item"></div></div>',
    );
    expect(countItems(projects)).toBe(2);
    expect(firstNewContentTarget(projects)?.textContent).toBe("P1");
    expect(firstNewContentTarget(element("<div><h1>Page not found</h1></div>"))?.textContent).toBe(
      "Page not found",
    );
    expect(firstNewContentTarget(element("<div><p>Only text</p></div>"))?.textContent).toBe("Only text");
    expect(firstNewContentTarget(element("<div></div>"))).toBeNull();
  });
});

describe("errorPageContent", () => {
  it("takes the children of Divi's not-found entry, never the main landmark itself", () => {
    const page = element(
      '<div><header>Site</header><main id="main-content"><div id="left-area"><article class="not_found"><div class="entry"><h1>No Results Found</h1><p>Try again.</p></div></article></div></main></div>',
    );
    const nodes = errorPageContent(page);
    expect(nodes.map((node) => node.nodeName)).toEqual(["H1", "P"]);
  });

  it("falls back to the main element's children, then to everything", () => {
    const generic = element('<div><main id="main-content"><h1>Page not found</h1></main></div>');
    expect(errorPageContent(generic).map((node) => node.nodeName)).toEqual(["H1"]);
    const bare = element("<div><h1>Gone</h1><p>x</p></div>");
    expect(errorPageContent(bare).map((node) => node.nodeName)).toEqual(["H1", "P"]);
  });
});
