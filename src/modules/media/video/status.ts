import { sharedStyleSheet } from "../../../core/styles";

/**
 * The visible, announced area where a player's error is said in words, with a plain link where one helps. It is
 * in the page (empty) from the start, so screen readers announce what is written into it. Also the few rules the
 * video posters and buttons need whatever the theme's stylesheet says, in `:where()` so the theme wins.
 */
const RULES = `
:where(button.et_pb_video_play) { appearance: none; margin: 0; padding: 0; border: 0; background: none; cursor: pointer; }
:where(.enhance-video) { position: relative; }
:where(.enhance-video__poster) {
  position: absolute; inset: 0; z-index: 10; cursor: pointer; color: #fff; line-height: 1.4;
  background: linear-gradient(135deg, #26323a, #11191f);
}
:where(.enhance-video__caption) { position: absolute; left: 1em; right: 1em; bottom: 0.75em; }
:where(.enhance-video__play) {
  appearance: none; position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  margin: 0; padding: 0; border: 0; background: none; line-height: 0; cursor: pointer;
}
:where(.enhance-media__status) { line-height: 1.5; }
:where(.enhance-media__status:not(:empty)) { margin-top: 0.5em; padding: 0.75em 1em; border: 2px solid currentColor; }
:where(.enhance-media__status p) { margin: 0; }
`;

/** Adopts the rules while at least one player uses them; call the returned function on unmount. */
export const adoptMediaStyles = sharedStyleSheet(RULES);

export function createStatusArea(): HTMLElement {
  const area = document.createElement("div");
  area.className = "enhance-media__status";
  area.setAttribute("role", "alert");
  return area;
}

export interface StatusLink {
  href: string;
  text: string;
}

export function showStatus(area: HTMLElement, message: string, link?: StatusLink): void {
  const text = document.createElement("p");
  text.textContent = message;
  const nodes: HTMLElement[] = [text];
  if (link) {
    const paragraph = document.createElement("p");
    const anchor = document.createElement("a");
    anchor.href = link.href;
    anchor.textContent = link.text;
    paragraph.append(anchor);
    nodes.push(paragraph);
  }
  area.replaceChildren(...nodes);
}
