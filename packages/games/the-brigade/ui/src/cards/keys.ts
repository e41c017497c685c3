/** Where the map editor's "Cards…" action leaves its city for the card editor (the host's `loadMapCity`). */
export const CARDS_FROM_MAP_KEY = "pudding-editor:the-brigade:cards-from-map:v1";
