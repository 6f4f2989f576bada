import { forwardRef, useLayoutEffect } from "react";
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

/** A message for the status area, with a plain link where one helps (the video on the provider's site). */
export interface StatusMessage {
  readonly text: string;
  readonly link?: { readonly href: string; readonly text: string };
}

/** Adopts the rules while the calling root is mounted. */
export function useMediaStyles(): void {
  useLayoutEffect(() => adoptMediaStyles(), []);
}

interface MediaStatusProps {
  readonly message: StatusMessage | null;
  /**
   * Announced when the reader is free (`status`) rather than at once (`alert`): a provider's player reports its
   * errors while the visitor is busy with the player.
   */
  readonly polite?: boolean;
}

/**
 * The visible, announced area where a player's error is said in words. It is in the page (empty) from the start,
 * so screen readers announce what is written into it.
 */
export const MediaStatus = forwardRef<HTMLDivElement, MediaStatusProps>(function MediaStatus(
  { message, polite = false },
  ref,
) {
  return (
    <div ref={ref} className="enhance-media__status" role={polite ? "status" : "alert"}>
      {message && <p>{message.text}</p>}
      {message?.link && (
        <p>
          <a href={message.link.href}>{message.link.text}</a>
        </p>
      )}
    </div>
  );
});
