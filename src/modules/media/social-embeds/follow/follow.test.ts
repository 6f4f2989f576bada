import { afterEach, describe, expect, it } from "vitest";
import { createTestContext, render } from "../../../../test-support/context";
import { mount } from "./follow";
import { NETWORK_NAMES, followLabel, networkFromAddress, networkFromClasses } from "./networks";

afterEach(() => document.body.replaceChildren());

describe("networks", () => {
  it("reads the theme's network class first, then an icon's class", () => {
    expect(networkFromClasses(["et_pb_social_icon", "et-social-linkedin"])).toBe("LinkedIn");
    expect(networkFromClasses(["fa-brands", "fa-whatsapp"])).toBe("WhatsApp");
    expect(networkFromClasses(["fa-instagram", "et-social-facebook"])).toBe("Facebook");
    expect(networkFromClasses(["et-social-twitter"])).toBe("X");
    expect(networkFromClasses(["et-social-unknown", "icon"])).toBeNull();
    expect(networkFromClasses(["et-social-constructor"])).toBeNull();
  });

  it.each([
    ["https://www.instagram.com/chefroo.in", "Instagram"],
    ["https://wa.me/918955966828?text=HI", "WhatsApp"],
    ["https://x.com/b2b", "X"],
    ["https://twitter.com/b2b", "X"],
    ["https://uk.linkedin.com/company/b2b", "LinkedIn"],
    ["https://youtu.be/abc", "YouTube"],
    ["https://www.pinterest.co.uk/b2b", "Pinterest"],
    ["https://notfacebook.com/b2b", null],
    ["http://", null],
    [null, null],
  ])("reads %j as %j", (address, network) => {
    expect(networkFromAddress(address, "https://courses.example/")).toBe(network);
  });

  it("names a follow link", () => {
    expect(followLabel("Instagram")).toBe("Follow on Instagram");
    expect(NETWORK_NAMES["google-plus"]).toBe("Google+");
  });
});

describe("the social follow module", () => {
  it("names icon links after their network, keeps titles, and says when a link opens a new tab", () => {
    const root = render(`<ul class="et_pb_module et_pb_social_media_follow">
      <li class="et_pb_social_icon et-social-facebook"><a href="https://www.facebook.com/b2b" class="icon" title="Follow on Facebook" target="_blank"><span class="et_pb_social_media_follow_network_name" aria-hidden="true">Follow</span></a></li>
      <li><a href="https://www.instagram.com/b2b"><i class="fa-brands fa-instagram"></i></a></li>
      <li><a href="http://"><i class="fa-brands fa-linkedin"></i></a></li>
      <li class="et_pb_social_icon et-social-youtube"><a href="https://www.youtube.com/@b2b" class="icon">Follow</a><a class="follow_button" href="https://www.youtube.com/@b2b" title="Follow on YouTube">Follow</a></li>
    </ul>`);
    const element = root.querySelector<HTMLElement>("ul")!;
    const cleanup = mount(element, createTestContext(element));
    const links = [...element.querySelectorAll("a")];
    expect(links[0]!.getAttribute("aria-label")).toBe("Follow on Facebook (opens in a new tab)");
    expect(links[0]!.rel).toBe("noopener noreferrer");
    expect(links[1]!.getAttribute("aria-label")).toBe("Follow on Instagram");
    expect(links[2]!.getAttribute("aria-label")).toBe("Follow on LinkedIn");
    expect(links[3]!.textContent).toBe("Follow (on YouTube)");
    expect(links[4]!.textContent).toBe("Follow (on YouTube)");
    cleanup?.();
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([null, null, null, null, null]);
    expect(links[3]!.textContent).toBe("Follow");
  });
});

describe("the follow module's root", () => {
  it("keeps the list, its items and links the same nodes, and gives the markup back on cleanup", () => {
    const root = render(`<ul class="et_pb_module et_pb_social_media_follow">
      <li class="et_pb_social_icon et-social-facebook"><a href="https://www.facebook.com/b2b" class="icon" target="_blank"></a></li>
      <li class="et_pb_social_icon et-social-youtube"><a href="https://www.youtube.com/@b2b" class="icon">Follow</a></li>
    </ul>`);
    const element = root.querySelector<HTMLElement>("ul")!;
    const serverMarkup = new XMLSerializer().serializeToString(element);
    const items = [...element.children];
    const links = [...element.querySelectorAll("a")];
    const cleanup = mount(element, createTestContext(element));
    expect([...element.children]).toEqual(items);
    items.forEach((item, index) => expect(element.children[index]).toBe(item));
    links.forEach((link, index) => expect(element.querySelectorAll("a")[index]).toBe(link));
    expect(links[0]!.getAttribute("aria-label")).toBe("Follow on Facebook (opens in a new tab)");
    cleanup?.();
    expect(new XMLSerializer().serializeToString(element)).toBe(serverMarkup);
  });

  it("declines a module without links", () => {
    const root = render(`<ul class="et_pb_social_media_follow"></ul>`);
    const element = root.querySelector<HTMLElement>("ul")!;
    const context = createTestContext(element);
    expect(mount(element, context)).toBeUndefined();
    expect(context.decline).toHaveBeenCalled();
  });
});
