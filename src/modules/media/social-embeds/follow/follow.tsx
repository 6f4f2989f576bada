import { useLayoutEffect } from "react";
import { mountIslandBeside } from "../../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../../boot/types";
import { nameLink } from "../names";
import { followLabel } from "./networks";
import { parseFollow, type FollowLink } from "./parse";

/**
 * The follow module's root: every link stays the server's node, in its list item; the root names each one for
 * where it goes while it is mounted, and takes the names back on unmount.
 */
function SocialFollow({ links }: { links: readonly FollowLink[] }) {
  useLayoutEffect(() => {
    const undo = links.map(({ link, network }) =>
      nameLink(link, {
        fallbackName: network ? followLabel(network) : null,
        purpose: network ? `on ${network}` : null,
        saysPurpose: (name) => (network ? name.toLowerCase().includes(network.toLowerCase()) : true),
      }),
    );
    return () => undo.reverse().forEach((step) => step());
  }, [links]);
  return null;
}

/**
 * The theme's social follow module: plain links, which need no provider script. Each gets a name that says where
 * it goes ("Follow on Instagram"), taken from its title or its network when it shows only an icon, and links that
 * open a new tab say so and keep the opener from the other site. The root lives in an element of its own, outside
 * the page: a list holds only its items.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseFollow(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  const links = parsed.model;
  return mountIslandBeside(element, context, () => <SocialFollow links={links} />);
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
