/**
 * The "Skip to your move" link (the first tab stop, to the turn under the board) is for a player:
 * a spectator has no move to skip to, and a finished game none left (issue 30 §3.8).
 */
export function showsSkipLink(seat: number | null, over: boolean): boolean {
  return seat !== null && !over;
}
