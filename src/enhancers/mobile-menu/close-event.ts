/**
 * Asks the mobile menu of the header or menu module the event is dispatched on to close at once (the search
 * overlay sends it when it opens, spec 4 "Menu search"). Cancelable: the mobile menu calls `preventDefault()`
 * to say it handled it, so a sender without a mounted mobile menu can fall back to the theme's classes.
 */
export const CLOSE_MOBILE_MENU_EVENT = "enhance:close-mobile-menu";
