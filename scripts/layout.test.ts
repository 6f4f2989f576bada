// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { registry } from "../src/registry";

const ROOT = resolve(import.meta.dirname, "..");
const SRC = join(ROOT, "src");
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `modules/<area>/<name>` or `enhancers/<area>/<name>` (or `<area>/shared`) that a path lies in, if any. */
function unitOf(path: string): string | null {
  const parts = relative(SRC, path).split(sep);
  if (parts.length < 4 || (parts[0] !== "modules" && parts[0] !== "enhancers")) return null;
  return parts.slice(0, 3).join("/");
}

function imports(): { from: string; to: string; specifier: string }[] {
  return sourceFiles(SRC).flatMap((from) =>
    [...readFileSync(from, "utf8").matchAll(SPECIFIER)].map((match) => ({
      from,
      to: resolve(dirname(from), match[1]!),
      specifier: match[1]!,
    })),
  );
}

describe("the source layout", () => {
  it("puts every module and enhancer in <kind>/<area>/<name>/ with no files loose in an area or kind folder", () => {
    const loose: string[] = [];
    for (const kind of ["modules", "enhancers"]) {
      for (const area of readdirSync(join(SRC, kind))) {
        const areaPath = join(SRC, kind, area);
        if (!statSync(areaPath).isDirectory()) loose.push(`${kind}/${area}`);
        else
          for (const name of readdirSync(areaPath))
            if (!statSync(join(areaPath, name)).isDirectory()) loose.push(`${kind}/${area}/${name}`);
      }
    }
    expect(loose).toEqual([]);
  });

  it("no module's or enhancer's code imports another one's folder; what they share is in their area's shared/ or in core", () => {
    const crossings = imports()
      // A test of two modules together (sticky tabs) may mount both.
      .filter(({ from }) => !/\.test\.tsx?$/.test(from))
      .filter(({ from, to }) => {
        const source = unitOf(from);
        const target = unitOf(to);
        // The registry, the boot and tests outside a module's folder may name any module.
        if (source === null || target === null || target === source) return false;
        // An area's shared/ is for that area's modules only.
        if (target.endsWith("/shared"))
          return source?.split("/").slice(0, 2).join("/") !== target.slice(0, -7);
        return true;
      })
      .map(({ from, specifier }) => `${relative(SRC, from)} -> ${specifier}`);
    expect(crossings).toEqual([]);
  });

  it("production code never imports test support", () => {
    const offenders = imports()
      .filter(({ from }) => !/\.test\.tsx?$/.test(from) && !from.includes(`${sep}test-support${sep}`))
      .filter(({ to }) => to.startsWith(join(SRC, "test-support")))
      .map(({ from, specifier }) => `${relative(SRC, from)} -> ${specifier}`);
    expect(offenders).toEqual([]);
  });

  it("the registry lists each definition once, under a name of its own", () => {
    const names = registry.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("a definition's kind is its folder's: every definition in src/modules is a React root, every one in src/enhancers plain TypeScript", () => {
    const registrySource = readFileSync(join(SRC, "registry.ts"), "utf8");
    const kindOfFolder = new Map<string, string>();
    for (const match of registrySource.matchAll(
      /^import (\{[^}]+\}|\w+) from "\.\/(modules|enhancers)\/[^"]+";$/gm,
    )) {
      const kind = match[2] === "modules" ? "module" : "enhancer";
      for (const name of match[1]!.replace(/[{}]/g, "").split(",")) kindOfFolder.set(name.trim(), kind);
    }
    const listed = [...registrySource.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]!);
    expect(listed.length).toBe(registry.length);
    const mismatched = registry
      .map((definition, index) => ({
        name: definition.name,
        kind: definition.kind,
        folder: kindOfFolder.get(listed[index]!),
      }))
      .filter(({ kind, folder }) => kind !== folder);
    expect(mismatched).toEqual([]);
  });

  it("every module's mount renders a React root through the island helpers; no enhancer imports React", () => {
    const usesIsland = (folder: string): boolean =>
      sourceFiles(folder).some(
        (path) => !/\.test\.tsx?$/.test(path) && /boot\/island"/.test(readFileSync(path, "utf8")),
      );
    const moduleFolders = readdirSync(join(SRC, "modules")).flatMap((area) =>
      readdirSync(join(SRC, "modules", area))
        .filter((name) => name !== "shared")
        .map((name) => join(SRC, "modules", area, name)),
    );
    expect(
      moduleFolders.filter((folder) => !usesIsland(folder)).map((folder) => relative(SRC, folder)),
    ).toEqual([]);
    const enhancerFilesWithReact = sourceFiles(join(SRC, "enhancers")).filter(
      (path) =>
        !/\.test\.tsx?$/.test(path) &&
        /from "react(-dom)?(\/[^"]*)?"|boot\/island"/.test(readFileSync(path, "utf8")),
    );
    expect(enhancerFilesWithReact.map((path) => relative(SRC, path))).toEqual([]);
  });
});
