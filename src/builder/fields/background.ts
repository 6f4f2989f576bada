/**
 * Spec 3 module background fields: colour, gradient (when `use_background_color_gradient` is on), image, video
 * (mp4 and webm), and the pattern and mask styles (each only while its enable field is on).
 */

import { imageUrl, webUrl } from "../../core/urls";
import { cssColor } from "./color";
import { gradientCss, readGradient } from "./gradient";
import { toggleValue } from "./toggle";

export interface BackgroundFields {
  readonly color: string;
  /** The CSS gradient, empty when the gradient is off or draws nothing. */
  readonly gradient: string;
  /** Whether the gradient is drawn above the image rather than under it. */
  readonly gradientOverlaysImage: boolean;
  /** An absolute image address, empty when none (or not an image address). */
  readonly image: string;
  readonly video: { readonly mp4: string; readonly webm: string };
  /** The pattern style's name, empty unless enabled and named. */
  readonly pattern: string;
  /** The mask style's name, empty unless enabled and named. */
  readonly mask: string;
}

type Attrs = Readonly<Record<string, string | undefined>>;

/** Style names become class names and data attributes, so only plain names are kept. */
const STYLE_NAME = /^[a-z0-9][a-z0-9-]*$/i;

function styleName(attrs: Attrs, style: string, enable: string): string {
  const name = (attrs[style] ?? "").trim();
  return toggleValue(attrs[enable], false) && STYLE_NAME.test(name) ? name : "";
}

/** Reads a module's background fields; addresses are resolved against `base` (the page address). */
export function readBackground(attrs: Attrs, base: string): BackgroundFields {
  const gradientOn = toggleValue(attrs.use_background_color_gradient, false);
  const gradient = gradientOn ? readGradient(attrs) : null;
  return {
    color: cssColor(attrs.background_color),
    gradient: gradient ? gradientCss(gradient) : "",
    gradientOverlaysImage: gradient?.overlaysImage ?? false,
    image: imageUrl(attrs.background_image?.trim() || null, base) ?? "",
    video: {
      mp4: webUrl(attrs.background_video_mp4?.trim() || null, base) ?? "",
      webm: webUrl(attrs.background_video_webm?.trim() || null, base) ?? "",
    },
    pattern: styleName(attrs, "background_pattern_style", "background_enable_pattern_style"),
    mask: styleName(attrs, "background_mask_style", "background_enable_mask_style"),
  };
}

/** A CSS `url()` with the address quoted and escaped. */
export function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * The background declarations: `background-color`, and `background-image` layering the gradient and the image,
 * the gradient first (on top) when it overlays the image.
 */
export function backgroundDeclarations(background: BackgroundFields): Record<string, string> {
  const declarations: Record<string, string> = {};
  if (background.color) declarations["background-color"] = background.color;
  const image = background.image ? cssUrl(background.image) : "";
  const layers = background.gradientOverlaysImage
    ? [background.gradient, image]
    : [image, background.gradient];
  const images = layers.filter(Boolean);
  if (images.length > 0) declarations["background-image"] = images.join(", ");
  return declarations;
}
