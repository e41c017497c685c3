/** The app shell's few words (the language picker), namespace `shell`. */
import { type Bundles, registerMessages } from "@pudding/i18n";

export const SHELL_MESSAGES: Bundles = {
  en: { "language.label": "Language" },
  it: { "language.label": "Lingua" },
  pt: { "language.label": "Idioma" },
};

registerMessages("shell", SHELL_MESSAGES);
