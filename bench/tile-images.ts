import type { Browser, Page } from "playwright-core";

/**
 * The tile server's images as a visitor's browser gets them: PNGs. The fixture server draws its stand-in tiles as
 * SVG, and an SVG image costs the page's main thread what a PNG does not: Chromium builds a document for each SVG
 * image and styles, lays out and paints it there, where a PNG is decoded off the main thread. Measured with the
 * SVG tiles, page 04's map preview was charged that work as its own. So each tile is drawn once from the stand-in
 * into a canvas in a page of its own and kept as PNG bytes for every later run. That page is in a browser context
 * of its own, so its drawing is not on the measured page's main thread; only the first load that asks for a tile
 * waits for it on the network.
 */
export class PngTiles {
  private readonly rasterised = new Map<string, Promise<Buffer>>();
  private painter: Promise<Page> | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly fixtureOrigin: string,
  ) {}

  /** The PNG of the stand-in's tile at zoom `z`, column `x`, row `y`. */
  png(z: string, x: string, y: string): Promise<Buffer> {
    const key = `${z}/${x}/${y}`;
    let bytes = this.rasterised.get(key);
    if (bytes === undefined) {
      bytes = this.rasterise(`/fixture-tiles/${key}.svg`);
      this.rasterised.set(key, bytes);
    }
    return bytes;
  }

  async close(): Promise<void> {
    if (this.painter) await (await this.painter).context().close();
  }

  private async rasterise(svgPath: string): Promise<Buffer> {
    this.painter ??= this.openPainter();
    const page = await this.painter;
    const base64 = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d")?.drawImage(image, 0, 0);
      return canvas.toDataURL("image/png").slice("data:image/png;base64,".length);
    }, svgPath);
    return Buffer.from(base64, "base64");
  }

  /** A blank page of the fixture site: drawing its own origin's images leaves the canvas readable. */
  private async openPainter(): Promise<Page> {
    const page = await (await this.browser.newContext()).newPage();
    await page.route(`${this.fixtureOrigin}/painter`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>tiles</title>" }),
    );
    await page.goto(`${this.fixtureOrigin}/painter`);
    return page;
  }
}
