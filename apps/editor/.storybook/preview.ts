import type { Preview } from "@storybook/react-vite";
// The app's own styles, so panels and dialogs look as they do in the editor.
import "../src/app/globals.css";
import "@pudding/editor-kit/editor.css";
import "./preview.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    backgrounds: { options: { panel: { name: "Panel", value: "#f4ead2" } } },
  },
  initialGlobals: { backgrounds: { value: "panel" } },
};
export default preview;
