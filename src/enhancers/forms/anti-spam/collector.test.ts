import { describe, expect, it } from "vitest";
import {
  BoundedList,
  CORRECTION_KEYS,
  DEFAULT_FIELD_PREFIX,
  FIELD_NAMES,
  formatTimings,
  InteractionCollector,
  MAX_TIMING_ENTRIES,
  MODIFIER_KEYS,
  MOUSE_MOVE_PAUSE_MS,
  postsToSameOrigin,
  prefixedFields,
  QUIET_MS,
  sanitizePrefix,
  type Clock,
} from "./collector";

/** A clock whose time and timers move only when the test says so. */
function manualClock(start = 1_700_000_000_000) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number): void => {
    const target = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.at <= target)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = target;
  };
  return { clock, advance, pending: () => timers.size };
}

describe("constants", () => {
  it("pin spec 9's constants: 100 timing entries, 500 ms pauses, the ak_ prefix", () => {
    expect(MAX_TIMING_ENTRIES).toBe(100);
    expect(MOUSE_MOVE_PAUSE_MS).toBe(500);
    expect(QUIET_MS).toBe(500);
    expect(DEFAULT_FIELD_PREFIX).toBe("ak_");
  });

  it("name a field for every measurement of spec 7", () => {
    expect(Object.keys(FIELD_NAMES)).toEqual([
      "inputStart",
      "submitTime",
      "keyPressCount",
      "keyPressTimings",
      "mouseClickTimings",
      "mouseClickCount",
      "modifierKeys",
      "correctionKeys",
      "mouseMoveCount",
      "touchMoveCount",
      "scrollCount",
      "touchEventTimings",
      "touchEventCount",
      "mouseMoveTimings",
    ]);
    expect(new Set(Object.values(FIELD_NAMES)).size).toBe(14);
  });

  it("treat Backspace and arrows as corrections and Shift as a modifier", () => {
    expect(CORRECTION_KEYS.has("Backspace")).toBe(true);
    expect(CORRECTION_KEYS.has("ArrowLeft")).toBe(true);
    expect(CORRECTION_KEYS.has("a")).toBe(false);
    expect(MODIFIER_KEYS.has("Shift")).toBe(true);
    expect(MODIFIER_KEYS.has("CapsLock")).toBe(true);
  });
});

describe("BoundedList", () => {
  it("keeps only the newest entries up to its limit", () => {
    const list = new BoundedList<number>(3);
    for (let index = 1; index <= 5; index += 1) list.push(index);
    expect(list.items).toEqual([3, 4, 5]);
  });

  it("defaults to 100 entries", () => {
    const list = new BoundedList<number>();
    for (let index = 0; index < 250; index += 1) list.push(index);
    expect(list.items).toHaveLength(100);
    expect(list.items[0]).toBe(150);
  });
});

describe("formatTimings", () => {
  it("writes duration,interval; per entry and the first without an interval", () => {
    expect(formatTimings([[80], [95, 210], [70, 180]])).toBe("80;95,210;70,180;");
  });

  it("is empty without entries", () => {
    expect(formatTimings([])).toBe("");
  });
});

describe("sanitizePrefix", () => {
  it("keeps a plain prefix", () => {
    expect(sanitizePrefix("ak_")).toBe("ak_");
    expect(sanitizePrefix(" my_prefix_ ")).toBe("my_prefix_");
  });

  it.each([null, undefined, "", "  ", '"><script>', "ak prefix", "1ak_", "a".repeat(40)])(
    "falls back to ak_ for %j",
    (value) => {
      expect(sanitizePrefix(value)).toBe("ak_");
    },
  );
});

describe("postsToSameOrigin", () => {
  const base = "https://example.com/blog/post/";
  const origin = "https://example.com";

  it.each([
    [null, true],
    ["", true],
    ["/wp-comments-post.php", true],
    ["?submitted=1", true],
    ["https://example.com/contact/", true],
    ["//example.com/x", true],
    ["https://example.com.evil.test/collect", false],
    ["https://evil.test/?https://example.com", false],
    ["http://example.com/", false],
    ["https://example.com:8443/", false],
    ["https://sub.example.com/", false],
    ["javascript:alert(1)", false],
    ["http://[::1", false],
  ])("action %j -> %s", (action, expected) => {
    expect(postsToSameOrigin(action, base, origin)).toBe(expected);
  });
});

describe("prefixedFields", () => {
  it("prefixes every field in a stable order", () => {
    const { clock } = manualClock();
    const fields = prefixedFields("xy_", new InteractionCollector(clock).snapshot());
    expect(fields.map(([name]) => name)).toEqual(Object.values(FIELD_NAMES).map((name) => `xy_${name}`));
  });
});

describe("InteractionCollector", () => {
  it("reports empty lists, zero counts and no input start before any interaction", () => {
    const { clock } = manualClock(1_000);
    const values = new InteractionCollector(clock).snapshot();
    expect(values).toEqual({
      inputStart: "",
      submitTime: "1000",
      keyPressCount: "0",
      keyPressTimings: "",
      mouseClickTimings: "",
      mouseClickCount: "0",
      modifierKeys: "",
      correctionKeys: "",
      mouseMoveCount: "0",
      touchMoveCount: "0",
      scrollCount: "0",
      touchEventTimings: "",
      touchEventCount: "0",
      mouseMoveTimings: "",
    });
  });

  it("records key presses with hold time and interval between key downs, and the first input time", () => {
    const { clock, advance } = manualClock(10_000);
    const collector = new InteractionCollector(clock);
    collector.keyDown("h", false);
    advance(80);
    collector.keyUp("h");
    advance(120);
    collector.keyDown("i", false);
    advance(60);
    collector.keyUp("i");
    const values = collector.snapshot();
    expect(values.inputStart).toBe("10000");
    expect(values.keyPressCount).toBe("2");
    expect(values.keyPressTimings).toBe("80;60,200;");
    expect(values.submitTime).toBe("10260");
  });

  it("ignores auto-repeat and key ups without a key down", () => {
    const { clock, advance } = manualClock();
    const collector = new InteractionCollector(clock);
    collector.keyUp("x");
    collector.keyDown("a", false);
    collector.keyDown("a", true);
    collector.keyDown("a", true);
    advance(300);
    collector.keyUp("a");
    expect(collector.snapshot().keyPressCount).toBe("1");
    expect(collector.snapshot().keyPressTimings).toBe("300;");
  });

  it("notes where modifier and correction keys came in the key sequence", () => {
    const { clock } = manualClock();
    const collector = new InteractionCollector(clock);
    const press = (key: string) => {
      collector.keyDown(key, false);
      collector.keyUp(key);
    };
    press("Shift");
    press("H");
    press("i");
    press("Backspace");
    press("ArrowLeft");
    const values = collector.snapshot();
    expect(values.modifierKeys).toBe("0");
    expect(values.correctionKeys).toBe("3;4");
  });

  it("keeps the input start of the first interaction, also from text input without keys", () => {
    const { clock, advance } = manualClock(5_000);
    const collector = new InteractionCollector(clock);
    collector.inputStarted();
    advance(1_000);
    collector.keyDown("a", false);
    expect(collector.snapshot().inputStart).toBe("5000");
  });

  it("counts every key press but lists at most 100 timings", () => {
    const { clock, advance } = manualClock();
    const collector = new InteractionCollector(clock);
    for (let index = 0; index < 150; index += 1) {
      collector.keyDown("a", false);
      advance(10);
      collector.keyUp("a");
      advance(10);
    }
    const values = collector.snapshot();
    expect(values.keyPressCount).toBe("150");
    expect(values.keyPressTimings.split(";").filter(Boolean)).toHaveLength(100);
  });

  it("records mouse clicks with press time and interval", () => {
    const { clock, advance } = manualClock();
    const collector = new InteractionCollector(clock);
    collector.mouseDown();
    advance(90);
    collector.mouseUp();
    advance(400);
    collector.mouseDown();
    advance(110);
    collector.mouseUp();
    collector.mouseUp();
    const values = collector.snapshot();
    expect(values.mouseClickCount).toBe("2");
    expect(values.mouseClickTimings).toBe("90;110,490;");
  });

  it("samples a mouse movement only after the pointer rests for 500 ms", () => {
    const { clock, advance } = manualClock();
    const collector = new InteractionCollector(clock);
    collector.mouseMove(0, 0);
    for (let step = 1; step <= 10; step += 1) {
      advance(16);
      collector.mouseMove(step * 3, step * 4);
    }
    advance(MOUSE_MOVE_PAUSE_MS - 1);
    expect(collector.snapshot().mouseMoveCount).toBe("0");
    advance(1);
    const values = collector.snapshot();
    expect(values.mouseMoveCount).toBe("1");
    expect(values.mouseMoveTimings).toBe("160,50;");
  });

  it("keeps waiting while the pointer keeps moving, and drops moves that end where they began", () => {
    const { clock, advance } = manualClock();
    const collector = new InteractionCollector(clock);
    collector.mouseMove(10, 10);
    for (let index = 0; index < 5; index += 1) {
      advance(400);
      collector.mouseMove(10 + index, 10);
    }
    expect(collector.snapshot().mouseMoveCount).toBe("0");
    collector.mouseMove(10, 10);
    advance(MOUSE_MOVE_PAUSE_MS);
    expect(collector.snapshot().mouseMoveCount).toBe("0");
    collector.mouseMove(10, 10);
    collector.mouseMove(40, 50);
    advance(MOUSE_MOVE_PAUSE_MS);
    expect(collector.snapshot().mouseMoveCount).toBe("1");
  });

  it("counts a scroll burst once after 500 ms of quiet", () => {
    const { clock, advance } = manualClock();
    const collector = new InteractionCollector(clock);
    for (let index = 0; index < 30; index += 1) {
      collector.scroll();
      advance(16);
    }
    expect(collector.snapshot().scrollCount).toBe("0");
    advance(QUIET_MS);
    expect(collector.snapshot().scrollCount).toBe("1");
    collector.scroll();
    advance(QUIET_MS);
    expect(collector.snapshot().scrollCount).toBe("2");
  });

  it("uses one timer for a burst however many events arrive", () => {
    const { clock, advance, pending } = manualClock();
    const collector = new InteractionCollector(clock);
    for (let index = 0; index < 100; index += 1) collector.scroll();
    expect(pending()).toBe(1);
    advance(QUIET_MS);
    expect(pending()).toBe(0);
  });

  it("counts touch moves after 500 ms of quiet and touch events with timings", () => {
    const { clock, advance } = manualClock();
    const collector = new InteractionCollector(clock);
    collector.touchStart();
    collector.touchMove();
    advance(100);
    collector.touchMove();
    advance(50);
    collector.touchEnd();
    advance(QUIET_MS);
    collector.touchStart();
    advance(70);
    collector.touchEnd();
    const values = collector.snapshot();
    expect(values.touchMoveCount).toBe("1");
    expect(values.touchEventCount).toBe("2");
    expect(values.touchEventTimings).toBe("150;70,650;");
  });

  it("pauses without losing what it measured", () => {
    const { clock, advance, pending } = manualClock();
    const collector = new InteractionCollector(clock);
    collector.keyDown("a", false);
    collector.keyUp("a");
    collector.scroll();
    collector.pause();
    expect(pending()).toBe(0);
    advance(QUIET_MS);
    expect(collector.snapshot().keyPressCount).toBe("1");
    expect(collector.snapshot().scrollCount).toBe("0");
  });
});
