import { forwardRef, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { Adopted } from "../../../boot/island";
import type { ModuleContext } from "../../../boot/types";
import { keepNativeControls, reportMediaErrors } from "./native";
import type { ProviderFrameModel, VideoModuleModel } from "./parse";
import { nativePlayer, providerPlayer, type Player } from "./player";
import { PROVIDER_NAMES } from "./providers";
import { MediaStatus, useMediaStyles, type StatusMessage } from "./status";

/** State (`data-state` on the module or the iframe): `poster`, `playing`, `error`. */
export type VideoState = "poster" | "playing" | "error";

export const PLAY_LABEL = "Play video";
/** Marks an iframe this module manages, so the boot never mounts it a second time. */
export const MANAGED_ATTRIBUTE = "data-enhance-video";

export function playLabel(title: string): string {
  return `${PLAY_LABEL}: ${title}`;
}

interface PlayButtonProps {
  readonly label: string;
  readonly className: string;
  /** Keeps the theme's play icon (its class draws it); otherwise the button draws its own. */
  readonly themed: boolean;
}

const PlayButton = forwardRef<HTMLButtonElement, PlayButtonProps>(function PlayButton(
  { label, className, themed },
  ref,
) {
  return (
    <button ref={ref} type="button" className={className} aria-label={label}>
      {!themed && (
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 68 48"
          width="68"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <rect width="68" height="48" rx="12" fill="#111" fillOpacity=".85" />
          <path d="M27 14v20l18-10z" fill="#fff" />
        </svg>
      )}
    </button>
  );
});

/** A neutral poster over an empty player: the title and a play button, on a dark panel. */
function NeutralPoster({
  title,
  providerName,
  onPlay,
}: {
  title: string;
  providerName: string;
  onPlay(): void;
}) {
  return (
    <div
      className="enhance-video__poster"
      onClick={(event) => {
        event.preventDefault();
        onPlay();
      }}
    >
      <span className="enhance-video__caption" aria-hidden="true">
        {`${title} · ${providerName}`}
      </span>
      <PlayButton label={playLabel(title)} className="enhance-video__play" themed={false} />
    </div>
  );
}

/** The theme's play link gives way to a real button in the same place; the link comes back on unmount. */
function OverlayPlayButton({
  parent,
  link,
  label,
}: {
  parent: HTMLElement;
  link: HTMLElement | null;
  label: string;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (!button || !link || link.parentNode !== parent) return;
    parent.insertBefore(button, link);
    link.remove();
    return () => {
      parent.insertBefore(link, button.parentNode === parent ? button : null);
    };
  }, [parent, link]);
  return createPortal(
    <PlayButton
      ref={buttonRef}
      label={label}
      className={link ? link.className : "enhance-video__play"}
      themed={link !== null}
    />,
    parent,
  );
}

/** Writes `data-state` on the element that carries it, and takes it away on unmount. */
function useDataState(element: HTMLElement, state: VideoState | null): void {
  useLayoutEffect(() => {
    if (state) element.dataset["state"] = state;
  }, [element, state]);
  useLayoutEffect(() => () => void delete element.dataset["state"], [element]);
}

/** Runs `update` at once while the root mounts, else before the event that caused it returns. */
function useCommit(): { commit(update: () => void): void; started(): void } {
  const mounting = useRef(true);
  return useMemo(
    () => ({
      commit: (update) => (mounting.current ? update() : flushSync(update)),
      started: () => void (mounting.current = false),
    }),
    [],
  );
}

/** Hides the server's overlay while the video plays; its own `hidden` and `style` come back on unmount. */
function useServerOverlay(overlay: HTMLElement | null, shown: boolean): void {
  useLayoutEffect(() => {
    if (!overlay) return;
    const hidden = overlay.hidden;
    const style = overlay.getAttribute("style");
    return () => {
      overlay.hidden = hidden;
      if (style === null) overlay.removeAttribute("style");
      else overlay.setAttribute("style", style);
    };
  }, [overlay]);
  useLayoutEffect(() => {
    if (!overlay || shown) return;
    overlay.hidden = true;
    overlay.style.display = "none";
  }, [overlay, shown]);
}

interface VideoModuleProps {
  readonly host: HTMLElement;
  readonly model: VideoModuleModel;
  readonly context: ModuleContext;
}

/**
 * The theme's video module. Its children stay where they are; the root adds the play button (in the theme's
 * overlay, or on a neutral poster when the module has none) and the announced status area under the video box.
 * A provider's player loads only on the click; a native video keeps its controls and its overlay plays it.
 */
export function VideoModule({ host, model, context }: VideoModuleProps) {
  const { frame, media, video, overlay, playLink, buttonParent, title, nodes, box, api } = model;
  useMediaStyles();
  const hasPoster = overlay !== null || video !== null;
  const [state, setState] = useState<VideoState | null>(hasPoster ? "poster" : null);
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const [posterShown, setPosterShown] = useState(true);
  const player = useRef<Player | null>(null);
  const { commit, started } = useCommit();
  useDataState(host, state);
  useServerOverlay(overlay, posterShown);

  // The status area goes right under the video box.
  const [beforeNodes, afterNodes] = useMemo(() => {
    const boxIndex = box ? nodes.indexOf(box) : -1;
    return boxIndex >= 0 ? [nodes.slice(0, boxIndex + 1), nodes.slice(boxIndex + 1)] : [nodes, []];
  }, [nodes, box]);

  useLayoutEffect(() => {
    const showError = (next: StatusMessage): void =>
      commit(() => {
        setState("error");
        setMessage(next);
      });
    const showNotice = (next: StatusMessage): void => commit(() => setMessage(next));
    const restorers: Array<() => void> = [];
    const listening = new AbortController();
    if (frame && video) {
      frame.setAttribute(MANAGED_ATTRIBUTE, "");
      restorers.push(() => frame.removeAttribute(MANAGED_ATTRIBUTE));
      player.current = providerPlayer(
        frame,
        video,
        title,
        { error: showError, notice: showNotice },
        { url: api.url },
      );
    } else if (media) {
      restorers.push(keepNativeControls(media, context.reducedMotion()));
      reportMediaErrors(media, (text) => showError({ text }), listening.signal);
      player.current = nativePlayer(media);
    }
    started();
    return () => {
      listening.abort();
      player.current?.restore();
      player.current = null;
      for (const restore of restorers.reverse()) restore();
    };
  }, [frame, video, media, title, api, context, commit, started]);

  // A neutral poster covers the module: the module must be its containing block.
  useLayoutEffect(() => {
    if (overlay || !video || getComputedStyle(host).position !== "static") return;
    const style = host.getAttribute("style");
    host.style.position = "relative";
    return () => {
      if (style === null) host.removeAttribute("style");
      else host.setAttribute("style", style);
    };
  }, [host, overlay, video]);

  const play = useCallback(() => {
    flushSync(() => {
      setPosterShown(false);
      if (player.current) setState("playing");
    });
    if (player.current) {
      player.current.start();
      (frame ?? media)?.focus();
    } else {
      frame?.focus();
    }
  }, [frame, media]);

  useLayoutEffect(() => {
    if (!overlay) return;
    const controller = new AbortController();
    overlay.addEventListener(
      "click",
      (event) => {
        event.preventDefault();
        play();
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [overlay, play]);

  return (
    <>
      <Adopted nodes={beforeNodes} />
      <MediaStatus message={message} polite={video !== null} />
      {afterNodes.length > 0 && <Adopted nodes={afterNodes} />}
      {overlay && buttonParent && (
        <OverlayPlayButton parent={buttonParent} link={playLink} label={playLabel(title)} />
      )}
      {!overlay && video && posterShown && (
        <NeutralPoster title={title} providerName={PROVIDER_NAMES[video.provider]} onPlay={play} />
      )}
    </>
  );
}

interface ProviderFrameProps {
  readonly model: ProviderFrameModel;
}

/**
 * A YouTube or Vimeo iframe outside the video module. The root lives outside the page and renders into the
 * frame's parent: a wrapper takes the frame's place and holds it under a neutral poster until the click, and the
 * announced status area follows it. On unmount the frame goes back where it was.
 */
export function ProviderFrame({ model }: ProviderFrameProps) {
  const { frame, parent, video, title, api } = model;
  useMediaStyles();
  const [state, setState] = useState<VideoState>("poster");
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const [posterShown, setPosterShown] = useState(true);
  const player = useRef<Player | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const { commit, started } = useCommit();
  useDataState(frame, state);

  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    const status = statusRef.current;
    if (!wrapper || !status) return;
    // The portal appended both to the parent: the wrapper takes the frame's place, the status area follows it.
    frame.before(wrapper);
    wrapper.prepend(frame);
    wrapper.after(status);
    frame.setAttribute(MANAGED_ATTRIBUTE, "");
    player.current = providerPlayer(
      frame,
      video,
      title,
      {
        error: (next) =>
          commit(() => {
            setState("error");
            setMessage(next);
          }),
        notice: (next) => commit(() => setMessage(next)),
      },
      { url: api.url },
    );
    started();
    return () => {
      player.current?.restore();
      player.current = null;
      if (wrapper.parentNode) wrapper.before(frame);
      frame.removeAttribute(MANAGED_ATTRIBUTE);
    };
  }, [frame, video, title, api, commit, started]);

  const play = useCallback(() => {
    flushSync(() => {
      setPosterShown(false);
      setState("playing");
    });
    player.current?.start();
    frame.focus();
  }, [frame]);

  return createPortal(
    <>
      <div ref={wrapperRef} className="enhance-video">
        {posterShown && (
          <NeutralPoster title={title} providerName={PROVIDER_NAMES[video.provider]} onPlay={play} />
        )}
      </div>
      <MediaStatus ref={statusRef} message={message} polite />
    </>,
    parent,
  );
}
