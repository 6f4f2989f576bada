import { sharedStyleSheet } from "../../core/styles";

/**
 * The editor UI's look: the settings bar in its five placements and the core modal with its 600 ms closing fade.
 * Colours keep a contrast of at least 4.5:1; motion is dropped under `prefers-reduced-motion`.
 */
export const adoptEditorStyles = sharedStyleSheet(`
.enhance-settings-bar {
  position: fixed;
  z-index: 100000;
  display: flex;
  gap: 4px;
  padding: 6px;
  margin: 0;
  list-style: none;
  background: #2b2f3a;
  border-radius: 6px;
  box-shadow: 0 2px 8px rgb(0 0 0 / 30%);
}
.enhance-settings-bar button {
  min-width: 44px;
  min-height: 44px;
  padding: 4px 10px;
  color: #fff;
  font: inherit;
  font-size: 14px;
  background: transparent;
  border: 0;
  border-radius: 4px;
  cursor: pointer;
}
.enhance-settings-bar button:hover,
.enhance-settings-bar button[aria-pressed="true"] { background: #4c5366; }
.enhance-settings-bar button:focus-visible { outline: 3px solid #7cc4ff; outline-offset: 1px; }
.enhance-settings-bar[data-placement="corner"] { top: 12px; left: 12px; }
.enhance-settings-bar[data-placement="left-corner"] { bottom: 12px; left: 12px; }
.enhance-settings-bar[data-placement="right-corner"] { right: 12px; bottom: 12px; }
.enhance-settings-bar[data-placement="right"],
.enhance-settings-bar[data-placement="vertical"] { top: 50%; flex-direction: column; transform: translateY(-50%); }
.enhance-settings-bar[data-placement="right"] { right: 0; border-radius: 6px 0 0 6px; }
.enhance-settings-bar[data-placement="vertical"] { left: 0; border-radius: 0 6px 6px 0; }
.enhance-modal-overlay {
  position: fixed;
  inset: 0;
  z-index: 100001;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgb(0 0 0 / 50%);
  opacity: 1;
  transition: opacity 600ms ease;
}
.enhance-modal-overlay[data-state="closing"] { opacity: 0; }
.enhance-modal {
  box-sizing: border-box;
  width: min(440px, 100%);
  padding: 20px;
  color: #1d2129;
  background: #fff;
  border-radius: 8px;
  box-shadow: 0 8px 30px rgb(0 0 0 / 35%);
}
.enhance-modal h2 { margin: 0 0 8px; font-size: 20px; line-height: 1.3; }
.enhance-modal p { margin: 0 0 16px; }
.enhance-modal-buttons { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
.enhance-modal-buttons button {
  min-height: 44px;
  padding: 8px 16px;
  font: inherit;
  color: #1d2129;
  background: #e8eaef;
  border: 1px solid #8a91a1;
  border-radius: 4px;
  cursor: pointer;
}
.enhance-modal-buttons button[data-primary] { color: #fff; background: #1f5fbf; border-color: #1f5fbf; }
.enhance-modal-buttons button:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  .enhance-modal-overlay { transition: none; }
}
`);
