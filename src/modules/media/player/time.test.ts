import { describe, expect, it } from "vitest";
import { timeSteps } from "./engine";
import { clockTime, timeInWords, timeSliderText } from "./time";

describe("times for the eye", () => {
  it("shows minutes and seconds, and hours only when there are some", () => {
    expect(clockTime(0)).toBe("00:00");
    expect(clockTime(65.9)).toBe("01:05");
    expect(clockTime(3723)).toBe("1:02:03");
  });

  it("shows an unknown length as 00:00", () => {
    expect(clockTime(Number.NaN)).toBe("00:00");
    expect(clockTime(Number.POSITIVE_INFINITY)).toBe("00:00");
  });
});

describe("times for screen readers", () => {
  it("says a time in words, in the singular where it is one", () => {
    expect(timeInWords(65)).toBe("1 minute 5 seconds");
    expect(timeInWords(180)).toBe("3 minutes");
    expect(timeInWords(3601)).toBe("1 hour 1 second");
    expect(timeInWords(0)).toBe("0 seconds");
  });

  it("says the time slider's value as the time of the length", () => {
    expect(timeSliderText(65, 180)).toBe("1 minute 5 seconds of 3 minutes");
    expect(timeSliderText(12, Number.NaN)).toBe("12 seconds");
    expect(timeSliderText(12, 0)).toBe("12 seconds");
  });
});

describe("time slider steps", () => {
  it("moves by 5 seconds with an arrow and a tenth of the length, up to a minute, with Page Up / Down", () => {
    expect(timeSteps(180)).toEqual({ small: 5, large: 18 });
    expect(timeSteps(3600)).toEqual({ small: 5, large: 60 });
  });

  it("moves a short clip by a second at least, and nothing while its length is unknown", () => {
    expect(timeSteps(4)).toEqual({ small: 1, large: 1 });
    expect(timeSteps(Number.NaN)).toEqual({ small: 0, large: 0 });
  });
});
