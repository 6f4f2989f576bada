import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ModuleContext } from "../../../boot/types";
import type { FormFields, RequestOptions } from "../../../core/ajax-client";
import { AjaxStatusError, AjaxTimeoutError } from "../../../core/ajax-errors";
import { readSiteConfig } from "../../../core/config";
import { createDisposables } from "../../../core/disposables";
import { sanitizeToFragment } from "../../../core/html";
import { controlIntersection, type ControlledObservers } from "../../../test-support/observers";
import { createTestContext, render } from "../../../test-support/context";
import {
  FULLY_VISIBLE_RATIO,
  GOAL_ROOT_MARGIN,
  GOAL_VIEW_OFFSET,
  LOGGED_ATTRIBUTE,
  READ_GOAL_DELAY_MS,
  SUBJECT_ID_TIMEOUT_MS,
  countsAsGoalClick,
  isFormGoal,
  mount,
} from "./ab-testing";
import { STATS_ACTION, SUBJECT_ID_ACTION, readCookie } from "./parse";

/** Well ahead of the real date: the document's cookie jar may keep the real clock (see src/core/cookies.test.ts). */
const NOW = Date.UTC(2037, 4, 1, 12);
const DAY_MS = 86_400_000;

const SUBJECT = `<div class="et_pb_module et_pb_text et_pb_ab_subject et_pb_ab_subject_id-31084_2"><p>Variant B</p></div>`;
const BUTTON_GOAL = `<div class="et_pb_module et_pb_promo et_pb_ab_goal" id="goal"><p class="text">Ready?</p><a class="et_pb_button" href="#enrol">Enrol</a></div>`;

type SubjectAnswer = (fields: FormFields) => Promise<unknown>;

interface Setup {
  context: ModuleContext;
  postAction: ReturnType<typeof vi.fn>;
  controller: AbortController;
  warn: ReturnType<typeof vi.fn>;
  /** The record types logged, in order. */
  logged(): string[];
  statsCalls(): Array<{ fields: FormFields; data: Record<string, string> }>;
}

const controllers: AbortController[] = [];
let observers: ControlledObservers;
let cookieWrites: string[];

function setup(
  pbCustom: Record<string, unknown> = {},
  options: { builder?: boolean; subjectAnswer?: SubjectAnswer; statsFail?: boolean } = {},
): Setup {
  const controller = new AbortController();
  controllers.push(controller);
  const postAction = vi.fn(
    async (
      action: string,
      fields: FormFields,
      schema?: { parse(value: unknown): unknown },
      _options?: RequestOptions,
    ) => {
      if (action === SUBJECT_ID_ACTION) {
        const answer = options.subjectAnswer ?? (async () => ({ id: "2", content: SUBJECT }));
        const raw = await answer(fields);
        return schema ? schema.parse(raw) : JSON.stringify(raw);
      }
      if (options.statsFail) throw new AjaxStatusError(action, 500, "Internal Server Error");
      return "";
    },
  );
  const context = createTestContext(document.body, {
    config: readSiteConfig(
      {
        et_pb_custom: {
          page_id: "31084",
          ab_tests: [{ post_id: "31084", test_id: "7" }],
          is_ab_testing_active: "1",
          ab_bounce_rate: "5",
          is_cache_plugin_active: "no",
          et_ab_log_nonce: "log-nonce",
          et_frontend_nonce: "front-nonce",
          ...pbCustom,
        },
      },
      { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    ),
    ajax: {
      postAction: postAction as unknown as ModuleContext["ajax"]["postAction"],
      postForm: vi.fn(),
      getText: vi.fn(),
    },
    html: { toFragment: async (html) => sanitizeToFragment(html) },
    builder: options.builder ? { active: true, context: "visual" } : { active: false, context: null },
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
  });
  mount(document.body, context);
  const statsCalls = () =>
    postAction.mock.calls
      .filter(([action]) => action === STATS_ACTION)
      .map(([, fields]) => ({
        fields,
        data: JSON.parse(String(fields["stats_data_array"])) as Record<string, string>,
      }));
  return {
    context,
    postAction,
    controller,
    warn: context.log.warn as ReturnType<typeof vi.fn>,
    statsCalls,
    logged: () => statsCalls().map((call) => call.data["record_type"] ?? ""),
  };
}

function clearCookies(): void {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  observers = controlIntersection();
  cookieWrites = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => descriptor?.get?.call(document) as string,
    set: (value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    },
  });
});

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.abort();
  Reflect.deleteProperty(document, "cookie");
  clearCookies();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("constants", () => {
  it("pins the spec's constants: read_goal 3000 ms after view, goal view offset 0.8, subject id timeout 5000 ms", () => {
    expect(READ_GOAL_DELAY_MS).toBe(3000);
    expect(GOAL_VIEW_OFFSET).toBe(0.8);
    expect(GOAL_ROOT_MARGIN).toBe("0px 0px -20% 0px");
    expect(FULLY_VISIBLE_RATIO).toBeGreaterThan(0.9);
    expect(SUBJECT_ID_TIMEOUT_MS).toBe(5000);
  });
});

describe("which clicks count", () => {
  it("given a goal with a button, only clicks on the button count", () => {
    const root = render(BUTTON_GOAL);
    const goal = root.querySelector("#goal")!;
    expect(countsAsGoalClick(goal, goal.querySelector(".text")!)).toBe(false);
    expect(countsAsGoalClick(goal, goal.querySelector(".et_pb_button")!)).toBe(true);
    expect(countsAsGoalClick(goal, document.body)).toBe(false);
  });

  it("given a goal without a button, any click in it counts; in a form goal none does", () => {
    const root = render(`
      <div class="et_pb_ab_goal" id="image"><img src="a.svg" alt="Course"></div>
      <div class="et_pb_ab_goal et_pb_contact_form_container" id="form"><button>Send</button></div>
      <div class="et_pb_ab_goal" id="wrapped"><form><button class="et_pb_button">Join</button></form></div>`);
    const image = root.querySelector("#image")!;
    expect(countsAsGoalClick(image, image.querySelector("img")!)).toBe(true);
    expect(isFormGoal(root.querySelector("#form")!)).toBe(true);
    expect(countsAsGoalClick(root.querySelector("#form")!, root.querySelector("#form button")!)).toBe(false);
    expect(countsAsGoalClick(root.querySelector("#wrapped")!, root.querySelector("#wrapped button")!)).toBe(
      false,
    );
  });
});

describe("read_page", () => {
  it("logs read_page after the bounce-rate seconds with the log nonce and a 365-day cookie", async () => {
    render(SUBJECT);
    const { logged, statsCalls } = setup();
    await vi.advanceTimersByTimeAsync(4999);
    expect(logged()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(statsCalls()).toEqual([
      {
        fields: {
          stats_data_array: JSON.stringify({ test_id: "31084", subject_id: "2", record_type: "read_page" }),
          et_ab_log_nonce: "log-nonce",
        },
        data: { test_id: "31084", subject_id: "2", record_type: "read_page" },
      },
    ]);
    expect(cookieWrites).toEqual([
      `et_pb_ab_read_page_3108472=true; path=/; SameSite=Lax; expires=${new Date(NOW + 5000 + 365 * DAY_MS).toUTCString()}`,
    ]);
    expect(readCookie(document.cookie, "et_pb_ab_read_page_3108472")).toBe("true");
  });

  it("given the configured bounce rate, waits that many seconds", async () => {
    render(SUBJECT);
    const { logged } = setup({ ab_bounce_rate: "2" });
    await vi.advanceTimersByTimeAsync(1999);
    expect(logged()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(logged()).toEqual(["read_page"]);
  });

  it("given a visitor who was already logged (the cookie), sends nothing", async () => {
    render(SUBJECT);
    document.cookie = "et_pb_ab_read_page_3108472=true; path=/";
    const { logged } = setup();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logged()).toEqual([]);
  });

  it("given another subject's cookie, still logs this subject", async () => {
    render(SUBJECT);
    document.cookie = "et_pb_ab_read_page_3108471=true; path=/";
    const { logged } = setup();
    await vi.advanceTimersByTimeAsync(5000);
    expect(logged()).toEqual(["read_page"]);
  });

  it("given two tests with subjects, logs each; a test without a subject on the page, none", async () => {
    render(`${SUBJECT}<div class="et_pb_ab_subject_id-500_1"></div>`);
    const { statsCalls } = setup({
      ab_tests: [
        { post_id: "31084", test_id: "7" },
        { post_id: "500", test_id: "3" },
        { post_id: "600", test_id: "4" },
      ],
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(statsCalls().map(({ data }) => `${data["test_id"]}/${data["subject_id"]}`)).toEqual([
      "31084/2",
      "500/1",
    ]);
  });

  it("in the builder, or with testing off, logs nothing", async () => {
    render(SUBJECT);
    expect(setup({}, { builder: true }).logged()).toEqual([]);
    const inactive = setup({ is_ab_testing_active: "" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(inactive.postAction).not.toHaveBeenCalled();
  });

  it("when unmounted before the bounce rate, logs nothing", async () => {
    render(SUBJECT);
    const { controller, logged } = setup();
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logged()).toEqual([]);
  });

  it("given a failing log request, warns and carries on", async () => {
    render(SUBJECT);
    const { warn, logged } = setup({}, { statsFail: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(logged()).toEqual(["read_page"]);
    expect(warn).toHaveBeenCalledWith("could not log read_page for test 31084", expect.any(AjaxStatusError));
  });
});

describe("goals", () => {
  it("logs view_goal when the goal comes into view and read_goal 3 s later", async () => {
    const root = render(`${SUBJECT}${BUTTON_GOAL}`);
    const goal = root.querySelector("#goal")!;
    const { logged } = setup();
    expect(observers.watched().filter((element) => element === goal)).toHaveLength(2);
    observers.show(goal);
    expect(logged()).toEqual(["view_goal"]);
    await vi.advanceTimersByTimeAsync(READ_GOAL_DELAY_MS - 1);
    expect(logged()).toEqual(["view_goal"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(logged()).toEqual(["view_goal", "read_goal"]);
    expect(goal.getAttribute(LOGGED_ATTRIBUTE)).toBe("view_goal read_goal");
  });

  it("given a goal that leaves the view before 3 s, logs read_goal only after a full 3 s in view", async () => {
    const root = render(`${SUBJECT}${BUTTON_GOAL}`);
    const goal = root.querySelector("#goal")!;
    const { logged } = setup({ ab_bounce_rate: "60" });
    observers.show(goal);
    await vi.advanceTimersByTimeAsync(2000);
    observers.show(goal, false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(logged()).toEqual(["view_goal"]);
    observers.show(goal);
    await vi.advanceTimersByTimeAsync(READ_GOAL_DELAY_MS);
    expect(logged()).toEqual(["view_goal", "read_goal"]);
  });

  it("logs click_goal once for clicks on the goal's button, not for clicks beside it", async () => {
    const root = render(`${SUBJECT}${BUTTON_GOAL}`);
    const { logged } = setup({ ab_bounce_rate: "60" });
    root.querySelector<HTMLElement>("#goal .text")!.click();
    expect(logged()).toEqual([]);
    const button = root.querySelector<HTMLElement>("#goal .et_pb_button")!;
    button.click();
    button.click();
    expect(logged()).toEqual(["click_goal"]);
    expect(cookieWrites.at(-1)).toMatch(/^et_pb_ab_click_goal_310847=true; /);
  });

  it("logs con_goal when a form inside the goal converts, not for other forms", async () => {
    const root = render(
      `${SUBJECT}<div class="et_pb_ab_goal et_pb_contact_form_container" id="goal"><form id="inside"></form></div><form id="outside"></form>`,
    );
    const { context, logged } = setup({ ab_bounce_rate: "60" });
    context.bus.emit("form:converted", {
      form: root.querySelector("#outside")!,
      kind: "contact-form",
      formNumber: 1,
    });
    expect(logged()).toEqual([]);
    context.bus.emit("form:converted", {
      form: root.querySelector("#goal")!,
      kind: "contact-form",
      formNumber: 0,
    });
    context.bus.emit("form:converted", {
      form: root.querySelector("#inside")!,
      kind: "contact-form",
      formNumber: 0,
    });
    expect(logged()).toEqual(["con_goal"]);
    expect(cookieWrites.at(-1)).toMatch(/^et_pb_ab_con_goal_3108472=true; /);
  });

  it("stops listening for conversions once unmounted", () => {
    const root = render(`${SUBJECT}<div class="et_pb_ab_goal" id="goal"><form></form></div>`);
    const { context, controller, logged } = setup();
    controller.abort();
    context.bus.emit("form:converted", {
      form: root.querySelector("form")!,
      kind: "newsletter",
      formNumber: null,
    });
    expect(logged()).toEqual([]);
  });
});

describe("tracking shortcodes (con_short)", () => {
  it("given shortcode tracking, remembers the visitor's subject for a tracking shortcode elsewhere", () => {
    render(SUBJECT);
    setup({ is_shortcode_tracking: "on" });
    expect(readCookie(document.cookie, "et_pb_ab_shortcode_track_31084")).toBe("31084_2_7");
    expect(cookieWrites[0]).toMatch(
      /^et_pb_ab_shortcode_track_31084=31084_2_7; path=\/; SameSite=Lax; expires=/,
    );
  });

  it("on a page with the tracker, logs con_short for the remembered subject, then keeps the cookie only for the session", () => {
    render(`<div class="et_pb_ab_split_track" style="display:none" data-test_id="31084"></div>`);
    document.cookie = "et_pb_ab_shortcode_track_31084=31084_2_7; path=/";
    cookieWrites = [];
    const { statsCalls } = setup({ ab_tests: [], is_ab_testing_active: "" });
    expect(statsCalls().map(({ data }) => data)).toEqual([
      { test_id: "31084", subject_id: "2", record_type: "con_short" },
    ]);
    expect(cookieWrites).toEqual([
      expect.stringMatching(/^et_pb_ab_con_short_310847=true; path=\/; SameSite=Lax; expires=/),
      "et_pb_ab_shortcode_track_31084=true; path=/; SameSite=Lax",
    ]);
    // A second visit to the thank-you page logs nothing more.
    expect(setup({ ab_tests: [], is_ab_testing_active: "" }).logged()).toEqual([]);
  });

  it("given no remembered subject, or one for another test, logs nothing", () => {
    render(`<div class="et_pb_ab_split_track" data-test_id="31084"></div>`);
    expect(setup().logged()).toEqual([]);
    document.cookie = "et_pb_ab_shortcode_track_31084=999_2_7; path=/";
    expect(setup().logged()).toEqual([]);
  });
});

describe("with a cache plugin", () => {
  const PLACEHOLDERS = `
    <div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_31084_1" style="display:none"></div>
    <div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_31084_2" style="display:none"></div>`;

  it("asks for the subject, puts it in its placeholder, removes the others, then starts tracking", async () => {
    const root = render(`<section id="hero">${PLACEHOLDERS}</section>${BUTTON_GOAL}`);
    let answer: (value: unknown) => void = () => undefined;
    const inserted: Element[] = [];
    const { postAction, logged, context } = setup(
      { is_cache_plugin_active: "yes" },
      { subjectAnswer: () => new Promise((resolve) => (answer = resolve)) },
    );
    context.bus.on("content:inserted", ({ container }) => inserted.push(container));
    expect(postAction).toHaveBeenCalledWith(
      SUBJECT_ID_ACTION,
      { et_frontend_nonce: "front-nonce", et_pb_ab_test_id: "31084" },
      expect.anything(),
      expect.objectContaining({ timeoutMs: SUBJECT_ID_TIMEOUT_MS }),
    );
    await vi.advanceTimersByTimeAsync(8000);
    // Nothing is tracked before the subject is known.
    expect(logged()).toEqual([]);
    expect(observers.watched()).toEqual([]);
    answer({ id: "2", content: SUBJECT });
    await vi.advanceTimersByTimeAsync(0);
    const hero = root.querySelector("#hero")!;
    expect(hero.querySelectorAll(".et_pb_subject_placeholder")).toHaveLength(0);
    expect(hero.querySelector(".et_pb_ab_subject_id-31084_2")?.textContent).toBe("Variant B");
    expect(inserted).toEqual([hero.querySelector(".et_pb_ab_subject_id-31084_2")]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(logged()).toEqual(["read_page"]);
  });

  it("given a subject-id request that fails, warns, removes the placeholders and tracks the other tests", async () => {
    render(`${PLACEHOLDERS}<div class="et_pb_ab_subject_id-500_1"></div>`);
    const { warn, statsCalls } = setup(
      {
        is_cache_plugin_active: "yes",
        ab_tests: [
          { post_id: "31084", test_id: "7" },
          { post_id: "500", test_id: "3" },
        ],
      },
      {
        subjectAnswer: async (fields) => {
          if (fields["et_pb_ab_test_id"] === "31084") throw new AjaxTimeoutError(SUBJECT_ID_ACTION, 5000);
          return { id: "1", content: "" };
        },
      },
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).toHaveBeenCalledWith(
      "test 31084: its subject could not be loaded",
      expect.any(AjaxTimeoutError),
    );
    expect(document.querySelectorAll(".et_pb_subject_placeholder")).toHaveLength(0);
    expect(statsCalls().map(({ data }) => data["test_id"])).toEqual(["500"]);
  });

  it("given an answer with markup that is not allowed, inserts only the sanitised subject", async () => {
    const root = render(PLACEHOLDERS);
    setup(
      { is_cache_plugin_active: "yes" },
      {
        subjectAnswer: async () => ({
          id: "1",
          content: `<div class="et_pb_ab_subject_id-31084_1"><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script></div>`,
        }),
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    const subject = root.querySelector(".et_pb_ab_subject_id-31084_1")!;
    expect(subject.querySelector("script")).toBeNull();
    expect(subject.querySelector("img")?.hasAttribute("onerror")).toBe(false);
  });

  it("given an answer naming a subject without a placeholder, warns and still tracks that subject", async () => {
    render(PLACEHOLDERS);
    const { warn, statsCalls } = setup(
      { is_cache_plugin_active: "yes" },
      { subjectAnswer: async () => ({ id: "9", content: "" }) },
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).toHaveBeenCalledWith("test 31084: no placeholder for subject 9");
    expect(statsCalls().map(({ data }) => data["subject_id"])).toEqual(["9"]);
  });
});
