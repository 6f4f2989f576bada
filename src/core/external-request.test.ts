// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestExternal, type ExternalRequest } from "./external-request";
import { answer, neverAnswer, sentBodies } from "../test-support/fetch";

const URL_ELSEWHERE = "https://service.example/data";

function get(overrides: Partial<ExternalRequest> = {}): ExternalRequest {
  return {
    method: "get",
    credentials: "omit",
    signal: new AbortController().signal,
    timeoutMs: 1000,
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("requestExternal", () => {
  it("GETs with the given credentials and headers only, and gives back a 2xx body with its status", async () => {
    const fetchMock = answer('{"n":1}');
    vi.stubGlobal("fetch", fetchMock);
    const outcome = await requestExternal(
      new URL(URL_ELSEWHERE),
      get({ headers: { accept: "application/json" } }),
    );
    expect(outcome).toEqual({ kind: "ok", status: 200, body: '{"n":1}' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe(URL_ELSEWHERE);
    expect(request.method).toBe("GET");
    expect(request.credentials).toBe("omit");
    expect([...request.headers]).toEqual([["accept", "application/json"]]);
  });

  it("POSTs fields form-encoded the way PHP reads them, with no header but the body's content type", async () => {
    const fetchMock = answer("done", 201);
    vi.stubGlobal("fetch", fetchMock);
    const outcome = await requestExternal(URL_ELSEWHERE, {
      ...get({ credentials: "same-origin" }),
      method: "post",
      fields: { apikey: "k", list: [{ key: "a" }] },
    });
    expect(outcome).toEqual({ kind: "ok", status: 201, body: "done" });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe("POST");
    expect(request.credentials).toBe("same-origin");
    expect([...request.headers]).toEqual([
      ["content-type", "application/x-www-form-urlencoded;charset=UTF-8"],
    ]);
    expect(sentBodies.at(-1)).toBe("apikey=k&list%5B0%5D%5Bkey%5D=a");
  });

  it.each([404, 500, 503])("given HTTP %i, gives back the status once, without retrying", async (status) => {
    const fetchMock = answer("no", status);
    vi.stubGlobal("fetch", fetchMock);
    expect(await requestExternal(URL_ELSEWHERE, get())).toEqual({ kind: "status", status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("given no reply within the time allowed, gives back a timeout and stops the request", async () => {
    const fetchMock = vi.fn(neverAnswer);
    vi.stubGlobal("fetch", fetchMock);
    expect(await requestExternal(URL_ELSEWHERE, get({ timeoutMs: 20 }))).toEqual({ kind: "timeout" });
    expect(fetchMock.mock.calls[0]![0].signal.aborted).toBe(true);
  });

  it("given headers in time but a body that never ends, gives back a timeout once the time is up", async () => {
    vi.stubGlobal("fetch", async (request: Request) => {
      const stalled = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"partial":'));
          request.signal.addEventListener("abort", () => controller.error(request.signal.reason));
        },
      });
      return new Response(stalled);
    });
    expect(await requestExternal(URL_ELSEWHERE, get({ timeoutMs: 30 }))).toEqual({ kind: "timeout" });
  });

  it("when the caller's signal aborts, gives back its reason", async () => {
    vi.stubGlobal("fetch", neverAnswer);
    const controller = new AbortController();
    const pending = requestExternal(URL_ELSEWHERE, get({ signal: controller.signal }));
    const reason = new DOMException("unmounted", "AbortError");
    controller.abort(reason);
    expect(await pending).toEqual({ kind: "aborted", reason });
  });

  it("given a signal aborted before the call, gives back aborted at once", async () => {
    vi.stubGlobal("fetch", neverAnswer);
    const controller = new AbortController();
    controller.abort();
    const outcome = await requestExternal(URL_ELSEWHERE, get({ signal: controller.signal }));
    expect(outcome).toMatchObject({ kind: "aborted", reason: { name: "AbortError" } });
  });

  it("given a network failure, gives back what fetch threw", async () => {
    const failure = new TypeError("Failed to fetch");
    vi.stubGlobal("fetch", async () => Promise.reject(failure));
    expect(await requestExternal(URL_ELSEWHERE, get())).toEqual({ kind: "network", error: failure });
  });
});
