import type { ModuleDefinition } from "./types";

/**
 * The shared chunks a found module will need, fetched as soon as the scan finds it rather than discovered one
 * import after another (loader, runtime, module, React). Addresses are relative to the loader's own URL.
 */
export interface ChunkGroups {
  /** The runtime every module mounts with (the context, the less common load strategies). */
  readonly runtime: readonly string[];
  /** React and the island helper: for modules of kind `module`. */
  readonly react: readonly string[];
}

/** The build writes this constant at the top of the loader (vite.config.ts, `loaderChunks`). */
declare const __ENHANCE_CHUNKS__: ChunkGroups | undefined;

/** The chunk groups of this build; none when the loader runs unbuilt (unit tests, the dev server). */
export function bundledChunks(): ChunkGroups | undefined {
  return typeof __ENHANCE_CHUNKS__ === "undefined" ? undefined : __ENHANCE_CHUNKS__;
}

/** Every address linked on this page, whoever asked: the loader's preloads and the bundler's, one list. */
const linked = new Set<string>();
let pendingLinks: DocumentFragment | null = null;

/**
 * Adds one `<link rel="modulepreload">` for `href` (an absolute address), once per page. The links asked for in one
 * task go into the head together, once the task reaches its microtasks: one insertion into the document instead
 * of one per chunk. The build's `__vitePreload` (vite.config.ts) links the dependencies of each dynamic import
 * through it, so a chunk the loader preloaded is not linked a second time.
 */
export function preloadModule(href: string, doc: Document = document): void {
  if (linked.has(href)) return;
  linked.add(href);
  if (!pendingLinks) {
    const batch = doc.createDocumentFragment();
    pendingLinks = batch;
    queueMicrotask(() => {
      pendingLinks = null;
      doc.head.append(batch);
    });
  }
  pendingLinks.append(Object.assign(doc.createElement("link"), { rel: "modulepreload", href }));
}

/**
 * Returns a function that preloads the chunks a found definition needs, as soon as the scan finds it. The imports
 * that follow find the module already fetched (or on its way) and share it.
 */
export function createPreloader(
  doc: Document,
  base: string,
  chunks: ChunkGroups | undefined,
): (definition: ModuleDefinition) => void {
  return (definition) => {
    if (!chunks) return;
    for (const path of chunks.runtime) preloadModule(new URL(path, base).href, doc);
    if (definition.kind === "module") {
      for (const path of chunks.react) preloadModule(new URL(path, base).href, doc);
    }
  };
}
