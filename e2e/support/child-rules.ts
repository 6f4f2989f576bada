/**
 * The theme's rules that reach a module's nodes through a child combinator (`.et_pb_map_container > .et_pb_map`)
 * stop applying when a root wraps those nodes in an element of its own. The tests count, for every such selector
 * in a page's own styles, the elements it matches with and without enhance.
 */

/**
 * How many elements each selector with a child combinator (`>`) in the page's own stylesheets matches, by
 * selector, in every media rule whatever the window's width (enhance.css left out). Pseudo-elements and user-action
 * states are dropped so the selector can be matched; selectors the browser cannot match are skipped.
 */
export function countChildRuleMatches(): Record<string, number> {
  const splitTopLevel = (list: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let index = 0; index < list.length; index += 1) {
      const character = list[index];
      if (character === "(") depth += 1;
      else if (character === ")") depth -= 1;
      else if (character === "," && depth === 0) {
        parts.push(list.slice(start, index));
        start = index + 1;
      }
    }
    parts.push(list.slice(start));
    return parts.map((part) => part.trim());
  };
  const selectors = new Set<string>();
  const walk = (rules: CSSRuleList): void => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        for (const selector of splitTopLevel(rule.selectorText))
          if (selector.includes(">")) selectors.add(selector);
      }
      if ("cssRules" in rule && rule.cssRules instanceof CSSRuleList) walk(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    if (sheet.href?.includes("/enhance.css")) continue;
    try {
      walk(sheet.cssRules);
    } catch {
      // A sheet from another host cannot be read (none loads here: other hosts are blocked).
    }
  }
  const counts: Record<string, number> = {};
  for (const selector of selectors) {
    const matchable = selector.replace(
      /::?(before|after|placeholder|selection|marker|hover|focus|focus-within|focus-visible|active|visited)\b/g,
      "",
    );
    try {
      counts[selector] = document.querySelectorAll(matchable).length;
    } catch {
      // Vendor pseudo-classes and the like.
    }
  }
  return counts;
}

/** The selectors that match fewer elements in `enhanced` than in `served`, each with both counts. */
export function fewerChildRuleMatches(
  served: Record<string, number>,
  enhanced: Record<string, number>,
  ignored: RegExp | null = null,
): string[] {
  return Object.entries(served)
    .filter(([selector, count]) => (enhanced[selector] ?? 0) < count && !ignored?.test(selector))
    .map(([selector, count]) => `${selector}: ${count} -> ${enhanced[selector] ?? 0}`);
}
