import * as z from "zod/mini";
import { text } from "../../../core/config-fields";
import type { SiteConfig } from "../../../core/config";
import type { Logger } from "../../../core/logger";

/**
 * The A/B testing contract (reference "A/B testing (split testing)", spec 3 "A/B goals per test", spec 7
 * `et_pb_update_stats_table`): what the markup, the config and the cookies say, as pure functions.
 */

export const RECORD_TYPES = [
  "read_page",
  "read_goal",
  "view_goal",
  "click_goal",
  "con_goal",
  "con_short",
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Spec 9: each event is remembered for 365 days; a lifetime of 0 gives a session cookie. */
export const AB_COOKIE_DAYS = 365;
export const SESSION_COOKIE_DAYS = 0;

export const STATS_ACTION = "et_pb_update_stats_table";
export const SUBJECT_ID_ACTION = "et_pb_ab_get_subject_id";
export const SUBJECT_CLASS_PREFIX = "et_pb_ab_subject_id-";
export const PLACEHOLDER_CLASS = "et_pb_subject_placeholder";
export const PLACEHOLDER_CLASS_PREFIX = "et_pb_subject_placeholder_id_";
export const GOAL_CLASS = "et_pb_ab_goal";
export const TRACKER_CLASS = "et_pb_ab_split_track";
export const SHORTCODE_TRACK_COOKIE_PREFIX = "et_pb_ab_shortcode_track_";

/** Post, subject and test ids: WordPress numbers; never an underscore, which separates them in cookies. */
const ID_PATTERN = /^[A-Za-z0-9-]+$/;

export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** One test of the page: the post (page or layout) that holds it and the test's own id. */
export interface AbTest {
  readonly postId: string;
  readonly testId: string;
}

/** Which record types are remembered without the subject in their cookie name (reference). */
export function cookieOmitsSubject(type: RecordType): boolean {
  return type === "click_goal" || type === "con_short";
}

/** `et_pb_ab_<record type>_<post id><test id><subject id?>`, the cookie that says "already logged". */
export function logCookieName(type: RecordType, test: AbTest, subjectId: string): string {
  return `et_pb_ab_${type}_${test.postId}${test.testId}${cookieOmitsSubject(type) ? "" : subjectId}`;
}

/** The `stats_data_array` field: JSON with the post id as `test_id` (as the theme sends it). */
export function statsData(type: RecordType, test: AbTest, subjectId: string): string {
  return JSON.stringify({ test_id: test.postId, subject_id: subjectId, record_type: type });
}

function idPair(className: string, prefix: string): { postId: string; subjectId: string } | null {
  if (!className.startsWith(prefix)) return null;
  const [postId, subjectId, ...rest] = className.slice(prefix.length).split("_");
  if (rest.length || postId === undefined || subjectId === undefined) return null;
  return isId(postId) && isId(subjectId) ? { postId, subjectId } : null;
}

/** `et_pb_ab_subject_id-<post id>_<subject id>`. */
export function parseSubjectClass(className: string): { postId: string; subjectId: string } | null {
  return idPair(className, SUBJECT_CLASS_PREFIX);
}

/** `et_pb_subject_placeholder_id_<post id>_<subject id>`. */
export function parsePlaceholderClass(className: string): { postId: string; subjectId: string } | null {
  return idPair(className, PLACEHOLDER_CLASS_PREFIX);
}

/** The subject shown for each test on this page (the first one found per test), by post id. */
export function subjectsIn(root: ParentNode): Map<string, string> {
  const subjects = new Map<string, string>();
  for (const element of root.querySelectorAll(`[class*="${SUBJECT_CLASS_PREFIX}"]`)) {
    for (const className of element.classList) {
      const pair = parseSubjectClass(className);
      if (pair && !subjects.has(pair.postId)) subjects.set(pair.postId, pair.subjectId);
    }
  }
  return subjects;
}

/** Every subject placeholder under `root` (the cache-plugin markup). */
export function placeholdersIn(root: ParentNode): Element[] {
  return [...root.querySelectorAll(`.${PLACEHOLDER_CLASS}, [class*="${PLACEHOLDER_CLASS_PREFIX}"]`)];
}

/** The placeholder of one subject of one test, or null. */
export function findPlaceholder(root: ParentNode, postId: string, subjectId: string): Element | null {
  for (const element of placeholdersIn(root)) {
    for (const className of element.classList) {
      const pair = parsePlaceholderClass(className);
      if (pair?.postId === postId && pair.subjectId === subjectId) return element;
    }
  }
  return null;
}

/** The value that remembers which subject a visitor saw, for a tracking shortcode on another page. */
export function shortcodeTrackValue(test: AbTest, subjectId: string): string {
  return `${test.postId}_${subjectId}_${test.testId}`;
}

/** Reads a shortcode-track cookie value; anything else (such as the spent value `true`) gives null. */
export function parseShortcodeTrack(value: string | null): (AbTest & { subjectId: string }) | null {
  if (value === null) return null;
  const parts = value.split("_");
  if (parts.length !== 3) return null;
  const [postId = "", subjectId = "", testId = ""] = parts;
  if (!isId(postId) || !isId(subjectId) || (testId !== "" && !isId(testId))) return null;
  return { postId, subjectId, testId };
}

/** The cookie helper's string and reader, kept under these names for the A/B code and its tests. */
export { cookieString, readCookie } from "../../../core/cookies";

export interface AbSettings {
  /** `is_ab_testing_active` (either global). */
  readonly active: boolean;
  /** `is_cache_plugin_active`: subjects arrive by ajax into placeholders. */
  readonly cachePlugin: boolean;
  /** `is_shortcode_tracking`: remember the subject for tracking shortcodes on other pages. */
  readonly shortcodeTracking: boolean;
  readonly tests: readonly AbTest[];
  /** `ab_bounce_rate` in milliseconds: how long a visitor stays before `read_page`. */
  readonly bounceMs: number;
  readonly logNonce: string;
  readonly frontendNonce: string;
}

/** The tests of `ab_tests` with usable ids (one per post), a warning naming each one dropped. */
export function readTests(
  entries: ReadonlyArray<{ post_id: string; test_id: string }>,
  log: Logger,
): AbTest[] {
  const tests: AbTest[] = [];
  entries.forEach((entry, index) => {
    const postId = entry.post_id.trim();
    const testId = entry.test_id.trim();
    if (!isId(postId) || (testId !== "" && !isId(testId))) {
      log.warn(`config et_pb_custom.ab_tests[${index}]: unusable post_id or test_id; test ignored`);
      return;
    }
    if (!tests.some((test) => test.postId === postId)) tests.push({ postId, testId });
  });
  return tests;
}

export function readAbSettings(config: SiteConfig, log: Logger): AbSettings {
  const { pbCustom, extra } = config;
  let bounce = pbCustom.ab_bounce_rate;
  if (!Number.isFinite(bounce) || bounce < 0) {
    log.warn(`config et_pb_custom.ab_bounce_rate: ${bounce} is not a number of seconds; using 5`);
    bounce = 5;
  }
  return {
    active: pbCustom.is_ab_testing_active || extra.is_ab_testing_active,
    cachePlugin: pbCustom.is_cache_plugin_active || extra.is_cache_plugin_active,
    shortcodeTracking: pbCustom.is_shortcode_tracking,
    tests: readTests(pbCustom.ab_tests, log),
    bounceMs: bounce * 1000,
    logNonce: pbCustom.et_ab_log_nonce,
    frontendNonce: pbCustom.et_frontend_nonce,
  };
}

const subjectReply = z.object({
  id: z.pipe(text, z.string().check(z.trim(), z.regex(ID_PATTERN, "expected a subject id"))),
  content: z._default(z.string(), ""),
});

/** The subject-id reply: `{ id, content }`, also accepted inside WordPress' `{ success, data }` wrapper. */
export const subjectReplySchema = z.pipe(
  z.union([subjectReply, z.object({ success: z.literal(true), data: subjectReply })]),
  z.transform((reply) => ("data" in reply ? reply.data : reply)),
);

export type SubjectReply = z.infer<typeof subjectReplySchema>;
