import { describe, expect, it } from "vitest";
import { copyText } from "./copy";

describe("issue 30 §3.8: copy buttons for the seat links", () => {
  it("§3.8 copies the link to the clipboard and says so", async () => {
    let board = "";
    const clipboard = {
      writeText: async (text: string) => {
        board = text;
      },
    };
    expect(await copyText("http://localhost:3000/g/abc?t=tok", clipboard)).toBe("copied");
    expect(board).toBe("http://localhost:3000/g/abc?t=tok");
  });
  it("§3.8 no clipboard (not a secure context) or a refusal: failed, so the button says to copy by hand", async () => {
    expect(await copyText("x", undefined)).toBe("failed");
    const refusing = { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) };
    expect(await copyText("x", refusing)).toBe("failed");
  });
});
