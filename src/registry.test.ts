import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registry } from "./registry";

describe("registry", () => {
  it("says readsConfig: false in exactly the definitions whose chunk exports readsConfig = false", async () => {
    const disagreeing: string[] = [];
    for (const definition of registry) {
      const loaded = await definition.load();
      if ((loaded.readsConfig === false) !== (definition.readsConfig === false))
        disagreeing.push(definition.name);
    }
    expect(disagreeing).toEqual([]);
    // Both kinds are on the list, so the comparison can fail either way.
    expect(registry.filter((definition) => definition.readsConfig === false).length).toBeGreaterThan(20);
    expect(registry.filter((definition) => definition.readsConfig !== false).length).toBeGreaterThan(15);
  }, 60_000);
});

describe("the README's module table", () => {
  it("lists every module of the registry with its kind and default load strategy, and no other", () => {
    const readme = readFileSync(join(__dirname, "..", "README.md"), "utf8");
    const start = readme.indexOf("| module ");
    expect(start).toBeGreaterThan(0);
    // The rows under the header and its rule, up to the first line that is not a row.
    const lines = readme.slice(start).split("\n").slice(2);
    const end = lines.findIndex((line) => !line.startsWith("|"));
    const rows = lines.slice(0, end);
    const listed = rows.map((row) => {
      const [name = "", kind = "", , strategy = ""] = row
        .split("|")
        .slice(1)
        .map((cell) => cell.trim());
      return `${name.replaceAll("`", "")} ${kind} ${strategy}`;
    });
    const registered = registry.map(
      (definition) => `${definition.name} ${definition.kind} ${definition.strategy ?? "visible"}`,
    );
    expect(listed.sort()).toEqual(registered.sort());
  });
});
