import { useCallback, useState, type CSSProperties } from "react";

/**
 * The live region of a form island: status news politely, errors assertively. The same styles as
 * `visuallyHide` (and the theme's `screen-reader-text` class), so it is heard and never seen, theme CSS or not.
 */

export type Urgency = "polite" | "assertive";

export interface Announcement {
  readonly text: string;
  readonly urgency: Urgency;
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: "0",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: "0",
};

const SILENT: Announcement = { text: "", urgency: "polite" };

/**
 * What the live region says, and `announce` to say something. Saying the same text twice is announced twice: a
 * no-break space toggles at its end so screen readers see a change.
 */
export function useAnnouncer(): {
  announcement: Announcement;
  announce: (text: string, urgency?: Urgency) => void;
} {
  const [announcement, setAnnouncement] = useState<Announcement>(SILENT);
  const announce = useCallback((text: string, urgency: Urgency = "polite") => {
    setAnnouncement((previous) => ({ text: previous.text === text ? `${text}\u00a0` : text, urgency }));
  }, []);
  return { announcement, announce };
}

export function LiveRegion({ id, announcement }: { id: string; announcement: Announcement }) {
  return (
    <div
      data-enhance-live=""
      id={id}
      aria-live={announcement.urgency}
      aria-atomic="true"
      className="screen-reader-text"
      style={VISUALLY_HIDDEN}
    >
      {announcement.text}
    </div>
  );
}
