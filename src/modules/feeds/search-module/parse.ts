import type { ParseResult } from "../../../boot/island";

/** Divi's search module as the server printed it (`Search.php`). */
export interface SearchModuleModel {
  readonly module: HTMLElement;
  /** `form.et_pb_searchform[role=search][method=get]`, sent to the site's home as `?s=…`. */
  readonly form: HTMLFormElement;
  /** `input.et_pb_s[name=s]`. */
  readonly input: HTMLInputElement;
  /** `label.screen-reader-text`: the theme prints it for `#s`, an id the field does not have. */
  readonly label: HTMLLabelElement | null;
  /** `input.et_pb_searchsubmit`; hidden by the theme's CSS with `et_pb_hide_search_button`. */
  readonly submit: HTMLInputElement | HTMLButtonElement | null;
}

export function parseSearchModule(module: HTMLElement): ParseResult<SearchModuleModel> {
  const form = module.querySelector<HTMLFormElement>("form.et_pb_searchform");
  if (form === null) return { ok: false, reason: "no form.et_pb_searchform" };
  const input = form.querySelector<HTMLInputElement>('input.et_pb_s, input[name="s"]');
  if (input === null) return { ok: false, reason: 'no input.et_pb_s[name="s"] in the form' };
  return {
    ok: true,
    model: {
      module,
      form,
      input,
      label: form.querySelector<HTMLLabelElement>("label.screen-reader-text") ?? form.querySelector("label"),
      submit: form.querySelector<HTMLInputElement | HTMLButtonElement>(
        'input.et_pb_searchsubmit, input[type="submit"], button[type="submit"], button:not([type])',
      ),
    },
  };
}
