import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from "react";
import { createRoot } from "react-dom/client";
import { adoptEditorStyles } from "./editor-styles";
import { lockScroll } from "./scroll-lock";

/** How long the core modal fades out before it is removed (spec section 9, "Core modal close"). */
export const MODAL_CLOSE_MS = 600;

export interface ModalButton {
  /** What the modal resolves with when this button closes it. */
  readonly id: string;
  readonly label: string;
  /** The button that does what the modal asks (styled as such); the other one is the way out. */
  readonly primary?: boolean;
}

export interface CoreModalProps {
  readonly header: string;
  readonly text: string;
  /** One button (a notice) or two (a question). */
  readonly buttons: readonly [ModalButton] | readonly [ModalButton, ModalButton];
  /** Called once the closing fade has ended: the button chosen, or null for Escape. Remove the modal here. */
  readonly onClosed: (choice: string | null) => void;
  /** Fixed bars whose right padding makes up for the scrollbar the scroll lock hides. */
  readonly bars?: readonly HTMLElement[];
}

const FOCUSABLE = "button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * The core modal (WAI-ARIA APG "Dialog (Modal)"): a header, a text and one or two buttons. Focus moves into it on
 * open (to the first button that is not the primary one, so Enter never confirms by accident), Tab and Shift+Tab
 * stay inside, Escape closes it, and focus goes back to where it was once it is gone. The page does not scroll
 * while it is open. Closing fades it for {@link MODAL_CLOSE_MS} ms before `onClosed`.
 */
export function CoreModal({ header, text, buttons, onClosed, bars = [] }: CoreModalProps): ReactElement {
  const headerId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<{ value: string | null } | null>(null);
  const closed = useRef(onClosed);
  closed.current = onClosed;

  // Before the first paint: unstyled for a frame, the fixed overlay would stand in the flow and move the page.
  useLayoutEffect(() => adoptEditorStyles(), []);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll(document, bars);
    const buttonsInside = [...(dialog.current?.querySelectorAll<HTMLElement>("button") ?? [])];
    (buttonsInside.find((button) => !button.hasAttribute("data-primary")) ?? buttonsInside[0])?.focus();
    return () => {
      unlock();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount: the bars given at open are the ones padded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (choice === null) return;
    const timer = setTimeout(() => closed.current(choice.value), MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [choice]);

  const close = (value: string | null): void => {
    setChoice((current) => current ?? { value });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(null);
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="enhance-modal-overlay" data-state={choice === null ? "open" : "closing"}>
      <div
        ref={dialog}
        className="enhance-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headerId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={headerId}>{header}</h2>
        <p id={textId}>{text}</p>
        <div className="enhance-modal-buttons">
          {buttons.map((button) => (
            <button
              key={button.id}
              type="button"
              data-primary={button.primary ? "" : undefined}
              onClick={() => close(button.id)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

export type CoreModalOptions = Omit<CoreModalProps, "onClosed">;

/**
 * Opens the core modal at the end of `document.body` and resolves, once it has faded out and been removed, with
 * the id of the button chosen (null for Escape).
 */
export function openCoreModal(options: CoreModalOptions, doc: Document = document): Promise<string | null> {
  const host = doc.createElement("div");
  host.className = "enhance-modal-host";
  doc.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    root.render(
      <CoreModal
        {...options}
        onClosed={(choice) => {
          root.unmount();
          host.remove();
          resolve(choice);
        }}
      />,
    );
  });
}
