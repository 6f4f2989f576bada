// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { createAjaxClient, encodeFields } from "./ajax";
import { AjaxNetworkError, AjaxParseError, AjaxStatusError, AjaxTimeoutError } from "./ajax-errors";

// Like a real fetch, the stubs read the request body (ky waits for its upload to finish).
const sentBodies: string[] = [];
function answer(body: string, status = 200) {
  return vi.fn(async (request: Request) => {
    sentBodies.push(await request.text());
    return new Response(body, { status });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("encodeFields", () => {
  it("encodes objects and arrays the way PHP reads them", () => {
    const body = encodeFields({
      et_email: "a@b.co",
      et_custom_fields: { color: "blue", size: 2 },
      et_hidden_fields: ["one", "two"],
      skipped: undefined,
      flag: true,
    });
    expect(body.toString()).toBe(
      "et_email=a%40b.co&et_custom_fields%5Bcolor%5D=blue&et_custom_fields%5Bsize%5D=2&et_hidden_fields%5B%5D=one&et_hidden_fields%5B%5D=two&flag=true",
    );
  });
});

describe("postAction", () => {
  it("posts the action and fields form-encoded to the ajax url", async () => {
    const fetchMock = answer("ok");
    vi.stubGlobal("fetch", fetchMock);
    const text = await createAjaxClient("http://localhost/wp-admin/admin-ajax.php").postAction("ping", {
      a: "1",
    });
    expect(text).toBe("ok");
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://localhost/wp-admin/admin-ajax.php");
    expect(request.headers.get("content-type")).toMatch(/application\/x-www-form-urlencoded/);
    expect(sentBodies.at(-1)).toBe("action=ping&a=1");
  });

  it("parses a JSON reply with the schema", async () => {
    vi.stubGlobal("fetch", answer('{"success":true,"data":{"n":3}}'));
    const schema = z.object({ success: z.boolean(), data: z.object({ n: z.number() }) });
    const reply = await createAjaxClient("http://localhost/a").postAction("x", {}, schema);
    expect(reply.data.n).toBe(3);
  });

  it("given a reply that is not JSON, throws a parse error", async () => {
    vi.stubGlobal("fetch", answer('{"success": tru'));
    await expect(
      createAjaxClient("http://localhost/a").postAction("x", {}, z.object({})),
    ).rejects.toBeInstanceOf(AjaxParseError);
  });

  it("given JSON of the wrong shape, throws a parse error naming the field", async () => {
    vi.stubGlobal("fetch", answer('{"success":"yes"}'));
    const error = await createAjaxClient("http://localhost/a")
      .postAction("x", {}, z.object({ success: z.boolean() }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AjaxParseError);
    expect((error as AjaxParseError).reason).toMatch(/success/);
  });

  it("given an HTTP error status, throws a status error with the body", async () => {
    vi.stubGlobal("fetch", answer("Internal Server Error", 500));
    const error = await createAjaxClient("http://localhost/a")
      .postAction("x", {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AjaxStatusError);
    expect((error as AjaxStatusError).status).toBe(500);
    expect((error as AjaxStatusError).body).toBe("Internal Server Error");
  });

  it("given a network failure, throws a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => {
        await request.arrayBuffer();
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(createAjaxClient("http://localhost/a").postAction("x", {})).rejects.toBeInstanceOf(
      AjaxNetworkError,
    );
  });

  it("given no answer within the timeout, throws a timeout error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (request: Request) => {
        await request.arrayBuffer();
        return new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        );
      }),
    );
    const error = await createAjaxClient("http://localhost/a")
      .postAction("x", {}, undefined, { timeoutMs: 30 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AjaxTimeoutError);
    expect((error as AjaxTimeoutError).timeoutMs).toBe(30);
  });

  it("defaults to a 15 second timeout", async () => {
    const { DEFAULT_TIMEOUT_MS } = await import("./ajax");
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });
});
