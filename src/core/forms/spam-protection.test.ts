import { afterEach, describe, expect, it, vi } from "vitest";
import { pageSpamProtection, spamProtectionToken } from "./spam-protection";

type ProviderHolder = Window & { enhanceSpamProtection?: unknown };

describe("spamProtectionToken", () => {
  afterEach(() => {
    delete (window as ProviderHolder).enhanceSpamProtection;
  });

  it("is empty when the form does not enable protection, without asking the provider", async () => {
    const interaction = vi.fn(async () => "token");
    expect(await spamProtectionToken(false, "Divi/Module/ContactForm/0", { interaction })).toBe("");
    expect(interaction).not.toHaveBeenCalled();
  });

  it("is empty when the page has no provider", async () => {
    expect(await spamProtectionToken(true, "Divi/Module/ContactForm/0", null)).toBe("");
    expect(pageSpamProtection()).toBeNull();
  });

  it("runs one interaction with the named action and sends its token", async () => {
    const interaction = vi.fn(async (action: string) => `token-for-${action}`);
    (window as ProviderHolder).enhanceSpamProtection = { interaction };
    expect(await spamProtectionToken(true, "Divi/Module/EmailOptin/List/7")).toBe(
      "token-for-Divi/Module/EmailOptin/List/7",
    );
    expect(interaction).toHaveBeenCalledTimes(1);
  });

  it("gives an empty token when the provider fails or answers something other than a string", async () => {
    expect(
      await spamProtectionToken(true, "a", {
        interaction: async () => {
          throw new Error("blocked");
        },
      }),
    ).toBe("");
    (window as ProviderHolder).enhanceSpamProtection = { interaction: () => 42 };
    expect(await spamProtectionToken(true, "a")).toBe("");
  });
});
