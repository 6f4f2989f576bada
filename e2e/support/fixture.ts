import { expect, type APIRequestContext } from "@playwright/test";

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
