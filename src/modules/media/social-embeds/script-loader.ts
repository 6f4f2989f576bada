/**
 * Loads a provider's script once per page, however many widgets ask for it. A script that failed stays failed
 * for the page: every widget keeps its plain link, and the console is not filled with retries.
 */
const scripts = new Map<string, Promise<void>>();

export function loadScript(url: string): Promise<void> {
  let pending = scripts.get(url);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.addEventListener("load", () => resolve(), { once: true });
      script.addEventListener("error", () => reject(new Error(`the script ${url} could not be loaded`)), {
        once: true,
      });
      document.head.append(script);
    });
    scripts.set(url, pending);
  }
  return pending;
}

/** Forgets every script (tests start from a page without them). */
export function forgetScripts(): void {
  scripts.clear();
}
