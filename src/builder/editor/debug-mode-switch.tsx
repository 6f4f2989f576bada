import { useState, type ReactElement } from "react";
import { isDebugModeOn, setDebugMode, type DebugMessage } from "./debug-mode";

/**
 * A switch (WAI-ARIA APG "Switch") for the builder's debug mode, with the spec's message for what happened read
 * out in a status region. It starts from what local storage holds, so it shows the debug table's switch as is.
 */
export function DebugModeSwitch({ view = window }: { readonly view?: Window }): ReactElement {
  const [active, setActive] = useState(() => isDebugModeOn(view));
  const [message, setMessage] = useState<DebugMessage | "">("");
  return (
    <div className="enhance-debug-mode">
      <button
        type="button"
        role="switch"
        aria-checked={active}
        onClick={() => {
          const result = setDebugMode(!active, view);
          setActive(result.active);
          setMessage(result.message);
        }}
      >
        Debug mode
      </button>
      <p role="status">{message}</p>
    </div>
  );
}
