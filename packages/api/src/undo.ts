/**
 * Taking back a move within one's own turn (issue 20), on Board Game Arena's policy: a player may
 * take back their latest move while it is still their turn and the move revealed nothing hidden or
 * random to anyone. The server decides, for any game, without a rule of the game's own: the move is
 * applied again to states the game's determinizer re-draws for each seat (everything that seat
 * cannot see, the future draws and rolls included); if any seat's view after the move differs
 * between re-draws — or the move is not even legal in one — it showed that seat something, and it
 * stays. An undo is stored as an action row of its own (`{"$undo": true}`), so versions only grow
 * (other instances, live-feed ids and conditional writes keep working); it takes back the latest
 * move not yet taken back, and writes a snapshot of the state it returns to.
 */
import { type AnyGameModule, type Locale, Rng } from "@pudding/engine";

/** The stored action of an undo. */
export const UNDO_ACTION = Object.freeze({ $undo: true });

/** Whether a stored action is an undo. */
export const isUndo = (a: unknown): boolean =>
  typeof a === "object" && a !== null && (a as { $undo?: unknown }).$undo === true;

/** A move that may still be taken back: the state before it, who made it, what it was. */
export interface UndoEntry {
  state: unknown;
  seat: number;
  action: unknown;
}

/** Most moves kept in memory for taking back, per game. */
export const UNDO_DEPTH = 16;

/**
 * Re-draws in all, shared out among the seats (at least 4 each), when checking that a move revealed
 * nothing. Randomness (a roll, the next card) is hidden from every seat, so every seat's re-draws roll
 * it again: 24 re-draws let a fair coin's result pass unseen once in 16 million moves, whatever the
 * number of seats. A card played from a hand is caught when some other seat's re-draw deals that hand
 * without it (the move is then illegal there), so those seats' re-draws count too: 4 seats keep 6 each.
 */
const REDRAWS = 24;

/**
 * Folds stored actions onto `start`: an undo row returns to the state before the latest move not yet
 * taken back. `each` sees the state after every row; `moves`, when given, ends holding the moves
 * folded that were not taken back (the undo entries a loaded game starts with). Null when a row does
 * not apply or an undo reaches before `start` (the caller then replays from the setup).
 */
export function foldActions(
  module: AnyGameModule,
  start: unknown,
  acts: readonly { version: number; seat: number; action: unknown }[],
  each?: (version: number, state: unknown) => void,
  moves: UndoEntry[] = [],
): unknown | null {
  let s = start;
  for (const a of acts) {
    if (isUndo(a.action)) {
      const back = moves.pop();
      if (!back) return null;
      s = back.state;
    } else {
      const r = module.apply(s, a.seat, a.action);
      if (!r.ok) return null;
      moves.push({ state: s, seat: a.seat, action: a.action });
      s = r.state;
    }
    each?.(a.version, s);
  }
  return s;
}

/** What the undo check needs of a loaded game. */
export interface UndoGame {
  module: AnyGameModule;
  state: unknown;
  version: number;
  seats: readonly { name: string }[];
  undo: UndoEntry[];
}

const REFUSALS = {
  en: {
    none: "There is no move to take back.",
    notYours: (name: string) => `The latest move was ${name}'s; you can take back only your own.`,
    movedOn: "Your turn has moved on (the next player may already be deciding), so that move stays.",
    revealed:
      "That move showed something hidden or random (a card, a token, a roll), so it cannot be taken back.",
  },
  it: {
    none: "Non c'è nessuna mossa da riprendere.",
    notYours: (name: string) => `L'ultima mossa è di ${name}; puoi riprendere solo le tue.`,
    movedOn: "Il tuo turno è passato (il prossimo giocatore potrebbe già decidere), quindi la mossa resta.",
    revealed:
      "Quella mossa ha mostrato qualcosa di nascosto o di casuale (una carta, un segnalino, un tiro), quindi non si può riprendere.",
  },
  pt: {
    none: "Não há nenhuma jogada para desfazer.",
    notYours: (name: string) => `A última jogada foi de ${name}; só podes desfazer as tuas.`,
    movedOn: "A tua vez já passou (o jogador seguinte pode já estar a decidir), por isso a jogada fica.",
    revealed:
      "Essa jogada mostrou algo escondido ou aleatório (uma carta, uma ficha, um lançamento), por isso não pode ser desfeita.",
  },
} as const;

/** Why `seat` may not take back the latest move now, in a sentence in `locale`; null when it may. */
export function undoRefusal(g: UndoGame, seat: number, locale: Locale = "en"): string | null {
  const words = REFUSALS[locale];
  const top = g.undo.at(-1);
  if (!top) return words.none;
  if (top.seat !== seat) return words.notYours(g.seats[top.seat]?.name ?? `${top.seat + 1}`);
  const before = g.module.status(top.state);
  const after = g.module.status(g.state);
  if (
    after.over ||
    before.turnOwner !== seat ||
    after.turnOwner !== seat ||
    after.turn !== before.turn ||
    after.toAct.some((s) => s !== seat)
  )
    return words.movedOn;
  if (revealed(g, top)) return words.revealed;
  return null;
}

/**
 * The reveal check's answer per move and version: the state after `top` at a version is fixed, so
 * the answer is too. `apply` works it out while the database stores the move (issue 26 §7: it was
 * the costliest part of the path from a move to its subscribers), and the mover's snapshot reads it.
 */
const answers = new WeakMap<UndoEntry, { version: number; revealed: boolean }>();

function revealed(g: UndoGame, top: UndoEntry): boolean {
  const known = answers.get(top);
  if (known?.version === g.version) return known.revealed;
  const r = reveals(g, top);
  answers.set(top, { version: g.version, revealed: r });
  return r;
}

/**
 * Whether applying `top.action` showed any seat something it could not see before. The one costly
 * check of a snapshot (issue 20's load figures): views are compared as values, stopping at the first
 * difference, not serialised; a revealing move is usually found at the first re-draw.
 */
function reveals(g: UndoGame, top: UndoEntry): boolean {
  const det = g.module.ai?.determinizer;
  if (!det) return true;
  const n = g.seats.length;
  const perSeat = Math.max(4, Math.ceil(REDRAWS / Math.max(1, n)));
  const rng = new Rng((0x5eed ^ Math.imul(g.version + 1, 0x9e3779b1)) >>> 0);
  const seen = Array.from({ length: n }, (_, v) => g.module.view(g.state, v));
  const draws = seen.map((_, v) => {
    const d = det(top.state, v);
    return { d, into: d.newState() };
  });
  for (let k = 0; k < perSeat; k++)
    for (let v = 0; v < n; v++) {
      const { d, into } = draws[v] as (typeof draws)[number];
      d.fill(into, rng);
      const r = g.module.apply(into, top.seat, top.action);
      if (!r.ok || !sameValue(g.module.view(r.state, v), seen[v])) return true;
    }
  return false;
}

/** Structural equality of JSON-like values (what views are), as `JSON.stringify` would compare them. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    // JSON has no NaN or undefined distinctions worth keeping: NaN serialises as null.
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    const x = ra[k];
    if (x === undefined || typeof x === "function") continue;
    na++;
    if (!Object.hasOwn(rb, k) || !sameValue(x, rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined && typeof rb[k] !== "function") nb++;
  return na === nb;
}

/** Indices (into the action rows) of the moves an undo row took back. */
export function undoneRows(entries: readonly ({ undo?: boolean } | undefined)[]): Set<number> {
  const out = new Set<number>();
  const stack: number[] = [];
  entries.forEach((e, i) => {
    if (e?.undo) {
      const j = stack.pop();
      if (j !== undefined) out.add(j);
    } else stack.push(i);
  });
  return out;
}
