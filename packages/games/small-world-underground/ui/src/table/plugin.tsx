/**
 * `SWU_UI`: Small World Underground's plug-in for the generic table (apps/play loads it lazily by
 * game id through `@pudding/games/ui`): the cavern map as board layers, terrain fills, the client
 * choice paths (equal to the module's), confirmations, conquest highlights with costs and reasons,
 * prompts, seat colours and each player's races under his name, the combo row and legend beside the
 * board, the viewer's coins, hand and die under it, and every coin revealed at the end.
 */
import type { GameUi } from "@pudding/board-ui";
import type { Locale } from "@pudding/engine";
import { tFor } from "@pudding/i18n";
import type { SwuAction, SwuMap, SwuView } from "@pudding/small-world-underground";
import { SWU_NS } from "../messages.js";
import { boardMargin, swuLayers, swuSpaceStyle } from "./board/layers.js";
import { figureName, markerName, raceName, swuSeatColour, terrainName } from "./palette.js";
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

/**
 * Words about a region for the tooltip and the keyboard list: terrain, symbols, occupant, pieces.
 * English names the race, Places, Relics and figures by their ids, as it always has; the other
 * languages by their names.
 */
export function regionTip(map: SwuMap, view: SwuView | null, locale: Locale = "en") {
  const t = tFor(locale, SWU_NS);
  const en = locale === "en";
  const regions = new Map(map.regions.map((r) => [r.id, r]));
  const views = new Map(view?.regions.map((r) => [r.id, r]) ?? []);
  return (id: string): string | undefined => {
    const r = regions.get(id);
    if (!r) return undefined;
    const v = views.get(id);
    const parts: string[] = [terrainName(r.type, locale)];
    if (r.edge) parts.push(t("tip.edge"));
    if (r.type === "chasm") parts.push(r.volcano ? t("tip.volcano") : t("tip.noEntry"));
    if (v?.race) {
      const who = v.seat !== null ? (view?.seats[v.seat]?.name ?? "") : "";
      const race = en ? v.race : raceName(v.race, locale);
      parts.push(t(v.declined ? "tip.occupantDeclined" : "tip.occupant", { tokens: v.tokens, race, who }));
    }
    if (v?.monsters) parts.push(t("tip.monsters", { count: v.monsters }));
    if (v?.mountain) parts.push(terrainName("blackMountain", locale));
    if (v?.armors) parts.push(t("tip.armors", { count: v.armors }));
    if (v?.markers.length) parts.push(v.markers.map((m) => (en ? m : markerName(m, locale))).join(", "));
    if (v?.figures.length) parts.push(v.figures.map((f) => (en ? f : figureName(f, locale))).join(", "));
    if (v?.immune) parts.push(t("tip.immune"));
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
    layers: (ctx) => swuLayers({ map: ctx.map, view: ctx.game.view, marks: ctx.prefs?.colourMarks ?? false }),
    tip: (ctx) => {
      const words = regionTip(ctx.map, ctx.game.view, ctx.locale);
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
