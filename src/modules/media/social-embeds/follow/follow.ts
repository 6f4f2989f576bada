import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { nameLink } from "../names";
import { followLabel, networkFromAddress, networkFromClasses } from "./networks";

/**
 * The theme's social follow module (`ul.et_pb_social_media_follow` > `li.et_pb_social_icon.et-social-<network>` >
 * `a.icon[title]`, and `a.follow_button` when the module shows follow buttons): plain links, which need no
 * provider script. Each gets a name that says where it goes ("Follow on Instagram"), taken from its title or its
 * network when it shows only an icon, and links that open a new tab say so and keep the opener from the other site.
 */
export function mount(element: HTMLElement, _context: ModuleContext): Cleanup | undefined {
  const undo: Array<() => void> = [];
  for (const link of element.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const item = link.closest("li") ?? link;
    const classes = [
      ...item.classList,
      ...[...link.querySelectorAll("[class]")].flatMap((icon) => [...icon.classList]),
    ];
    const network =
      networkFromClasses(classes) ?? networkFromAddress(link.getAttribute("href"), document.baseURI);
    undo.push(
      nameLink(link, {
        fallbackName: network ? followLabel(network) : null,
        purpose: network ? `on ${network}` : null,
        saysPurpose: (name) => (network ? name.toLowerCase().includes(network.toLowerCase()) : true),
      }),
    );
  }
  return () => undo.reverse().forEach((step) => step());
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
