/**
 * One pass over a text for every affiliate phrase at once: an Aho-Corasick automaton over case-folded text.
 * The original plugin built one regular expression per phrase from the raw phrase (so `c++` was a syntax error
 * and `.` matched anything) and ran each over the article; here phrases are plain strings, matched literally.
 *
 * Rules, all pure (no DOM):
 * - case-insensitive (Unicode lower case; a final sigma is an ordinary sigma);
 * - any run of white space (spaces, tabs, line breaks, no-break spaces) in the text matches one space in a
 *   phrase, and phrases are trimmed, so `affiliate\n   marketing` in the source matches `affiliate marketing`;
 * - whole words: the characters just outside a match must not be letters, marks, digits or connectors, except
 *   next to scripts written without spaces (Chinese, Japanese, Thai, ...), where any neighbour is a boundary;
 * - leftmost first, then longest: `affiliate marketing course` links `affiliate marketing`, not `marketing`;
 * - a budget per phrase: a phrase with nothing left is passed over, so a shorter phrase inside it can match.
 */

export interface PhraseMatch {
  /** Index in the text (UTF-16 code units) where the match starts. */
  readonly start: number;
  /** Index just after the match. */
  readonly end: number;
  /** Index of the phrase in the list the matcher was built from (the first of equal phrases). */
  readonly phrase: number;
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}\p{Pc}]/u;
/** Scripts written without spaces between words: a word boundary cannot be told from the neighbours there. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
const SPACE = 0x20;
const CAPITAL_SIGMA_FINAL = "ς";
const SMALL_SIGMA = "σ";

/**
 * Lower-cases `text` keeping every character at its index, and turns every white-space character into a plain
 * space. Characters whose lower case is longer (`İ`) keep the first code point of it.
 */
export function foldCase(text: string): string {
  let lower = text.toLowerCase();
  if (lower.length !== text.length) {
    let aligned = "";
    for (const character of text) {
      const folded = character.toLowerCase();
      const first = String.fromCodePoint(folded.codePointAt(0) ?? 0);
      aligned +=
        folded.length === character.length ? folded : first.length === character.length ? first : character;
    }
    lower = aligned;
  }
  return lower.replaceAll(CAPITAL_SIGMA_FINAL, SMALL_SIGMA).replace(/\s/g, " ");
}

/** A phrase as the automaton stores it: folded, trimmed, inner white space collapsed to one space. */
export function normalisePhrase(phrase: string): string {
  return foldCase(phrase).trim().replace(/ {2,}/g, " ");
}

function codePointBefore(text: string, index: number): string {
  if (index <= 0) return "";
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text.charAt(index - 1);
}

function codePointAt(text: string, index: number): string {
  if (index >= text.length) return "";
  return String.fromCodePoint(text.codePointAt(index) ?? 0);
}

/** Whether `outside` (the neighbour in the text) and `edge` (the phrase's own character) are a word boundary. */
export function isBoundary(outside: string, edge: string): boolean {
  if (outside === "" || !WORD_CHARACTER.test(outside)) return true;
  return UNSPACED_SCRIPT.test(outside) || UNSPACED_SCRIPT.test(edge);
}

/** Whether `text.slice(start, end)` stands as whole words in `text`. */
export function isWholeWord(text: string, start: number, end: number): boolean {
  return (
    isBoundary(codePointBefore(text, start), codePointAt(text, start)) &&
    isBoundary(codePointAt(text, end), codePointBefore(text, end))
  );
}

export class PhraseMatcher {
  /** Transitions per state, keyed by UTF-16 code unit. */
  readonly #next: Array<Map<number, number>> = [new Map()];
  readonly #fail: number[] = [0];
  /** The phrase that ends exactly at this state, or -1. */
  readonly #output: number[] = [-1];
  /** The nearest state along the failure links that has an output, or -1. */
  readonly #outputLink: number[] = [-1];
  /** Length in code units (white space collapsed) of each phrase. */
  readonly #lengths: number[];
  /** Index of the first phrase with the same normalised text, or -1 for phrases that are empty. */
  readonly #canonical: number[];
  readonly #longest: number;

  constructor(phrases: readonly string[]) {
    this.#lengths = [];
    this.#canonical = [];
    let longest = 0;
    phrases.forEach((phrase, index) => {
      const normalised = normalisePhrase(phrase);
      this.#lengths.push(normalised.length);
      if (normalised === "") {
        this.#canonical.push(-1);
        return;
      }
      const state = this.#insert(normalised);
      const existing = this.#output[state] ?? -1;
      if (existing === -1) this.#output[state] = index;
      this.#canonical.push(existing === -1 ? index : existing);
      longest = Math.max(longest, normalised.length);
    });
    this.#longest = longest;
    this.#link();
  }

  /** How many phrases the matcher was built from (empty ones included, so indexes line up). */
  get size(): number {
    return this.#lengths.length;
  }

  /** The index that stands for `phrase` (equal phrases share the first one's), or -1 for an empty phrase. */
  canonicalIndex(phrase: number): number {
    return this.#canonical[phrase] ?? -1;
  }

  #insert(normalised: string): number {
    let state = 0;
    for (let index = 0; index < normalised.length; index += 1) {
      const unit = normalised.charCodeAt(index);
      const transitions = this.#next[state]!;
      let target = transitions.get(unit);
      if (target === undefined) {
        target = this.#next.length;
        this.#next.push(new Map());
        this.#fail.push(0);
        this.#output.push(-1);
        this.#outputLink.push(-1);
        transitions.set(unit, target);
      }
      state = target;
    }
    return state;
  }

  /** Breadth-first: each state's failure link is the longest proper suffix that is also a prefix. */
  #link(): void {
    const queue: number[] = [];
    for (const child of this.#next[0]!.values()) {
      this.#fail[child] = 0;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head]!;
      for (const [unit, child] of this.#next[state]!) {
        let fallback = this.#fail[state]!;
        while (fallback !== 0 && !this.#next[fallback]!.has(unit)) fallback = this.#fail[fallback]!;
        const target = this.#next[fallback]!.get(unit);
        const failure = target !== undefined && target !== child ? target : 0;
        this.#fail[child] = failure;
        this.#outputLink[child] = this.#output[failure] !== -1 ? failure : this.#outputLink[failure]!;
        queue.push(child);
      }
    }
  }

  /**
   * Every whole-word occurrence of every phrase, overlapping ones included, ordered by start and then longest
   * first. With `remaining`, phrases whose entry is 0 or less are left out.
   */
  findAll(text: string, remaining?: ArrayLike<number>): PhraseMatch[] {
    if (this.#longest === 0 || text.length === 0) return [];
    const folded = foldCase(text);
    // Where each fed symbol starts in the text; runs of spaces are fed once, so this is how a match finds its start.
    const starts = new Int32Array(folded.length);
    const matches: PhraseMatch[] = [];
    let fed = 0;
    let state = 0;
    let previousWasSpace = false;
    for (let index = 0; index < folded.length; index += 1) {
      const unit = folded.charCodeAt(index);
      if (unit === SPACE) {
        if (previousWasSpace) continue;
        previousWasSpace = true;
      } else {
        previousWasSpace = false;
      }
      starts[fed] = index;
      fed += 1;
      let target = this.#next[state]!.get(unit);
      while (target === undefined && state !== 0) {
        state = this.#fail[state]!;
        target = this.#next[state]!.get(unit);
      }
      state = target ?? 0;
      let found = this.#output[state] !== -1 ? state : this.#outputLink[state]!;
      while (found !== -1) {
        const phrase = this.#output[found]!;
        if (remaining === undefined || (remaining[phrase] ?? 0) > 0) {
          const start = starts[fed - this.#lengths[phrase]!]!;
          const end = index + 1;
          if (isWholeWord(text, start, end)) matches.push({ start, end, phrase });
        }
        found = this.#outputLink[found]!;
      }
    }
    return matches.sort((a, b) => a.start - b.start || b.end - a.end);
  }

  /**
   * The matches to link in `text`: leftmost first, then longest, never overlapping, each phrase at most as many
   * times as `remaining` allows. Takes from `remaining` for every match it returns, so one budget can be carried
   * across the text nodes of a page in document order.
   */
  select(text: string, remaining: Int32Array | number[]): PhraseMatch[] {
    const chosen: PhraseMatch[] = [];
    let reached = 0;
    for (const match of this.findAll(text, remaining)) {
      if (match.start < reached || (remaining[match.phrase] ?? 0) <= 0) continue;
      remaining[match.phrase] = (remaining[match.phrase] ?? 0) - 1;
      chosen.push(match);
      reached = match.end;
    }
    return chosen;
  }
}
