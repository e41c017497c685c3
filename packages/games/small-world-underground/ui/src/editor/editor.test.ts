/**
 * The editor plug-in against the shipped maps: records ↔ document round trips exactly; the borders
 * and edge flags derived from the outlines agree with every shipped map (nothing proposed), a
 * removed border is proposed back and applying it restores the map; the play-test gives the
 * engine's first-conquest costs (§7.1, §7.3); problems and tallies come from the module.
 */
import { applyOps, exportDocument, importDocument, topologyTolerance } from "@pudding/editor-kit";
import { SMALL_WORLD_UNDERGROUND as M, SWU_MAPS, type SwuMap } from "@pudding/small-world-underground";
import { describe, expect, it } from "vitest";
import { fromDoc, toDoc } from "./adapter.js";
import { applyBorders, deriveBorders, isEmptyProposal } from "./derive.js";
import { conquestCosts } from "./playtest.js";
import { SWU_EDITOR } from "./plugin.js";

const maps = Object.values(SWU_MAPS) as SwuMap[];

describe("SWU_EDITOR", () => {
  for (const map of maps)
    it(`${map.id}: toDoc → fromDoc gives the map back, and it exports`, () => {
      const doc = toDoc(map);
      expect(fromDoc(doc)).toEqual(M.map.parse(map).ok ? (M.map.parse(map) as { value: SwuMap }).value : map);
      const out = exportDocument(SWU_EDITOR, doc);
      expect(out.ok).toBe(true);
      const back = importDocument(SWU_EDITOR, out.ok ? out.json : "");
      expect(back.ok && fromDoc(back.doc)).toEqual(fromDoc(doc));
    });

  for (const map of maps)
    it(`${map.id}: the outlines imply exactly its borders and edge flags`, () => {
      const doc = toDoc(map);
      const p = deriveBorders(doc, topologyTolerance(doc));
      expect(p.add).toEqual([]);
      expect(p.stale).toEqual([]);
      expect(p.edges).toEqual([]);
      expect(p.neighbours.length).toBe(map.borders.length);
    });

  it("a border removed from the list is proposed back; applying restores the map (one undo step)", () => {
    const map = SWU_MAPS["swu-2p"] as SwuMap;
    const doc = toDoc(map);
    const gone = { ...doc, records: { ...doc.records, borders: (doc.records.borders ?? []).slice(1) } };
    const p = deriveBorders(gone);
    expect(p.add.length).toBe(1);
    expect(isEmptyProposal(p)).toBe(false);
    const cmd = applyBorders(gone, p, { add: [0], stale: [], edges: [] });
    const after = applyOps(gone, cmd.ops).doc;
    const key = (m: SwuMap) => m.borders.map((b) => [...b].sort().join("|")).sort();
    expect(key(fromDoc(after))).toEqual(key(map));
    expect(M.map.parse(fromDoc(after)).ok).toBe(true);
  });

  it("a wrong edge flag is proposed corrected", () => {
    const map = SWU_MAPS["swu-3p"] as SwuMap;
    const doc = toDoc(map);
    const i = doc.spaces.findIndex((s) => s.edge === true && s.type !== "river");
    const wrong = { ...doc, spaces: doc.spaces.map((s, k) => (k === i ? { ...s, edge: false } : s)) };
    const p = deriveBorders(wrong);
    expect(p.edges).toEqual([{ id: doc.spaces[i]?.id, edge: true }]);
  });

  it("problems and tallies are the module's", () => {
    const map = SWU_MAPS["swu-4p"] as SwuMap;
    const broken = { ...map, regions: map.regions.map((r) => (r.monster ? { ...r, monster: false } : r)) };
    const r = SWU_EDITOR.profile.parse(broken);
    expect(r.ok ? (r.warnings ?? []).length : r.issues.length).toBeGreaterThan(0);
    const t = SWU_EDITOR.profile.tallies?.(map) ?? [];
    expect(t.find((x) => x.label === "Monster regions")).toMatchObject({ value: 6, expected: 6, ok: true });
  });
});

describe("play-test (the engine's conquest costs)", () => {
  it("§7.1/§7.3: on the 2-player map, Ogres reach only edge regions, Monster regions cost 2 + 2 − 1", () => {
    const map = SWU_MAPS["swu-2p"] as SwuMap;
    const r = conquestCosts(map, "ogres", null);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.tokens).toBe(5);
    const edge = new Set(map.regions.filter((x) => x.edge).map((x) => x.id));
    for (const t of r.targets) if (t.reachable) expect(edge.has(t.region)).toBe(true);
    const d4 = r.targets.find((t) => t.region === "D4");
    expect(d4).toMatchObject({ cost: 3, reachable: true });
    const mummies = conquestCosts(map, "mummies", "tomb");
    expect(mummies.ok && mummies.targets.find((t) => t.region === "D4")?.cost).toBe(5);
  });

  it("says why when the map cannot be played yet", () => {
    const map = SWU_MAPS["swu-2p"] as SwuMap;
    const r = conquestCosts({ ...map, river: [] }, "ogres", null);
    expect(r.ok).toBe(false);
  });
});
