/**
 * State hashing: a fast 64-bit (two 32-bit lanes, cyrb53-style) hash of a text, and of any JSON
 * value through its canonical JSON (keys in insertion order, as `JSON.stringify` writes them).
 * Replays and characterization tests compare these.
 */

/** 16 hex digits for a text. */
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0");
}

/** 16 hex digits for a JSON value. */
export function hashJson(value: unknown): string {
  return hashText(JSON.stringify(value) ?? "undefined");
}
