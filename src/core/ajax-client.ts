import type * as z from "zod/mini";

/** A value of a form field; objects and arrays are encoded the way jQuery's `$.param` does. */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FieldValue[]
  | { readonly [key: string]: FieldValue };
export type FormFields = Readonly<Record<string, FieldValue>>;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Default 15 000 ms. */
  timeoutMs?: number;
}

export interface AjaxClient {
  /** POSTs `action` and `fields` form-encoded to the site's ajax endpoint; returns the reply text. */
  postAction(
    action: string,
    fields: FormFields,
    schema?: undefined,
    options?: RequestOptions,
  ): Promise<string>;
  /** POSTs and parses the JSON reply with `schema`. */
  postAction<T>(
    action: string,
    fields: FormFields,
    schema: z.ZodMiniType<T, unknown>,
    options?: RequestOptions,
  ): Promise<T>;
  /** POSTs form fields to any same-site URL (a form's own action) and returns the reply text. */
  postForm(url: string, fields: FormFields | URLSearchParams, options?: RequestOptions): Promise<string>;
  /** GETs a same-site page and returns its text. */
  getText(url: string, options?: RequestOptions): Promise<string>;
}
