import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import {
  MAX_BAD_ENTRIES,
  MAX_CONFIG_ENTRIES,
  MAX_ENTRY_WARNINGS,
  readList,
  readRecord,
} from "./config-fields";
import { readSiteConfig } from "./config";

const quietLog = () => ({ warn: vi.fn(), error: vi.fn(), info: vi.fn() });
const entry = z.object({ class: z.string() });
const valid = (index: number) => ({ class: `et_pb_text_${index}` });
const invalid = (index: number) => ({ style: `fade-${index}` });

describe("readList", () => {
  it(`given up to ${MAX_ENTRY_WARNINGS} bad entries, warns once for each, naming its index`, () => {
    const log = quietLog();
    const list = readList("list", [valid(0), invalid(1), invalid(2), valid(3), invalid(4)], entry, log);
    expect(list).toEqual([valid(0), valid(3)]);
    expect(log.warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^config list\[1\]\.class: .*; entry ignored$/),
      expect.stringMatching(/^config list\[2\]\.class: /),
      expect.stringMatching(/^config list\[4\]\.class: /),
    ]);
  });

  it("given more than a few bad entries, gives one warning with their count and the first indexes, and keeps the good", () => {
    const log = quietLog();
    const raw = Array.from({ length: 60 }, (_, index) => (index % 20 === 7 ? valid(index) : invalid(index)));
    const list = readList("list", raw, entry, log);
    expect(list).toEqual([valid(7), valid(27), valid(47)]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(
      /^config list: 57 entries ignored \(first \[0\], \[1\], \[2\]; list\[0\]\.class: [^;]+\)$/,
    );
  });

  it(`given ${MAX_BAD_ENTRIES} bad entries, stops reading the list and says so in the same warning`, () => {
    const log = quietLog();
    const raw = [valid(0), ...Array.from({ length: 300 }, (_, index) => invalid(index + 1)), valid(301)];
    const parse = vi.spyOn(entry, "safeParse");
    const list = readList("list", raw, entry, log);
    expect(list).toEqual([valid(0)]);
    expect(parse).toHaveBeenCalledTimes(1 + MAX_BAD_ENTRIES);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(
      new RegExp(
        `^config list: ${MAX_BAD_ENTRIES} entries ignored \\(first \\[1\\], \\[2\\], \\[3\\]; .*\\); stopped after ${MAX_BAD_ENTRIES} bad entries, the rest not read$`,
      ),
    );
  });

  it(`given a list longer than ${MAX_CONFIG_ENTRIES} entries, reads only the first ${MAX_CONFIG_ENTRIES} and says so once`, () => {
    const log = quietLog();
    const raw = Array.from({ length: MAX_CONFIG_ENTRIES + 5 }, (_, index) => valid(index));
    const parse = vi.spyOn(entry, "safeParse");
    const list = readList("list", raw, entry, log);
    expect(list).toHaveLength(MAX_CONFIG_ENTRIES);
    expect(list.at(-1)).toEqual(valid(MAX_CONFIG_ENTRIES - 1));
    expect(parse).toHaveBeenCalledTimes(MAX_CONFIG_ENTRIES);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toBe(
      `config list: ${MAX_CONFIG_ENTRIES + 5} entries, more than the ${MAX_CONFIG_ENTRIES} a page can use; only the first ${MAX_CONFIG_ENTRIES} read`,
    );
  });
});

describe("readRecord", () => {
  it("given more entries than the limit and many bad ones, cuts the record and sums up the bad ones in one warning", () => {
    const log = quietLog();
    const raw = Object.fromEntries(
      Array.from({ length: MAX_CONFIG_ENTRIES * 2 }, (_, index) => [
        `et_pb_row_${index}`,
        index === 1 ? valid(index) : invalid(index),
      ]),
    );
    const record = readRecord("sticky", raw, entry, log);
    expect(Object.keys(record)).toEqual(["et_pb_row_1"]);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/^config sticky: 2000 entries, .* only the first 1000 read$/);
    expect(log.warn.mock.calls[1]?.[0]).toMatch(
      /^config sticky: 100 entries ignored \(first \.et_pb_row_0, \.et_pb_row_2, \.et_pb_row_3; .*\); stopped after 100 bad entries, the rest not read$/,
    );
  });
});

describe("readSiteConfig with 100,000 invalid animation entries", () => {
  it("gives two warnings (the cut, and the bad entries read before it stopped) and keeps none", () => {
    const log = quietLog();
    const config = readSiteConfig(
      { et_animation_data: Array.from({ length: 100_000 }, (_, index) => invalid(index)) },
      log,
    );
    expect(config.animations).toEqual([]);
    expect(log.warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^config et_animation_data: 100000 entries, .* only the first 1000 read$/),
      expect.stringMatching(
        /^config et_animation_data: 100 entries ignored \(first \[0\], \[1\], \[2\]; et_animation_data\[0\]\.class: .*\); stopped after 100 bad entries, the rest not read$/,
      ),
    ]);
  });
});
