/**
 * The theme's named tab links: `#tab-<name>` (or `#<name>`) opens the tab whose link is `href="#tab-<name>"`.
 * Returns the `tab-<name>` the stripped hash asks for, or null when it is empty or a module deep link. Kept free of
 * imports: the loader uses it to decide whether a tabs module mounts at once.
 */
export function namedTab(hash: string): string | null {
  if (!hash || hash.includes("|")) return null;
  return hash.startsWith("tab-") ? hash : `tab-${hash}`;
}
