/**
 * The Brigade's visual card editor (`@pudding/the-brigade-ui/cards`): the workspace, its card
 * editors and pickers (firestorm pattern, compass, tracks) and the pure model (validation by the
 * module's parse functions, versioning, import, undo).
 */
export {
  CARDS_STORAGE_KEY,
  type CardPublishResult,
  CardWorkspace,
  type CardWorkspaceProps,
  type RulesPublishResult,
} from "./CardWorkspace.js";
export {
  CompassPicker,
  Field,
  FieldIssues,
  PatternEditor,
  TRACK_NAMES,
  TracksEditor,
  type TracksValue,
  UI,
} from "./controls.js";
export {
  BarracksEditor,
  type CardEditorProps,
  colourWord,
  EventEditor,
  SquadEditor,
  WardenEditor,
} from "./editors.js";
export { CARDS_FROM_MAP_KEY } from "./keys.js";
export { CARDS_MESSAGES, CARDS_NS } from "./messages.js";
export * from "./model.js";
export * from "./words.js";
