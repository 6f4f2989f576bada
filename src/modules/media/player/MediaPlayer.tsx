import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { createPortal } from "react-dom";
import { sharedStyleSheet } from "../../../core/styles";
import { timeSteps, type MediaEngine, type MediaEvents } from "./engine";
import { LABELS, playerLabel, volumeText } from "./messages";
import type { MediaPlayerModel } from "./parse";
import { clockTime, timeSliderText } from "./time";

/** The volume slider's steps: arrows move it by 5 %, Page Up / Page Down by 20 %. */
const VOLUME_STEP = 0.05;
const VOLUME_PAGE_STEP = 0.2;

/**
 * What the player needs whatever the theme's stylesheet says, in `:where()` so the theme's `.mejs-*` rules win:
 * the bars fill from the left by `scaleX`, the handles sit on the rail, the controls share a row, and a video's
 * play overlay covers the picture (one grid cell) without covering the controls below it.
 */
const RULES = `
:where(.mejs-container) { position: relative; box-sizing: border-box; width: 100%; max-width: 100%; }
:where(.mejs-container *) { box-sizing: border-box; }
:where(.mejs-mediaelement video) { display: block; width: 100%; height: auto; }
:where(.mejs-controls) { display: flex; align-items: center; gap: 0.5em; min-height: 40px; }
:where(.mejs-button button) { appearance: none; margin: 0; padding: 0; border: 0; background: none; cursor: pointer; color: inherit; min-width: 24px; min-height: 24px; }
:where(.mejs-time-rail) { flex: 1; display: flex; align-items: center; min-height: 24px; }
:where(.mejs-time-total) { position: relative; display: block; width: 100%; height: 6px; cursor: pointer; touch-action: none; }
:where(.mejs-time-loaded, .mejs-time-current) { position: absolute; inset: 0; transform-origin: left; transform: scaleX(0); }
:where(.mejs-time-handle) { position: absolute; top: 50%; width: 12px; height: 12px; margin: -6px 0 0 -6px; border-radius: 50%; }
:where(.mejs-horizontal-volume-slider) { position: relative; display: flex; align-items: center; width: 64px; min-height: 24px; cursor: pointer; touch-action: none; }
:where(.mejs-horizontal-volume-total) { position: relative; width: 100%; height: 6px; }
:where(.mejs-horizontal-volume-current) { position: absolute; top: 0; bottom: 0; left: 0; }
:where(.mejs-horizontal-volume-handle) { position: absolute; top: 50%; width: 10px; height: 10px; margin: -5px 0 0 -5px; border-radius: 50%; }
:where(.mejs-video > .mejs-inner) { display: grid; }
:where(.mejs-video .mejs-mediaelement, .mejs-video .mejs-layers) { grid-area: 1 / 1; }
:where(.mejs-video .mejs-layers) { position: relative; pointer-events: none; }
:where(.mejs-overlay-play) { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; cursor: pointer; pointer-events: auto; }
:where(.enhance-player__message p) { margin: 0; }
:where(.enhance-player__message:not(:empty)) { margin-top: 0.5em; padding: 0.75em 1em; border: 2px solid currentColor; line-height: 1.5; }
`;

const adoptPlayerStyles = sharedStyleSheet(RULES);

const EVENTS: ReadonlyArray<keyof MediaEvents> = [
  "timeupdate",
  "volumechange",
  "statechange",
  "durationchange",
  "progress",
  "error",
];

/** The engine's snapshot, read again whenever it says something changed. */
function useMediaSnapshot(engine: MediaEngine) {
  const subscribe = useCallback(
    (changed: () => void) => {
      const removers = EVENTS.map((event) => engine.events.on(event, changed));
      return () => {
        for (const remove of removers) remove();
      };
    },
    [engine],
  );
  return useSyncExternalStore(subscribe, () => engine.snapshot());
}

/** Where a pointer is along a slider, from 0 (its left edge) to 1 (its right edge). */
function pointerFraction(event: PointerEvent<HTMLElement>): number {
  const rect = event.currentTarget.getBoundingClientRect();
  if (rect.width <= 0) return 0;
  return Math.min(Math.max((event.clientX - rect.left) / rect.width, 0), 1);
}

/** Pointer handlers that move a slider to where it is pressed, and follow the pointer while it stays down. */
function useSliderPointer(moveTo: (fraction: number) => void) {
  const onPointerDown = (event: PointerEvent<HTMLElement>): void => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(pointerFraction(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>): void => {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) moveTo(pointerFraction(event));
  };
  return { onPointerDown, onPointerMove };
}

/** Keys with Alt, Control or Meta belong to the browser and the screen reader. */
const withModifier = (event: KeyboardEvent): boolean => event.altKey || event.ctrlKey || event.metaKey;

/** The media element goes into the player; the page's own controls and WordPress's hiding come off meanwhile. */
function usePlayerPlacement(
  media: HTMLMediaElement,
  reducedMotion: boolean,
): { container: (element: HTMLDivElement | null) => void; slot: (element: HTMLDivElement | null) => void } {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const slotRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const container = containerRef.current;
    const slot = slotRef.current;
    if (!container || !slot) return;
    const hadControls = media.hasAttribute("controls");
    const controls = media.getAttribute("controls");
    const style = media.getAttribute("style");
    media.before(container);
    slot.append(media);
    // Chromium forgets a source it picked but had not fetched yet (`preload="none"`) when the element moves, and
    // would then fail that source without a word: pick again, here, while nothing is loaded.
    if (media.readyState === HTMLMediaElement.HAVE_NOTHING) media.load();
    media.removeAttribute("controls");
    // WordPress prints its players hidden until its script player takes them over.
    if (media.style.visibility === "hidden") media.style.visibility = "";
    if (media.autoplay && reducedMotion) media.pause();
    // The player owns the controls: the browser's, stacked on them, would play the same media twice over.
    const observer = new MutationObserver(() => {
      if (media.hasAttribute("controls")) media.removeAttribute("controls");
    });
    observer.observe(media, { attributes: true, attributeFilter: ["controls"] });
    return () => {
      observer.disconnect();
      container.before(media);
      if (hadControls) media.setAttribute("controls", controls ?? "");
      if (style === null) media.removeAttribute("style");
      else media.setAttribute("style", style);
    };
  }, [media, reducedMotion]);
  const container = useCallback((element: HTMLDivElement | null) => {
    containerRef.current = element;
  }, []);
  const slot = useCallback((element: HTMLDivElement | null) => {
    slotRef.current = element;
  }, []);
  return { container, slot };
}

/** Whether the player fills the screen, following the browser (Escape, the browser's own button). */
function useFullscreen(container: () => HTMLElement | null): [boolean, () => void] {
  const [fullscreen, setFullscreen] = useState(false);
  useLayoutEffect(() => {
    const controller = new AbortController();
    document.addEventListener(
      "fullscreenchange",
      () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === container()),
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [container]);
  const toggle = useCallback(() => {
    const element = container();
    if (!element) return;
    if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen().catch(() => undefined);
  }, [container]);
  return [fullscreen, toggle];
}

interface MediaPlayerProps {
  readonly model: MediaPlayerModel;
  readonly engine: MediaEngine;
  readonly reducedMotion: boolean;
}

/**
 * The player, in the structure the theme's stylesheet dresses: `.mejs-container` takes the media element's
 * place and holds it, with play / pause, the time rail (buffered and played bars), the current and total time,
 * mute and volume, and fullscreen for a video. The time rail and the volume are sliders (WAI-ARIA APG); a
 * failure is said in words in the player.
 */
export function MediaPlayer({ model, engine, reducedMotion }: MediaPlayerProps) {
  const { media, kind, parent, title } = model;
  const snapshot = useMediaSnapshot(engine);
  const { state, currentTime, duration, bufferedEnd, volume, muted, error } = snapshot;
  const placement = usePlayerPlacement(media, reducedMotion);
  const containerElement = useRef<HTMLDivElement | null>(null);
  const containerRef = useCallback(
    (element: HTMLDivElement | null) => {
      containerElement.current = element;
      placement.container(element);
    },
    [placement],
  );
  const getContainer = useCallback(() => containerElement.current, []);
  const [fullscreen, toggleFullscreen] = useFullscreen(getContainer);
  const canFullscreen = kind === "video" && document.fullscreenEnabled === true;

  useLayoutEffect(() => adoptPlayerStyles(), []);
  useLayoutEffect(() => {
    media.dataset["state"] = state;
  }, [media, state]);
  useLayoutEffect(() => () => void delete media.dataset["state"], [media]);

  const known = Number.isFinite(duration) && duration > 0;
  const played = known ? Math.min(currentTime / duration, 1) : 0;
  const loaded = known ? Math.min(bufferedEnd / duration, 1) : 0;
  const shownVolume = muted ? 0 : volume;
  const playing = state === "playing";
  const playLabel = playing ? LABELS.pause : state === "ended" ? LABELS.replay : LABELS.play;
  const muteLabel = muted ? LABELS.unmute : LABELS.mute;
  const fullscreenLabel = fullscreen ? LABELS.exitFullscreen : LABELS.fullscreen;

  const seekTo = useCallback(
    (fraction: number) => known && engine.seek(fraction * duration),
    [engine, known, duration],
  );
  const timePointer = useSliderPointer(seekTo);
  const volumePointer = useSliderPointer((fraction) => engine.setVolume(fraction));

  const onTimeKey = (event: KeyboardEvent<HTMLElement>): void => {
    if (withModifier(event)) return;
    const now = media.currentTime;
    const { small, large } = timeSteps(duration);
    const targets: Record<string, number> = {
      ArrowRight: now + small,
      ArrowUp: now + small,
      ArrowLeft: now - small,
      ArrowDown: now - small,
      PageUp: now + large,
      PageDown: now - large,
      Home: 0,
      End: duration,
    };
    if (event.key === "," || event.key === ".") {
      event.preventDefault();
      engine.stepFrames(event.key === "," ? -1 : 1);
    } else if (event.key in targets && known) {
      event.preventDefault();
      engine.seek(targets[event.key]!);
    }
  };

  const onVolumeKey = (event: KeyboardEvent<HTMLElement>): void => {
    if (withModifier(event)) return;
    const now = engine.liveVolume();
    const targets: Record<string, number> = {
      ArrowRight: now + VOLUME_STEP,
      ArrowUp: now + VOLUME_STEP,
      ArrowLeft: now - VOLUME_STEP,
      ArrowDown: now - VOLUME_STEP,
      PageUp: now + VOLUME_PAGE_STEP,
      PageDown: now - VOLUME_PAGE_STEP,
      Home: 0,
      End: 1,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    // Rounded to whole percents, so steps land on 5 % marks whatever the browser's float arithmetic says.
    engine.setVolume(Math.round(targets[event.key]! * 100) / 100);
  };

  const containerClass = [
    "mejs-container",
    `mejs-${kind}`,
    media.classList.contains("wp-audio-shortcode") ? "wp-audio-shortcode" : "",
    media.classList.contains("wp-video-shortcode") ? "wp-video-shortcode" : "",
    fullscreen ? "mejs-container-fullscreen" : "",
  ]
    .filter(Boolean)
    .join(" ");

  return createPortal(
    <div ref={containerRef} className={containerClass} role="group" aria-label={playerLabel(kind, title)}>
      <div className="mejs-inner">
        <div
          ref={placement.slot}
          className="mejs-mediaelement"
          onClick={kind === "video" ? () => engine.togglePlay() : undefined}
        />
        {kind === "video" && (
          <div className="mejs-layers">
            {/* A larger target for the pointer; the keyboard has the control bar's button. */}
            <div
              className="mejs-overlay mejs-layer mejs-overlay-play"
              hidden={playing || error !== null}
              // Inline, since the theme's overlay rules would show it again.
              style={playing || error !== null ? { display: "none" } : undefined}
              aria-hidden="true"
              onClick={() => engine.togglePlay()}
            >
              <div className="mejs-overlay-button" />
            </div>
          </div>
        )}
        <div className="mejs-controls">
          <div
            className={`mejs-button mejs-playpause-button ${playing ? "mejs-pause" : state === "ended" ? "mejs-replay" : "mejs-play"}`}
          >
            <button
              type="button"
              title={playLabel}
              aria-label={playLabel}
              onClick={() => engine.togglePlay()}
            />
          </div>
          <div className="mejs-time mejs-currenttime-container">
            <span className="mejs-currenttime">{clockTime(currentTime)}</span>
          </div>
          <div className="mejs-time-rail">
            <span
              className="mejs-time-total mejs-time-slider"
              role="slider"
              tabIndex={0}
              aria-label={LABELS.timeSlider}
              aria-valuemin={0}
              aria-valuemax={known ? Math.round(duration) : 0}
              aria-valuenow={known ? Math.min(Math.round(currentTime), Math.round(duration)) : 0}
              aria-valuetext={timeSliderText(currentTime, duration)}
              onKeyDown={onTimeKey}
              {...timePointer}
            >
              <span className="mejs-time-loaded" style={{ transform: `scaleX(${loaded})` }} />
              <span className="mejs-time-current" style={{ transform: `scaleX(${played})` }} />
              <span className="mejs-time-handle" style={{ left: `${played * 100}%` }}>
                <span className="mejs-time-handle-content" />
              </span>
            </span>
          </div>
          <div className="mejs-time mejs-duration-container">
            <span className="mejs-duration">{clockTime(duration)}</span>
          </div>
          <div className={`mejs-button mejs-volume-button ${muted ? "mejs-unmute" : "mejs-mute"}`}>
            <button
              type="button"
              title={muteLabel}
              aria-label={muteLabel}
              onClick={() => engine.toggleMuted()}
            />
          </div>
          <div
            className="mejs-horizontal-volume-slider"
            role="slider"
            tabIndex={0}
            aria-label={LABELS.volumeSlider}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(volume * 100)}
            aria-valuetext={volumeText(volume, muted)}
            onKeyDown={onVolumeKey}
            {...volumePointer}
          >
            <div className="mejs-horizontal-volume-total">
              <div className="mejs-horizontal-volume-current" style={{ width: `${shownVolume * 100}%` }} />
              <div className="mejs-horizontal-volume-handle" style={{ left: `${shownVolume * 100}%` }} />
            </div>
          </div>
          {canFullscreen && (
            <div
              className={`mejs-button mejs-fullscreen-button ${fullscreen ? "mejs-unfullscreen" : "mejs-fullscreen"}`}
            >
              <button
                type="button"
                title={fullscreenLabel}
                aria-label={fullscreenLabel}
                onClick={toggleFullscreen}
              />
            </div>
          )}
        </div>
        <div className="enhance-player__message" role="alert">
          {error && <p className="mejs-cannotplay">{error}</p>}
        </div>
      </div>
    </div>,
    parent,
  );
}
