/**
 * Spec 3: a link relation field is a pipe-separated list of on/off flags, in the order bookmark, external,
 * nofollow, noreferrer, noopener (`off|on|on|off|off`).
 */

export const LINK_RELATIONS = ["bookmark", "external", "nofollow", "noreferrer", "noopener"] as const;

export type LinkRelation = (typeof LINK_RELATIONS)[number];

/** The relations a flag list turns on, in the field's order; missing flags are off. */
export function parseLinkRelation(value: string | undefined): LinkRelation[] {
  const flags = (value ?? "").split("|");
  return LINK_RELATIONS.filter((_relation, index) => flags[index]?.trim() === "on");
}

/** A `rel` attribute value (`"external nofollow"`), empty when no flag is on. */
export function linkRelAttribute(value: string | undefined): string {
  return parseLinkRelation(value).join(" ");
}

/** The flag list for a set of relations: always five flags, in the field's order. */
export function formatLinkRelation(relations: Iterable<LinkRelation>): string {
  const on = new Set(relations);
  return LINK_RELATIONS.map((relation) => (on.has(relation) ? "on" : "off")).join("|");
}
