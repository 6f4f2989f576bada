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
