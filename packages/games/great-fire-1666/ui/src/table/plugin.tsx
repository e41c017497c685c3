/**
 * `GREAT_FIRE_UI`: The Great Fire's plug-in for the generic table (apps/play loads it lazily by game
 * id through `@pudding/games/ui`). Board layers and region fills, client-side choice paths, fire
 * moves confirmed, the hints drawn (§4.2 classes, barred destinations with the reason), prompts,
 * seat colours and facts, the hand, secrets, public panel and the revealed secrets at the end.
 */
import type { GameUi } from "@pudding/board-ui";
import type { Action, BoardMap, FireCardOption, PlayerView } from "@pudding/great-fire";
import { useT } from "@pudding/i18n";
import { counted, NS } from "../messages.js";
import { boardMargin, greatFireLayers, greatFireSpaceStyle } from "./board/layers.js";
import { houseFill } from "./colours.js";
import { layoutDistricts } from "./layout.js";
import { sceneFromView } from "./scene.js";
import { EndPanel } from "./table/EndPanel.js";
import { SidePanel } from "./table/SidePanel.js";
import { TurnBar } from "./table/TurnBar.js";
import {
  choicesFor,
  confirmAction,
  describeFireAction,
  fireHighlights,
  firePrompt,
  fireStage,
  resumeAfterFire,
} from "./turn.js";

const layoutCache = new WeakMap<BoardMap, ReturnType<typeof layoutDistricts>>();
const layoutsOf = (map: BoardMap) => {
  let l = layoutCache.get(map);
  if (!l) {
    l = layoutDistricts(map);
    layoutCache.set(map, l);
  }
  return l;
};
const sceneCache = new WeakMap<PlayerView, ReturnType<typeof sceneFromView>>();
const sceneOf = (view: PlayerView) => {
  let s = sceneCache.get(view);
  if (!s) {
    s = sceneFromView(view);
    sceneCache.set(view, s);
  }
  return s;
};
const styleCache = new WeakMap<BoardMap, ReturnType<typeof greatFireSpaceStyle>>();

/** A seat's public facts for its token: hand, tokens, tamed cones, the Hero of London. */
function SeatDetail({ view, seat }: { view: PlayerView; seat: number }) {
  const t = useT(NS);
  const s = view.seats[seat];
  if (!s) return null;
  const parts = [
    counted(t, "seat.cards", s.handSize),
    counted(t, "seat.tokens", s.tokenCount),
    counted(t, "seat.tamed", s.tamed),
  ];
  if (view.hero === seat) parts.push(t("seat.hero"));
  return <>{parts.join(" · ")}</>;
}

/** The Great Fire of London 1666 at the table. */
export const GREAT_FIRE_UI: GameUi<PlayerView, Action, FireCardOption[], BoardMap> = {
  id: "great-fire-1666",
  choices: (a, ctx) => choicesFor(a, ctx),
  resume: resumeAfterFire,
  confirm: confirmAction,
  describeAction: describeFireAction,
  board: {
    labels: false,
    margin: boardMargin,
    spaceStyle: (ctx) => {
      let s = styleCache.get(ctx.map);
      if (!s) {
        s = greatFireSpaceStyle(ctx.map);
        styleCache.set(ctx.map, s);
      }
      return s;
    },
    layers: (ctx) =>
      greatFireLayers({
        map: ctx.map,
        layouts: layoutsOf(ctx.map),
        scene: sceneOf(ctx.game.view),
        fireSources: fireStage(ctx).sources,
        me: ctx.hidden ? null : ctx.game.seat,
        marks: ctx.prefs?.colourMarks ?? false,
      }),
  },
  highlights: fireHighlights,
  prompt: firePrompt,
  seatColour: (view, seat) => {
    const c = view.seats[seat]?.pawnColour;
    return c ? houseFill(c) : undefined;
  },
  seatDetail: (view, seat) => (view.seats[seat] ? <SeatDetail view={view} seat={seat} /> : null),
  panels: { TurnBar, Side: SidePanel, End: EndPanel },
};
