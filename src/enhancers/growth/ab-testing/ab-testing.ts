import type { Cleanup, ModuleContext } from "../../../boot/types";
import { isAbortError } from "../../../core/ajax-errors";
import { getCookie, setCookie } from "../../../core/cookies";
import type { EnhanceEvents } from "../../../core/events";
import {
  AB_COOKIE_DAYS,
  GOAL_CLASS,
  SESSION_COOKIE_DAYS,
  SHORTCODE_TRACK_COOKIE_PREFIX,
  STATS_ACTION,
  SUBJECT_ID_ACTION,
  TRACKER_CLASS,
  findPlaceholder,
  logCookieName,
  parseShortcodeTrack,
  placeholdersIn,
  readAbSettings,
  shortcodeTrackValue,
  statsData,
  subjectReplySchema,
  subjectsIn,
  type AbSettings,
  type AbTest,
  type RecordType,
} from "./parse";

/**
 * A/B goal tracking (spec 4 "A/B tracking", reference "A/B testing"). For every test with a subject on the page:
 * `read_page` after the bounce-rate seconds; for each goal module, `view_goal` when it comes into view,
 * `read_goal` once it has stayed in view 3 s, `click_goal` on a click (on its button when it has one),
 * `con_goal` when a form in it converts (bus `form:converted`); tracking shortcodes log `con_short` for the
 * subject the visitor saw. Each event is logged once per visitor (a 365-day cookie per event) with
 * `et_pb_update_stats_table`. With a cache plugin the subjects arrive by ajax first and tracking starts when
 * every test has answered (or timed out). Off in the builder.
 */
export const READ_GOAL_DELAY_MS = 3000;
/** Waypoint offsets 80 to 100 %: a goal is in view once its top passes 80 % of the viewport or it is whole. */
export const GOAL_VIEW_OFFSET = 0.8;
export const GOAL_ROOT_MARGIN = `0px 0px -${Math.round((1 - GOAL_VIEW_OFFSET) * 100)}% 0px`;
export const FULLY_VISIBLE_RATIO = 0.99;
/** How long a subject-id request may take before tracking starts without it. */
export const SUBJECT_ID_TIMEOUT_MS = 5000;
/** Forms convert (`con_goal`); a click in them is not a goal click. */
export const FORM_GOAL_SELECTOR = ".et_pb_contact_form_container, .et_pb_newsletter, .et_pb_subscribe, form";
/** Which record types this goal has logged, for QA and tests. */
export const LOGGED_ATTRIBUTE = "data-ab-logged";

interface ActiveTest {
  readonly test: AbTest;
  readonly subjectId: string;
}

export function isFormGoal(goal: Element): boolean {
  return goal.matches(FORM_GOAL_SELECTOR) || goal.querySelector(FORM_GOAL_SELECTOR) !== null;
}

/** Whether a click on `target` inside `goal` is the goal's click: on its button when it has one, else anywhere. */
export function countsAsGoalClick(goal: Element, target: Element): boolean {
  if (!goal.contains(target) || isFormGoal(goal)) return false;
  const hasButton = goal.matches(".et_pb_button") || goal.querySelector(".et_pb_button") !== null;
  if (!hasButton) return true;
  const button = target.closest(".et_pb_button");
  return button !== null && goal.contains(button);
}

function markLogged(goal: Element, type: RecordType): void {
  const logged = new Set((goal.getAttribute(LOGGED_ATTRIBUTE) ?? "").split(" ").filter(Boolean));
  logged.add(type);
  goal.setAttribute(LOGGED_ATTRIBUTE, [...logged].join(" "));
}

export interface StatsLogger {
  /** Logs the event unless this visitor already has it; returns whether a request was sent. */
  log(type: RecordType, test: AbTest, subjectId: string): boolean;
}

export function createStatsLogger(doc: Document, context: ModuleContext, settings: AbSettings): StatsLogger {
  const sent = new Set<string>();
  const secure = doc.location?.protocol === "https:";
  return {
    log(type, test, subjectId) {
      const name = logCookieName(type, test, subjectId);
      if (sent.has(name) || getCookie(doc, name) === "true") return false;
      sent.add(name);
      // Remembered before the request, as the theme does: a visitor who leaves at once is not logged twice.
      setCookie(doc, name, "true", { days: AB_COOKIE_DAYS, secure });
      context.ajax
        .postAction(
          STATS_ACTION,
          { stats_data_array: statsData(type, test, subjectId), et_ab_log_nonce: settings.logNonce },
          undefined,
          { signal: context.signal },
        )
        .catch((error: unknown) => {
          if (!isAbortError(error)) context.log.warn(`could not log ${type} for test ${test.postId}`, error);
        });
      return true;
    },
  };
}

/** Fetches one test's subject into its placeholder; resolves with the subject id the site chose, or null. */
async function loadSubject(
  body: HTMLElement,
  context: ModuleContext,
  settings: AbSettings,
  test: AbTest,
): Promise<string | null> {
  try {
    const reply = await context.ajax.postAction(
      SUBJECT_ID_ACTION,
      { et_frontend_nonce: settings.frontendNonce, et_pb_ab_test_id: test.postId },
      subjectReplySchema,
      { signal: context.signal, timeoutMs: SUBJECT_ID_TIMEOUT_MS },
    );
    const placeholder = findPlaceholder(body, test.postId, reply.id);
    if (!placeholder) {
      context.log.warn(`test ${test.postId}: no placeholder for subject ${reply.id}`);
      return reply.id;
    }
    const fragment = await context.html.toFragment(reply.content);
    if (context.signal.aborted) return null;
    const inserted = [...fragment.children];
    placeholder.replaceWith(fragment);
    for (const container of inserted)
      context.bus.emit("content:inserted", { container, source: "ab-testing" });
    return reply.id;
  } catch (error) {
    if (!isAbortError(error)) context.log.warn(`test ${test.postId}: its subject could not be loaded`, error);
    return null;
  }
}

/** Logs `con_short` for each tracking shortcode whose test this visitor saw (remembered in a cookie). */
function trackShortcodes(body: HTMLElement, context: ModuleContext, logger: StatsLogger): void {
  const doc = body.ownerDocument;
  for (const tracker of body.getElementsByClassName(TRACKER_CLASS)) {
    const postId = tracker.getAttribute("data-test_id")?.trim() ?? "";
    const cookieName = `${SHORTCODE_TRACK_COOKIE_PREFIX}${postId}`;
    const seen = parseShortcodeTrack(getCookie(doc, cookieName));
    if (!seen || seen.postId !== postId) continue;
    logger.log("con_short", { postId: seen.postId, testId: seen.testId }, seen.subjectId);
    // Spent: kept only for this browser session (lifetime 0), and no longer a subject reference.
    setCookie(doc, cookieName, "true", { days: SESSION_COOKIE_DAYS, secure: false });
  }
}

function trackTests(
  body: HTMLElement,
  context: ModuleContext,
  settings: AbSettings,
  logger: StatsLogger,
  answered: ReadonlyMap<string, string>,
): void {
  const doc = body.ownerDocument;
  const shown = subjectsIn(body);
  const active: ActiveTest[] = [];
  for (const test of settings.tests) {
    const subjectId = shown.get(test.postId) ?? answered.get(test.postId);
    if (subjectId !== undefined) active.push({ test, subjectId });
  }
  if (!active.length) return;

  if (settings.shortcodeTracking) {
    const secure = doc.location?.protocol === "https:";
    for (const { test, subjectId } of active) {
      const name = `${SHORTCODE_TRACK_COOKIE_PREFIX}${test.postId}`;
      setCookie(doc, name, shortcodeTrackValue(test, subjectId), { days: AB_COOKIE_DAYS, secure });
    }
  }

  const logAll = (type: RecordType, goal?: Element): void => {
    for (const { test, subjectId } of active) logger.log(type, test, subjectId);
    if (goal) markLogged(goal, type);
  };

  context.disposables.setTimeout(() => logAll("read_page"), settings.bounceMs);

  const goals = [...body.getElementsByClassName(GOAL_CLASS)];
  if (!goals.length) return;

  const inBand = new Set<Element>();
  const whole = new Set<Element>();
  const readTimers = new Map<Element, number>();
  const update = (goal: Element): void => {
    const inView = inBand.has(goal) || whole.has(goal);
    const timer = readTimers.get(goal);
    if (inView && timer === undefined) {
      logAll("view_goal", goal);
      readTimers.set(
        goal,
        context.disposables.setTimeout(() => logAll("read_goal", goal), READ_GOAL_DELAY_MS),
      );
    } else if (!inView && timer !== undefined) {
      window.clearTimeout(timer);
      readTimers.delete(goal);
    }
  };
  const bandObserver = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inBand.add(entry.target);
        else inBand.delete(entry.target);
        update(entry.target);
      }
    },
    { rootMargin: GOAL_ROOT_MARGIN },
  );
  const wholeObserver = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.intersectionRatio >= FULLY_VISIBLE_RATIO) whole.add(entry.target);
        else whole.delete(entry.target);
        update(entry.target);
      }
    },
    { threshold: [0, FULLY_VISIBLE_RATIO, 1] },
  );
  context.disposables.add(() => {
    bandObserver.disconnect();
    wholeObserver.disconnect();
  });

  for (const goal of goals) {
    bandObserver.observe(goal);
    wholeObserver.observe(goal);
    goal.addEventListener(
      "click",
      (event) => {
        if (event.target instanceof Element && countsAsGoalClick(goal, event.target))
          logAll("click_goal", goal);
      },
      { signal: context.signal },
    );
  }

  const converted = ({ form }: EnhanceEvents["form:converted"]): void => {
    const goal = goals.find(
      (candidate) => candidate === form || candidate.contains(form) || form.contains(candidate),
    );
    if (goal) logAll("con_goal", goal);
  };
  context.bus.on("form:converted", converted);
  context.disposables.add(() => context.bus.off("form:converted", converted));
}

export function mount(body: HTMLElement, context: ModuleContext): Cleanup | undefined {
  if (context.builder.active) return undefined;
  const settings = readAbSettings(context.config, context.log);
  const logger = createStatsLogger(body.ownerDocument, context, settings);
  // A tracking shortcode reads what an earlier page remembered, before this page remembers anything.
  trackShortcodes(body, context, logger);
  if (!settings.active || !settings.tests.length) return undefined;

  if (!settings.cachePlugin) {
    trackTests(body, context, settings, logger, new Map());
    return undefined;
  }
  void Promise.all(
    settings.tests.map(
      async (test) => [test.postId, await loadSubject(body, context, settings, test)] as const,
    ),
  ).then((answers) => {
    if (context.signal.aborted) return;
    for (const placeholder of placeholdersIn(body)) placeholder.remove();
    const answered = new Map<string, string>();
    for (const [postId, subjectId] of answers) if (subjectId !== null) answered.set(postId, subjectId);
    trackTests(body, context, settings, logger, answered);
  });
  return undefined;
}
