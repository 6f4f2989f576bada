import type { Plugin, Rolldown } from "vite";
import { defineConfig } from "vitest/config";

type OutputChunk = Rolldown.OutputChunk;

/** The source module whose chunk starts each group the loader preloads (src/boot/preload.ts). */
const PRELOAD_GROUPS = {
  runtime: "src/boot/runtime.ts",
  react: "src/boot/island.tsx",
} as const;

/**
 * Writes `const __ENHANCE_CHUNKS__ = {runtime, react}` at the top of the loader: for each group, the
 * chunk of its module and every chunk that chunk imports statically, as addresses relative to the loader. The
 * loader adds `<link rel="modulepreload">` for them as soon as its scan finds a module that needs them, so React
 * and the runtime are fetched beside the module's own chunk rather than after it. The line goes first, as
 * Vite's own `__vite__mapDeps` does, so the source map only moves down a line.
 */
function loaderChunks(): Plugin {
  return {
    name: "enhance:loader-chunks",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === "enhance");
      if (!entry) throw new Error("loader-chunks: no enhance entry chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (source: string): string[] => {
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(source)));
        if (!start) throw new Error(`loader-chunks: no chunk holds ${source}`);
        const files = new Set<string>();
        const visit = (chunk: OutputChunk): void => {
          if (chunk === entry || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) visit(next);
          }
        };
        visit(start);
        return [...files].map((file) => `./${file}`);
      };
      const groups = Object.fromEntries(
        Object.entries(PRELOAD_GROUPS).map(([group, source]) => [group, closure(source)]),
      );
      entry.code = `const __ENHANCE_CHUNKS__=${JSON.stringify(groups)};\n${entry.code}`;
      const shift = (map: { mappings: string }): void => {
        map.mappings = `;${map.mappings}`;
      };
      if (entry.map) shift(entry.map);
      const mapFile = bundle[`${entry.fileName}.map`];
      if (mapFile?.type === "asset") {
        const map = JSON.parse(String(mapFile.source)) as { mappings: string };
        shift(map);
        mapFile.source = JSON.stringify(map);
      }
    },
  };
}

/** The module Vite imports its dynamic-import preload helper from (`__vitePreload`). */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * A smaller `__vitePreload`: one `<link rel="modulepreload">` per dependency of a dynamic import, each address once,
 * then the import. Vite's own helper (about 650 bytes gzip, in the loader) also preloads CSS, copies a CSP nonce
 * and fires `vite:preloadError`; the bundle has no CSS chunks, sets no nonce on its preloads (the loader's own
 * preloads do not either) and retries a failed import itself (src/core/load-once.ts).
 */
function smallPreloadHelper(): Plugin {
  const code = `const seen = new Set();
export const __vitePreload = (load, deps, base) => {
  for (const dep of deps ?? []) {
    const href = new URL(dep, base).href;
    if (seen.has(href)) continue;
    seen.add(href);
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
  return load();
};`;
  return {
    name: "enhance:small-preload-helper",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : null),
    load: (id) => (id === PRELOAD_HELPER_ID ? code : null),
  };
}

/**
 * One entry (`dist/enhance.js`, the only file a page includes) and one chunk per module, enhancer and shared
 * library. `base: "./"` makes every chunk URL relative to the file that imports it, so `dist/` works from any
 * path or CDN. React is grouped into one shared chunk that only islands import.
 */
export default defineConfig({
  base: "./",
  plugins: [smallPreloadHelper(), loaderChunks()],
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    modulePreload: {
      polyfill: false,
      // The loader preloads React, the island helper and the runtime (with motion and builder) itself as soon as its
      // scan finds a module (see loaderChunks), so its dynamic imports do not list them again.
      resolveDependencies: (_file, dependencies, { hostId }) =>
        hostId === "enhance.js"
          ? dependencies.filter(
              (dependency) => !/(^|\/)chunks\/(react|island|runtime|motion|builder)-/.test(dependency),
            )
          : dependencies,
    },
    reportCompressedSize: true,
    rolldownOptions: {
      input: { enhance: "src/enhance.ts" },
      output: {
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            // ky in a chunk named for it, whichever module first imports it, so its byte budget can find it.
            { name: "ky", test: /node_modules[\\/]ky[\\/]/, priority: 10 },
            // Every chunk a page loads costs the main thread a request, a module record and an evaluation,
            // whatever its size (starting the request alone: 26 ms for 20 modulepreload links, CPU slowed 4x).
            // Two pairs that every page loads together travel as one chunk each: zod/mini with the config's field
            // readers (needed by exactly the modules that read config, so a failure still fails only those), and
            // scrolling with motion (both needed by the runtime and the page chunk).
            {
              name: "schemas",
              test: /node_modules[\\/]zod[\\/]|src[\\/]core[\\/]config-fields\.ts$/,
              priority: 8,
            },
            { name: "motion", test: /src[\\/]core[\\/](scroll|motion)\.ts$/, priority: 8 },
            // Small dependency-free helpers many modules share travel as one chunk: one request instead of six,
            // and one file name in the loader's preload lists instead of six (the loader has a byte budget).
            {
              name: "helpers",
              test: /src[\\/]core[\\/](visually-hidden|heading-button|attribute-journal|styles|urls|ajax-errors|head-settings|media-messages)\.ts$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "fixtures/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    pool: "threads",
    maxWorkers: 2,
    restoreMocks: true,
    // A limit against hangs, not a speed check: on a busy two-core machine a jsdom test that renders React can
    // take several seconds of wall time while doing a few milliseconds of work.
    testTimeout: 20_000,
  },
});
