/**
 * Required fields (spec 5 "Contact form"): a text value must hold more than white space; a radio or checkbox group
 * needs at least one choice.
 */
export function isFilled(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** A radio or checkbox group is answered when at least one of its boxes is checked. */
export function hasChoice(choices: Iterable<{ readonly checked: boolean }>): boolean {
  for (const choice of choices) {
    if (choice.checked) {
      return true;
    }
  }
  return false;
}
