import type { Preview } from "@storybook/react-vite";

const preview: Preview = {
  parameters: {
    layout: "padded",
    backgrounds: { options: { parchment: { name: "Parchment", value: "#efe4c8" } } },
  },
  initialGlobals: { backgrounds: { value: "parchment" } },
};
export default preview;
