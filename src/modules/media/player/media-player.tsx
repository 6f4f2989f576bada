import { mountIslandBeside } from "../../../boot/island";
import type { Cleanup, ModuleContext } from "../../../boot/types";
import { MediaEngine } from "./engine";
import { MediaPlayer } from "./MediaPlayer";
import { parseMediaPlayer } from "./parse";

/**
 * A `<video>` or `<audio>` played through the player the theme's stylesheet dresses (`.mejs-*`): the player's
 * container takes the element's place and holds it while mounted; on unmount the element goes back, with its
 * own controls, as it was. State (`data-state` on the element): `paused`, `playing`, `ended` or `error`.
 * The root lives in an element of its own, outside the page: a media element's children are its sources.
 */
export function mount(element: HTMLElement, context: ModuleContext): Cleanup | undefined {
  const parsed = parseMediaPlayer(element);
  if (!parsed.ok) return context.decline(parsed.reason, element);
  const model = parsed.model;
  const engine = new MediaEngine(model.media, {
    timers: context.disposables,
    signal: context.signal,
    warn: (message) => context.log.warn(message),
  });
  return mountIslandBeside(element, context, () => (
    <MediaPlayer model={model} engine={engine} reducedMotion={context.reducedMotion()} />
  ));
}

/** Reads no config: mounts without waiting for the config chunk. */
export const readsConfig = false;
