/**
 * What must hold after every action (the property tests and the testkit check these): token
 * supplies (§6.4), one race per region, Monsters only falling, coins never negative and conserved
 * between players, the row and the bank, piece limits, and the bookkeeping of races and markers.
 */
import { R, RACE_IDS } from "./catalog.js";
import { regionCount, tray } from "./core.js";
import type { SwuState } from "./state.js";

/** Broken invariants as sentences ([] when all hold). */
export function invariants(s: SwuState): string[] {
  const out: string[] = [];
  const b = s.board;
  const r = s.rules;
  // §6.4 per-race supply.
  for (let race = 0; race < RACE_IDS.length; race++) {
    const left = tray(s, race);
    if (left < 0) out.push(`${RACE_IDS[race]}: ${-left} more tokens in play than the tray holds (§6.4)`);
    if ((s.raceHand[race] as number) < 0) out.push(`${RACE_IDS[race]}: negative hand`);
    const st = s.raceState[race] as number;
    const owner = s.raceOwner[race] as number;
    if (st === 0 && (owner !== -1 || regionCount(s, race) > 0 || (s.raceHand[race] as number) > 0))
      out.push(`${RACE_IDS[race]} is out of play but has an owner or tokens`);
    if (st === 1 && s.active[owner] !== race)
      out.push(`${RACE_IDS[race]} is active but not its owner's active race`);
    if (st === 2 && !(s.declined[owner] as number[]).includes(race))
      out.push(`${RACE_IDS[race]} is declined but not in its owner's declined list`);
  }
  // One race's tokens per region; chasms and the Balrog's region empty; Monsters only on empty regions.
  let monsters = 0;
  for (let i = 0; i < b.n; i++) {
    const race = s.rRace[i] as number;
    const n = s.rTokens[i] as number;
    if (race >= 0 !== n > 0) out.push(`${b.ids[i]}: race ${race} with ${n} tokens`);
    if (n < 0) out.push(`${b.ids[i]}: negative tokens`);
    if (race >= 0 && s.raceState[race] === 0) out.push(`${b.ids[i]}: tokens of a race out of play`);
    if (b.isChasm[i] && race >= 0) out.push(`${b.ids[i]}: a chasm is occupied (§7.6)`);
    if (s.balrog === i && race >= 0) out.push(`${b.ids[i]}: the Balrog's region is occupied`);
    if ((s.rMonsters[i] as number) > 0 && race >= 0)
      out.push(`${b.ids[i]}: Monsters share a region with tokens`);
    if ((s.rArmor[i] as number) > 0 && race < 0) out.push(`${b.ids[i]}: an armor without tokens`);
    monsters += s.rMonsters[i] as number;
  }
  const start = b.monsterRegions.length * r.monstersPerRegion;
  if (monsters + s.monstersRemoved !== start)
    out.push(`Monsters: ${monsters} + ${s.monstersRemoved} removed ≠ ${start}`);
  // Coins: never negative; players + row = starting coins + what the bank paid out net.
  let coins = 0;
  for (let p = 0; p < s.seats; p++) {
    if ((s.coins[p] as number) < 0) out.push(`seat ${p} has negative coins`);
    coins += s.coins[p] as number;
  }
  for (const c of s.rowCoins) {
    if (c < 0) out.push("a combo holds negative coins");
    coins += c;
  }
  if (coins !== r.startingCoins * s.seats + s.bankNet)
    out.push(`coins not conserved: ${coins} ≠ ${r.startingCoins * s.seats} + ${s.bankNet} from the bank`);
  // Players: one active race, at most maxDeclinedRaces declined.
  for (let p = 0; p < s.seats; p++) {
    const a = s.active[p] as number;
    if (a >= 0 && (s.raceOwner[a] !== p || s.raceState[a] !== 1))
      out.push(`seat ${p}'s active race is inconsistent`);
    if ((s.declined[p] as number[]).length > r.maxDeclinedRaces)
      out.push(`seat ${p} keeps too many declined races`);
    if ((s.hammers[p] as number) > r.hammerSupply || (s.hammers[p] as number) < 0)
      out.push(`seat ${p}: hammers out of range`);
  }
  // Pieces.
  let armors = 0;
  for (const a of s.rArmor) armors += a;
  if (armors > r.armorSupply) out.push(`${armors} armors on the map; ${r.armorSupply} exist`);
  if (s.vengeance.filter(Boolean).length > r.vengeanceMarkers) out.push("too many Vengeance markers out");
  // Markers: revealed + pile + unseen = the pool, each once.
  const seen = new Set<number>();
  for (const m of s.pile) {
    if (seen.has(m)) out.push(`marker ${m} twice`);
    seen.add(m);
    if ((s.markerAt[m] as number) >= 0) out.push(`marker ${m} is both in the pile and on the map`);
  }
  // Rivers: empty between turns except for Kraken (§7.6).
  if (s.phase === "start" || s.phase === "pick")
    for (let i = 0; i < b.n; i++)
      if (b.isRiver[i] && (s.rRace[i] as number) >= 0 && s.rRace[i] !== R.kraken)
        out.push(`${b.ids[i]}: a River held between turns`);
  if (s.round > s.rounds) out.push("more rounds than the game has");
  if (s.phase !== "over" && s.owner < 0) out.push("no turn owner");
  return out;
}
