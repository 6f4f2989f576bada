import type { Locator } from "@playwright/test";

/** The answer to the contact form's captcha, read from the sum it prints. */
export async function captchaSum(form: Locator): Promise<string> {
  const captcha = form.locator(".et_pb_contact_captcha");
  const first = Number(await captcha.getAttribute("data-first_digit"));
  const second = Number(await captcha.getAttribute("data-second_digit"));
  return String(first + second);
}

/** Fills the first form of contact-form.html with valid answers (course Email marketing, one topic, no company, no budget). */
export async function fillValid(form: Locator): Promise<void> {
  await form.getByLabel("Name", { exact: true }).fill("Anna Berg");
  await form.getByLabel("Email Address").fill("anna@example.com");
  await form.getByLabel("Email marketing").check();
  await form.getByLabel("Newsletters").check();
  await form.getByLabel("Message").fill("Which course helps me grow a newsletter from 200 readers");
  await form.locator(".et_pb_contact_captcha").fill(await captchaSum(form));
}
