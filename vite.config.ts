import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";
import { tsImport } from "tsx/esm/api";
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
 * Vite's own `__vite__mapDeps` does, so the source map only moves down a line (only the compile hint goes above it).
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
      prependLine(bundle, entry, `const __ENHANCE_CHUNKS__=${JSON.stringify(groups)};`);
    },
  };
}

/** Puts `line` above a chunk's code and moves its source map (inline object and emitted file) down a line. */
function prependLine(bundle: Rolldown.OutputBundle, chunk: OutputChunk, line: string): void {
  chunk.code = `${line}\n${chunk.code}`;
  const shift = (map: { mappings: string }): void => {
    map.mappings = `;${map.mappings}`;
  };
  if (chunk.map) shift(chunk.map);
  const mapFile = bundle[`${chunk.fileName}.map`];
  if (mapFile?.type === "asset") {
    const map = JSON.parse(String(mapFile.source)) as { mappings: string };
    shift(map);
    mapFile.source = JSON.stringify(map);
  }
}

/**
 * Starts every script file with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chromium 136 and
 * later; other engines read a comment). Without it V8 compiles each function on the main thread the first time
 * it runs, and nearly every function of a chunk the page loads runs during the first mounts; with it, the whole
 * file is compiled as it streams in, off the main thread. Measured on three real pages, CPU slowed 4x, medians of
 * six paired runs: script time 0.70x to 0.85x of the same build without the hint. It goes last, above the lines
 * the loader's chunk list and Vite's dependency lists add, as the hint must be the file's first line.
 */
function compileHints(): Plugin {
  return {
    name: "enhance:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      // After Vite's own line of dependency lists, which it adds to the loader in this same hook.
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") prependLine(bundle, output, "//# allFunctionsCalledOnLoad");
        }
      },
    },
  };
}

/**
 * Writes `dist/enhance.css`, the modules' layout before they mount (src/at-rest/stylesheet.ts). The rules live in
 * TypeScript beside the modules that keep them; they are evaluated at build time (through tsx, so the config
 * itself imports nothing from src).
 */
function atRestStylesheet(): Plugin {
  return {
    name: "enhance:at-rest-stylesheet",
    apply: "build",
    async generateBundle() {
      const stylesheet = (await tsImport(
        "./src/at-rest/stylesheet.ts",
        import.meta.url,
      )) as typeof import("./src/at-rest/stylesheet");
      this.emitFile({ type: "asset", fileName: "enhance.css", source: stylesheet.atRestStylesheet() });
    },
  };
}

/** The module Vite imports its dynamic-import preload helper from (`__vitePreload`). */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/** The loader's module that links modulepreloads; the preload helper goes through it too. */
const PRELOAD_MODULE = fileURLToPath(new URL("./src/boot/preload.ts", import.meta.url));

/**
 * A smaller `__vitePreload`: one `<link rel="modulepreload">` per dependency of a dynamic import, then the import.
 * The links go through the loader's own `preloadModule` (src/boot/preload.ts): one list of what the page has
 * linked, so a chunk the loader preloaded at scan time is not linked again before an import, and one insertion
 * into the head per task. Vite's own helper (about 650 bytes gzip, in the loader) also preloads CSS, copies a CSP
 * nonce and fires `vite:preloadError`; the bundle has no CSS chunks, sets no nonce on its preloads (the loader's
 * own preloads do not either) and retries a failed import itself (src/core/load-once.ts).
 */
function smallPreloadHelper(): Plugin {
  const code = `import { preloadModule } from ${JSON.stringify(PRELOAD_MODULE)};
export const __vitePreload = (load, deps, base) => {
  for (const dep of deps ?? []) preloadModule(new URL(dep, base).href);
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
  plugins: [smallPreloadHelper(), loaderChunks(), compileHints(), atRestStylesheet()],
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    modulePreload: {
      polyfill: false,
      // The loader preloads React (with the island helper) and the runtime (with the page chunk) itself as soon as its
      // scan finds a module (see loaderChunks), so its dynamic imports do not list them again.
      resolveDependencies: (_file, dependencies, { hostId }) =>
        hostId === "enhance.js"
          ? dependencies.filter((dependency) => !/(^|\/)chunks\/(react|runtime)-/.test(dependency))
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
            // React and the island helper every island mounts with: an island never needs one without the other.
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]boot[\\/]island\.tsx$/,
              priority: 10,
            },
            // ky in a chunk named for it, whichever module first imports it, so its byte budget can find it.
            { name: "ky", test: /node_modules[\\/]ky[\\/]/, priority: 10 },
            // Every chunk a page loads costs the main thread a request, a module record and an evaluation,
            // whatever its size (starting the request alone: about 2 ms a chunk with the CPU slowed 4x, measured
            // in Chromium on a real page). What pages load together travels as one chunk:
            // - the page's part (router, page changes) with the runtime: runtime.ts re-exports page.ts, so the two
            //   are one dynamic import, not a group (a chunk whose exports are not one module's would make the loader
            //   pick exports out of it, which its retry cannot do: scripts/check-bundle.mjs);
            // - scrolling, motion, the reading line and the builder check, which the runtime and many modules import
            //   and every page loads (their own chunk for that reason: in the runtime's, the runtime's exports would
            //   not be one module's);
            // - zod/mini with the config's field readers, needed by exactly the modules that read config (so a
            //   failure still fails only those).
            {
              name: "motion",
              test: /src[\\/]boot[\\/]builder\.ts$|src[\\/]core[\\/](scroll|motion|reading-line)\.ts$/,
              // The builder check imports the bundler's preload helper, which stays in the loader.
              includeDependenciesRecursively: false,
              priority: 9,
            },
            {
              name: "schemas",
              test: /node_modules[\\/]zod[\\/]|src[\\/]core[\\/]config-fields\.ts$/,
              priority: 8,
            },
            // The slider engine with both slider shells, the simple slider and the carousel: each slider island
            // needs the engine and one or two shells, so the shells travel with it (one request instead of two or
            // three, for at most 1.4 KB a page does not run). Below the helpers, which other modules share too.
            {
              name: "slides",
              test: /src[\\/]modules[\\/]sliders[\\/]slider[\\/](Slide|SimpleSlider|Carousel|mount)\.tsx$/,
              priority: 3,
            },
            // The form helpers most form modules load, with the form island both contact forms and the shop's forms
            // mount through (one request instead of two; every module that loads the helpers is a React root). The
            // rules written with zod stay out of it, so a form helper never needs the schemas chunk; below the
            // helpers, so their modules stay in the helpers' chunk.
            {
              name: "form-helpers",
              test: /src[\\/]core[\\/]forms[\\/](submission|spam-protection)\.ts$|src[\\/]validation[\\/]required\.ts$|src[\\/]modules[\\/]forms[\\/]shared[\\/]form-island\.tsx$/,
              priority: 4,
            },
            // Small dependency-free helpers many modules share travel as one chunk: one request instead of eight,
            // and one file name in the loader's preload lists instead of eight (the loader has a byte budget).
            {
              name: "helpers",
              test: /src[\\/]core[\\/](visually-hidden|heading-button|attribute-journal|styles|urls|ajax-errors|head-settings|media-messages)\.ts$|src[\\/]validation[\\/]email\.ts$|src[\\/]modules[\\/]media[\\/]social-embeds[\\/]names\.ts$/,
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
    // Each test file in its own VM context on two threads: jsdom is loaded once per thread instead of once per file
    // (a new jsdom took about a second per file, over half of the unit run: 216 s against 65 s for every file).
    pool: "vmThreads",
    maxWorkers: 2,
    restoreMocks: true,
    // A limit against hangs, not a speed check: on a busy two-core machine a jsdom test that renders React can
    // take several seconds of wall time while doing a few milliseconds of work.
    testTimeout: 20_000,
  },
});
