/** Konva glyphs of Small World Underground's pieces (the board, the editor and the stories share them). */
export { Glyph, type GlyphProps } from "./Glyph.js";
export {
  FIGURE_LOOK,
  Figure,
  MARKER_SYMBOLS,
  MarkerTile,
  type MarkerTileProps,
  NoEntry,
  VolcanoIcon,
  VolcanoSymbol,
} from "./markers.js";
export { TerrainGlyph, type TerrainGlyphProps, TerrainSwatch } from "./terrain.js";
export {
  ArmorIcon,
  CountBadge,
  MonsterToken,
  MountainMarker,
  TokenStack,
  type TokenStackProps,
} from "./tokens.js";
