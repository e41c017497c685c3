/**
 * `<GameTable>`: the generic table of any game for one viewer — the board (the game's layers over
 * the generic spaces, or the spaces alone), the guided turn (prompt, choice chips, confirm, back,
 * explanations), the game's panels or a readable view, the seat tokens, the log (newest first, all
 * of it), the hot-seat curtain and the end screen. The host (apps/play, a story) owns the data:
 * it passes the viewer's game and sends the actions. Wide screens put the panels beside the board,
 * narrow ones under it.
 */
import { useLocale, useT } from "@pudding/i18n";
import { type ReactNode, useCallback, useMemo } from "react";
import { ResponsiveBoard, useElementSize } from "../board/ResponsiveBoard.js";
import { BOARD_NS } from "../messages.js";
import { Curtain, type CurtainProps } from "../panels/Curtain.js";
import { GameLog } from "../panels/GameLog.js";
import { SeatTokens } from "../panels/SeatTokens.js";
import { card } from "../panels/styles.js";
import { ViewInspector } from "../panels/ViewInspector.js";
import type { AnyGameUi, TableContext, TableGame, TableSeat } from "../plugin.js";
import { COLOUR_MARKS_KEY, CONFIRM_MOVES_KEY, usePreference } from "../prefs/usePreference.js";
import { mergeHighlights } from "../spaces.js";
import { seatColour } from "../theme.js";
import { derivePath } from "../turn/derive.js";
import type { TurnPath } from "../turn/guided.js";
import { useGuidedTurn } from "../turn/useGuidedTurn.js";
import type { ChoiceStep, Size, Space } from "../types.js";
import { fitPadding } from "../viewport/view.js";
import { COMPACT_GUTTER } from "../viewport/ZoomControls.js";
import { EndScreen } from "./EndScreen.js";
import { genericPrompt } from "./prompt.js";
import { noticeChoices } from "./refusal.js";
import { ShortcutsHelp, useTableKeys } from "./TableKeys.js";
import { TurnPanel } from "./TurnPanel.js";
import { Walkthrough } from "./Walkthrough.js";

/** Props of {@link GameTable}. */
export interface GameTableProps {
  /** The game as the viewer sees it. */
  game: TableGame;
  /** The game's UI package, or null to play through the generic spaces and chips. */
  ui: AnyGameUi | null;
  /** The game's map document (given to the UI package). */
  map: unknown;
  /** The module's `map.spaces(map)`. */
  spaces: readonly Space[];
  /** The module's `map.frame(map)`. */
  frame?: Size;
  /** The choice path of each legal action when the server sends them (else the UI's or derived). */
  choices?: readonly ChoiceStep[][] | null;
  /** Send a legal action. */
  onAct(action: unknown): void;
  /** Send an action that is not legal, so the game says why. */
  onExplain(action: unknown): void;
  busy?: boolean;
  /** The last refusal or failure, in words (never shown once the game is over — issue 30 §3.2). */
  error?: string | null;
  /** The viewer made a selection (a chip, a space, a card, back…): the host clears its refusal. */
  onChoice?: () => void;
  /** Host messages under the turn (connection lost, link not valid…). */
  notices?: ReactNode;
  /** The curtain is drawn (nothing secret may show). */
  hidden?: boolean;
  /** The curtain to draw, if any. */
  curtain?: CurtainProps | null;
  /** Seats held on this device. */
  mine?: readonly number[];
  /** A button beside a seat's token (hand an away seat to a bot). */
  seatAction?: (seat: TableSeat) => ReactNode;
  /** A bot's name by its id, in the reader's language (the players list; default: the id). */
  kindLabel?: (kind: string) => string;
  /** Buttons on the end screen (Rematch, Lobby). */
  endActions?: ReactNode;
  /** The host lets the viewer take back their latest move now (a button under the chips, key U). */
  onUndo?: () => void;
  /** The board's name (accessible label). */
  boardName?: string;
  /** Where a rule a message cites ("§2.9") is explained (the host's rules reference): linked there. */
  ruleHref?: (rule: string) => string | null;
  /**
   * A replay is shown (issue 30 §3.7): this sentence stands in for the prompt, since "Waiting for
   * Alice…" belongs to the live table, not to a finished game's past.
   */
  replaying?: string | null;
}

const sameAction = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The whole table. */
export function GameTable({
  game,
  ui,
  map,
  spaces,
  frame,
  choices,
  onAct,
  onExplain,
  busy = false,
  error,
  onChoice,
  notices,
  hidden = false,
  curtain,
  mine = [],
  seatAction,
  kindLabel,
  endActions,
  onUndo,
  boardName,
  ruleHref,
  replaying,
}: GameTableProps) {
  const t = useT(BOARD_NS);
  const locale = useLocale();
  const names = useMemo(() => new Map(spaces.map((s) => [s.id, s.name])), [spaces]);
  const name = useCallback((id: string) => names.get(id) ?? id, [names]);
  const isSpace = useCallback((id: string) => names.has(id), [names]);
  const paths = useMemo<TurnPath<unknown>[]>(() => {
    if (hidden) return [];
    const cctx = { view: game.view, name, isSpace, locale };
    return game.legal.map((action, i) => ({
      action,
      steps:
        choices && choices.length === game.legal.length && choices[i]?.length
          ? (choices[i] as ChoiceStep[])
          : ui?.choices
            ? ui.choices(action, cctx)
            : derivePath(action, isSpace, name, locale),
    }));
  }, [game.legal, game.view, ui, hidden, choices, name, isSpace, locale]);
  const [confirmMoves, setConfirmMoves] = usePreference(CONFIRM_MOVES_KEY, true);
  const policy = useMemo(
    () => ({ confirm: ui?.confirm, resume: ui?.resume, confirmMoves, name, locale }),
    [ui, name, confirmMoves, locale],
  );
  // Each selection of the viewer's tells the host, which clears the last refusal (issue 30 §3.2).
  const turn = noticeChoices(useGuidedTurn({ paths, policy, onAct, onExplain }), onChoice);
  const act = useCallback(
    (action: unknown) => {
      onChoice?.();
      return game.legal.some((a) => sameAction(a, action)) ? onAct(action) : onExplain(action);
    },
    [game.legal, onAct, onExplain, onChoice],
  );
  const [colourMarks, setColourMarks] = usePreference(COLOUR_MARKS_KEY, false);
  const prefs = useMemo(() => ({ colourMarks }), [colourMarks]);
  const ctx: TableContext = { game, map, spaces, name, turn, act, busy, hidden, prefs, locale };

  const colours = game.seats.map((s) => ui?.seatColour?.(game.view, s.seat) ?? seatColour(s.seat));
  // What the others did since the viewer's last move: trails in their colours, under the turn's marks.
  const recent = hidden
    ? undefined
    : {
        recent: (game.recent ?? []).map((r) => ({
          ...r,
          colour: colours[r.seat],
          label: game.seats[r.seat]?.name,
        })),
      };
  const highlights = mergeHighlights(recent, turn.highlights, hidden ? undefined : ui?.highlights?.(ctx));
  // A move waiting only because the viewer asked to confirm board moves: the game's own prompt does
  // not know it waits, the generic one says so.
  const viewerConfirms = turn.pending !== null && !ui?.confirm?.(turn.pending);
  const prompt = replaying || (!hidden && !viewerConfirms && ui?.prompt?.(ctx)) || genericPrompt(ctx);
  const Side = ui?.panels?.Side;

  const { ref, size } = useElementSize<HTMLDivElement>();
  const [shortcuts, setShortcuts] = useTableKeys(
    ctx,
    useCallback(() => ref.current, [ref]),
    onUndo,
  );
  const wide = (size?.width ?? 1200) >= 960;
  // A narrow screen gets a board box shaped like the board with its margin (no empty bands above
  // and below it), plus the strip the zoom buttons sit in (COMPACT_GUTTER).
  const m = frame ? (ui?.board?.margin?.(map) ?? 0) : 0;
  const aspect = frame && frame.width > 0 ? (frame.height + 2 * m) / (frame.width + 2 * m) : 1;
  const inner = (size?.width ?? 390) - 4;
  const pad = fitPadding({ width: inner, height: inner * aspect });
  const narrowHeight = Math.round(
    Math.max(220, (inner - 2 * pad) * aspect * 1.02 + 2 * pad + COMPACT_GUTTER + 4),
  );
  const board = (
    <div
      data-testid="board"
      style={{
        height: wide ? "calc(100vh - 270px)" : `min(68vh, ${narrowHeight}px)`,
        minHeight: wide ? 440 : 260,
        borderRadius: 10,
        overflow: "hidden",
        border: "2px solid #2b2118",
        boxShadow: "0 2px 6px rgba(0,0,0,.18)",
      }}
    >
      <ResponsiveBoard
        spaces={spaces}
        frame={frame}
        margin={ui?.board?.margin?.(map)}
        name={boardName}
        highlights={highlights}
        layers={ui?.board?.layers?.(ctx)}
        spaceStyle={ui?.board?.spaceStyle?.(ctx)}
        labels={ui?.board?.labels ?? true}
        tip={ui?.board?.tip?.(ctx)}
        problems={ui?.board?.problems?.(ctx)}
        onSpaceClick={hidden || game.seat === null ? undefined : turn.clickSpace}
        style={{ minHeight: 0 }}
      />
    </div>
  );
  const side = (
    <>
      {Side ? (
        <Side ctx={ctx} />
      ) : (
        <ViewInspector
          view={hidden ? {} : game.view}
          title={hidden ? t("table.hidden") : t("table.whatYouSee")}
        />
      )}
      <section aria-label={t("table.players")} style={{ ...card, padding: 8 }}>
        <h3 style={{ margin: "0 0 6px" }}>{t("table.players")}</h3>
        <SeatTokens
          seats={game.seats.map((s, i) => ({
            ...s,
            colour: ui?.seatSwatch?.(game.view, s.seat) ?? colours[i],
            // Behind the curtain the snapshot may still be the previous seat's: no details from it.
            detail: hidden ? undefined : ui?.seatDetail?.(game.view, s.seat),
            action: seatAction?.(s),
            ...(kindLabel && s.kind !== "human" ? { kindLabel: kindLabel(s.kind) } : {}),
          }))}
          turnOwner={game.status.turnOwner}
          toAct={game.status.toAct}
          mine={mine}
          over={game.status.over}
        />
      </section>
      <section aria-label={t("table.log")} data-testid="log">
        <GameLog
          maxHeight={wide ? 300 : 240}
          entries={game.log.map((l, i) => ({
            seq: i,
            text: l.text,
            colour: l.seat === null ? undefined : colours[l.seat],
          }))}
        />
      </section>
    </>
  );
  return (
    <div
      ref={ref}
      style={{
        display: "grid",
        gridTemplateColumns: wide ? "minmax(0, 1fr) minmax(300px, 380px)" : "minmax(0, 1fr)",
        gap: 12,
        padding: wide ? 12 : 6,
        alignItems: "start",
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", gap: 8, minWidth: 0 }}>
        {board}
        <TurnPanel
          ctx={ctx}
          ui={ui}
          prompt={prompt}
          highlights={highlights}
          error={game.status.over ? null : error}
          notices={notices}
          confirmMoves={confirmMoves}
          onConfirmMoves={setConfirmMoves}
          colourMarks={colourMarks}
          onColourMarks={setColourMarks}
          onUndo={onUndo}
          ruleHref={ruleHref}
        />
      </div>
      <aside
        aria-label={t("table.panels")}
        style={{ display: "flex", flexDirection: "column", gap: 10, minWidth: 0 }}
      >
        {side}
      </aside>
      {curtain ? <Curtain {...curtain} /> : null}
      {shortcuts ? <ShortcutsHelp onClose={() => setShortcuts(false)} /> : null}
      {game.seat !== null && !hidden && !game.status.over ? <Walkthrough /> : null}
      {game.status.over && game.outcome ? (
        <EndScreen ctx={ctx} ui={ui} colours={colours} actions={endActions} />
      ) : null}
    </div>
  );
}
