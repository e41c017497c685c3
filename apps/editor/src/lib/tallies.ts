/**
 * Running tallies of the great-fire-1666 profile (rules §1–§2): houses per region (30 each), yellow
 * extra-action bands (20), objectives per deck (8, worth 2/4/6 VP), setup icons (one "5", two "4").
 */
import { REGIONS, type Region } from "@pudding/great-fire";
import type { EditorMap } from "../doc/commands";

export interface Tally {
  label: string;
  value: number;
  target: number;
}

export interface Tallies {
  regions: (Tally & { region: Region })[];
  yellow: Tally;
  decks: (Tally & { deck: 1 | 2 | 3 })[];
  setup5: Tally;
  setup4: Tally;
  origins: Tally;
}

export function talliesOf(map: EditorMap): Tallies {
  const ds = map.districts;
  return {
    regions: REGIONS.map((region) => ({
      region,
      label: `${region[0]?.toUpperCase()}${region.slice(1)} houses`,
      value: ds.filter((d) => d.region === region && d.kind === "district").reduce((s, d) => s + d.houses, 0),
      target: 30,
    })),
    yellow: { label: "Yellow bands", value: ds.filter((d) => d.extraAction).length, target: 20 },
    decks: ([1, 2, 3] as const).map((deck) => ({
      deck,
      label: `Deck ${"I".repeat(deck)} (${deck * 2} VP)`,
      value: ds.filter((d) => d.objective?.deck === deck).length,
      target: 8,
    })),
    setup5: { label: 'Setup "5"', value: ds.filter((d) => d.setupIcon === 5).length, target: 1 },
    setup4: { label: 'Setup "4"', value: ds.filter((d) => d.setupIcon === 4).length, target: 2 },
    origins: { label: "Pudding Lane", value: ds.filter((d) => d.kind === "origin").length, target: 1 },
  };
}
