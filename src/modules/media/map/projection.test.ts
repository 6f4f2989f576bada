import * as L from "leaflet";
import { describe, expect, it } from "vitest";
import {
  TILE_SIZE,
  fitPlaces,
  layoutView,
  offsetInView,
  project,
  tileOf,
  tileUrl,
  unproject,
} from "./projection";

const LONDON = { lat: 51.5074, lng: -0.1278 };

describe("Web Mercator projection", () => {
  it("puts the equator and the prime meridian at the middle of the world, whose side doubles with each zoom", () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 0 }, 3)).toEqual({ x: 1024, y: 1024 });
    expect(project({ lat: 0, lng: -180 }, 1).x).toBe(0);
    expect(project({ lat: 0, lng: 180 }, 1).x).toBe(512);
  });

  it("gives the world pixels the map library gives, at any zoom", () => {
    for (const place of [LONDON, { lat: -33.8688, lng: 151.2093 }, { lat: 26.7920458, lng: 75.816009 }]) {
      for (const zoom of [0, 5, 13, 21]) {
        const expected = L.CRS.EPSG3857.latLngToPoint(L.latLng(place.lat, place.lng), zoom);
        const point = project(place, zoom);
        expect(point.x).toBeCloseTo(expected.x, 6);
        expect(point.y).toBeCloseTo(expected.y, 6);
      }
    }
  });

  it("clamps the poles to the square world's edges", () => {
    expect(project({ lat: 90, lng: 0 }, 0).y).toBeCloseTo(0, 6);
    expect(project({ lat: -90, lng: 0 }, 0).y).toBeCloseTo(256, 6);
  });

  it("finds the place back from its pixel", () => {
    const back = unproject(project(LONDON, 13), 13);
    expect(back.lat).toBeCloseTo(LONDON.lat, 9);
    expect(back.lng).toBeCloseTo(LONDON.lng, 9);
  });

  it("names the tile that holds a place: London is 4093/2724 at zoom 13", () => {
    expect(tileOf(LONDON, 13)).toEqual({ x: 4093, y: 2724 });
    expect(tileOf(LONDON, 0)).toEqual({ x: 0, y: 0 });
  });
});

describe("the tiles of a view", () => {
  it("covers the box edge to edge with 256 px tiles around the centre", () => {
    const size = { width: 600, height: 300 };
    const { origin, tiles } = layoutView(LONDON, 13, size, 19);
    const middle = project(LONDON, 13);
    expect(origin).toEqual({ x: Math.round(middle.x - 300), y: Math.round(middle.y - 150) });
    expect(tiles.every((tile) => tile.size === TILE_SIZE && tile.z === 13)).toBe(true);
    const lefts = tiles.map((tile) => tile.left);
    const tops = tiles.map((tile) => tile.top);
    expect(Math.min(...lefts)).toBeLessThanOrEqual(0);
    expect(Math.min(...lefts)).toBeGreaterThan(-TILE_SIZE);
    expect(Math.max(...lefts) + TILE_SIZE).toBeGreaterThanOrEqual(size.width);
    expect(Math.min(...tops)).toBeGreaterThan(-TILE_SIZE);
    expect(Math.max(...tops) + TILE_SIZE).toBeGreaterThanOrEqual(size.height);
    // Every tile is where its coordinates say: 256 px per tile from the view's origin.
    for (const tile of tiles) expect(tile.left).toBe(tile.x * TILE_SIZE - origin.x);
    // The centre's own tile is among them, under the middle of the box.
    const centre = tiles.find((tile) => tile.x === 4093 && tile.y === 2724)!;
    expect(centre.left).toBeLessThanOrEqual(300);
    expect(centre.left + TILE_SIZE).toBeGreaterThan(300);
  });

  it("enlarges the deepest tiles the server draws for a deeper view", () => {
    const { tiles } = layoutView(LONDON, 21, { width: 1000, height: 400 }, 19);
    expect(tiles.every((tile) => tile.z === 19 && tile.size === 4 * TILE_SIZE)).toBe(true);
    const { x, y } = tileOf(LONDON, 19);
    expect(tiles.some((tile) => tile.x === x && tile.y === y)).toBe(true);
  });

  it("wraps columns around the date line and leaves out rows beyond the poles", () => {
    const { tiles } = layoutView({ lat: 0, lng: 179.9 }, 1, { width: 600, height: 900 }, 19);
    expect(tiles.every((tile) => tile.x >= 0 && tile.x <= 1 && tile.y >= 0 && tile.y <= 1)).toBe(true);
    expect(tiles.filter((tile) => tile.x === 0).some((tile) => tile.left > 0)).toBe(true);
  });

  it("places a pin by its projected offset from the box's top left corner", () => {
    const layout = layoutView(LONDON, 13, { width: 600, height: 300 }, 19);
    expect(offsetInView(LONDON, 13, layout)).toEqual({ x: 300, y: 150 });
    const east = offsetInView({ lat: LONDON.lat, lng: LONDON.lng + 0.01 }, 13, layout);
    expect(east.y).toBe(150);
    expect(east.x).toBe(
      Math.round(project({ lat: LONDON.lat, lng: LONDON.lng + 0.01 }, 13).x) - layout.origin.x,
    );
  });
});

describe("fitting places into a box", () => {
  it("shows no place as the whole world and one place at the deepest zoom allowed", () => {
    expect(fitPlaces([], { width: 600, height: 300 }, { x: 46, y: 43 }, 13)).toEqual({
      center: { lat: 0, lng: 0 },
      zoom: 1,
    });
    expect(fitPlaces([LONDON], { width: 600, height: 300 }, { x: 46, y: 43 }, 13)).toEqual({
      center: LONDON,
      zoom: 13,
    });
  });

  it("picks the deepest zoom at which every place fits inside the padding, centred between them", () => {
    const places = [
      { lat: 51.51, lng: -0.09 },
      { lat: 51.5, lng: -0.14 },
    ];
    const size = { width: 600, height: 300 };
    const { center, zoom } = fitPlaces(places, size, { x: 46, y: 43 }, 18);
    const spanAt = (z: number) => Math.abs(project(places[0]!, z).x - project(places[1]!, z).x);
    expect(spanAt(zoom)).toBeLessThanOrEqual(600 - 2 * 46);
    expect(spanAt(zoom + 1)).toBeGreaterThan(600 - 2 * 46);
    const middle = project(center, zoom);
    expect(middle.x).toBeCloseTo((project(places[0]!, zoom).x + project(places[1]!, zoom).x) / 2, 6);
  });
});

describe("tile addresses", () => {
  it("fills the template as the map library does", () => {
    const tile = { x: 4093, y: 2724, z: 13 };
    expect(tileUrl("https://tile.openstreetmap.org/{z}/{x}/{y}.png", tile, false)).toBe(
      "https://tile.openstreetmap.org/13/4093/2724.png",
    );
    // {s}: a, b or c by (x + y) mod 3; {-y} counts rows from the bottom; {r} asks for double-density tiles.
    expect(tileUrl("https://{s}.tiles.example/{z}/{x}/{-y}{r}.png", tile, true)).toBe(
      `https://${"abc"[(4093 + 2724) % 3]}.tiles.example/13/4093/${2 ** 13 - 1 - 2724}@2x.png`,
    );
    expect(tileUrl("/fixture-tiles/{z}/{x}/{y}{r}.svg", tile, false)).toBe("/fixture-tiles/13/4093/2724.svg");
  });
});
