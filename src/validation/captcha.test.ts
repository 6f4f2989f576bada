import { describe, expect, it } from "vitest";
import {
  CAPTCHA_MAX,
  CAPTCHA_MIN,
  captchaQuestion,
  drawCaptchaNumber,
  drawCaptchaNumbers,
  isCaptchaAnswerCorrect,
  parseCaptchaNumber,
} from "./captcha";

describe("math captcha", () => {
  it("draws numbers from 1 to 15", () => {
    expect(CAPTCHA_MIN).toBe(1);
    expect(CAPTCHA_MAX).toBe(15);
    expect(drawCaptchaNumber(() => 0)).toBe(1);
    expect(drawCaptchaNumber(() => 0.999999)).toBe(15);
    expect(drawCaptchaNumber(() => 0.5)).toBe(8);
  });

  it("keeps a faulty random source inside the range", () => {
    expect(drawCaptchaNumber(() => 1)).toBe(15);
    expect(drawCaptchaNumber(() => -1)).toBe(1);
    expect(drawCaptchaNumber(() => Number.NaN)).toBe(1);
  });

  it("draws every number of the range and nothing else over many draws", () => {
    const seen = new Set<number>();
    for (let draw = 0; draw < 2000; draw += 1) {
      const { first, second } = drawCaptchaNumbers();
      seen.add(first).add(second);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
  });

  it("accepts exactly the sum", () => {
    const numbers = { first: 7, second: 3 };
    expect(isCaptchaAnswerCorrect("10", numbers)).toBe(true);
    expect(isCaptchaAnswerCorrect(" 10 ", numbers)).toBe(true);
    expect(isCaptchaAnswerCorrect("010", numbers)).toBe(true);
  });

  it.each(["", "11", "9", "10abc", "1e1", "10.0", "-10", "ten", "7 + 3"])(
    "refuses %j for 7 + 3",
    (answer) => {
      expect(isCaptchaAnswerCorrect(answer, { first: 7, second: 3 })).toBe(false);
    },
  );

  it("reads the printed digits", () => {
    expect(parseCaptchaNumber("14")).toBe(14);
    expect(parseCaptchaNumber(" 3 ")).toBe(3);
    expect(parseCaptchaNumber("")).toBeNull();
    expect(parseCaptchaNumber("x")).toBeNull();
    expect(parseCaptchaNumber("1.5")).toBeNull();
    expect(parseCaptchaNumber(null)).toBeNull();
  });

  it("prints the question as the theme does", () => {
    expect(captchaQuestion({ first: 14, second: 3 })).toBe("14 + 3");
  });
});
