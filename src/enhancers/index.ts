import type { ModuleDefinition } from "../boot/types";
import accordionTable from "./accordion-table";

/** Every enhancer (plain TypeScript, no React), listed explicitly. Each loads as its own chunk. */
export const enhancers: readonly ModuleDefinition[] = [accordionTable];
