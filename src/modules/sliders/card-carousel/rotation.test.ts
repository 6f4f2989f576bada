import { describe, expect, it } from "vitest";
import {
  delayUntilNextMove,
  offersPause,
  rotationState,
  slideAnnouncement,
  slideLabel,
  type RotationInputs,
} from "./rotation";

const PLAYING: RotationInputs = {
  autoplay: true,
  stoppedByVisitor: false,
  atLastSlide: false,
  hovered: false,
  focusInside: false,
  dragging: false,
  pageHidden: false,
  offscreen: false,
};

describe("rotationState", () => {
  it("plays when autoplay is wanted and nothing holds it", () => {
    expect(rotationState(PLAYING)).toBe("playing");
  });

  it.each(["hovered", "focusInside", "dragging", "pageHidden", "offscreen"] as const)(
    "pauses while %s",
    (reason) => {
      expect(rotationState({ ...PLAYING, [reason]: true })).toBe("paused");
    },
  );

  it("ends at the last slide, whatever else holds", () => {
    expect(rotationState({ ...PLAYING, atLastSlide: true })).toBe("ended");
    expect(rotationState({ ...PLAYING, atLastSlide: true, hovered: true })).toBe("ended");
  });

  it("stays stopped once the visitor pressed Pause, also at the last slide", () => {
    expect(rotationState({ ...PLAYING, stoppedByVisitor: true })).toBe("stopped");
    expect(rotationState({ ...PLAYING, stoppedByVisitor: true, atLastSlide: true })).toBe("stopped");
  });

  it("is static without autoplay (reduced motion, the builder, data-autoplay=0)", () => {
    expect(rotationState({ ...PLAYING, autoplay: false })).toBe("static");
    expect(rotationState({ ...PLAYING, autoplay: false, stoppedByVisitor: true, hovered: true })).toBe(
      "static",
    );
  });
});

describe("offersPause", () => {
  it("offers Pause while the carousel means to rotate, Play otherwise", () => {
    expect(offersPause("playing")).toBe(true);
    expect(offersPause("paused")).toBe(true);
    expect(offersPause("stopped")).toBe(false);
    expect(offersPause("ended")).toBe(false);
    expect(offersPause("static")).toBe(false);
  });
});

describe("delayUntilNextMove", () => {
  it("waits the 1000 ms transition and then the 3000 ms dwell after a move", () => {
    expect(delayUntilNextMove(10_000, 10_000, 1000, 3000)).toBe(4000);
  });

  it("waits only what is left of a running transition", () => {
    expect(delayUntilNextMove(10_400, 10_000, 1000, 3000)).toBe(3600);
  });

  it("waits the full dwell once the transition is over or when nothing moved yet", () => {
    expect(delayUntilNextMove(20_000, 10_000, 1000, 3000)).toBe(3000);
    expect(delayUntilNextMove(0, Number.NEGATIVE_INFINITY, 1000, 3000)).toBe(3000);
  });

  it("never waits more than a whole transition, even when the clock went back", () => {
    expect(delayUntilNextMove(5_000, 10_000, 1000, 3000)).toBe(4000);
  });

  it("waits only the dwell when moves are instant (reduced motion)", () => {
    expect(delayUntilNextMove(10_000, 10_000, 0, 3000)).toBe(3000);
  });
});

describe("slide labels", () => {
  it("labels slides from 1 as the APG carousel does", () => {
    expect(slideLabel(0, 8)).toBe("1 of 8");
    expect(slideLabel(7, 8)).toBe("8 of 8");
  });

  it("announces a visitor's move as Slide N of 8", () => {
    expect(slideAnnouncement(2, 8)).toBe("Slide 3 of 8");
  });
});
