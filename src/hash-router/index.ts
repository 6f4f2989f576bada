export type { HashEntry, HashHandler, HashParamsHandler, HashRouter } from "./types";
export { MODULE_SEPARATOR, PARAM_SEPARATOR, formatHash, parseHash, stripHash, upsertEntry } from "./grammar";
export { createHashRouter, type HashRouterOptions, type StartableHashRouter } from "./router";
