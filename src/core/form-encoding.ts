import type { FieldValue, FormFields } from "./ajax-client";

// Its own file, not the ajax client's: requests to other sites encode fields too, and importing them from the
// ajax client would make its chunk a shared one whose dynamic import the loader's one retry cannot repeat.

function appendField(body: URLSearchParams, key: string, value: FieldValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    (value as readonly FieldValue[]).forEach((item, index) => {
      const nested = item !== null && typeof item === "object";
      appendField(body, nested ? `${key}[${index}]` : `${key}[]`, item);
    });
    return;
  }
  if (typeof value === "object") {
    for (const [name, item] of Object.entries(value as Record<string, FieldValue>))
      appendField(body, `${key}[${name}]`, item);
    return;
  }
  body.append(key, String(value));
}

/** Encodes fields as `application/x-www-form-urlencoded`, nesting objects and arrays as PHP expects. */
export function encodeFields(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) appendField(body, key, value);
  return body;
}
