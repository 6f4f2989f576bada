/**
 * The editor UI the builder shows around the page (spec sections 2, 4 "Builder" and 9): loaded only in a builder
 * context, never on a visitor's page.
 */
export { PageSettingsBar, SETTINGS_BAR_PLACEMENTS, isSettingsBarPlacement } from "./settings-bar";
export type { PageSettingsBarProps, SettingsBarAction, SettingsBarPlacement } from "./settings-bar";
export { CoreModal, MODAL_CLOSE_MS, openCoreModal } from "./core-modal";
export type { CoreModalOptions, CoreModalProps, ModalButton } from "./core-modal";
export { isScrollLocked, lockScroll, scrollbarWidth } from "./scroll-lock";
export { DEBUG_MESSAGES, DEBUG_STORAGE_KEY, isDebugModeOn, setDebugMode } from "./debug-mode";
export type { DebugModeResult } from "./debug-mode";
export { DebugModeSwitch } from "./debug-mode-switch";
export { LAYOUT_SHORTCUTS, layoutForKey, listenForLayoutShortcuts } from "./layout-shortcuts";
export { showBackgroundLayout } from "./sticky-background-layout";
export type { BackgroundLayout } from "./sticky-background-layout";
