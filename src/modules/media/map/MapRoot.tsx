import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { useAdopt } from "../../../boot/island";
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
  /** The pins with their info content through the sanitising sink: asked for once the details are wanted. */
  renderDetails(): Promise<readonly ListedPin[]>;
  readonly engine: MapEngine;
  /** Called once the engine has drawn the map or given up on it. */
  onSettled(done: Promise<void>): void;
}

function showLocations(locations: HTMLElement): void {
  locations.classList.remove("screen-reader-text");
  locations.removeAttribute("style");
}

/**
 * The map module's root, beside the page (`mountIslandBeside`). The module's children stay where they are (the
 * server's pins hidden); the root adds the list of locations right after the map box, through a portal, and the
 * engine draws the map into the box. The list stays in the page for screen readers, visually hidden while the map
 * works (shown while focus is inside it), and is shown, with a status line, when the library or the tiles cannot
 * be reached. It lists the titles at once and the pins' info content (server markup, through the sanitising sink)
 * once it is wanted: when the visitor first reaches the map, or when the list is all there is.
 */
export function MapRoot({ host, model, renderDetails, engine, onSettled }: MapRootProps) {
  const [state, setState] = useState<MapState>("list");
  const [details, setDetails] = useState<readonly ListedPin[] | null>(null);
  const [detailsWanted, setDetailsWanted] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const locationsRef = useRef<HTMLDivElement>(null);
  const { mapElement, pinElements } = model;

  // The list goes right after the map box when the box is a child of the module, else after everything. The
  // module's own nodes never move: the theme's `.et_pb_map_container > .et_pb_map` (its map heights for tablets
  // and phones) keeps matching.
  useLayoutEffect(() => {
    const locations = locationsRef.current;
    if (locations && mapElement.parentNode === host) mapElement.after(locations);
  }, [host, mapElement]);

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
    // Hidden from the start, while the map's preview is on its way too: a list shown and hidden again would move
    // the page under the visitor.
    const unavailable = state === "tiles-unavailable" || state === "library-unavailable";
    if (!unavailable && !focusInside) visuallyHide(locations);
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

  useEffect(() => {
    if (!detailsWanted) return;
    let current = true;
    // A sink that cannot load leaves the titles listed: the boot has already said why in the console.
    renderDetails().then(
      (rendered) => {
        if (current) setDetails(rendered);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [detailsWanted, renderDetails]);

  useLayoutEffect(() => {
    // The engine reports from its own callbacks (a loaded chunk, a tile event), never while React renders.
    onSettled(
      engine.start({
        show: (next) => flushSync(() => setState(next)),
        needDetails: () => setDetailsWanted(true),
      }),
    );
    return () => engine.stop();
  }, [engine, onSettled]);

  const unavailable = state === "tiles-unavailable" || state === "library-unavailable";
  return createPortal(
    <div ref={locationsRef} className="enhance-map__locations">
      <p className="enhance-map__status" role="status">
        {unavailable ? MAP_UNAVAILABLE_MESSAGE : ""}
      </p>
      {model.pins.length > 0 && (
        <ul className="enhance-map__list" aria-label={LOCATIONS_LABEL}>
          {model.pins.map((pin, index) => (
            <ListedLocation key={index} pin={pin} infoNodes={details?.[index]?.infoNodes ?? NO_NODES} />
          ))}
        </ul>
      )}
    </div>,
    host,
  );
}

const NO_NODES: readonly Node[] = [];

function ListedLocation({ pin, infoNodes }: { pin: MapPin; infoNodes: readonly Node[] }) {
  const adoptInfo = useAdopt<HTMLDivElement>(infoNodes);
  return (
    <li className="enhance-map__location">
      <strong className="enhance-map__title">{pin.title}</strong>
      {infoNodes.length > 0 && <div className="enhance-map__info" ref={adoptInfo} />}
    </li>
  );
}
