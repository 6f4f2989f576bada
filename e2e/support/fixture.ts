import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** What `POST /__fixture/faults` takes: the fault, and which calls of which test session it hits. */
export interface FaultSpec {
  fault: string;
  action?: string;
  session?: string;
  times?: number;
  delayMs?: number;
}

/** Arms a fixture fault for the next matching ajax calls; fails the test if the fixture refuses it. */
export async function armFixtureFault(request: APIRequestContext, spec: FaultSpec): Promise<void> {
  const data = Object.fromEntries(Object.entries(spec).filter(([, value]) => value !== undefined));
  const response = await request.post("/__fixture/faults", { data });
  expect(response.status()).toBe(201);
}

/** The ajax calls the fixture received for `action` from one test session, oldest first. */
export async function fixtureCalls<T>(
  request: APIRequestContext,
  action: string,
  session: string,
): Promise<T[]> {
  const response = await request.get(
    `/__fixture/requests?action=${encodeURIComponent(action)}&session=${encodeURIComponent(session)}`,
  );
  return (await response.json()) as T[];
}

/**
 * Serves `/ab-test-cached.html`: the A/B demo page as a site with a cache plugin serves it, with placeholders
 * instead of the subject and the cache flag on, so the subject arrives by ajax.
 */
export async function serveCachedAbPage(page: Page): Promise<void> {
  await page.route("**/ab-test-cached.html", async (route) => {
    const original = await route.fetch({ url: new URL("/ab-test.html", route.request().url()).href });
    const html = (await original.text())
      .replace(
        /<div\s+class="et_pb_module et_pb_text et_pb_text_0 et_pb_ab_subject[\s\S]*?<\/div>\s*<\/div>/,
        () =>
          '<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_31084_1" style="display: none"></div>' +
          '<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_31084_2" style="display: none"></div>',
      )
      .replace('"is_cache_plugin_active":"no"', '"is_cache_plugin_active":"yes"');
    await route.fulfill({ response: original, body: html });
  });
}
