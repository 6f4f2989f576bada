import ky, { HTTPError, TimeoutError } from "ky";
import type * as z from "zod/mini";
import type { AjaxClient, FormFields, RequestOptions } from "./ajax-client";
import { encodeFields } from "./form-encoding";

export { encodeFields };
import {
  AjaxNetworkError,
  AjaxParseError,
  AjaxStatusError,
  AjaxTimeoutError,
  isAbortError,
} from "./ajax-errors";

/** Spec: every site call goes to the single ajax endpoint by POST with an action field. */
export const DEFAULT_TIMEOUT_MS = 15_000;

async function send(
  label: string,
  url: string,
  init: { method: "get" | "post"; body?: URLSearchParams },
  { signal, timeoutMs = DEFAULT_TIMEOUT_MS }: RequestOptions,
): Promise<string> {
  try {
    const response = await ky(url, {
      method: init.method,
      body: init.body,
      signal,
      timeout: timeoutMs,
      retry: 0,
      credentials: "same-origin",
      headers: { "x-requested-with": "XMLHttpRequest" },
    });
    return await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    if (error instanceof TimeoutError) throw new AjaxTimeoutError(label, timeoutMs);
    if (error instanceof HTTPError) {
      const body = await error.response.text().catch(() => "");
      throw new AjaxStatusError(label, error.response.status, body);
    }
    throw new AjaxNetworkError(label, error);
  }
}

export function parseJson<T>(label: string, text: string, schema: z.ZodMiniType<T, unknown>): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AjaxParseError(label, text, "not JSON");
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
    throw new AjaxParseError(label, text, `${issue?.message ?? "invalid"}${where}`);
  }
  return result.data;
}

export function createAjaxClient(ajaxUrl: string): AjaxClient {
  async function postAction<T>(
    action: string,
    fields: FormFields,
    schema?: z.ZodMiniType<T, unknown>,
    options: RequestOptions = {},
  ): Promise<T | string> {
    const text = await send(
      action,
      ajaxUrl,
      { method: "post", body: encodeFields({ action, ...fields }) },
      options,
    );
    return schema ? parseJson(action, text, schema) : text;
  }
  return {
    postAction: postAction as AjaxClient["postAction"],
    postForm: (url, fields, options = {}) =>
      send(
        url,
        url,
        { method: "post", body: fields instanceof URLSearchParams ? fields : encodeFields(fields) },
        options,
      ),
    getText: (url, options = {}) => send(url, url, { method: "get" }, options),
  };
}
