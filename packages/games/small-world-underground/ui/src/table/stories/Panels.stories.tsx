import type { ComboView, SeatView } from "@pudding/small-world-underground";
import { POWERS, RACES } from "@pudding/small-world-underground";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Coin, CoinPile, DieFace, PowerBadge, RaceBanner, TerrainLegend, TokenChip } from "../panels/art.js";
import { ComboRow } from "../panels/combos.js";
import { SeatDetail } from "../panels/seats.js";

const meta: Meta = { title: "Small World Underground/Panels" };
export default meta;

/** Every race banner, active and in decline (hover one for its ability). */
export const RaceBanners: StoryObj = {
  render: () => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, 240px)", gap: 6 }}>
      {RACES.flatMap((r) => [
        <RaceBanner key={r.id} race={r.id} />,
        <RaceBanner key={`${r.id}-s`} race={r.id} size="small" />,
        <RaceBanner key={`${r.id}-d`} race={r.id} declined size="small" />,
      ])}
    </div>
  ),
};

/** Every special power badge, large and small (hover one for its text). */
export const PowerBadges: StoryObj = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 6, maxWidth: 900 }}>
      {POWERS.map((p) => (
        <PowerBadge key={p.id} power={p.id} />
      ))}
      <PowerBadge power={null} />
      {POWERS.slice(0, 6).map((p) => (
        <PowerBadge key={`s-${p.id}`} power={p.id} size="small" declined />
      ))}
    </div>
  ),
};

const ROW: ComboView[] = [
  { position: 0, race: "shrooms", power: "mystic", coins: 0, tokens: 9, stackTop: false, price: 0 },
  { position: 1, race: "ironDwarves", power: "vampire", coins: 2, tokens: 12, stackTop: false, price: 1 },
  { position: 2, race: "flames", power: "adventurous", coins: 1, tokens: 9, stackTop: false, price: 2 },
  { position: 3, race: "kraken", power: "fisher", coins: 0, tokens: 9, stackTop: false, price: 3 },
  { position: 4, race: "mummies", power: "wise", coins: 5, tokens: 14, stackTop: false, price: 4 },
  { position: 5, race: "willOWisps", power: "flocking", coins: 0, tokens: 11, stackTop: true, price: 5 },
];

/** The combo row: coins on the combos, prices and tokens; the first three pickable. */
export const ComboRowPicking: StoryObj = {
  render: () => (
    <div style={{ width: 560 }}>
      <ComboRow
        combos={ROW}
        pickable={new Set([0, 1, 2])}
        onPick={() => {}}
        stacks={{ banners: 4, badges: 10 }}
      />
    </div>
  ),
};

/** The same row, compact (the side panel), nobody picking. */
export const ComboRowCompact: StoryObj = {
  render: () => (
    <div style={{ width: 360 }}>
      <ComboRow combos={ROW} compact />
    </div>
  ),
};

const SEAT: SeatView = {
  name: "Anna",
  active: { race: "gnomes", power: "martyr", declined: false, hand: 3, regions: 4, tokensOnMap: 7 },
  declined: [{ race: "liches", power: null, declined: true, hand: 0, regions: 3, tokensOnMap: 3 }],
  hammers: 2,
  vengeance: true,
  coins: 23,
  coinMoves: [
    { delta: 7, reason: "scoring", round: 3, other: -1, couldNotPay: false },
    { delta: -2, reason: "combo payment", round: 4, other: -2, couldNotPay: false },
    { delta: 0, reason: "liches", round: 4, other: 1, couldNotPay: true },
  ],
};

/** A player: active combo, declined race, hand, hammers, Vengeance, coin trail and (own) coins. */
export const Player: StoryObj = {
  render: () => (
    <div style={{ width: 360, background: "#f7efd9", padding: 8 }}>
      <SeatDetail s={SEAT} seat={0} />
      <hr />
      <SeatDetail
        s={{ ...SEAT, name: "Ben", coins: null, vengeance: false, hammers: 0, declined: [] }}
        seat={1}
      />
    </div>
  ),
};

/** Coins, a pile on a combo, token chips, the die's faces (R1) and the legend. */
export const CoinsDieLegend: StoryObj = {
  render: () => (
    <div style={{ display: "grid", gap: 10, width: 380 }}>
      <div style={{ display: "flex", gap: 10, alignItems: "center" }}>
        <Coin n={5} /> <Coin n={23} size={36} /> <CoinPile n={3} />{" "}
        <TokenChip race="mudmen" count={6} rim="#e0312b" />
        <TokenChip race="drow" count={1} declined rim="#2b6fe0" />
      </div>
      <div style={{ display: "flex", gap: 10 }}>
        {[0, 1, 2, 3].map((r) => (
          <DieFace key={r} roll={r} />
        ))}
      </div>
      <TerrainLegend />
    </div>
  ),
};
