/** The Great Fire's Konva glyphs, usable in any Konva layer (the board, the editor, stories). */
export { Badge } from "@pudding/board-ui";
export { ArrowGlyph, CrossingGlyph } from "./arrows.js";
export { HouseIcon, Rubble } from "./buildings.js";
export { ConeIcon, Flame, TeamIcon } from "./fire.js";
export { PawnIcon } from "./pawn.js";
export { CompassRose, TreeIcon } from "./scenery.js";
export { TokenIcon } from "./tokens.js";
