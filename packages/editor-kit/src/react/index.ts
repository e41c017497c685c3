/**
 * @pudding/editor-kit/react — the editor's React face: the workspace (`MapEditor`), its canvas,
 * panels and dialogs, each reading an `EditorController`. Styles: `@pudding/editor-kit/editor.css`.
 */
import "../messages.js";

export * from "./dialogs.js";
export * from "./EditorCanvas.js";
export * from "./fields.js";
export * from "./MapEditor.js";
export * from "./panels.js";
export * from "./use-controller.js";
