import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RatingChart } from "./RatingChart.js";

const words = {
  title: "Rating over rated games",
  game: "game",
  rating: "Rating",
  provisional: "provisional",
  empty: "No rated games yet.",
};

describe("the rating-history chart (for profiles)", () => {
  it("says so when there is no rated game yet", () => {
    const html = renderToStaticMarkup(<RatingChart history={[]} words={words} />);
    expect(html).toContain("No rated games yet.");
    expect(html).not.toContain('data-chart="rating-history"');
  });
  it("draws one chart with its title for a history", () => {
    const history = [1, 2, 3].map((n) => ({
      gameId: `g${n}`,
      at: new Date(2026, 0, n).toISOString(),
      value: n,
      games: n,
    }));
    const html = renderToStaticMarkup(<RatingChart history={history} words={words} />);
    expect(html).toContain('data-chart="rating-history"');
    expect(html).toContain("Rating over rated games");
  });
});
