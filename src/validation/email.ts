/** Shortest address the contact-form rule accepts (spec 5: "at least 6 characters"). */
export const CONTACT_EMAIL_MIN_LENGTH = 6;

/** Characters a local part may hold (letters, digits and the printable specials of RFC 5322 atoms, plus dots). */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
/** One domain label: letters, digits and hyphens; leading/trailing hyphens are checked apart. */
const DOMAIN_LABEL = /^[a-z0-9-]+$/;

/**
 * The contact-form email rule (spec 5) on the trimmed, lower-cased value. An empty value is invalid here: callers
 * decide whether an empty, optional field is allowed.
 */
export function isValidContactEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  if (email.length < CONTACT_EMAIL_MIN_LENGTH) {
    return false;
  }
  const at = email.indexOf("@");
  if (at < 1) {
    return false;
  }
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!LOCAL_PART.test(local)) {
    return false;
  }
  if (domain.includes("..")) {
    return false;
  }
  const labels = domain.split(".");
  if (labels.length < 2) {
    return false;
  }
  return labels.every((label) => DOMAIN_LABEL.test(label) && !label.startsWith("-") && !label.endsWith("-"));
}

/**
 * The general email pattern the newsletter and the generic `email` rule use: a local part of atom characters and
 * dots, an at-sign, and a domain of labels (1-63 characters, no leading/trailing hyphen) with at least one dot.
 */
export const GENERAL_EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** The generic/newsletter email rule on the trimmed value; empty is invalid (callers handle optional fields). */
export function isValidEmail(value: string): boolean {
  return GENERAL_EMAIL_PATTERN.test(value.trim());
}
