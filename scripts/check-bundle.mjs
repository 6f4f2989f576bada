// Checks the rules of the build that a byte budget cannot see:
// - dist/enhance.js statically imports nothing but the bundler's tiny runtime helper, so React, DOMPurify, ky,
//   zod and every module arrive only through dynamic imports, when a page needs them;
// - every module and enhancer listed in src is its own dynamically imported chunk, imported as a whole: the
//   loader's retry imports the failed chunk's URL again, and gets what the first import would have got only
//   when the loader used the chunk's namespace itself (not `import(chunk).then((e) => e.x)`, which the bundler
//   writes when a module's code shares a chunk with code another chunk imports);
// - every script file starts with V8's compile hint (vite.config.ts, compileHints);
// - code that pages always load together travels in one chunk (each chunk costs a request, a module record and an
//   evaluation): page.ts in the runtime's chunk, the slider shells in the slider engine's, the form island in the
//   form helpers'.
import { existsSync, readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../dist/.vite/manifest.json", import.meta.url), "utf8"));
const entry = manifest["src/enhance.ts"];
if (!entry) throw new Error("dist/.vite/manifest.json has no entry for src/enhance.ts: run npm run build");

const staticGraph = new Set();
const visit = (key) => {
  for (const imported of manifest[key]?.imports ?? []) {
    if (staticGraph.has(imported)) continue;
    staticGraph.add(imported);
    visit(imported);
  }
};
visit("src/enhance.ts");
const allowed = (key) => /rolldown-runtime/.test(key);
const forbidden = [...staticGraph].filter((key) => !allowed(key));

const dynamic = new Set(entry.dynamicImports ?? []);
const expectedChunks = [...dynamic].filter(
  (key) => key.startsWith("src/modules/") || key.startsWith("src/enhancers/"),
);

console.log(
  `enhance.js static imports: ${[...staticGraph].map((key) => manifest[key]?.file ?? key).join(", ") || "none"}`,
);
console.log(`lazily loaded modules and enhancers: ${expectedChunks.length}`);
for (const key of expectedChunks) console.log(`  ${key} -> ${manifest[key].file}`);

const failures = [];
if (forbidden.length) failures.push(`enhance.js statically imports ${forbidden.join(", ")}`);
// A library inlined into the entry would not show as an import: look for a string each one always carries, and
// make sure that string really is in the library's own chunk, so this check can fail.
// Every script file of the build, read once, by its path in dist/.
const scriptCode = new Map(
  Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith(".js"))
    .map((chunk) => [chunk.file, readFileSync(new URL(`../dist/${chunk.file}`, import.meta.url), "utf8")]),
);
const entryCode = scriptCode.get(entry.file) ?? "";
const chunksCode = [...scriptCode].flatMap(([file, code]) => (file === entry.file ? [] : [code])).join("\n");
for (const [library, marker] of [
  ["React", "react.element"],
  ["React DOM", "__reactContainer"],
  ["DOMPurify", "ALLOWED_TAGS"],
  ["ky", "beforeRequest"],
  ["zod", "invalid_type"],
]) {
  if (entryCode.includes(marker)) failures.push(`enhance.js contains ${library} ("${marker}")`);
  if (!chunksCode.includes(marker))
    failures.push(`no chunk contains ${library}'s marker "${marker}"; update this check`);
}
const wrappedImports = entryCode.match(/import\(`[^`]+`\)\.then\(/g) ?? [];
for (const wrapped of wrappedImports)
  failures.push(`enhance.js picks an export out of a chunk, which its retry cannot import again: ${wrapped}`);
if (expectedChunks.length === 0) failures.push("no module or enhancer is loaded lazily");
// V8 compiles a file as it streams in, off the main thread, only when its first line is the compile hint.
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const unhinted = [...scriptCode].flatMap(([file, code]) => (code.startsWith(COMPILE_HINT) ? [] : [file]));
if (unhinted.length)
  failures.push(`script files without the compile hint as their first line: ${unhinted.join(", ")}`);
// Which chunk holds a source module, from the chunks' source maps (the manifest lists chunks, not their modules),
// each read once. The bundler's own runtime helper has no map.
const sourcesByFile = new Map(
  [...scriptCode.keys()].flatMap((file) => {
    const mapUrl = new URL(`../dist/${file}.map`, import.meta.url);
    return existsSync(mapUrl) ? [[file, JSON.parse(readFileSync(mapUrl, "utf8")).sources]] : [];
  }),
);
const chunkHolding = (source) =>
  [...sourcesByFile].find(([, sources]) => sources.some((path) => path.endsWith(source)))?.[0];
for (const [source, companion] of [
  ["src/boot/page.ts", "src/boot/runtime.ts"],
  ["src/modules/sliders/slider/SimpleSlider.tsx", "src/modules/sliders/slider/Slide.tsx"],
  ["src/modules/sliders/slider/Carousel.tsx", "src/modules/sliders/slider/Slide.tsx"],
  ["src/modules/forms/shared/form-island.tsx", "src/core/forms/submission.ts"],
]) {
  const [held, companionChunk] = [chunkHolding(source), chunkHolding(companion)];
  if (!held || held !== companionChunk)
    failures.push(
      `${source} is in ${held ?? "no chunk"}, not with ${companion} in ${companionChunk ?? "no chunk"}`,
    );
}
if (failures.length) {
  console.error(`bundle rules broken:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("bundle rules: ok");
