/**
 * Shared by every story: the parchment background, docs pages for every story file (autodocs), and
 * the map editor's own styles only while an editor story is shown (they style `html`, `body` and
 * `*`, which would change every other package's stories).
 */
import type { Decorator, Preview } from "@storybook/react-vite";
import editorPreviewCss from "../../../apps/editor/.storybook/preview.css?inline";
import editorCss from "../../../apps/editor/src/app/globals.css?inline";
import editorKitCss from "../../../packages/editor-kit/src/react/editor.css?inline";

const EDITOR = "Map editor/";

function editorStyles(on: boolean): void {
  const id = "pudding-editor-styles";
  const el = document.getElementById(id);
  if (!on) {
    el?.remove();
    return;
  }
  if (el) return;
  const style = document.createElement("style");
  style.id = id;
  style.textContent = `${editorCss}\n${editorKitCss}\n${editorPreviewCss}`;
  document.head.append(style);
}

const withEditorStyles: Decorator = (Story, context) => {
  editorStyles(context.title.startsWith(EDITOR));
  return <Story />;
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withEditorStyles],
  parameters: {
    layout: "padded",
    backgrounds: {
      options: {
        parchment: { name: "Parchment", value: "#efe4c8" },
        panel: { name: "Panel", value: "#f4ead2" },
      },
    },
  },
  initialGlobals: { backgrounds: { value: "parchment" } },
};
export default preview;
