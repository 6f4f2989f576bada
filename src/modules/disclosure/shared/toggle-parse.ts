import { attributesOf, otherChildNodes, type ElementProps, type ParseResult } from "../../../boot/island";

/** A toggle as the server rendered it: `.et_pb_toggle` > `.et_pb_toggle_title` + `.et_pb_toggle_content`. */
export interface ToggleModel {
  readonly item: ElementProps;
  /** The title's tag (`h5` by default; configurable in the theme). */
  readonly titleTag: string;
  readonly title: ElementProps;
  readonly titleNodes: readonly Node[];
  readonly content: ElementProps;
  readonly contentNodes: readonly Node[];
  readonly otherNodes: readonly Node[];
  readonly open: boolean;
}

export const OPEN_CLASS = "et_pb_toggle_open";
export const CLOSED_CLASS = "et_pb_toggle_close";

/**
 * Whether the theme classes show the toggle open: the theme's stylesheet hides the content of an
 * `et_pb_toggle_close` item, and an item without `et_pb_toggle_open` is not open.
 */
export function isOpenByClasses(item: Element): boolean {
  return item.classList.contains(OPEN_CLASS) && !item.classList.contains(CLOSED_CLASS);
}

export function parseToggle(item: Element): ParseResult<ToggleModel> {
  const children = [...item.children];
  const title = children.find((child) => child.classList.contains("et_pb_toggle_title"));
  const content = children.find((child) => child.classList.contains("et_pb_toggle_content"));
  if (!title || !content) return { ok: false, reason: "no .et_pb_toggle_title or .et_pb_toggle_content" };
  return {
    ok: true,
    model: {
      item: attributesOf(item),
      titleTag: title.tagName.toLowerCase(),
      title: attributesOf(title),
      titleNodes: [...title.childNodes],
      content: attributesOf(content),
      contentNodes: [...content.childNodes],
      otherNodes: otherChildNodes(item, [title, content]),
      open: item.classList.contains(OPEN_CLASS),
    },
  };
}
