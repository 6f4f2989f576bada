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

/**
 * Returns a function that adds one `<link rel="modulepreload">` per chunk a found definition needs, each address
 * once. The imports that follow find the module already fetched (or on its way) and share it. The links a scan
 * asks for go into the head together, once the scan's task reaches its microtasks: one insertion into the
 * document instead of one per chunk.
 */
export function createPreloader(
  doc: Document,
  base: string,
  chunks: ChunkGroups | undefined,
): (definition: ModuleDefinition) => void {
  const added = new Set<string>();
  let pending: DocumentFragment | null = null;
  return (definition) => {
    if (!chunks) return;
    const needed = [...chunks.runtime, ...(definition.kind === "module" ? chunks.react : [])];
    for (const path of needed) {
      if (added.has(path)) continue;
      added.add(path);
      if (!pending) {
        const batch = doc.createDocumentFragment();
        pending = batch;
        queueMicrotask(() => {
          pending = null;
          doc.head.append(batch);
        });
      }
      pending.append(
        Object.assign(doc.createElement("link"), { rel: "modulepreload", href: new URL(path, base).href }),
      );
    }
  };
}
