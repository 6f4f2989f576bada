/**
 * Spec 3 composite fields: one settings field made of several controls (the four sides of a border, say), listed
 * in its `composite_structure` by tab; every control belongs to the field's tab and toggle.
 */

import * as z from "zod/mini";

const controlSchema = z.looseObject({
  label: z.optional(z.string()),
  type: z.optional(z.string()),
  default: z.optional(z.string()),
});

export const compositeFieldSchema = z.looseObject({
  type: z.literal("composite"),
  tab_slug: z.string(),
  toggle_slug: z.string(),
  composite_type: z.optional(z.string()),
  composite_structure: z.record(
    z.string(),
    z.looseObject({
      label: z.optional(z.string()),
      icon: z.optional(z.string()),
      controls: z.record(z.string(), controlSchema),
    }),
  ),
});

export type CompositeField = z.infer<typeof compositeFieldSchema>;

export interface CompositeControl {
  readonly name: string;
  /** The structure entry (tab) the control sits in. */
  readonly tab: string;
  readonly tab_slug: string;
  readonly toggle_slug: string;
  readonly label: string;
  readonly type: string;
  readonly default: string;
}

/** Every control of a composite field, in the order of its tabs, each named and placed in the field's toggle. */
export function compositeControls(field: CompositeField): CompositeControl[] {
  const controls: CompositeControl[] = [];
  for (const [tab, entry] of Object.entries(field.composite_structure)) {
    for (const [name, control] of Object.entries(entry.controls)) {
      controls.push({
        name,
        tab,
        tab_slug: field.tab_slug,
        toggle_slug: field.toggle_slug,
        label: control.label ?? "",
        type: control.type ?? "",
        default: control.default ?? "",
      });
    }
  }
  return controls;
}

/** Reads a field definition from outside data; null (never an exception) when it is no composite field. */
export function parseCompositeField(value: unknown): CompositeField | null {
  const parsed = compositeFieldSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
