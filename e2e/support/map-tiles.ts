/**
 * The map module's default tile address (src/modules/media/map/parse.ts, DEFAULT_TILE_URL) as a pattern, with the
 * zoom, column and row captured: the tests and the benchmarks answer these requests with the fixture server's
 * stand-in tiles, as a visitor online gets tiles from the tile server.
 */
export const OSM_TILE = /^https:\/\/tile\.openstreetmap\.org\/(\d+)\/(\d+)\/(\d+)\.png$/;
