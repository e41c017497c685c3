/**
 * The Brigade's widgets for its `custom` options in the Rules workspace: the upgrade tracks (§10,
 * §17.4: the value of every space, the last one the blue circle) and the data sets the city tiles,
 * the event deck and the squad deck come from (§17.2, §17.3, §17.5: the map's own, or a shipped data
 * set by id), with a way into the card editor where those data sets are edited.
 */

import type { Widget, WidgetProps } from "@pudding/editor-kit/rules-plugin";
import type { Locale } from "@pudding/i18n";
import { gettext, useT } from "@pudding/i18n";
import { CARD_REGISTRY, CITIES_BY_DATASET } from "@pudding/the-brigade";
import { TracksEditor, type TracksValue, UI } from "../cards/controls.js";
import { BRIGADE_RULES_NS, brigadeRulesT } from "./translations.js";

const isTracks = (v: unknown): v is TracksValue =>
  !!v &&
  typeof v === "object" &&
  ["squad", "cistern", "command"].every((k) => Array.isArray((v as Record<string, unknown>)[k]));

const DEFAULT_TRACKS: TracksValue = {
  squad: [0, 1, 1, 2, 2, 3],
  cistern: [2, 3, 3, 4, 5, 6],
  command: [4, 4, 4, 5, 5, 6],
};

/** §17.4: the three tracks. */
export const TRACKS_WIDGET: Widget = {
  wide: true,
  Component: ({ value, onChange, issues }: WidgetProps) => (
    <TracksEditor
      value={isTracks(value) ? value : DEFAULT_TRACKS}
      onChange={onChange}
      issues={issues.map((i) => ({ ...i, path: i.path }))}
    />
  ),
  describe: (v, locale) =>
    isTracks(v)
      ? brigadeRulesT(locale)("squad {{squad}} · cistern {{cistern}} · command {{command}}", {
          squad: v.squad.join("-"),
          cistern: v.cistern.join("-"),
          command: v.command.join("-"),
        })
      : String(v),
};

/** A data-set picker: the map's own or a shipped data set, and the way to the card editor. */
function DatasetPicker({ kind, value, onChange, issues }: WidgetProps & { kind: "cities" | "cards" }) {
  const g = gettext(useT(BRIGADE_RULES_NS));
  const ids = kind === "cities" ? Object.keys(CITIES_BY_DATASET) : Object.keys(CARD_REGISTRY);
  const v = typeof value === "string" ? value : "map";
  return (
    <div style={{ display: "grid", gap: 4 }}>
      <select
        aria-label={kind === "cities" ? g("City tiles data set") : g("Card data set")}
        style={{ ...UI.input, width: "auto" }}
        value={v}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="map">{g("the map's own")}</option>
        {ids.map((id) => (
          <option key={id} value={id}>
            {g("{{id}} (shipped)", { id })}
          </option>
        ))}
        {v !== "map" && !ids.includes(v) ? <option value={v}>{v}</option> : null}
      </select>
      <span style={{ fontSize: 12 }}>
        {g(
          'Edited data sets travel inside a published city: pick that city in the lobby and keep "the map\'s own".',
        )}{" "}
        <a href="/cards">{g("Edit the cards…")}</a>
      </span>
      {issues.map((i) => (
        <span key={i.message} style={{ color: "#9b1c1c", fontSize: 12 }}>
          {i.message}
        </span>
      ))}
    </div>
  );
}

const CityDataset = (p: WidgetProps) => <DatasetPicker kind="cities" {...p} />;
const CardDataset = (p: WidgetProps) => <DatasetPicker kind="cards" {...p} />;
const describeDataset = (v: unknown, locale?: Locale) =>
  v === "map" ? brigadeRulesT(locale)("the map's own") : String(v);

/** The widgets by option key. */
export const BRIGADE_WIDGETS: Record<string, Widget> = {
  tracks: TRACKS_WIDGET,
  cityBlocks: { Component: CityDataset, describe: describeDataset },
  eventDeck: { Component: CardDataset, describe: describeDataset },
  squadDeck: { Component: CardDataset, describe: describeDataset },
};
