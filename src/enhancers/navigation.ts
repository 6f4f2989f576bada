import type { ModuleDefinition } from "../boot/types";
import ajaxPagination from "./ajax-pagination";
import menuSearch from "./menu-search";
import mobileMenu from "./mobile-menu";
import submenus from "./submenus";

/**
 * Ajax pagination of blog and portfolio modules, the menu's search overlay, the mobile menu and the desktop
 * sub-menus kept inside the viewport.
 */
export const navigationEnhancers: readonly ModuleDefinition[] = [
  ajaxPagination,
  menuSearch,
  mobileMenu,
  submenus,
];
