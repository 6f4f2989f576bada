import type { EnhanceApp } from "./app";

/**
 * The builder contexts of spec 2: the visual builder, the theme builder, the backend-metabox builder (BFB), the
 * layout-block builder and the layout-block preview in the block editor. The visual builder runs the page in an
 * app frame inside a top window. In any of them tracking, A/B goal logging and waypoint animations are off (spec 4
 * "Builder"), and the builder chunk (`src/builder/frame/`) loads.
 */
export type BuilderContext =
  | "visual"
  | "theme-builder"
  | "backend"
  | "layout-block-builder"
  /** The layout-block preview in the block editor. */
  | "layout-block"
  | null;

export interface BuilderMode {
  readonly active: boolean;
  readonly context: BuilderContext;
  /** Whether the page runs in the builder's app frame inside a top window (absent: it does not). */
  readonly appFrame?: boolean;
}

type KnownContext = Exclude<BuilderContext, null>;

/** `et_builder_utils_params.builderType`, the theme's own name for the context; `fe` is the public front end. */
const BUILDER_TYPES: Readonly<Record<string, KnownContext>> = {
  vb: "visual",
  tb: "theme-builder",
  bfb: "backend",
  lbb: "layout-block-builder",
  lbp: "layout-block",
};

const QUERY_FLAGS: ReadonlyArray<[string, KnownContext]> = [
  ["et_fb", "visual"],
  ["et_tb", "theme-builder"],
  ["et_bfb", "backend"],
  ["et_block_layout_builder", "layout-block-builder"],
  ["et_block_layout_preview", "layout-block"],
];

const BODY_CLASSES: ReadonlyArray<[string, KnownContext]> = [
  ["et-fb", "visual"],
  ["et-tb", "theme-builder"],
  ["et-bfb", "backend"],
  ["et-block-layout-builder", "layout-block-builder"],
  ["et-block-layout-preview", "layout-block"],
];

/** The id of the iframe the visual builder renders the page in. */
export const APP_FRAME_ID = "et-fb-app-frame";

function builderTypeOf(view: Window): KnownContext | null {
  const params = (view as unknown as { et_builder_utils_params?: unknown }).et_builder_utils_params;
  if (typeof params !== "object" || params === null) return null;
  const type = (params as { builderType?: unknown }).builderType;
  return typeof type === "string" ? (BUILDER_TYPES[type] ?? null) : null;
}

function contextOf(view: Window): KnownContext | null {
  const fromConfig = builderTypeOf(view);
  if (fromConfig) return fromConfig;
  const params = new URLSearchParams(view.location.search);
  for (const [flag, context] of QUERY_FLAGS) if (params.get(flag) === "1") return context;
  const body = view.document.body;
  if (body) {
    for (const [className, context] of BODY_CLASSES) if (body.classList.contains(className)) return context;
  }
  return null;
}

/**
 * Whether the page is the builder's app frame: an iframe (named by its id, or inside a top window that carries
 * the visual builder's flag). A cross-origin parent is never the builder, which serves both from one site.
 */
function inAppFrame(view: Window): boolean {
  try {
    if (!view.top || view.top === view) return false;
    if (view.frameElement?.id === APP_FRAME_ID) return true;
    return new URLSearchParams(view.top.location.search).get("et_fb") === "1";
  } catch {
    return false;
  }
}

export function detectBuilderMode(view: Window = window): BuilderMode {
  const appFrame = inAppFrame(view);
  const context = contextOf(view) ?? (appFrame ? "visual" : null);
  if (context === null) return { active: false, context: null };
  return { active: true, context, appFrame };
}

/**
 * In a builder context only, loads the builder chunk (`src/builder/frame/`): live re-initialisation, view modes,
 * scroll location and scroll-to-address for the editor. A visitor's page never fetches it.
 */
export function startBuilderFrameWhenBuilder(app: EnhanceApp, view: Window): void {
  const mode = detectBuilderMode(view);
  if (!mode.active) return;
  import("../builder/frame/app-frame").then(
    ({ startBuilderFrame }) => startBuilderFrame(app, view, mode),
    (error: unknown) => console.error("[enhance:builder] the builder chunk failed to load", error),
  );
}
