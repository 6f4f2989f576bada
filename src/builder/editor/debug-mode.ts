import { createLogger } from "../../core/logger";

/**
 * The one debug switch of the product: the key `src/boot/debug.ts` reads to print its table of modules. The
 * builder's debug mode turns that same switch on and off, so there is never a second one to keep in step.
 */
export const DEBUG_STORAGE_KEY = "enhanceDebug";

/** The builder's debug messages (spec section 8), word for word. */
export const DEBUG_MESSAGES = {
  activated: "Debug mode is activated",
  unsupported: "Debug mode was not activated due to lack of support or other error",
  deactivated: "Debug mode is deactivated",
} as const;

export type DebugMessage = (typeof DEBUG_MESSAGES)[keyof typeof DEBUG_MESSAGES];

export interface DebugModeResult {
  /** Whether debug mode is on once the switch has been thrown. */
  readonly active: boolean;
  readonly message: DebugMessage;
}

const log = createLogger("builder");

/** Local storage when it both exists and keeps what is written to it; private modes and sandboxes may do neither. */
function workingStorage(view: Window): Storage | null {
  try {
    const storage = view.localStorage;
    const probe = `${DEBUG_STORAGE_KEY}:probe`;
    storage.setItem(probe, "1");
    const kept = storage.getItem(probe) === "1";
    storage.removeItem(probe);
    return kept ? storage : null;
  } catch {
    return null;
  }
}

/** Whether debug mode is on: honoured only where local storage works (spec section 5, "Builder helpers"). */
export function isDebugModeOn(view: Window = window): boolean {
  return workingStorage(view)?.getItem(DEBUG_STORAGE_KEY) === "1";
}

/** Switches debug mode on or off, stores it, and says which of the three spec messages applies. */
export function setDebugMode(on: boolean, view: Window = window): DebugModeResult {
  const storage = workingStorage(view);
  let result: DebugModeResult;
  if (on) {
    try {
      storage?.setItem(DEBUG_STORAGE_KEY, "1");
    } catch {
      // A full or revoked storage: reported as not activated below.
    }
    result =
      storage?.getItem(DEBUG_STORAGE_KEY) === "1"
        ? { active: true, message: DEBUG_MESSAGES.activated }
        : { active: false, message: DEBUG_MESSAGES.unsupported };
  } else {
    try {
      storage?.removeItem(DEBUG_STORAGE_KEY);
    } catch {
      // Nothing stored can be read back either, so debug mode is off all the same.
    }
    result = { active: false, message: DEBUG_MESSAGES.deactivated };
  }
  log.info(result.message);
  return result;
}
