/**
 * The spam-protection hook every form calls before it submits. When a form enables it (the theme marks such forms
 * with `.et_pb_recaptcha_enabled`), an interaction with a named action (`Divi/Module/EmailOptin/List/<id>`,
 * `Divi/Module/ContactForm/<n>`, ...) runs first and its token is sent with the form. The provider (reCAPTCHA v3,
 * Turnstile, a stand-in in tests) stays behind this interface, so forms never know which one a site uses.
 */
export interface SpamProtectionProvider {
  /** Runs one interaction for `action` and resolves to the token the server will verify. */
  interaction(action: string): Promise<string>;
}

/**
 * The page's provider: one a site registers on `window.enhanceSpamProtection` (an object with `interaction`),
 * else none. Read at submit time, so a provider script that loads after the bundle still counts.
 */
export function pageSpamProtection(): SpamProtectionProvider | null {
  const candidate: unknown = (window as Window & { enhanceSpamProtection?: unknown }).enhanceSpamProtection;
  if (typeof candidate !== "object" || candidate === null) {
    return null;
  }
  const interaction: unknown = (candidate as { interaction?: unknown }).interaction;
  if (typeof interaction !== "function") {
    return null;
  }
  return {
    interaction: async (action) => {
      const token: unknown = await (interaction as (action: string) => unknown).call(candidate, action);
      return typeof token === "string" ? token : "";
    },
  };
}

/**
 * The token to send with a submission: empty when the form does not enable protection or the page has no
 * provider; a provider that fails also gives an empty token (the server decides), so a visitor's message is
 * never held back by a third-party script.
 */
export async function spamProtectionToken(
  enabled: boolean,
  action: string,
  provider: SpamProtectionProvider | null = pageSpamProtection(),
): Promise<string> {
  if (!enabled || provider === null) {
    return "";
  }
  try {
    return await provider.interaction(action);
  } catch {
    return "";
  }
}
