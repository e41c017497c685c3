/**
 * `SWU_UI`: Small World Underground's plug-in for the generic table (apps/play loads it lazily by
 * game id through `@pudding/games/ui`): the cavern map as board layers, terrain fills, the client
 * choice paths (equal to the module's), confirmations, conquest highlights with costs and reasons,
 * prompts, seat colours and each player's races under his name, the combo row and legend beside the
 * board, the viewer's coins, hand and die under it, and every coin revealed at the end.
 */
import type { GameUi } from "@pudding/board-ui";
import type { SwuAction, SwuMap, SwuView } from "@pudding/small-world-underground";
import { boardMargin, swuLayers, swuSpaceStyle } from "./board/layers.js";
import { swuSeatColour, TERRAIN_STYLE } from "./palette.js";
import { SeatDetail } from "./panels/seats.js";
import { EndPanel } from "./table/EndPanel.js";
import { SidePanel } from "./table/SidePanel.js";
import { TurnBar } from "./table/TurnBar.js";
import {
  choicesFor,
  confirmAction,
  describeSwuAction,
  farReason,
  type SwuHints,
  swuHighlights,
  swuPrompt,
} from "./turn.js";

const styleCache = new WeakMap<SwuMap, ReturnType<typeof swuSpaceStyle>>();

/** Words about a region for the tooltip and the keyboard list: terrain, symbols, occupant, pieces. */
export function regionTip(map: SwuMap, view: SwuView | null) {
  const regions = new Map(map.regions.map((r) => [r.id, r]));
  const views = new Map(view?.regions.map((r) => [r.id, r]) ?? []);
  return (id: string): string | undefined => {
    const r = regions.get(id);
    if (!r) return undefined;
    const v = views.get(id);
    const parts: string[] = [TERRAIN_STYLE[r.type].name];
    if (r.edge) parts.push("on the map edge");
    if (r.type === "chasm") parts.push(r.volcano ? "Volcano symbol" : "nobody enters");
    if (v?.race) {
      const who = v.seat !== null ? (view?.seats[v.seat]?.name ?? "") : "";
      parts.push(`${v.tokens} ${v.race}${v.declined ? " (in decline)" : ""} of ${who}`);
    }
    if (v?.monsters) parts.push(`${v.monsters} Monsters`);
    if (v?.mountain) parts.push("Black Mountain");
    if (v?.armors) parts.push(`${v.armors} Mushroom Armor${v.armors === 1 ? "" : "s"}`);
    if (v?.markers.length) parts.push(v.markers.join(", "));
    if (v?.figures.length) parts.push(v.figures.join(", "));
    if (v?.immune) parts.push("immune (§13.5)");
    return parts.join(" · ");
  };
}

/** Small World Underground at the table. */
export const SWU_UI: GameUi<SwuView, SwuAction, SwuHints, SwuMap> = {
  id: "small-world-underground",
  choices: (a, ctx) => choicesFor(a, ctx),
  confirm: confirmAction,
  describeAction: describeSwuAction,
  board: {
    labels: false,
    margin: boardMargin,
    spaceStyle: (ctx) => {
      let s = styleCache.get(ctx.map);
      if (!s) {
        s = swuSpaceStyle(ctx.map);
        styleCache.set(ctx.map, s);
      }
      return s;
    },
    layers: (ctx) => swuLayers({ map: ctx.map, view: ctx.game.view }),
    tip: (ctx) => {
      const words = regionTip(ctx.map, ctx.game.view);
      const far = farReason(ctx);
      return (id) => [far(id), words(id)].filter(Boolean).join(" · ") || undefined;
    },
  },
  highlights: swuHighlights,
  prompt: swuPrompt,
  seatColour: (_view, seat) => swuSeatColour(seat),
  seatDetail: (view, seat) => {
    const s = view.seats[seat];
    return s ? <SeatDetail s={s} seat={seat} /> : null;
  },
  panels: { TurnBar, Side: SidePanel, End: EndPanel },
};
