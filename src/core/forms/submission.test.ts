import { describe, expect, it, vi } from "vitest";
import { AjaxNetworkError, AjaxParseError, AjaxStatusError, AjaxTimeoutError } from "../ajax-errors";
import { render } from "../../test-support/context";
import {
  FAILURE_MESSAGES,
  GENERIC_PROBLEM_MESSAGE,
  KEPT_HINT,
  captureFormValues,
  createLiveRegion,
  createSubmissionGuard,
  describeFailure,
  focusFirstInvalid,
  markInvalid,
  restoreFormValues,
} from "./submission";

describe("describeFailure", () => {
  it("says each kind of failure in words and that nothing was lost", () => {
    expect(describeFailure(new AjaxNetworkError("x", new TypeError("fetch failed")))).toBe(
      `${FAILURE_MESSAGES.network} ${KEPT_HINT}`,
    );
    expect(describeFailure(new AjaxTimeoutError("x", 15000))).toBe(
      `${FAILURE_MESSAGES.timeout} ${KEPT_HINT}`,
    );
    expect(describeFailure(new AjaxStatusError("x", 503, ""))).toBe(
      `The site could not handle the request right now (error 503). ${KEPT_HINT}`,
    );
    expect(describeFailure(new AjaxParseError("x", "<html>", "not JSON"))).toBe(
      `${FAILURE_MESSAGES.parse} ${KEPT_HINT}`,
    );
  });

  it("uses the theme's generic text for anything else", () => {
    expect(GENERIC_PROBLEM_MESSAGE).toBe("There was a problem, please try again.");
    expect(describeFailure(new Error("boom"))).toBe(`${GENERIC_PROBLEM_MESSAGE} ${KEPT_HINT}`);
    expect(describeFailure("string")).toBe(`${GENERIC_PROBLEM_MESSAGE} ${KEPT_HINT}`);
  });
});

describe("createSubmissionGuard", () => {
  it("runs one request at a time: a second run meanwhile sends nothing", async () => {
    const controller = new AbortController();
    const busyElement = document.createElement("form");
    const guard = createSubmissionGuard({ signal: controller.signal, busyElement });
    let finish: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = guard.run(send);
    expect(guard.busy).toBe(true);
    expect(busyElement.getAttribute("aria-busy")).toBe("true");
    await expect(guard.run(send)).resolves.toEqual({ status: "ignored" });
    expect(send).toHaveBeenCalledTimes(1);
    finish("reply");
    await expect(first).resolves.toEqual({ status: "sent", value: "reply" });
    expect(guard.busy).toBe(false);
    expect(busyElement.hasAttribute("aria-busy")).toBe(false);
    // Free again after the answer.
    await expect(guard.run(async () => "again")).resolves.toEqual({ status: "sent", value: "again" });
  });

  it("turns a failure into words and frees the guard for a resend", async () => {
    const guard = createSubmissionGuard({ signal: new AbortController().signal });
    const outcome = await guard.run(() => Promise.reject(new AjaxStatusError("x", 500, "")));
    expect(outcome).toEqual({
      status: "failed",
      error: expect.any(AjaxStatusError),
      message: `The site could not handle the request right now (error 500). ${KEPT_HINT}`,
    });
    expect(guard.busy).toBe(false);
  });

  it("reports aborted (nothing to show) when the form is unmounted meanwhile", async () => {
    const controller = new AbortController();
    const guard = createSubmissionGuard({ signal: controller.signal });
    const outcome = guard.run(async (signal) => {
      controller.abort();
      expect(signal.aborted).toBe(true);
      return "late";
    });
    await expect(outcome).resolves.toEqual({ status: "aborted" });
    await expect(guard.run(async () => "x")).resolves.toEqual({ status: "ignored" });
  });

  it("an AbortError is not a failure", async () => {
    const guard = createSubmissionGuard({ signal: new AbortController().signal });
    const outcome = await guard.run(() => Promise.reject(new DOMException("stop", "AbortError")));
    expect(outcome).toEqual({ status: "aborted" });
  });
});

describe("createLiveRegion", () => {
  it("creates one hidden region per host and announces with the urgency asked", () => {
    const host = render("<div></div>").firstElementChild as HTMLElement;
    const live = createLiveRegion(host, "region-id");
    expect(live.element.id).toBe("region-id");
    expect(live.element.getAttribute("aria-live")).toBe("polite");
    expect(live.element.classList.contains("screen-reader-text")).toBe(true);
    live.announce("Sent");
    expect(live.element.textContent).toBe("Sent");
    live.announce("Broken", "assertive");
    expect(live.element.getAttribute("aria-live")).toBe("assertive");
    expect(createLiveRegion(host).element).toBe(live.element);
  });

  it("changes the text when the same message is said twice, so it is announced again", () => {
    const live = createLiveRegion(document.createElement("div"));
    live.announce("Again");
    live.announce("Again");
    expect(live.element.textContent).toBe("Again\u00a0");
    live.announce("Again");
    expect(live.element.textContent).toBe("Again");
    live.clear();
    expect(live.element.textContent).toBe("");
  });
});

describe("markInvalid", () => {
  it("sets and clears aria-invalid and keeps other describedby ids", () => {
    const input = document.createElement("input");
    input.setAttribute("aria-describedby", "hint");
    markInvalid(input, true, "errors");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("hint errors");
    markInvalid(input, true, "errors");
    expect(input.getAttribute("aria-describedby")).toBe("hint errors");
    markInvalid(input, false, "errors");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("hint");
    markInvalid(input, false, "hint");
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("focusFirstInvalid", () => {
  it("focuses the first field that can take focus, skipping hidden and disabled ones", () => {
    const root = render(
      '<div hidden><input id="hidden"></div><input id="disabled" disabled><input id="first"><input id="second">',
    );
    const fields = ["hidden", "disabled", "first", "second"].map(
      (id) => root.querySelector<HTMLElement>(`#${id}`) as HTMLElement,
    );
    expect(focusFirstInvalid(fields)?.id).toBe("first");
    expect(document.activeElement?.id).toBe("first");
    expect(focusFirstInvalid([])).toBeNull();
  });
});

describe("captureFormValues / restoreFormValues", () => {
  it("puts typed text and choices back into a re-rendered form, leaving server values alone", () => {
    const markup = `<form>
      <input name="name"><textarea name="message"></textarea>
      <input type="radio" name="course" value="SEO"><input type="radio" name="course" value="Email">
      <input type="checkbox" id="topic-a" value="A"><input type="checkbox" id="topic-b" value="B">
      <input type="hidden" name="nonce" value="old">
      <input name="server" value="">
    </form>`;
    const before = render(markup).querySelector("form") as HTMLFormElement;
    (before.elements.namedItem("name") as HTMLInputElement).value = "Anna";
    (before.elements.namedItem("message") as HTMLTextAreaElement).value = "Hello";
    (before.querySelector('[value="Email"]') as HTMLInputElement).checked = true;
    (before.querySelector("#topic-b") as HTMLInputElement).checked = true;
    (before.elements.namedItem("server") as HTMLInputElement).value = "typed";
    const values = captureFormValues(before);
    expect(values.has("nonce")).toBe(false);

    const after = render(
      markup.replace('name="server" value=""', 'name="server" value="from server"'),
    ).querySelector("form") as HTMLFormElement;
    restoreFormValues(after, values, (control) => control.getAttribute("name") === "message");
    expect((after.elements.namedItem("name") as HTMLInputElement).value).toBe("Anna");
    expect((after.elements.namedItem("message") as HTMLTextAreaElement).value).toBe("");
    expect((after.querySelector('[value="Email"]') as HTMLInputElement).checked).toBe(true);
    expect((after.querySelector('[value="SEO"]') as HTMLInputElement).checked).toBe(false);
    expect((after.querySelector('[id="topic-b"]') as HTMLInputElement).checked).toBe(true);
    expect((after.querySelector('[id="topic-a"]') as HTMLInputElement).checked).toBe(false);
    expect((after.elements.namedItem("server") as HTMLInputElement).value).toBe("from server");
  });
});
