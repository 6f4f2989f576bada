import type { ParseResult } from "../../../boot/island";
import { DEFAULT_GALLERY_PER_PAGE } from "../shared/page-window";

/** How many items a page holds, read from a data attribute, with why the default was used when it was. */
export interface PerPage {
  readonly perPage: number;
  /** Why the attribute was not used, for a console warning; null when it was used or simply absent. */
  readonly problem: string | null;
}

const WHOLE_NUMBER = /^\s*\d{1,6}\s*$/;

/**
 * The gallery's `data-per_page`: a whole number of items a page. Absent or 0 gives the theme's default of 4 (the
 * theme treats 0 as unset); anything else that is not a whole number gives 4 with a reason to warn about.
 */
export function parseGalleryPerPage(value: string | undefined): PerPage {
  if (value === undefined || value.trim() === "") return { perPage: DEFAULT_GALLERY_PER_PAGE, problem: null };
  if (!WHOLE_NUMBER.test(value)) {
    return {
      perPage: DEFAULT_GALLERY_PER_PAGE,
      problem: `data-per_page "${value}" is not a whole number; showing ${DEFAULT_GALLERY_PER_PAGE} a page`,
    };
  }
  const perPage = Number(value);
  return { perPage: perPage === 0 ? DEFAULT_GALLERY_PER_PAGE : perPage, problem: null };
}

/** The grid gallery as the server rendered it (reference section 2 "Gallery"). */
export interface GalleryModel {
  /** `.et_pb_gallery_items`. */
  readonly container: HTMLElement;
  /** Its `.et_pb_gallery_item` children, in server order. */
  readonly items: readonly HTMLElement[];
  /** The theme's empty `.et_pb_gallery_pagination`, or null (then every item stays visible). */
  readonly pagination: HTMLElement | null;
  readonly perPage: PerPage;
}

/** Reads a grid gallery; markup without items is left as it is. */
export function parseGallery(element: HTMLElement): ParseResult<GalleryModel> {
  const container = element.querySelector<HTMLElement>(".et_pb_gallery_items");
  const items = container
    ? [...container.children].filter((child): child is HTMLElement =>
        child.classList.contains("et_pb_gallery_item"),
      )
    : [];
  if (!container || items.length === 0) {
    return { ok: false, reason: "no .et_pb_gallery_items with .et_pb_gallery_item children" };
  }
  return {
    ok: true,
    model: {
      container,
      items,
      pagination: element.querySelector<HTMLElement>(".et_pb_gallery_pagination"),
      perPage: parseGalleryPerPage(container.dataset["per_page"]),
    },
  };
}
