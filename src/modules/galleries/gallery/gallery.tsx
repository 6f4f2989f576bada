import type { Cleanup, ModuleContext } from "../../../boot/types";
import { mountParsedIslandBeside } from "../../../boot/island";
import { GalleryRoot } from "./GalleryRoot";
import { parseGallery } from "./parse";

/**
 * The grid gallery (reference section 2 "Gallery"): `.et_pb_gallery_items[data-per_page]` items are shown a page
 * at a time, the theme's empty `.et_pb_gallery_pagination` gets its page links, and the page is a deep link
 * `#<id>|<page>` that the URL follows. Image links open the lightbox. Without a pagination container every item
 * stays visible (nothing would lead to the others). One React root; every server node stays the node it was.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseGallery(element);
  if (parsed.ok && parsed.model.pagination && parsed.model.perPage.problem) {
    context.log.warn(parsed.model.perPage.problem, element);
  }
  return mountParsedIslandBeside(element, context, parsed, (model) => (
    <GalleryRoot model={model} host={element} context={context} />
  ));
}
