/** Spec 9 "Forms and search": the math captcha asks for the sum of two numbers from 1 to 15. */
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 15;

export interface CaptchaNumbers {
  readonly first: number;
  readonly second: number;
}

const WHOLE_NUMBER = /^\d+$/;

/** Reads a captcha digit printed by the theme (`data-first_digit`); null when it is not a whole number. */
export function parseCaptchaNumber(value: string | null | undefined): number | null {
  if (typeof value !== "string") {
    return null;
  }
  const trimmed = value.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** Whether the visitor's answer (white space around it allowed) is exactly the sum of the two numbers. */
export function isCaptchaAnswerCorrect(answer: string, numbers: CaptchaNumbers): boolean {
  const trimmed = answer.trim();
  return WHOLE_NUMBER.test(trimmed) && Number(trimmed) === numbers.first + numbers.second;
}

/** One number from CAPTCHA_MIN to CAPTCHA_MAX inclusive; `random` returns values in [0, 1) like Math.random. */
export function drawCaptchaNumber(random: () => number = Math.random): number {
  const span = CAPTCHA_MAX - CAPTCHA_MIN + 1;
  const drawn = CAPTCHA_MIN + Math.floor(random() * span);
  // A faulty source (1, NaN) must still give a number the visitor can be asked about.
  return Number.isFinite(drawn) ? Math.min(CAPTCHA_MAX, Math.max(CAPTCHA_MIN, drawn)) : CAPTCHA_MIN;
}

/** New numbers after a wrong answer. */
export function drawCaptchaNumbers(random: () => number = Math.random): CaptchaNumbers {
  return { first: drawCaptchaNumber(random), second: drawCaptchaNumber(random) };
}

/** The question as the theme prints it: "7 + 3". */
export function captchaQuestion(numbers: CaptchaNumbers): string {
  return `${numbers.first} + ${numbers.second}`;
}
