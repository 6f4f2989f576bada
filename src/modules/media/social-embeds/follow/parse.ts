import type { ParseResult } from "../../../../boot/island";
import { networkFromAddress, networkFromClasses } from "./networks";

/** A follow link and the network it points to (null when neither its classes nor its address say). */
export interface FollowLink {
  readonly link: HTMLAnchorElement;
  readonly network: string | null;
}

/**
 * The theme's social follow module: `ul.et_pb_social_media_follow` > `li.et_pb_social_icon.et-social-<network>` >
 * `a.icon[title]`, and `a.follow_button` when the module shows follow buttons.
 */
export function parseFollow(element: HTMLElement): ParseResult<readonly FollowLink[]> {
  const base = element.ownerDocument.baseURI;
  const links = [...element.querySelectorAll<HTMLAnchorElement>("a[href]")].map((link) => {
    const item = link.closest("li") ?? link;
    const classes = [
      ...item.classList,
      ...[...link.querySelectorAll("[class]")].flatMap((icon) => [...icon.classList]),
    ];
    return {
      link,
      network: networkFromClasses(classes) ?? networkFromAddress(link.getAttribute("href"), base),
    };
  });
  if (links.length === 0) return { ok: false, reason: "no links in the social follow module" };
  return { ok: true, model: links };
}
