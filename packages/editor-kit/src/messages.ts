/**
 * The kit's own words in English, Italian and Portuguese (namespace `editor`, see `./i18n.ts`):
 * panels, tools, dialogs, status messages, refusals. Imported for its side effect by the kit's
 * React entry and by the editor app.
 */
import { type Bundles, registerMessages } from "@pudding/i18n";
import { EDITOR_NS } from "./i18n.js";

export const EDITOR_MESSAGES: Bundles = {
  en: {},
  it: {},
  pt: {},
};

registerMessages(EDITOR_NS, EDITOR_MESSAGES);
