/**
 * Widgets of the Rules workspace for Small World Underground's `custom` options (§22): the race and
 * power pools as banners and badges to tick (`racePool`, `powerPool`, §3), and the Reinforcement
 * die's faces (`dieFaces`, §2 and §7.10, Ruling R1), and the Popular Places and Righteous Relics as
 * a checklist with their names (`markerPool`, §3; issue 32 §6: a comma-separated text of ids). The
 * other custom options (values and supplies per race, the tie-break order) use the workspace's
 * generic editors, their keys named by `swuKeyName`.
 */

import type { Widget, WidgetProps } from "@pudding/editor-kit/rules-plugin";
import { formatNumber, gettext, useLocale, useT } from "@pudding/i18n";
import {
  MARKERS,
  markerNameIn,
  POWERS,
  powerNameIn,
  RACES,
  raceNameIn,
} from "@pudding/small-world-underground";
import { DieFace, PowerBadge, RaceBanner } from "../table/panels/art.js";
import { SWU_RULES_NS, swuRulesT } from "./translations.js";

const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

function Pool({ value, onChange, issues, kind }: WidgetProps & { kind: "race" | "power" }) {
  const g = gettext(useT(SWU_RULES_NS));
  const locale = useLocale();
  const chosen = new Set(list(value));
  const all = kind === "race" ? RACES.map((r) => r.id as string) : POWERS.map((p) => p.id as string);
  const toggle = (id: string) => onChange(all.filter((x) => (x === id ? !chosen.has(x) : chosen.has(x))));
  return (
    <div data-testid={`${kind}-pool`}>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(190px, 1fr))", gap: 4 }}>
        {all.map((id) => (
          <label
            key={id}
            style={{ display: "flex", alignItems: "center", gap: 4, opacity: chosen.has(id) ? 1 : 0.45 }}
          >
            <input
              type="checkbox"
              checked={chosen.has(id)}
              onChange={() => toggle(id)}
              aria-label={kind === "race" ? raceNameIn(id, locale) : powerNameIn(id, locale)}
            />
            {kind === "race" ? <RaceBanner race={id} size="small" /> : <PowerBadge power={id} size="small" />}
          </label>
        ))}
      </div>
      <div style={{ display: "flex", gap: 8, marginTop: 4, fontSize: 13 }}>
        <span>{g("{{chosen}} of {{total}}", { chosen: chosen.size, total: all.length })}</span>
        <button type="button" onClick={() => onChange(all)}>
          {g("all")}
        </button>
      </div>
      {issues.map((i) => (
        <p key={i.path + i.message} style={{ color: "#8a1c10", margin: 0 }}>
          {i.message}
        </p>
      ))}
    </div>
  );
}

/** §22 `racePool`: the races shuffled into the banner deck (§3). */
export const RACE_POOL_WIDGET: Widget = {
  Component: (p) => <Pool {...p} kind="race" />,
  describe: (v, locale) => swuRulesT(locale)("{{n}} races", { n: list(v).length }),
  wide: true,
};

/** §22 `powerPool`: the badges shuffled into the badge deck (§3). */
export const POWER_POOL_WIDGET: Widget = {
  Component: (p) => <Pool {...p} kind="power" />,
  describe: (v, locale) => swuRulesT(locale)("{{n}} powers", { n: list(v).length }),
  wide: true,
};

/** The die's limits in the module's schema (`dieFaces`: 1–12 faces, each 0–6). */
export const DIE_LIMITS = { minFaces: 1, maxFaces: 12, maxFace: 6 } as const;
const FACE_VALUES = Array.from({ length: DIE_LIMITS.maxFace + 1 }, (_, n) => n);

/** §22 `dieFaces` (R1): the Reinforcement die's faces, each 0–6; faces may be added or removed. */
export const DIE_WIDGET: Widget = {
  Component: function DieFaces({ value, onChange, issues }) {
    const g = gettext(useT(SWU_RULES_NS));
    const locale = useLocale();
    const faces = Array.isArray(value)
      ? (value as unknown[]).map((x) => (typeof x === "number" ? x : 0))
      : [0, 0, 0, 1, 2, 3];
    return (
      <div
        data-testid="die-faces"
        style={{ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" }}
      >
        {faces.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: die faces are positional
          <label key={i} style={{ display: "grid", justifyItems: "center", gap: 2 }}>
            <DieFace roll={f} size={30} />
            <select
              aria-label={g("face {{n}}", { n: i + 1 })}
              value={f}
              onChange={(e) => onChange(faces.map((x, k) => (k === i ? Number(e.target.value) : x)))}
            >
              {FACE_VALUES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button
          type="button"
          disabled={faces.length >= DIE_LIMITS.maxFaces}
          onClick={() => onChange([...faces, 0])}
        >
          {g("+ face")}
        </button>
        <button
          type="button"
          disabled={faces.length <= DIE_LIMITS.minFaces}
          onClick={() => onChange(faces.slice(0, -1))}
        >
          {g("− face")}
        </button>
        <span style={{ fontSize: 13 }}>
          {g("mean {{mean}}", {
            mean:
              locale === "en"
                ? (faces.reduce((a, b) => a + b, 0) / Math.max(1, faces.length)).toFixed(2)
                : formatNumber(faces.reduce((a, b) => a + b, 0) / Math.max(1, faces.length), locale, {
                    minimumFractionDigits: 2,
                    maximumFractionDigits: 2,
                  }),
          })}
        </span>
        {issues.map((i) => (
          <p key={i.path + i.message} style={{ color: "#8a1c10", margin: 0 }}>
            {i.message}
          </p>
        ))}
      </div>
    );
  },
  describe: (v, locale) =>
    Array.isArray(v) ? swuRulesT(locale)("faces {{faces}}", { faces: v.join(", ") }) : String(v),
};

/** §3 `markerPool`: the Popular Places and Righteous Relics shuffled into the discovery pile, ticked by name. */
export const MARKER_POOL_WIDGET: Widget = {
  Component: function MarkerPool({ value, onChange, issues }) {
    const g = gettext(useT(SWU_RULES_NS));
    const locale = useLocale();
    const chosen = new Set(list(value));
    const all = MARKERS.map((m) => m.id as string);
    const toggle = (id: string) => onChange(all.filter((x) => (x === id ? !chosen.has(x) : chosen.has(x))));
    return (
      <div data-testid="marker-pool">
        {(["place", "relic"] as const).map((kind) => (
          <fieldset key={kind} style={{ border: 0, padding: 0, margin: "0 0 6px" }}>
            <legend style={{ fontWeight: 600, fontSize: 13 }}>
              {kind === "place" ? g("Popular Places") : g("Righteous Relics")}
            </legend>
            <div
              style={{
                display: "grid",
                gridTemplateColumns: "repeat(auto-fill, minmax(190px, 1fr))",
                gap: 2,
              }}
            >
              {MARKERS.filter((m) => m.kind === kind).map((m) => (
                <label key={m.id} style={{ display: "flex", gap: 4, alignItems: "center", fontSize: 13 }}>
                  <input type="checkbox" checked={chosen.has(m.id)} onChange={() => toggle(m.id)} />
                  {markerNameIn(m.id, locale)} <span style={{ color: "#6b5a3a" }}>{m.rule}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div style={{ display: "flex", gap: 8, fontSize: 13 }}>
          <span>{g("{{chosen}} of {{total}}", { chosen: chosen.size, total: all.length })}</span>
          <button type="button" onClick={() => onChange(all)}>
            {g("all")}
          </button>
        </div>
        {issues.map((i) => (
          <p key={i.path + i.message} style={{ color: "#8a1c10", margin: 0 }}>
            {i.message}
          </p>
        ))}
      </div>
    );
  },
  describe: (v, locale) => swuRulesT(locale)("{{n}} places and relics", { n: list(v).length }),
  wide: true,
};

/** A race's, power's or marker's name for a key of the generic editors (`tokenSupply.ironDwarves` → Iron Dwarves). */
export function swuKeyName(key: string, locale?: import("@pudding/i18n").Locale): string | undefined {
  if (RACES.some((r) => r.id === key)) return raceNameIn(key, locale);
  if (POWERS.some((p) => p.id === key)) return powerNameIn(key, locale);
  if (MARKERS.some((m) => m.id === key)) return markerNameIn(key, locale);
  return undefined;
}
