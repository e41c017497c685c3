/**
 * Copying a link to the clipboard (issue 30 §3.8: the lobby's seat and spectator links each get a
 * Copy button). The Clipboard API needs a secure context (https or localhost) and may be refused:
 * then the answer is "failed" and the button says to select the link and copy it by hand.
 */

/** The part of `navigator.clipboard` this uses. */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

/** What a Copy button shows: nothing yet, done, or the hand-copy hint. */
export type CopyState = "idle" | "copied" | "failed";

/** Copies `text`; "failed" when there is no clipboard here or it refuses. */
export async function copyText(text: string, clipboard: ClipboardLike | undefined): Promise<CopyState> {
  if (!clipboard) return "failed";
  try {
    await clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}
