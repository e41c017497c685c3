"use client";
/**
 * The side panels: properties of the selection (generated from the plug-in's field metadata),
 * problems (the game's parser; a click selects and zooms), tallies (the profile's), the background
 * scan, the play server and the grid's palette. They render the controller's state and edit only
 * through commands.
 */
import type { Tally } from "@pudding/engine";
import type { EditorController } from "../controller.js";
import { renameSpace, setMeta, updateRecord, updateSpace } from "../doc/commands.js";
import { resizeGrid } from "../doc/grid.js";
import { useEditorT, usePluginT } from "../i18n.js";
import { type SpaceRecord, selectionSize } from "../model/doc.js";
import { type FieldSpec, getField } from "../model/fields.js";
import type { ProblemFix } from "../plugin.js";
import { counted, type Problem } from "../problems.js";
import { CALIBRATION_STEP_KEYS } from "../tools/calibrate.js";
import type { PaintState } from "../tools/paint.js";
import { describeSelection } from "../tools/select.js";
import { CommitField, FieldControl } from "./fields.js";
import { useController } from "./use-controller.js";

const TEXTY = new Set(["text", "textarea", "number"]);

function SpaceFields({ ctl, space }: { ctl: EditorController; space: SpaceRecord }) {
  const plugin = ctl.plugin;
  const t = useEditorT();
  const pt = usePluginT(plugin);
  const set = (f: FieldSpec, v: unknown) =>
    ctl.run((d) =>
      updateSpace(
        d,
        plugin,
        space.id,
        { [f.key]: v },
        TEXTY.has(f.control) ? `field:${space.id}:${f.key}` : undefined,
      ),
    );
  const noun = plugin.nouns.space[0];
  const Extras = plugin.render?.spaceExtras;
  return (
    <div data-testid={`${noun}-props`}>
      <FieldControl
        field={{ key: "name", label: t("field.name"), control: "text" }}
        value={space.name}
        onChange={(v) => ctl.run((d) => updateSpace(d, plugin, space.id, { name: v }, `name:${space.id}`))}
      />
      <CommitField
        label={t("field.id")}
        value={space.id}
        testId="prop-id"
        onCommit={(v) => ctl.run((d) => renameSpace(d, plugin, space.id, v))}
      />
      {plugin.fields.space.map((f) => (
        <FieldControl
          key={f.key}
          field={f}
          value={getField(space, f.key)}
          onChange={(v) => set(f, v)}
          spaces={ctl.doc.spaces}
          tr={pt}
        />
      ))}
      {Extras ? (
        <Extras space={space} doc={ctl.doc} names={ctl.names()} run={(make) => void ctl.run(make)} />
      ) : null}
      {space.polygon ? (
        <p className="muted">
          {t("props.vertices", { n: space.polygon.length })} <kbd>{t("props.delKey")}</kbd>{" "}
          {t("props.verticesEnd")}
        </p>
      ) : null}
    </div>
  );
}

function RecordFields({
  ctl,
  collection,
  index,
}: {
  ctl: EditorController;
  collection: string;
  index: number;
}) {
  const spec = ctl.plugin.collections?.[collection];
  const r = ctl.doc.records[collection]?.[index];
  const pt = usePluginT(ctl.plugin);
  if (!spec || !r) return null;
  const Extras = ctl.plugin.render?.recordExtras?.[collection];
  return (
    <div data-testid={`${spec.noun[0]}-props`}>
      {(spec.fields ?? []).map((f) => (
        <FieldControl
          key={f.key}
          field={f}
          value={getField(r, f.key)}
          spaces={ctl.doc.spaces}
          tr={pt}
          onChange={(v) => ctl.run((d) => updateRecord(d, ctl.plugin, collection, index, { [f.key]: v }))}
        />
      ))}
      {Extras ? <Extras index={index} record={r} doc={ctl.doc} run={(make) => void ctl.run(make)} /> : null}
    </div>
  );
}

function MapFields({ ctl }: { ctl: EditorController }) {
  const { doc, plugin } = ctl;
  const t = useEditorT();
  const pt = usePluginT(plugin);
  const counts = [
    `${doc.spaces.length} ${pt(plugin.nouns.space[1])}`,
    ...Object.entries(plugin.collections ?? {}).map(
      ([k, c]) => `${doc.records[k]?.length ?? 0} ${pt(c.noun[1])}`,
    ),
  ];
  const g = doc.grid;
  const emptyCell = plugin.palette?.[0]?.patch ?? {};
  return (
    <div data-testid="map-props">
      <FieldControl
        field={{ key: "name", label: t("field.mapName"), control: "text" }}
        value={doc.meta.name}
        onChange={(v) => ctl.run((d) => setMeta(d, { name: v }, "meta:name"))}
      />
      <CommitField
        label={t("field.mapId")}
        value={doc.meta.id}
        testId="map-id"
        onCommit={(v) => ctl.run((d) => setMeta(d, { id: v }))}
      />
      {g ? (
        <div className="field">
          <span>{t("field.colsRows")}</span>
          <span className="row">
            {(["cols", "rows"] as const).map((k) => (
              <input
                key={k}
                type="number"
                aria-label={k === "cols" ? t("field.cols") : t("field.rows")}
                style={{ width: 70 }}
                min={plugin.gridLimits?.min}
                max={plugin.gridLimits?.max}
                value={g[k]}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (Number.isInteger(n))
                    ctl.run((d) =>
                      resizeGrid(d, plugin, k === "cols" ? n : g.cols, k === "rows" ? n : g.rows, emptyCell),
                    );
                }}
              />
            ))}
          </span>
        </div>
      ) : (
        <div className="field">
          <span>{t("field.size")}</span>
          <span className="row">
            {(["width", "height"] as const).map((k) => (
              <input
                key={k}
                type="number"
                aria-label={k === "width" ? t("field.width") : t("field.height")}
                style={{ width: 80 }}
                value={doc.size[k]}
                onChange={(e) =>
                  Number(e.target.value) > 0 &&
                  ctl.run((d) =>
                    setMeta(d, { size: { ...d.size, [k]: Number(e.target.value) } }, "meta:size"),
                  )
                }
              />
            ))}
          </span>
        </div>
      )}
      {plugin.fields.meta.map((f) => (
        <FieldControl
          key={f.key}
          field={f}
          value={getField(doc.meta, f.key)}
          tr={pt}
          onChange={(v) =>
            ctl.run((d) => setMeta(d, { [f.key]: v }, TEXTY.has(f.control) ? `meta:${f.key}` : undefined))
          }
        />
      ))}
      <p className="muted">{counts.join(" · ")}</p>
    </div>
  );
}

/** Properties of the selection, or of the map when nothing is selected. */
export function PropertiesPanel({ ctl }: { ctl: EditorController }) {
  useController(ctl);
  const t = useEditorT();
  const pt = usePluginT(ctl.plugin);
  const sel = ctl.selection;
  let body: React.ReactNode;
  const count = selectionSize(sel);
  const recs = Object.entries(sel.records).filter(([, xs]) => xs.length);
  if (count > 1) {
    body = (
      <p data-testid="multi-props">
        {t("props.multi", { what: describeSelection(ctl.plugin, sel, pt) })}{" "}
        <span className="muted">
          {ctl.plugin.layout === "grid" ? t("props.multiGrid") : t("props.multiRegions")}
        </span>
      </p>
    );
  } else if (sel.spaces.length === 1) {
    const s = ctl.doc.spaces.find((x) => x.id === sel.spaces[0]);
    body = s ? <SpaceFields ctl={ctl} space={s} /> : null;
  } else if (recs.length === 1) {
    const [collection, [index]] = recs[0] as [string, number[]];
    body = <RecordFields ctl={ctl} collection={collection} index={index as number} />;
  } else body = <MapFields ctl={ctl} />;
  return (
    <section aria-label={t("panel.properties")}>
      <h2>{t("panel.properties")}</h2>
      {body}
    </section>
  );
}

/** Props of {@link ProblemsList}. */
export interface ProblemsListProps {
  problems: readonly Problem[];
  onPick(p: Problem): void;
  /** Whose checks ("The Great Fire of London 1666"). */
  checks: string;
  /** The fix the plug-in offers for a problem (a button beside it), or null. */
  fixOf?(p: Problem): ProblemFix | null;
  onFix?(fix: ProblemFix): void;
}

/** The problems, errors first; a click picks one. */
export function ProblemsList({ problems, onPick, checks, fixOf, onFix }: ProblemsListProps) {
  const t = useEditorT();
  const errors = problems.filter((p) => p.severity === "error").length;
  return (
    <section aria-label={t("panel.problems")}>
      <h2>
        {t("panel.problems")}
        <span data-testid="problem-count" className={`count ${errors ? "bad" : ""}`}>
          {counted(errors, "error", undefined, t)} ·{" "}
          {counted(problems.length - errors, "warning", undefined, t)}
        </span>
      </h2>
      {problems.length === 0 ? (
        <p className="clean" data-testid="no-problems">
          {t("problems.clean", { checks })}
        </p>
      ) : (
        <ul className="problems" data-testid="problems">
          {problems.map((p, i) => {
            const fix = fixOf?.(p) ?? null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: issues are recomputed as a whole
              <li key={i} className={p.severity}>
                <button
                  type="button"
                  data-testid="problem"
                  onClick={() => onPick(p)}
                  title={t("problems.goTo")}
                >
                  {p.message} <code>{p.path}</code>
                </button>
                {fix ? (
                  <button
                    type="button"
                    className="fix"
                    data-testid="problem-fix"
                    onClick={() => onFix?.(fix)}
                  >
                    {fix.label}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The problems panel of a controller. */
export function ProblemsPanel({ ctl }: { ctl: EditorController }) {
  useController(ctl);
  const pt = usePluginT(ctl.plugin);
  return (
    <ProblemsList
      problems={ctl.problems()}
      onPick={(p) => ctl.pickProblem(p)}
      checks={pt(ctl.plugin.title)}
      fixOf={(p) => ctl.fixOf(p)}
      onFix={(f) => ctl.run(f.make)}
    />
  );
}

/** The profile's tallies: each count against what the game expects. */
export function TalliesList({
  tallies,
  tr = (s) => s,
}: {
  tallies: readonly Tally[];
  /** Translates a tally's English label (the plug-in's catalogue); default: as it is. */
  tr?: (english: string) => string;
}) {
  const t = useEditorT();
  return (
    <section aria-label={t("panel.tallies")}>
      <h2>{t("panel.tallies")}</h2>
      {tallies.length ? (
        <table className="tallies" data-testid="tallies">
          <tbody>
            {tallies.map((x) => (
              <tr key={x.label} className={x.ok ? "on" : "off"}>
                <td>{tr(x.label)}</td>
                <td className="num" data-testid={`tally-${x.label}`}>
                  {x.expected === undefined ? x.value : `${x.value} / ${x.expected}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{t("tallies.none")}</p>
      )}
    </section>
  );
}

/** The tallies panel of a controller. */
export function TalliesPanel({ ctl }: { ctl: EditorController }) {
  useController(ctl);
  const pt = usePluginT(ctl.plugin);
  return <TalliesList tallies={ctl.tallies()} tr={pt} />;
}

/** The background scan: load, visibility, lock, opacity, placement, two-point calibration. */
export function BackgroundPanel({ ctl, onLoad }: { ctl: EditorController; onLoad(f: File): void }) {
  useController(ctl);
  const t = useEditorT();
  const bg = ctl.background;
  const step = CALIBRATION_STEP_KEYS[(ctl.toolState as { pts?: unknown[] }).pts?.length ?? -1];
  const calibrating = ctl.tool === "calibrate" && step ? t(step) : null;
  const setBg = (b: typeof bg) => ctl.setBackground(b);
  return (
    <section aria-label={t("panel.background")}>
      <h2>{t("panel.background")}</h2>
      <div className="row">
        <label>
          <span className="visually-hidden">{t("background.image")}</span>
          <input
            type="file"
            accept="image/*"
            aria-label={t("background.image")}
            onChange={(e) => e.target.files?.[0] && onLoad(e.target.files[0])}
            style={{ width: 200 }}
          />
        </label>
      </div>
      {bg ? (
        <>
          <div className="row">
            <label>
              <input
                type="checkbox"
                checked={bg.visible}
                onChange={(e) => setBg({ ...bg, visible: e.target.checked })}
              />{" "}
              {t("background.visible")}
            </label>
            <label>
              <input
                type="checkbox"
                checked={bg.locked}
                onChange={(e) => setBg({ ...bg, locked: e.target.checked })}
              />{" "}
              {t("background.locked")}
            </label>
            <button type="button" onClick={() => setBg(null)}>
              {t("background.remove")}
            </button>
          </div>
          <label className="field">
            <span>{t("background.opacity")}</span>
            <input
              type="range"
              aria-label={t("background.opacityLabel")}
              min={0}
              max={1}
              step={0.05}
              value={bg.opacity}
              onChange={(e) => setBg({ ...bg, opacity: Number(e.target.value) })}
            />
          </label>
          {(["x", "y", "scale", "rotation"] as const).map((k) => (
            <label className="field" key={k}>
              <span>{t(`background.${k}`)}</span>
              <input
                type="number"
                aria-label={t("background.field", { field: t(`background.${k}`) })}
                disabled={bg.locked}
                step={k === "scale" ? 0.01 : 1}
                value={Math.round(bg.placement[k] * 1000) / 1000}
                onChange={(e) =>
                  setBg({ ...bg, placement: { ...bg.placement, [k]: Number(e.target.value) } })
                }
              />
            </label>
          ))}
          <div className="row">
            <button
              type="button"
              disabled={bg.locked}
              onClick={() => ctl.startCalibration()}
              aria-pressed={calibrating !== null}
            >
              {t("background.calibrate")}
            </button>
          </div>
          {calibrating ? <p className="muted">{calibrating}</p> : null}
        </>
      ) : (
        <p className="muted">{t("background.empty")}</p>
      )}
    </section>
  );
}

/** What publishing did. */
export type PublishResult =
  | { ok: true; id: string; version: number; warnings: number; url: string }
  | { ok: false; message: string; issues?: { path: string; message: string }[] };

/** Props of {@link PublishPanel}. */
export interface PublishPanelProps {
  server: string;
  setServer(s: string): void;
  onPublish(): void;
  onOpenList(): void;
  state: { busy: boolean; result: PublishResult | null };
}

/** The play server: its address, Publish, Open from server…, and what publishing did. */
export function PublishPanel({ server, setServer, onPublish, onOpenList, state }: PublishPanelProps) {
  const t = useEditorT();
  return (
    <section aria-label={t("panel.publish")}>
      <h2>{t("publish.heading")}</h2>
      <label className="field">
        <span>{t("publish.server")}</span>
        <input
          type="url"
          aria-label={t("publish.serverUrl")}
          value={server}
          onChange={(e) => setServer(e.target.value)}
        />
      </label>
      <div className="row">
        <button type="button" className="primary" disabled={state.busy} onClick={onPublish}>
          {t("publish.publish")}
        </button>
        <button type="button" disabled={state.busy} onClick={onOpenList}>
          {t("publish.openList")}
        </button>
      </div>
      {state.result?.ok ? (
        <p data-testid="publish-result">
          {t("publish.published")} <strong>{state.result.id}</strong>{" "}
          {t("publish.version", { version: state.result.version })}
          {state.result.warnings ? ` (${counted(state.result.warnings, "warning", undefined, t)})` : ""}.{" "}
          <a href={state.result.url} target="_blank" rel="noreferrer" data-testid="play-link">
            {t("publish.play")}
          </a>
        </p>
      ) : state.result ? (
        <div data-testid="publish-error" className="count bad">
          {state.result.message}
          {state.result.issues?.length ? (
            <ul className="muted">
              {state.result.issues.slice(0, 8).map((i, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
                <li key={k}>
                  {i.path}: {i.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The grid's palette: pick a brush, then paint cells with it. */
export function PalettePanel({ ctl }: { ctl: EditorController }) {
  useController(ctl);
  const t = useEditorT();
  const pt = usePluginT(ctl.plugin);
  const palette = ctl.plugin.palette ?? [];
  if (!palette.length) return null;
  const state = ctl.tool === "paint" ? (ctl.toolState as PaintState) : null;
  const current = state?.brush || palette[1]?.id || palette[0]?.id;
  return (
    <section aria-label={t("panel.palette")}>
      <h2>{t("panel.palette")}</h2>
      <div className="palette" role="radiogroup" aria-label={t("palette.brush")}>
        {palette.map((b) => (
          <button
            key={b.id}
            type="button"
            className="brush"
            aria-pressed={ctl.tool === "paint" && current === b.id}
            onClick={() => {
              const base = ctl.tool === "paint" ? (ctl.toolState as PaintState) : undefined;
              if (ctl.tool !== "paint") ctl.setTool("paint");
              ctl.setToolState({ ...(base ?? (ctl.toolState as PaintState)), brush: b.id });
              ctl.say(t("palette.picked", { brush: pt(b.label) }));
            }}
          >
            <span className="swatch" style={{ background: b.colour }} /> {pt(b.label)}
          </button>
        ))}
      </div>
      <p className="muted">{t("palette.erase", { brush: pt(palette[0]?.label ?? "") })}</p>
    </section>
  );
}
