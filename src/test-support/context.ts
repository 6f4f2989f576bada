import mitt from "mitt";
import { onTestFinished, vi } from "vitest";
import type { ModuleContext } from "../boot/types";
import type { EnhanceEvents } from "../core/events";
import { readSiteConfig } from "../core/config";
import { createDisposables } from "../core/disposables";
import { createHashRouter } from "../hash-router";

/** A module context for unit tests: a real bus, router and config, with spies where a test wants to look. */
export function createTestContext(
  element: HTMLElement,
  overrides: Partial<ModuleContext> = {},
): ModuleContext {
  const controller = new AbortController();
  // A module's timers must not outlive the test that mounted it: a real 500 ms timer left pending by one test
  // would otherwise fire inside a later test (under load, even inside its fake clock) and change what it sees.
  onTestFinished(() => controller.abort());
  const bus = mitt<EnhanceEvents>();
  const context: ModuleContext = {
    name: "test",
    element,
    config: readSiteConfig({}),
    bus,
    ajax: {
      postAction: vi.fn(() =>
        Promise.reject(new Error("no ajax in this test")),
      ) as ModuleContext["ajax"]["postAction"],
      postForm: vi.fn(() => Promise.reject(new Error("no ajax in this test"))),
      getText: vi.fn(() => Promise.reject(new Error("no ajax in this test"))),
    },
    html: { toFragment: async () => document.createDocumentFragment() },
    router: createHashRouter({ bus }),
    log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    builder: { active: false, context: null },
    signal: controller.signal,
    disposables: createDisposables(controller.signal),
    device: () => "desktop",
    reducedMotion: () => true,
    reportError: vi.fn(),
    // Says why in the console as the boot's context does, so a test reads the warning a site owner would.
    decline: vi.fn((reason: string, ...details: unknown[]) => {
      context.log.warn(`left as it is: ${reason}`, ...details);
      return undefined;
    }),
    ...overrides,
  };
  return context;
}

/** Parses markup into a fresh container attached to the document body. */
export function render(html: string): HTMLElement {
  // Test fixtures are literal markup written in the test itself, never server input.
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const container = document.createElement("div");
  container.append(...[...parsed.body.childNodes].map((node) => document.importNode(node, true)));
  document.body.append(container);
  return container;
}
