import { mountIsland } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { createAttributeJournal } from "../../../core/attribute-journal";
import { CardCarousel } from "./CardCarousel";
import { secureNewTabLinks } from "./new-tab-links";
import { parseCarouselOptions } from "./options";
import { parseCardCarousel } from "./parse";
import type { RotationState } from "./rotation";
import { adoptCarouselStyles } from "./styles";

/**
 * Mounts one card carousel: a React root inside the carousel element, which keeps its identity and gets the
 * APG carousel's region semantics; the server's slides, links and images are adopted, never copied. A single
 * card has nothing to move: it only gets its new-tab link made safe, without Swiper or React. Cleanup puts the
 * server's markup back exactly.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseCardCarousel(element);
  if (!parsed.ok) {
    context.log.warn(`left as it is: ${parsed.reason}`, element);
    return undefined;
  }
  const model = parsed.model;
  const journal = createAttributeJournal();
  const removeHints = secureNewTabLinks(model.slides, journal);
  const undoMarkup = (): void => {
    removeHints();
    journal.restore();
    delete element.dataset["state"];
  };

  if (model.slides.length === 1) {
    element.dataset["state"] = "static" satisfies RotationState;
    return undoMarkup;
  }

  // The logger already names the module: "[enhance:card-carousel] data-speed="fast": expected ...".
  const options = parseCarouselOptions(element.dataset, (message) => context.log.warn(message, element));

  // APG carousel semantics on the carousel element, added only where the markup lacks them.
  if (!element.hasAttribute("role") && element.localName !== "section")
    journal.set(element, "role", "region");
  journal.set(element, "aria-roledescription", "carousel");
  if (!element.hasAttribute("aria-label") && !element.hasAttribute("aria-labelledby")) {
    context.log.warn('no aria-label or aria-labelledby; naming it "Carousel"', element);
    journal.set(element, "aria-label", "Carousel");
  }

  const serverClasses = new Set(element.classList);
  const releaseStyles = adoptCarouselStyles(document);
  const unmountIsland = mountIsland(element, context, () => (
    <CardCarousel host={element} model={model} options={options} context={context} />
  ));
  return () => {
    unmountIsland();
    // Swiper's classes mirrored on the carousel element go with it; the server's own stay.
    for (const name of [...element.classList]) {
      if (name.startsWith("swiper-") && !serverClasses.has(name)) element.classList.remove(name);
    }
    releaseStyles();
    undoMarkup();
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
