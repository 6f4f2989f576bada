/** Web fonts for the builder: the backend's font config and the loader that loads what font settings name. */
export {
  DEFAULT_FONT_SERVICE_URL,
  EMPTY_FONT_CONFIG,
  FONT_FORMATS,
  readFontConfig,
  type CustomFont,
  type FontConfig,
  type FontFormat,
  type RemovedFont,
  type ServiceFont,
} from "./config";
export {
  FONT_ATTRIBUTE,
  createFontLoader,
  fontFaceRule,
  fontNamesInAttrs,
  serviceStylesheetUrl,
  type FontLoader,
  type LoadedFont,
} from "./web-fonts";
