/**
 * Issue 26 §4: one request must not slow everyone. `JSON.parse` of a body of a million nested `[`
 * takes most of a second on the event loop, so nesting is measured *before* any parse, with a
 * counter over the bytes as they arrive (linear, no allocation): `JsonDepthGauge` for a streamed
 * body, `jsonDepthOver` for text already in hand (a document sent as JSON text, a query's input).
 */

/** Deepest nesting of `[`/`{` any request body may have: the envelope (2–3) + a map (≤ 16). */
export const MAX_BODY_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Follows the nesting depth of JSON fed in chunks of UTF-8 bytes, outside strings (bytes of
 * multi-byte characters never equal an ASCII bracket, so no decoding is needed). It does not check
 * the syntax: a parse does that afterwards, once the depth is known to be bounded.
 */
export class JsonDepthGauge {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The deepest nesting seen so far. */
  deepest = 0;

  constructor(readonly max: number = MAX_BODY_DEPTH) {}

  /** Reads `chunk`; false as soon as the nesting goes deeper than `max`. */
  feed(chunk: Uint8Array): boolean {
    let { depth, inString, escaped } = this;
    const max = this.max;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) inString = false;
      } else if (b === QUOTE) inString = true;
      else if (b === OPEN_ARRAY || b === OPEN_OBJECT) {
        if (++depth > max) {
          this.depth = depth;
          this.deepest = depth;
          return false;
        }
        if (depth > this.deepest) this.deepest = depth;
      } else if (b === CLOSE_ARRAY || b === CLOSE_OBJECT) depth--;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return true;
  }
}

/** True when the JSON text `text` nests `[`/`{` deeper than `max` (outside strings). */
export function jsonDepthOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (c === BACKSLASH) escaped = true;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
