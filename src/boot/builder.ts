/**
 * The builder contexts of spec 2: visual builder (runs the page in an app frame inside a top window), theme
 * builder, backend-metabox builder (BFB) and layout-block preview. In any of them tracking, A/B goal logging and
 * waypoint animations are off (spec 4 "Builder").
 */
export type BuilderContext = "visual" | "theme-builder" | "backend" | "layout-block" | null;

export interface BuilderMode {
  readonly active: boolean;
  readonly context: BuilderContext;
}

const QUERY_FLAGS: ReadonlyArray<[string, Exclude<BuilderContext, null>]> = [
  ["et_fb", "visual"],
  ["et_tb", "theme-builder"],
  ["et_bfb", "backend"],
  ["et_block_layout_preview", "layout-block"],
];

const BODY_CLASSES: ReadonlyArray<[string, Exclude<BuilderContext, null>]> = [
  ["et-fb", "visual"],
  ["et-tb", "theme-builder"],
  ["et-bfb", "backend"],
  ["et-block-layout-preview", "layout-block"],
];

export function detectBuilderMode(view: Window = window): BuilderMode {
  const params = new URLSearchParams(view.location.search);
  for (const [flag, context] of QUERY_FLAGS) {
    if (params.get(flag) === "1") return { active: true, context };
  }
  const body = view.document.body;
  if (body) {
    for (const [className, context] of BODY_CLASSES) {
      if (body.classList.contains(className)) return { active: true, context };
    }
  }
  // The visual builder renders the page in an app frame whose top window carries the builder flag.
  try {
    if (view.top && view.top !== view && new URLSearchParams(view.top.location.search).get("et_fb") === "1") {
      return { active: true, context: "visual" };
    }
  } catch {
    // A cross-origin parent: not the builder.
  }
  return { active: false, context: null };
}
