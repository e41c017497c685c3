/**
 * `BRIGADE_UI`: The Brigade's plug-in for the generic table (apps/play loads it lazily by game id
 * through `@pudding/games/ui`). The city drawn as printed tiles with their flame tracks, pieces and
 * the event just resolved as it happens; client-side choice paths with the module's keys; the hints
 * drawn (movement costs, fires in reach, renown still needed, barred tiles with the §); prompts;
 * seat colours and facts; the turn bar, side panel and end panel.
 */
import type { GameUi } from "@pudding/board-ui";
import type { BrigadeAction, BrigadeHints, BrigadeMap, BrigadeView } from "@pudding/the-brigade";
import { BOARD_MARGIN, cityLayers, citySpaceStyle } from "./board/layers.js";
import { seatInk, seatTextColour } from "./colours.js";
import { EndPanel, SeatDetail, SidePanel, TurnBar } from "./table/panels.js";
import {
  brigadeHighlights,
  brigadePrompt,
  brigadeTip,
  choicesFor,
  confirmAction,
  describeBrigadeAction,
} from "./turn.js";

const style = citySpaceStyle();

/** The Brigade at the table. */
export const BRIGADE_UI: GameUi<BrigadeView, BrigadeAction, BrigadeHints, BrigadeMap> = {
  id: "the-brigade",
  choices: (a, ctx) => choicesFor(a, ctx),
  confirm: confirmAction,
  describeAction: (a, name, locale) => describeBrigadeAction(a, name, undefined, locale),
  board: {
    labels: false,
    margin: () => BOARD_MARGIN,
    spaceStyle: () => style,
    layers: (ctx) =>
      cityLayers({ view: ctx.game.view, marks: ctx.prefs?.colourMarks ?? false, locale: ctx.locale }),
    tip: brigadeTip,
  },
  highlights: brigadeHighlights,
  prompt: brigadePrompt,
  seatColour: (view, seat) => seatTextColour(view, seat),
  // Issue 30 §3.4: white is drawn white in the Players panel (the text colour stays dark ink).
  seatSwatch: (view, seat) => seatInk(view, seat).fill,
  seatDetail: (view, seat) => <SeatDetail view={view} seat={seat} />,
  panels: { TurnBar, Side: SidePanel, End: EndPanel },
};
