import { describe, expect, it } from "vitest";
import {
  autoplayDelay,
  directionOf,
  finishMove,
  groupItems,
  groupOfItem,
  itemsPerGroup,
  MAX_ITEMS_PER_GROUP,
  playbackState,
  portfolioColumns,
  portfolioItemHeight,
  PORTFOLIO_ITEM_HEIGHT_RATIO,
  restingState,
  startMove,
  SWIPE_MIN_PX,
  swipeDirection,
  targetIndex,
  type PlaybackFlags,
} from "./engine";

describe("targetIndex", () => {
  it("moves next and previous, wrapping at both ends", () => {
    expect(targetIndex(0, "next", 3)).toBe(1);
    expect(targetIndex(2, "next", 3)).toBe(0);
    expect(targetIndex(0, "previous", 3)).toBe(2);
    expect(targetIndex(1, "previous", 3)).toBe(0);
  });

  it("moves to an index in range", () => {
    expect(targetIndex(0, 2, 3)).toBe(2);
    expect(targetIndex(2, 0, 3)).toBe(0);
  });

  it("refuses the current index, an index out of range and a fractional one", () => {
    expect(targetIndex(1, 1, 3)).toBeNull();
    expect(targetIndex(0, 3, 3)).toBeNull();
    expect(targetIndex(0, -1, 3)).toBeNull();
    expect(targetIndex(0, 1.5, 3)).toBeNull();
    expect(targetIndex(0, Number.NaN, 3)).toBeNull();
  });

  it("never moves fewer than two slides", () => {
    expect(targetIndex(0, "next", 1)).toBeNull();
    expect(targetIndex(0, "previous", 0)).toBeNull();
  });

  it("with two slides, next and previous both reach the other one", () => {
    expect(targetIndex(0, "next", 2)).toBe(1);
    expect(targetIndex(0, "previous", 2)).toBe(1);
  });
});

describe("directionOf", () => {
  it("keeps next and previous, and reads a jump forward or backward", () => {
    expect(directionOf(2, "next", 0)).toBe("next");
    expect(directionOf(0, "previous", 2)).toBe("previous");
    expect(directionOf(0, 3, 3)).toBe("next");
    expect(directionOf(3, 1, 1)).toBe("previous");
  });
});

describe("startMove and finishMove", () => {
  it("given an animated move, marks the leaving slide until the move finishes", () => {
    const moving = startMove(restingState(0), "next", 3, true);
    expect(moving).toEqual({ active: 1, leaving: 0, direction: "next" });
    expect(finishMove(moving!)).toEqual(restingState(1));
  });

  it("blocks a move while a transition runs", () => {
    const moving = startMove(restingState(0), "next", 3, true)!;
    expect(startMove(moving, "next", 3, true)).toBeNull();
    expect(startMove(moving, 2, 3, false)).toBeNull();
  });

  it("given an unanimated move (reduced motion), lands at once", () => {
    expect(startMove(restingState(2), "next", 3, false)).toEqual(restingState(0));
  });

  it("refuses a move that goes nowhere", () => {
    expect(startMove(restingState(1), 1, 3, true)).toBeNull();
    expect(startMove(restingState(0), "next", 1, true)).toBeNull();
  });

  it("reads a jump back to the first slide as a backward move", () => {
    expect(startMove(restingState(3), 0, 4, true)).toEqual({ active: 0, leaving: 3, direction: "previous" });
  });
});

describe("itemsPerGroup", () => {
  it("fits 1 to 4 items of the minimum width", () => {
    expect(MAX_ITEMS_PER_GROUP).toBe(4);
    expect(itemsPerGroup(100, 200)).toBe(1);
    expect(itemsPerGroup(399, 200)).toBe(1);
    expect(itemsPerGroup(400, 200)).toBe(2);
    expect(itemsPerGroup(600, 200)).toBe(3);
    expect(itemsPerGroup(800, 200)).toBe(4);
    expect(itemsPerGroup(5000, 200)).toBe(4);
  });

  it("given a width not measured yet, shows the largest group", () => {
    expect(itemsPerGroup(0, 200)).toBe(4);
    expect(itemsPerGroup(Number.NaN, 200)).toBe(4);
    expect(itemsPerGroup(Number.POSITIVE_INFINITY, 200)).toBe(4);
  });
});

describe("portfolioColumns (spec 9: 5 at 1600+, 4 from 1024, 3 from 768, 2 from 480, else 1)", () => {
  it.each([
    [2000, 5],
    [1600, 5],
    [1599, 4],
    [1024, 4],
    [1023, 3],
    [768, 3],
    [767, 2],
    [480, 2],
    [479, 1],
    [0, 1],
  ])("at %i px, %i columns", (width, columns) => {
    expect(portfolioColumns(width)).toBe(columns);
  });

  it("makes each item 75 % as high as its column is wide", () => {
    expect(PORTFOLIO_ITEM_HEIGHT_RATIO).toBe(0.75);
    expect(portfolioItemHeight(1200, 4)).toBe(225);
    expect(portfolioItemHeight(400, 1)).toBe(300);
    expect(portfolioItemHeight(0, 3)).toBe(0);
    expect(portfolioItemHeight(900, 0)).toBe(0);
  });
});

describe("groupItems and groupOfItem", () => {
  it("groups in order, the last group holding the rest", () => {
    expect(groupItems([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(groupItems([1, 2, 3, 4], 4)).toEqual([[1, 2, 3, 4]]);
    expect(groupItems([1, 2], 1)).toEqual([[1], [2]]);
    expect(groupItems([], 3)).toEqual([]);
  });

  it("treats a size below 1 as 1", () => {
    expect(groupItems(["a", "b"], 0)).toEqual([["a"], ["b"]]);
  });

  it("finds the group that holds an item", () => {
    expect(groupOfItem(0, 3)).toBe(0);
    expect(groupOfItem(5, 3)).toBe(1);
    expect(groupOfItem(6, 3)).toBe(2);
    expect(groupOfItem(4, 0)).toBe(4);
    expect(groupOfItem(-2, 3)).toBe(0);
  });
});

describe("playbackState", () => {
  const playing: PlaybackFlags = {
    autoplay: true,
    slideCount: 3,
    stopped: false,
    hovered: false,
    focused: false,
    flaggedPaused: false,
    mediaPlaying: false,
  };

  it("plays when asked for and nothing holds it", () => {
    expect(playbackState(playing)).toBe("playing");
  });

  it("is static without a slideshow or with fewer than two slides", () => {
    expect(playbackState({ ...playing, autoplay: false })).toBe("static");
    expect(playbackState({ ...playing, slideCount: 1 })).toBe("static");
  });

  it.each(["hovered", "focused", "flaggedPaused", "mediaPlaying"] as const)("pauses while %s", (flag) => {
    expect(playbackState({ ...playing, [flag]: true })).toBe("paused");
  });

  it("stops on the visitor's Pause, whatever else holds it", () => {
    expect(playbackState({ ...playing, stopped: true })).toBe("stopped");
    expect(playbackState({ ...playing, stopped: true, hovered: true })).toBe("stopped");
  });
});

describe("autoplayDelay", () => {
  it("waits the interval, never less than the transition and its wait", () => {
    expect(autoplayDelay(7000, 700, 0)).toBe(7000);
    expect(autoplayDelay(10, 700, 100)).toBe(800);
  });
});

describe("swipeDirection", () => {
  it("reads a leftward flick as next and a rightward one as previous", () => {
    expect(swipeDirection(-80, 10)).toBe("next");
    expect(swipeDirection(80, -10)).toBe("previous");
  });

  it("ignores short and mostly vertical movements", () => {
    expect(SWIPE_MIN_PX).toBe(30);
    expect(swipeDirection(-(SWIPE_MIN_PX - 1), 0)).toBeNull();
    expect(swipeDirection(-SWIPE_MIN_PX, 0)).toBe("next");
    expect(swipeDirection(-60, 90)).toBeNull();
    expect(swipeDirection(60, 60)).toBeNull();
  });
});
