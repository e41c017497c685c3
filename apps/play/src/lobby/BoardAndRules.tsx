"use client";
/** Steps 3 and 4 of the lobby: a board valid for the seat count, then a rule set with its description. */
import type { MapSummary } from "@pudding/api";
import { useT } from "@pudding/i18n";
import "../messages";
import type { RulesChoice } from "./draft";

/** Props of {@link BoardAndRules}. */
export interface BoardAndRulesProps {
  maps: readonly MapSummary[];
  mapId: string | null;
  onMap(id: string | null): void;
  seats: number;
  rules: readonly RulesChoice[];
  rulesId: string;
  onRules(id: string): void;
}

/** The map and rules selects. */
export function BoardAndRules({ maps, mapId, onMap, seats, rules, rulesId, onRules }: BoardAndRulesProps) {
  const t = useT("play");
  const chosen = rules.find((r) => r.id === rulesId);
  const map = maps.find((m) => m.id === mapId);
  return (
    <>
      <div className="field">
        <label htmlFor="map">{t("lobby.board", { count: seats })}</label>
        <select id="map" value={mapId ?? ""} onChange={(e) => onMap(e.target.value || null)}>
          <option value="">{t("lobby.boardDefault", { count: seats })}</option>
          {maps.map((m) => (
            <option key={`${m.id}`} value={m.id}>
              {m.name}
              {m.builtin ? "" : ` ${t("lobby.mapPublished", { version: m.version })}`} ·{" "}
              {t("lobby.mapSpaces", { count: m.spaces })}
            </option>
          ))}
        </select>
        {map?.description ? <span className="muted small">{map.description}</span> : null}
      </div>
      <div className="field">
        <label htmlFor="rules">{t("lobby.rules")}</label>
        <select id="rules" value={rulesId} onChange={(e) => onRules(e.target.value)}>
          {rules.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
        {chosen ? (
          <span className="muted small" data-testid="rules-description">
            {chosen.description}
          </span>
        ) : null}
      </div>
    </>
  );
}
