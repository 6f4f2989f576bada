import { defineConfig } from "vitest/config";

/**
 * One entry (`dist/enhance.js`, the only file a page includes) and one chunk per module, enhancer and shared
 * library. `base: "./"` makes every chunk URL relative to the file that imports it, so `dist/` works from any
 * path or CDN. React is grouped into one shared chunk that only islands import.
 */
export default defineConfig({
  base: "./",
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    rolldownOptions: {
      input: { enhance: "src/enhance.ts" },
      output: {
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
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
