import {
  formatMessage,
  GENERIC_MESSAGES,
  validateGeneric,
  type GenericRuleName,
  type GenericRules,
  type RuleResult,
} from "./generic";

/**
 * The rules a form field declares in its markup (spec 5 "Other"), read into the generic rules:
 *
 * - `data-rule-<name>="<parameter>"` on the field, the form-validation plugin's convention: `data-rule-required`,
 *   `data-rule-email`, `data-rule-digits`, `data-rule-minlength="3"`, `data-rule-range="1,10"`,
 *   `data-rule-equalto="#password"`, ... and `data-rule-remote="<address>"` for the remote rule;
 * - `data-msg-<name>="<text>"`: the field's own message for that rule, in place of the default;
 * - the HTML attributes that say the same (`required`, `type="email"`, `type="url"`, `minlength`, `maxlength`,
 *   `min`, `max`);
 * - the shop's checkout row classes (`validate-required`, `validate-email` on the field's `.form-row`).
 *
 * Reads attributes only; nothing here changes the page.
 */

export interface DeclaredRules {
  readonly rules: GenericRules;
  /** The address of the remote rule, or null when the field declares none. */
  readonly remote: string | null;
  /** The field's own messages by rule name (`data-msg-<name>`). */
  readonly messages: Readonly<Partial<Record<GenericRuleName, string>>>;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Attribute names are lower case in HTML, so the camel-cased rules are matched without case. */
const RULE_NAMES = new Map<string, GenericRuleName>(
  (Object.keys(GENERIC_MESSAGES) as GenericRuleName[]).map((name) => [name.toLowerCase(), name]),
);

const numberList = (text: string): number[] =>
  text
    .replace(/[[\]\s]/g, "")
    .split(",")
    .filter((part) => part !== "")
    .map(Number);

const finite = (text: string | null): number | undefined => {
  if (text === null || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** `"true"`, an empty attribute or any parameter turns a flag rule on; `"false"` turns it off. */
const flag = (text: string): boolean => text.trim().toLowerCase() !== "false";

function pair(text: string): readonly [number, number] | undefined {
  const [low, high] = numberList(text);
  return low !== undefined && high !== undefined && Number.isFinite(low) && Number.isFinite(high)
    ? [low, high]
    : undefined;
}

/** The value the field must repeat: `data-rule-equalto` names the other field by selector. */
function repeatedValue(field: Field, selector: string): string | undefined {
  let other: Element | null = null;
  try {
    other = (field.form ?? field.ownerDocument).querySelector(selector);
  } catch {
    return undefined;
  }
  return other instanceof HTMLInputElement || other instanceof HTMLTextAreaElement ? other.value : undefined;
}

function applyRule(rules: GenericRules, field: Field, name: GenericRuleName, parameter: string): void {
  switch (name) {
    case "maxlength":
    case "minlength":
    case "max":
    case "min": {
      const value = finite(parameter);
      if (value !== undefined) rules[name] = value;
      return;
    }
    case "rangelength":
    case "range": {
      const bounds = pair(parameter);
      if (bounds !== undefined) rules[name] = bounds;
      return;
    }
    case "equalTo": {
      const value = repeatedValue(field, parameter);
      if (value !== undefined) rules.equalTo = value;
      return;
    }
    case "remote":
      return;
    default:
      rules[name] = flag(parameter);
  }
}

/** The rules `field` declares, read afresh (an `equalTo` rule reads the other field's current value). */
export function declaredRules(field: Field): DeclaredRules {
  const rules: GenericRules = {};
  const messages: Partial<Record<GenericRuleName, string>> = {};
  const row = field.closest(".form-row");
  if (field.required || row?.classList.contains("validate-required")) rules.required = true;
  if (field.type === "email" || row?.classList.contains("validate-email")) rules.email = true;
  if (field.type === "url") rules.url = true;
  if (!(field instanceof HTMLSelectElement)) {
    if (field.maxLength > 0 && field.hasAttribute("maxlength")) rules.maxlength = field.maxLength;
    if (field.minLength > 0 && field.hasAttribute("minlength")) rules.minlength = field.minLength;
  }
  if (field instanceof HTMLInputElement && field.type === "number") {
    rules.number = true;
    const min = finite(field.getAttribute("min"));
    const max = finite(field.getAttribute("max"));
    if (min !== undefined) rules.min = min;
    if (max !== undefined) rules.max = max;
  }
  let remote: string | null = null;
  for (const { name: attribute, value } of field.attributes) {
    const declared = /^data-(rule|msg)-(.+)$/.exec(attribute);
    const ruleName = declared?.[2] === undefined ? undefined : RULE_NAMES.get(declared[2]);
    if (declared === null || ruleName === undefined) continue;
    if (declared[1] === "msg") {
      messages[ruleName] = value;
    } else if (ruleName === "remote") {
      remote = value.trim() === "" ? null : value.trim();
    } else {
      applyRule(rules, field, ruleName, value);
    }
  }
  return { rules, remote, messages };
}

/** Whether the field declares anything to check. */
export function declaresRules({ rules, remote }: DeclaredRules): boolean {
  return remote !== null || Object.values(rules).some((rule) => rule !== undefined && rule !== false);
}

/** What the field holds: its value, or nothing for an unchecked box. */
export function fieldValue(field: Field): string {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return field.checked ? field.value : "";
  }
  return field.value;
}

/**
 * Checks the field's value against its declared rules, one rule at a time in the order of the defaults, and
 * returns the first failure with the field's own message for that rule (`data-msg-<rule>`, its `{0}` / `{1}`
 * filled like the default's) or the default. The remote rule is not run here: see `remote.ts`.
 */
export function checkDeclared(field: Field, declared: DeclaredRules): RuleResult {
  const value = fieldValue(field);
  for (const name of Object.keys(GENERIC_MESSAGES) as GenericRuleName[]) {
    if (name === "remote" || declared.rules[name] === undefined || declared.rules[name] === false) continue;
    const result = validateGeneric(value, { [name]: declared.rules[name] });
    if (result.valid) continue;
    const own = declared.messages[name];
    if (own === undefined) return result;
    const parameter = declared.rules[name];
    const parameters = Array.isArray(parameter)
      ? (parameter as readonly number[])
      : typeof parameter === "number"
        ? [parameter]
        : [];
    return { valid: false, message: formatMessage(own, ...parameters) };
  }
  return { valid: true };
}
