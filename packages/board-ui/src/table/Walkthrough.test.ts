import { describe, expect, it } from "vitest";
import { type TourVisit, tourShows } from "./Walkthrough.js";

describe("issue 30 §3.8: the first-game tour is not shown again on later visits", () => {
  it("§3.8 a browser that never saw it: shown; once shown (stored as seen) it stays in this page until closed", () => {
    expect(tourShows(false, "none")).toBe(true);
    // The first showing stores it as seen and opens it in this page: still shown (over a curtain and back).
    expect(tourShows(true, "open")).toBe(true);
    expect(tourShows(true, "closed")).toBe(false);
  });
  it("§3.8 a later visit (a reload, another table) after it was shown — finished, skipped or left open: not shown", () => {
    // Every later page starts at "none" with the stored key set by the first showing.
    const later: TourVisit = "none";
    expect(tourShows(true, later)).toBe(false);
  });
});
