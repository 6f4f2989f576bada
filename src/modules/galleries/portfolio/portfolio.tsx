import type { Cleanup, ModuleContext } from "../../../boot/types";
import { mountParsedIslandBeside } from "../../../boot/island";
import { parsePortfolio } from "./parse";
import { PortfolioRoot } from "./PortfolioRoot";

/**
 * The filterable portfolio (reference section 2 "Filterable portfolio"): the filter links
 * (`.et_pb_portfolio_filter > a[data-category-slug]`, `all` among them) show the items of one category
 * (`project_category_<slug>`), `data-posts-number` of them a page with the theme's pagination in
 * `.et_pb_portofolio_pagination`; the state is the deep link `#<id>|<category>|<page>`, which the URL follows.
 * In the grid layout the items stand in 1 to 5 columns by the width of their container, each image 75 % as
 * tall as it is wide (spec 9). Item images that link to an image file open the lightbox. One React root; every
 * server node stays the node it was.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parsePortfolio(element);
  if (parsed.ok) {
    for (const { link, value } of parsed.model.unusableFilters) {
      context.log.warn(`a filter link's data-category-slug "${value}" is not a slug`, link);
    }
    if (parsed.model.postsNumber.problem) context.log.warn(parsed.model.postsNumber.problem, element);
  }
  return mountParsedIslandBeside(element, context, parsed, (model) => (
    <PortfolioRoot model={model} host={element} context={context} />
  ));
}
