/**
 * Animation frames at most thirty a second, shared by every caller: what the counters' count-ups draw on.
 *
 * Every frame a page draws costs its main thread the whole rendering pass (style, layout, paint, commit), about
 * 8 ms with the CPU slowed 4x even when only a number changed. A count-up that draws on every display frame
 * asks for some 108 of them in its 1800 ms; paced, it asks for 54, which the eye cannot tell apart for a number
 * that counts or a ring that fills. Callers that ask in the same interval share one frame, so five counters
 * starting at different moments still cost one frame per pace, not five.
 */

/** The pace: one frame every second display frame at 60 Hz. */
export const PACED_FRAME_MS = 1000 / 30;
/**
 * The wait before asking for the frame ends this much before the pace, so the display frame that follows the
 * wait is the one at the pace, not the one after it (half a 60 Hz frame).
 */
const WAKE_EARLY_MS = 8;

interface Waiting {
  readonly callback: FrameRequestCallback;
}

const waiting = new Set<Waiting>();
let lastFrame = Number.NEGATIVE_INFINITY;
/** Cancels the wait or the frame asked for; null when nothing is asked for. */
let cancelScheduled: (() => void) | null = null;

/**
 * A frame this much short of the pace still counts as on pace: the jitter of a display's frame times, well under
 * half of a 60 Hz frame.
 */
const PACE_TOLERANCE_MS = 4;

function runFrame(now: number): void {
  cancelScheduled = null;
  // Where frames are not tied to a display's refresh (a headless browser, some variable-rate screens), the frame
  // asked for after the early wake comes at once, some 25 ms after the last: it waits out the rest of the pace
  // instead, or a count-up would draw forty frames a second instead of thirty.
  const rest = PACED_FRAME_MS - (now - lastFrame);
  if (rest > PACE_TOLERANCE_MS && rest < PACED_FRAME_MS) {
    askForFrameIn(rest);
    return;
  }
  lastFrame = now;
  const due = [...waiting];
  waiting.clear();
  for (const entry of due) entry.callback(now);
}

function askForFrame(): void {
  const frame = requestAnimationFrame(runFrame);
  cancelScheduled = () => cancelAnimationFrame(frame);
}

/** Asks for the frame once `delay` ms have passed. */
function askForFrameIn(delay: number): void {
  const timer = setTimeout(askForFrame, delay);
  cancelScheduled = () => clearTimeout(timer);
}

function schedule(): void {
  if (cancelScheduled) return;
  const wait = PACED_FRAME_MS - WAKE_EARLY_MS - (performance.now() - lastFrame);
  // A clock behind the last frame (a new fake clock in a test) counts as long after it.
  if (wait <= 0 || wait > PACED_FRAME_MS) {
    askForFrame();
    return;
  }
  askForFrameIn(wait);
}

/**
 * Like `requestAnimationFrame`, but the frame comes at least `PACED_FRAME_MS` after the previous paced frame
 * (the first at the next display frame). Returns the cancel; when nobody waits any more, nothing wakes.
 */
export function requestPacedFrame(callback: FrameRequestCallback): () => void {
  const entry: Waiting = { callback };
  waiting.add(entry);
  schedule();
  return () => {
    if (!waiting.delete(entry) || waiting.size > 0) return;
    cancelScheduled?.();
    cancelScheduled = null;
  };
}
