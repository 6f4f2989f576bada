import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Adopted, useAdopt } from "../../../boot/island";
import { visuallyHide } from "../../../core/visually-hidden";
import { LOCATIONS_LABEL, MAP_UNAVAILABLE_MESSAGE, type MapEngine, type MapState } from "./map-engine";
import type { MapModel, MapPin } from "./parse";

/** A pin of the list: its title and its info content, already through the sanitising sink. */
export interface ListedPin {
  readonly pin: MapPin;
  readonly infoNodes: readonly Node[];
}

interface MapRootProps {
  readonly host: HTMLElement;
  readonly model: MapModel;
  readonly listed: readonly ListedPin[];
  readonly engine: MapEngine;
  /** Called once the engine has drawn the map or given up on it. */
  onSettled(done: Promise<void>): void;
}

function showLocations(locations: HTMLElement): void {
  locations.classList.remove("screen-reader-text");
  locations.removeAttribute("style");
}

/**
 * The map module's root. The module's children stay where they are (the server's pins hidden); the root adds the
 * list of locations right after the map box, and the engine draws the map into the box. The list stays in the
 * page for screen readers, visually hidden while the map works (shown while focus is inside it), and is shown
 * again, with a status line, when the library or the tiles cannot be reached.
 */
export function MapRoot({ host, model, listed, engine, onSettled }: MapRootProps) {
  const [state, setState] = useState<MapState>("list");
  const [focusInside, setFocusInside] = useState(false);
  const locationsRef = useRef<HTMLDivElement>(null);
  const { mapElement, pinElements, nodes } = model;
  // The list goes right after the map box when the box is a child of the module, else after everything.
  const [beforeNodes, afterNodes] = useMemo(() => {
    const mapIndex = nodes.indexOf(mapElement);
    return mapIndex >= 0 ? [nodes.slice(0, mapIndex + 1), nodes.slice(mapIndex + 1)] : [nodes, []];
  }, [nodes, mapElement]);

  // The server's pins give way to the list (the theme's stylesheet hides them anyway).
  useLayoutEffect(() => {
    const wereHidden = pinElements.map((pin) => pin.hidden);
    const mapWasHidden = mapElement.hidden;
    pinElements.forEach((pin) => (pin.hidden = true));
    return () => {
      pinElements.forEach((pin, index) => (pin.hidden = wereHidden[index] ?? false));
      mapElement.hidden = mapWasHidden;
      delete host.dataset["state"];
    };
  }, [host, pinElements, mapElement]);

  useLayoutEffect(() => {
    host.dataset["state"] = state;
    // A map that cannot be shown stays alive but out of sight (and out of the tab order) until the module unmounts.
    if (state === "tiles-unavailable" || state === "library-unavailable") mapElement.hidden = true;
  }, [host, mapElement, state]);

  useLayoutEffect(() => {
    const locations = locationsRef.current;
    if (!locations) return;
    if (state === "map" && !focusInside) visuallyHide(locations);
    else showLocations(locations);
  }, [state, focusInside]);

  // While the map works the list is there for screen readers; a keyboard user who tabs into one of its links sees
  // where focus is. Native listeners with flushSync: the list shows before the focus event returns.
  useEffect(() => {
    const locations = locationsRef.current;
    if (!locations) return;
    const controller = new AbortController();
    locations.addEventListener("focusin", () => flushSync(() => setFocusInside(true)), {
      signal: controller.signal,
    });
    locations.addEventListener(
      "focusout",
      (event) => {
        if (!(event.relatedTarget instanceof Node && locations.contains(event.relatedTarget)))
          flushSync(() => setFocusInside(false));
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, []);

  useLayoutEffect(() => {
    // The engine reports from its own callbacks (a loaded chunk, a tile event), never while React renders.
    onSettled(engine.start({ show: (next) => flushSync(() => setState(next)) }));
    return () => engine.stop();
  }, [engine, onSettled]);

  const unavailable = state === "tiles-unavailable" || state === "library-unavailable";
  return (
    <>
      <Adopted nodes={beforeNodes} />
      <div ref={locationsRef} className="enhance-map__locations">
        <p className="enhance-map__status" role="status">
          {unavailable ? MAP_UNAVAILABLE_MESSAGE : ""}
        </p>
        {listed.length > 0 && (
          <ul className="enhance-map__list" aria-label={LOCATIONS_LABEL}>
            {listed.map((item, index) => (
              <ListedLocation key={index} item={item} />
            ))}
          </ul>
        )}
      </div>
      {afterNodes.length > 0 && <Adopted nodes={afterNodes} />}
    </>
  );
}

function ListedLocation({ item }: { item: ListedPin }) {
  const adoptInfo = useAdopt<HTMLDivElement>(item.infoNodes);
  return (
    <li className="enhance-map__location">
      <strong className="enhance-map__title">{item.pin.title}</strong>
      {item.infoNodes.length > 0 && <div className="enhance-map__info" ref={adoptInfo} />}
    </li>
  );
}
