/**
 * A player's rating over their rated games of one game (recharts, as the balance lab's charts): the
 * conservative rating (μ − 3σ) after each game, the first games drawn hollow (provisional). For the
 * profile page; takes `ratingHistory(owner, game)` as data and words from the caller (any language).
 */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { PROVISIONAL_GAMES } from "./ratings.js";

/** One point of the history (what `Lobby.ratingHistory` returns). */
export interface RatingPoint {
  gameId: string;
  at: string;
  value: number;
  games: number;
}

export interface RatingChartProps {
  history: readonly RatingPoint[];
  /** The chart's title and axis words, in the reader's language. */
  words: { title: string; game: string; rating: string; provisional: string; empty: string };
  height?: number;
}

const INK = "#2b2118";
const FIRE = "#b5411b";

/** The rating-history chart (a line, one point per rated game). */
export function RatingChart({ history, words, height = 220 }: RatingChartProps) {
  if (history.length === 0)
    return (
      <figure aria-label={words.title} style={{ margin: 0 }}>
        <figcaption>{words.title}</figcaption>
        <p style={{ color: "#5c5040" }}>{words.empty}</p>
      </figure>
    );
  const data = history.map((h) => ({ n: h.games, value: h.value, provisional: h.games < PROVISIONAL_GAMES }));
  return (
    <figure aria-label={words.title} data-chart="rating-history" style={{ margin: 0, width: "100%" }}>
      <figcaption style={{ fontWeight: 600, color: INK }}>{words.title}</figcaption>
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 14, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e5d9bb" />
          <XAxis
            dataKey="n"
            tick={{ fontSize: 11 }}
            label={{ value: words.game, position: "insideBottomRight", offset: -12, fontSize: 11 }}
          />
          <YAxis tick={{ fontSize: 11 }} domain={["auto", "auto"]} />
          <Tooltip
            formatter={(v, _n, item) => [
              `${v}${(item?.payload as { provisional?: boolean })?.provisional ? ` (${words.provisional})` : ""}`,
              words.rating,
            ]}
          />
          <Line
            type="monotone"
            dataKey="value"
            stroke={FIRE}
            strokeWidth={2}
            isAnimationActive={false}
            dot={(p: { cx?: number; cy?: number; index?: number; payload?: { provisional: boolean } }) => (
              <circle
                key={p.index}
                cx={p.cx}
                cy={p.cy}
                r={4}
                stroke={FIRE}
                strokeWidth={2}
                fill={p.payload?.provisional ? "#fffaf0" : FIRE}
              />
            )}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
