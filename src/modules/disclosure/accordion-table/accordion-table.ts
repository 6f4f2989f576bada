import type { Cleanup, ModuleContext } from "../../../boot/types";

/**
 * The accordion table widget (spec 4): a table of blocks that is an accordion only while its breakpoint is active
 * (`desktop`: always; `tablet`: at most 980 px wide; `phone`: at most 767 px). While active, Enter, Space or a
 * click on a header toggles that block and closes the others, and the header shows a pressed state; otherwise every
 * block is open and the headers are plain headings.
 */
export const BREAKPOINT_QUERIES = {
  desktop: null,
  tablet: "(max-width: 980px)",
  phone: "(max-width: 767px)",
} as const;

export type TableBreakpoint = keyof typeof BREAKPOINT_QUERIES;

const BLOCK = "enhance-accordion-table__block";
const HEADER = "enhance-accordion-table__header";
const BODY = "enhance-accordion-table__body";
const PRESSED = "enhance-accordion-table__header--pressed";
const BUTTON = "enhance-accordion-table__button";

export function parseBreakpoint(value: string | undefined): TableBreakpoint | null {
  return value === "desktop" || value === "tablet" || value === "phone" ? value : null;
}

interface Block {
  header: HTMLElement;
  body: HTMLElement;
  button: HTMLButtonElement | null;
}

let counter = 0;

export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const requested = element.dataset["breakpoint"];
  const breakpoint = parseBreakpoint(requested);
  if (requested !== undefined && breakpoint === null) {
    context.log.warn(
      `data-breakpoint "${requested}" is not desktop, tablet or phone; using desktop`,
      element,
    );
  }
  const query = BREAKPOINT_QUERIES[breakpoint ?? "desktop"];
  const media = query ? window.matchMedia(query) : null;
  const blocks: Block[] = [];
  for (const block of element.querySelectorAll<HTMLElement>(`:scope > .${BLOCK}`)) {
    const header = block.querySelector<HTMLElement>(`:scope > .${HEADER}`);
    const body = block.querySelector<HTMLElement>(`:scope > .${BODY}`);
    if (header && body) blocks.push({ header, body, button: null });
  }
  if (blocks.length === 0) {
    return context.decline("no blocks with a header and a body", element);
  }
  counter += 1;
  const prefix = `enhance-accordion-table-${counter}`;
  let openIndex = 0;

  const wrap = (block: Block, index: number): void => {
    if (block.button) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = BUTTON;
    button.id = `${prefix}-header-${index}`;
    block.body.id ||= `${prefix}-body-${index}`;
    button.setAttribute("aria-controls", block.body.id);
    button.append(...block.header.childNodes);
    block.header.append(button);
    block.button = button;
  };

  const unwrap = (block: Block): void => {
    if (!block.button) return;
    block.header.append(...block.button.childNodes);
    block.button.remove();
    block.button = null;
  };

  const render = (): void => {
    const active = media === null || media.matches;
    element.dataset["state"] = active ? "accordion" : "table";
    blocks.forEach((block, index) => {
      const open = !active || index === openIndex;
      if (active) wrap(block, index);
      else unwrap(block);
      block.button?.setAttribute("aria-expanded", String(open));
      block.header.classList.toggle(PRESSED, active && open);
      block.body.hidden = !open;
    });
  };

  element.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest(`.${BUTTON}`);
      const index = blocks.findIndex((block) => block.button === button);
      if (index < 0) return;
      openIndex = index === openIndex ? -1 : index;
      render();
    },
    { signal: context.signal },
  );
  media?.addEventListener("change", render, { signal: context.signal });
  render();

  return () => {
    for (const block of blocks) {
      unwrap(block);
      block.header.classList.remove(PRESSED);
      block.body.hidden = false;
    }
    delete element.dataset["state"];
  };
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
