/** Reading server-sent events from a fetch Response (tests). */

export interface SseEvent {
  id: string;
  /** The `event:` field (empty for data events). */
  type: string;
  data: string;
}

/** Reads data events from `res` until `count` arrived (or the stream ended); skips connected/ping. */
export async function readEvents(res: Response, count: number, all = false): Promise<SseEvent[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: SseEvent[] = [];
  while (events.length < count) {
    let chunk: { value?: Uint8Array; done: boolean };
    try {
      chunk = await reader.read();
    } catch {
      break; // aborted by the caller: what came so far
    }
    const { value, done } = chunk;
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut = buffer.indexOf("\n\n");
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const id = /^id: ?(.*)$/m.exec(block)?.[1] ?? "";
      const type = /^event: ?(.*)$/m.exec(block)?.[1] ?? "";
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (data !== undefined && (all || type === "")) events.push({ id, type, data });
      cut = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel().catch(() => {});
  return events;
}
