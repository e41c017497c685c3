/**
 * The whole Rules workspace: start from a preset, edit every option (grouped by turn phase, each
 * with its § and one sentence), see the live consequences and the diff against the preset, name,
 * save (localStorage), export, import and publish the rule set, and test it in the balance lab.
 * No Next.js dependency: the host passes `publish` (the play server's `rules.publish`).
 */
import type { BoardMap, Issue, RuleSet } from "@pudding/great-fire";
import type { LabWorkerLike } from "@pudding/lab";
import { type CSSProperties, useEffect, useMemo, useState } from "react";
import { BalanceLab, type NamedRules } from "./BalanceLab.js";
import { CARD, Choice, FIRE, INK, IntensityGrid, OptionRow, Stepper, Toggle } from "./controls.js";
import {
  consequences,
  deleteSaved,
  diffRules,
  exportRules,
  fromForm,
  importRules,
  type KeyValueStore,
  loadSaved,
  matchingPreset,
  OPTIONS,
  type OptionInfo,
  PHASES,
  PRESET_NAMES,
  type PresetName,
  presetRules,
  type RulesForm,
  type SavedRules,
  saveRules,
  toForm,
} from "./model.js";

/** What the play server answers to `rules.publish`. */
export type PublishResult = { ok: true; id: string } | { ok: false; issues: Issue[] };

/** Props of {@link RulesWorkspace}. */
export interface RulesWorkspaceProps {
  /** Publishes a named rule set to the play server (tRPC `rules.publish`). */
  publish: (name: string, rules: RuleSet) => Promise<PublishResult>;
  /** Where saved rule sets live (default: window.localStorage). */
  storage?: KeyValueStore;
  /** The board for the lab and its heat map (default London 1666). */
  map?: BoardMap;
  /** Lab worker factory and count (defaults: the package's Web Worker, one per core). */
  createWorker?: () => LabWorkerLike;
  workers?: number;
  /** Preset to start from (default italian-base). */
  initialPreset?: PresetName;
  /** Games the lab offers to run at first (default 200). */
  defaultGames?: number;
}

const PRESET_LABELS: Record<PresetName, string> = {
  "italian-base": "Italian base",
  easy: "Easy (§8.1)",
  long: "Long — More destruction! (§8.2)",
  complex: "Complex (§8.3)",
  "portuguese-edition": "Portuguese edition",
  "portuguese-hidden-colours": "Portuguese edition, Rule A (hidden colours)",
};

function defaultStorage(): KeyValueStore | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed iframe)
  }
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "rules";

/** The Rules workspace. */
export function RulesWorkspace({
  publish,
  storage,
  map,
  createWorker,
  workers,
  initialPreset = "italian-base",
  defaultGames,
}: RulesWorkspaceProps) {
  const store = useMemo(() => storage ?? defaultStorage(), [storage]);
  const [preset, setPreset] = useState<PresetName>(initialPreset);
  const [form, setForm] = useState<RulesForm>(() => toForm(presetRules(initialPreset)));
  const [name, setName] = useState("");
  const [saved, setSaved] = useState<SavedRules[]>([]);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string; issues?: Issue[] } | null>(
    null,
  );
  const [publishing, setPublishing] = useState(false);
  useEffect(() => {
    if (store) setSaved(loadSaved(store));
  }, [store]);

  const parsed = useMemo(() => fromForm(form), [form]);
  const base = useMemo(() => presetRules(preset), [preset]);
  const diff = parsed.ok ? diffRules(base, parsed.rules) : [];
  const cons = useMemo(() => consequences(form), [form]);
  const same = parsed.ok ? matchingPreset(parsed.rules) : undefined;
  const set = <K extends keyof RulesForm>(key: K, value: RulesForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const issuesAt = (key: string) =>
    parsed.ok ? [] : parsed.issues.filter((i) => i.path === key || i.path.startsWith(`${key}.`));

  const candidates: NamedRules[] = [
    ...PRESET_NAMES.map((p) => ({ name: p, rules: presetRules(p) })),
    ...saved.map((s) => ({ name: `saved: ${s.name}`, rules: s.rules })),
  ];

  const control = (o: OptionInfo) => {
    const c = o.control;
    switch (c.kind) {
      case "toggle":
        return (
          <Toggle label={o.label} checked={form[o.key] as boolean} onChange={(v) => set(o.key, v as never)} />
        );
      case "stepper":
        return (
          <Stepper
            label={o.label}
            value={form[o.key] as number}
            min={c.min}
            max={c.max}
            unit={c.unit}
            onChange={(v) => set(o.key, v as never)}
          />
        );
      case "choice":
        return (
          <Choice
            label={o.label}
            value={String(form[o.key])}
            choices={c.choices}
            onChange={(v) => set(o.key, v as never)}
          />
        );
      case "grid":
        return (
          <IntensityGrid
            counts={form.intensityCounts}
            consequences={cons}
            onChange={(v) => set("intensityCounts", v)}
          />
        );
    }
  };

  const doSave = () => {
    if (!parsed.ok || !store) return;
    try {
      setSaved(saveRules(store, name, parsed.rules, new Date().toISOString()));
      setMessage({ kind: "ok", text: `Saved “${name.trim()}” in this browser.` });
    } catch (e) {
      setMessage({ kind: "error", text: e instanceof Error ? e.message : String(e) });
    }
  };
  const doExport = () => {
    if (!parsed.ok) return;
    const url = URL.createObjectURL(new Blob([exportRules(parsed.rules)], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `${slug(name)}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const doImport = async (file: File | undefined) => {
    if (!file) return;
    const r = importRules(await file.text());
    if (!r.ok) {
      setMessage({ kind: "error", text: `${file.name} is not a valid rule set:`, issues: r.issues });
      return;
    }
    setForm(toForm(r.rules));
    setPreset(matchingPreset(r.rules) ?? preset);
    if (!name) setName(file.name.replace(/\.json$/i, ""));
    setMessage({ kind: "ok", text: `Imported ${file.name}.` });
  };
  const doPublish = async () => {
    if (!parsed.ok) return;
    if (!name.trim()) {
      setMessage({ kind: "error", text: "Give the rule set a name before publishing." });
      return;
    }
    setPublishing(true);
    try {
      const r = await publish(name.trim(), parsed.rules);
      setMessage(
        r.ok
          ? { kind: "ok", text: `Published “${name.trim()}” (${r.id}); the lobby can now offer it.` }
          : { kind: "error", text: "The play server refused the rule set:", issues: r.issues },
      );
    } catch (e) {
      setMessage({ kind: "error", text: `Publishing failed: ${e instanceof Error ? e.message : String(e)}` });
    } finally {
      setPublishing(false);
    }
  };

  const bar: CSSProperties = { display: "flex", gap: 10, alignItems: "center", flexWrap: "wrap" };
  const btn: CSSProperties = {
    padding: "5px 12px",
    borderRadius: 6,
    border: "1px solid #b9a678",
    background: "#fff",
  };
  return (
    <main
      aria-label="Rules workspace"
      style={{ display: "grid", gap: 12, color: INK, fontFamily: "system-ui, sans-serif", fontSize: 14 }}
    >
      <header style={{ ...CARD, ...bar }}>
        <strong style={{ fontSize: 20, fontFamily: "Georgia, serif" }}>Rules</strong>
        <label>
          Start from{" "}
          <select
            aria-label="Preset"
            value={preset}
            onChange={(e) => {
              const p = e.target.value as PresetName;
              setPreset(p);
              setForm(toForm(presetRules(p)));
            }}
          >
            {PRESET_NAMES.map((p) => (
              <option key={p} value={p}>
                {PRESET_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name{" "}
          <input
            aria-label="Rule set name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Long wild fire"
            maxLength={60}
          />
        </label>
        <button type="button" style={btn} onClick={doSave} disabled={!parsed.ok || !store || !name.trim()}>
          Save
        </button>
        <button type="button" style={btn} onClick={doExport} disabled={!parsed.ok}>
          Export JSON
        </button>
        <label style={{ ...btn, cursor: "pointer" }}>
          Import JSON
          <input
            type="file"
            accept=".json,application/json"
            aria-label="Import a rule set file"
            style={{ display: "none" }}
            onChange={(e) => {
              void doImport(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <button
          type="button"
          onClick={doPublish}
          disabled={!parsed.ok || publishing}
          style={{ ...btn, background: FIRE, color: "#fff", border: 0, fontWeight: 600 }}
        >
          {publishing ? "Publishing…" : "Publish"}
        </button>
        {saved.length ? (
          <label>
            Saved{" "}
            <select
              aria-label="Saved rule sets"
              value=""
              onChange={(e) => {
                const s = saved.find((x) => x.name === e.target.value);
                if (!s) return;
                setForm(toForm(s.rules));
                setName(s.name);
                setPreset(matchingPreset(s.rules) ?? preset);
              }}
            >
              <option value="">load…</option>
              {saved.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>{" "}
            <button
              type="button"
              style={btn}
              disabled={!saved.some((s) => s.name === name.trim())}
              onClick={() => store && setSaved(deleteSaved(store, name.trim()))}
            >
              Delete “{name.trim() || "…"}”
            </button>
          </label>
        ) : null}
      </header>
      {message ? (
        <div
          role={message.kind === "error" ? "alert" : "status"}
          style={{ ...CARD, borderColor: message.kind === "error" ? FIRE : "#6b9a5b" }}
        >
          {message.text}
          {message.issues?.length ? (
            <ul style={{ margin: "4px 0 0" }}>
              {message.issues.map((i) => (
                <li key={`${i.path}:${i.message}`}>
                  <code>{i.path || "(root)"}</code>: {i.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div
        style={{
          display: "grid",
          gridTemplateColumns: "minmax(420px, 3fr) minmax(300px, 2fr)",
          gap: 12,
          alignItems: "start",
        }}
      >
        <div style={{ display: "grid", gap: 12 }}>
          {PHASES.map((ph) => (
            <section key={ph.id} aria-label={ph.title} style={CARD}>
              <h3 style={{ margin: "0 0 4px", fontFamily: "Georgia, serif" }}>{ph.title}</h3>
              {OPTIONS.filter((o) => o.phase === ph.id).map((o) => (
                <OptionRow key={o.key} info={o}>
                  {control(o)}
                  {issuesAt(o.key).map((i) => (
                    <div key={i.path + i.message} role="alert" style={{ color: FIRE, fontSize: 13 }}>
                      <code>{i.path}</code>: {i.message}
                    </div>
                  ))}
                </OptionRow>
              ))}
            </section>
          ))}
        </div>
        <aside style={{ display: "grid", gap: 12 }}>
          <section aria-label="Consequences" style={CARD}>
            <h3 style={{ margin: "0 0 6px", fontFamily: "Georgia, serif" }}>Consequences</h3>
            <table style={{ borderCollapse: "collapse", width: "100%" }}>
              <thead>
                <tr>
                  {[
                    "Players",
                    "Intensity cards",
                    "Deck (+ hands)",
                    "Left out",
                    "Turns",
                    "Per seat",
                    "Each seat resolves",
                  ].map((h) => (
                    <th key={h} style={{ textAlign: "left", fontSize: 12, padding: "2px 4px" }}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cons.map((c) => (
                  <tr key={c.players} data-players={c.players}>
                    <td style={{ padding: "2px 4px" }}>{c.players}</td>
                    <td style={{ padding: "2px 4px" }}>{c.intensityCards}</td>
                    <td style={{ padding: "2px 4px" }}>{c.cardsNeeded} / 60</td>
                    <td style={{ padding: "2px 4px", color: c.cardsLeftOver < 0 ? FIRE : undefined }}>
                      {c.cardsLeftOver}
                    </td>
                    <td style={{ padding: "2px 4px" }}>{c.turns}</td>
                    <td style={{ padding: "2px 4px" }}>
                      {Number.isInteger(c.turnsPerSeat) ? c.turnsPerSeat : c.turnsPerSeat.toFixed(1)}
                    </td>
                    <td style={{ padding: "2px 4px", color: c.balanced ? undefined : FIRE }}>
                      {c.resolutions.join(" · ")} {c.balanced ? "✓" : "✗"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p
              data-invariant={cons.every((c) => c.balanced) ? "holds" : "broken"}
              style={{ margin: "6px 0 0", color: cons.every((c) => c.balanced) ? "#2f6b2a" : FIRE }}
            >
              {cons.every((c) => c.balanced)
                ? "§2.7 holds: at every player count, every seat resolves the same number of Intensity cards."
                : `§2.7 broken with ${cons
                    .filter((c) => !c.balanced)
                    .map((c) => c.players)
                    .join(", ")} players: seats resolve different numbers of Intensity cards.`}
            </p>
            <p style={{ margin: "4px 0 0", fontSize: 12, color: "#6b5a40" }}>
              Turns = one card drawn per turn, then {form.extraFinalRounds} final round
              {form.extraFinalRounds > 1 ? "s" : ""} (§7); no-move turns (§4.4) still draw.
            </p>
          </section>
          <section aria-label="Changes from the preset" style={CARD}>
            <h3 style={{ margin: "0 0 6px", fontFamily: "Georgia, serif" }}>
              Changes from {PRESET_LABELS[preset]}
              {same && same !== preset ? ` (equals the ${same} preset)` : ""}
            </h3>
            {!parsed.ok ? (
              <ul style={{ margin: 0, color: FIRE }} aria-label="Problems">
                {parsed.issues.map((i) => (
                  <li key={i.path + i.message}>
                    <code>{i.path || "(root)"}</code>: {i.message}
                  </li>
                ))}
              </ul>
            ) : diff.length === 0 ? (
              <p style={{ margin: 0 }}>None: this is the preset as printed.</p>
            ) : (
              <ul style={{ margin: 0, paddingLeft: 18 }} aria-label="Changes">
                {diff.map((d) => (
                  <li key={d.key}>
                    <strong>{d.label}</strong> ({d.section}): {d.from} → <strong>{d.to}</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
      <BalanceLab
        rules={parsed.ok ? parsed.rules : null}
        rulesName={name.trim() || (same ?? "Edited rules")}
        candidates={candidates}
        defaultCompare="italian-base"
        {...(map ? { map } : {})}
        {...(createWorker ? { createWorker } : {})}
        {...(workers ? { workers } : {})}
        {...(defaultGames ? { defaultGames } : {})}
      />
    </main>
  );
}
