/**
 * Affiliate linking cost: in Chromium, a generated 10,000-word article is linked against 1,000
 * phrases, median of several runs, by
 * - the enhancer's linker (`src/enhancers/growth/affiliate-links/linker.ts`): one Aho-Corasick pass over each text
 *   node for every phrase at once, split with splitText, every exclusion rule applied;
 * - a naive baseline in the same run: the original plugin's approach without its HTML re-parsing, one
 *   case-insensitive `\b...\b` regular expression per phrase, each walking the article's text nodes until its
 *   first match (skipping links, headings, scripts and images, as the plugin did).
 * Both start from a fresh copy of the same article and include building their matchers. Prints a table.
 *
 * Run: `npx tsx bench/affiliate.ts` (after nothing else: it bundles the linker itself, no build needed).
 */
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { build } from "vite";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { median, table } from "./table";

const ARTICLE_WORDS = 10_000;
const PHRASES = 1_000;
/** Phrases planted in the article so that a good share of them has something to link. */
const PLANTED_PHRASES = 400;
const WORDS_PER_PARAGRAPH = 100;
const RUNS = 9;

const VOCABULARY =
  `affiliate marketing email list course creator online lesson video audience funnel landing page
  offer commission partner product review honest trust reader blog post article search traffic keyword ranking
  headline subject line newsletter subscriber conversion rate launch webinar workshop module student coaching
  program community membership template checklist worksheet download bonus discount coupon price value promise
  proof testimonial case study story mistake lesson habit routine planner calendar schedule consistency volume
  quality editor draft outline research topic niche market competitor strategy plan budget revenue income profit
  growth scale automation tool software platform hosting domain theme plugin design layout button colour image
  caption copy writing copywriting sales letter page social media channel follower share comment reply question
  answer support refund guarantee onboarding welcome sequence series nurture segment tag campaign analytics
  report metric click open rate revenue sponsor brand collaboration interview podcast episode guest host
  microphone camera lighting recording editing publishing schedule evergreen seasonal trend update refresh
  archive category series beginner advanced intermediate expert mentor community forum challenge sprint`
    .split(/\s+/)
    .filter(Boolean);

/** A small deterministic generator, so every run and every machine links the same article. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

interface Workload {
  html: string;
  links: Array<{ key: string; url: string }>;
  words: number;
}

function workload(): Workload {
  const random = generator(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const phrases = new Set<string>();
  while (phrases.size < PHRASES) {
    const length = 2 + Math.floor(random() * 2);
    phrases.add(Array.from({ length }, () => pick(VOCABULARY)).join(" "));
  }
  const phraseList = [...phrases];
  const words: string[] = Array.from({ length: ARTICLE_WORDS }, () => pick(VOCABULARY));
  for (let planted = 0; planted < PLANTED_PHRASES; planted += 1) {
    const phraseWords = pick(phraseList).split(" ");
    const at = Math.floor(random() * (ARTICLE_WORDS - phraseWords.length));
    words.splice(at, phraseWords.length, ...phraseWords);
  }
  const paragraphs: string[] = [];
  for (let start = 0; start < words.length; start += WORDS_PER_PARAGRAPH) {
    const chunk = words.slice(start, start + WORDS_PER_PARAGRAPH);
    chunk[0] = chunk[0]!.charAt(0).toUpperCase() + chunk[0]!.slice(1);
    // Every few paragraphs: a heading and an existing link, which neither linker may touch.
    if (paragraphs.length % 5 === 0) paragraphs.push(`<h2>${chunk.slice(0, 4).join(" ")}</h2>`);
    const text = chunk.join(" ");
    const cut = text.indexOf(" ", text.length / 2);
    paragraphs.push(
      paragraphs.length % 7 === 0
        ? `<p>${text.slice(0, cut)} <a href="/existing">${pick(phraseList)}</a>${text.slice(cut)}.</p>`
        : `<p>${text}.</p>`,
    );
  }
  return {
    html: `<div class="entry-content">${paragraphs.join("\n")}</div>`,
    links: phraseList.map((key, index) => ({ key, url: `https://partner.example/offer-${index}` })),
    words: words.length,
  };
}

/** The linker and its matcher as one script for the page (`window.AffiliateLinkerBench`). */
async function bundleLinker(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: {
        entry: fileURLToPath(new URL("../src/enhancers/growth/affiliate-links/linker.ts", import.meta.url)),
        name: "AffiliateLinkerBench",
        formats: ["iife"],
        fileName: "linker",
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if ("output" in output) {
      const chunk = output.output.find((file) => file.type === "chunk");
      if (chunk && chunk.type === "chunk") return chunk.code;
    }
  }
  throw new Error("bench/affiliate.ts: the linker bundle has no chunk");
}

/**
 * Runs in the page, as plain JavaScript (so the TypeScript runner's helpers never leak into the page). Each call
 * links a fresh copy of the article and returns the time and the number of links made.
 */
const IN_PAGE_RUNNER = String.raw`
window.benchRun = function (which) {
  var stage = document.getElementById("stage");
  var template = document.getElementById("article");
  stage.replaceChildren(template.content.cloneNode(true));
  var root = stage.firstElementChild;
  var links = window.benchLinks;
  var start = performance.now();
  if (which === "matcher") {
    var bench = window.AffiliateLinkerBench;
    var linker = new bench.AffiliateLinker(links, {
      target: "_blank", rel: "nofollow sponsored noopener", color: "", classNames: ["aalauto"], disclosure: ""
    });
    var queue = new bench.LinkQueue({ request: function () {}, cancel: function () {} });
    queue.add(linker.rootState(root), root);
    queue.run();
  } else {
    var skipped = { A: 1, SCRIPT: 1, IMG: 1, H1: 1, H2: 1, H3: 1, H4: 1, H5: 1, H6: 1 };
    var filter = {
      acceptNode: function (node) {
        if (node.nodeType === Node.ELEMENT_NODE) {
          return skipped[node.tagName] ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
        }
        return node.data.replace(/\s/g, "").length > 2 ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      }
    };
    for (var index = 0; index < links.length; index += 1) {
      var link = links[index];
      var escaped = link.key.replace(/[.*+?^\${}()|[\]\\]/g, "\\$&");
      var pattern = new RegExp("\\b(" + escaped + ")\\b", "i");
      var walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, filter);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var match = pattern.exec(node.data);
        if (!match) continue;
        var phrase = node.splitText(match.index);
        phrase.splitText(match[0].length);
        var anchor = document.createElement("a");
        anchor.href = link.url;
        anchor.className = "aalauto";
        phrase.before(anchor);
        anchor.append(phrase);
        break;
      }
    }
  }
  var ms = performance.now() - start;
  return { ms: ms, links: root.querySelectorAll("a.aalauto").length };
};
`;

interface BenchWindow {
  benchRun(which: "matcher" | "naive"): RunResult;
}

interface RunResult {
  ms: number;
  links: number;
}

export async function measureAffiliateLinking(browser: Browser): Promise<void> {
  const { html, links, words } = workload();
  const linkerScript = await bundleLinker();
  const page = await browser.newPage();
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>affiliate bench</title></head><body><template id="article">${html}</template><main id="stage"></main></body></html>`,
  );
  await page.addScriptTag({ content: linkerScript });
  await page.evaluate((phraseLinks) => {
    const holder = window as unknown as Record<string, unknown>;
    holder["benchLinks"] = phraseLinks;
  }, links);

  await page.addScriptTag({ content: IN_PAGE_RUNNER });
  const runOnce = (method: "matcher" | "naive"): Promise<RunResult> =>
    page.evaluate((which) => (window as unknown as BenchWindow).benchRun(which), method);

  // One warm-up of each, so neither pays for the first compilation.
  await runOnce("matcher");
  await runOnce("naive");
  const ours: RunResult[] = [];
  const naive: RunResult[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Alternating which goes first keeps a warm or cold moment from favouring one of them.
    if (run % 2 === 0) {
      ours.push(await runOnce("matcher"));
      naive.push(await runOnce("naive"));
    } else {
      naive.push(await runOnce("naive"));
      ours.push(await runOnce("matcher"));
    }
  }
  await page.close();

  const oursMs = median(ours.map((result) => result.ms));
  const naiveMs = median(naive.map((result) => result.ms));
  console.log(
    `\nAffiliate linking: a ${words.toLocaleString("en")}-word article against ${PHRASES.toLocaleString("en")} phrases ` +
      `in Chromium, median of ${RUNS} runs, same article and\nphrases for both (a fresh copy each run); the naive ` +
      "pass is one case-insensitive \\b...\\b regular expression per phrase over the text nodes.\n",
  );
  table([
    {
      "article words": words,
      phrases: PHRASES,
      "links made (linker / naive)": `${ours[0]!.links} / ${naive[0]!.links}`,
      "linker, one Aho-Corasick pass (ms)": oursMs.toFixed(1),
      "naive per-phrase regex (ms)": naiveMs.toFixed(1),
      "ratio naive / linker": (naiveMs / Math.max(oursMs, 0.01)).toFixed(1),
    },
  ]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    await measureAffiliateLinking(browser);
  } finally {
    await browser.close();
  }
}
