import type { ModuleDefinition } from "../boot/types";
import ajaxPagination from "./ajax-pagination";
import menuSearch from "./menu-search";
import mobileMenu from "./mobile-menu";

/** Ajax pagination of blog and portfolio modules, the menu's search overlay and the mobile menu. */
export const navigationEnhancers: readonly ModuleDefinition[] = [ajaxPagination, menuSearch, mobileMenu];
