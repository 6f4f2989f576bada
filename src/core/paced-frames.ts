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

function runFrame(now: number): void {
  cancelScheduled = null;
  lastFrame = now;
  const due = [...waiting];
  waiting.clear();
  for (const entry of due) entry.callback(now);
}

function askForFrame(): void {
  const frame = requestAnimationFrame(runFrame);
  cancelScheduled = () => cancelAnimationFrame(frame);
}

function schedule(): void {
  if (cancelScheduled) return;
  const wait = PACED_FRAME_MS - WAKE_EARLY_MS - (performance.now() - lastFrame);
  // A clock behind the last frame (a new fake clock in a test) counts as long after it.
  if (wait <= 0 || wait > PACED_FRAME_MS) {
    askForFrame();
    return;
  }
  const timer = setTimeout(askForFrame, wait);
  cancelScheduled = () => clearTimeout(timer);
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
