import path from "node:path";
import type { BoardMap, District } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DOCS, editorSession, hasBrowser } from "./harness";
import { click, docWhere, mapPoint, openEditor, screen, status, view } from "./page-helpers";

const session = editorSession();

// ---------- small helpers ----------

const near = (p: Point | undefined, q: Point, eps = 3) =>
  !!p && Math.abs(p[0] - q[0]) <= eps && Math.abs(p[1] - q[1]) <= eps;
const same = (p: Point | undefined, q: Point | undefined) => !!p && !!q && p[0] === q[0] && p[1] === q[1];
const has = (d: District | undefined, q: Point | undefined) => !!d?.polygon.some((p) => same(p, q));
const byId = (m: BoardMap, id: string) => m.districts.find((d) => d.id === id);
const bounds = (d: District | undefined) => {
  const xs = d?.polygon.map((p) => p[0]) ?? [];
  const ys = d?.polygon.map((p) => p[1]) ?? [];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
};

/** The snapping tolerance the editor uses: 8 screen pixels in map units at the current zoom. */
const snapTolerance = async (page: Page) => 8 / (await view(page)).scale;

/** A new empty map (2000 × 1300), fitted; waits for it to be autosaved. */
async function newMap(page: Page) {
  await page.getByRole("button", { name: "New", exact: true }).click();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await docWhere(page, (m) => m.id === "new-map" && m.districts.length === 0, "became the empty map");
}

/** Draws an outline point by point with the Draw tool, closing it on its first point. */
async function draw(page: Page, pts: Point[], opts: { alt?: boolean } = {}) {
  await page.keyboard.press("d");
  for (const p of pts) await click(page, p, opts);
  await click(page, pts[0] as Point, opts);
}

/** Presses the mouse at map point `a`, moves to `b` in steps, releases (button and keys as given). */
async function dragMap(page: Page, a: Point, b: Point, button: "left" | "middle" = "left") {
  const s = await screen(page, a);
  const t = await screen(page, b);
  await page.mouse.move(s.x, s.y);
  await page.mouse.down({ button });
  await page.mouse.move(t.x, t.y, { steps: 8 });
  await page.mouse.up({ button });
}

const A: Point[] = [
  [400, 300],
  [800, 300],
  [800, 700],
  [400, 700],
];

/**
 * Draws district A (a square) and district B east of it; B's first and last points are clicked a
 * few pixels off A's east corners and snap onto them, so the two share that edge exactly.
 */
async function drawPair(page: Page): Promise<BoardMap> {
  const k = (await snapTolerance(page)) * 0.4;
  await draw(page, A);
  await draw(page, [
    [800 + k, 300 - k],
    [1200, 300],
    [1200, 700],
    [800 + k, 700 + k],
  ]);
  const m = await docWhere(page, (x) => x.districts.length === 2, "held two districts");
  const [a, b] = m.districts;
  // Issue 20: a new district's id follows its name ("District 1" → district-1), not "district".
  expect(a?.id).toBe("district-1");
  expect(b?.id).toBe("district-2");
  // The east corners of A are B's first and last points, exactly.
  expect(same(b?.polygon[0], a?.polygon[1])).toBe(true);
  expect(same(b?.polygon[3], a?.polygon[2])).toBe(true);
  return m;
}

const undo = (page: Page) => page.keyboard.press("Control+z");

describe.skipIf(!hasBrowser)("the editor's canvas tools in Chromium", () => {
  it("select: drag a shared corner (both districts follow), insert a vertex by double-click, delete one, drag a name", async () => {
    const { page, errors } = await openEditor(session.browser, session.editor.url);
    await newMap(page);
    const start = await drawPair(page);
    const corner = start.districts[0]?.polygon[1] as Point; // A's north-east = B's north-west

    // Select A: its vertex handles appear; drag the shared corner up and right.
    await page.keyboard.press("v");
    await click(page, [600, 500]);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("District 1");
    const to: Point = [corner[0] + 60, corner[1] - 60];
    await dragMap(page, corner, to);
    expect(await status(page)).toBe("Move vertex");
    let m = await docWhere(
      page,
      (x) => near(x.districts[0]?.polygon[1], to),
      "moved the corner of District 1",
    );
    const moved = m.districts[0]?.polygon[1] as Point;
    expect(same(m.districts[1]?.polygon[0], moved)).toBe(true); // B's corner moved with it
    expect(m.districts.some((d) => has(d, corner))).toBe(false);
    // The whole drag is one undo step: both corners are back exactly.
    await undo(page);
    m = await docWhere(page, (x) => same(x.districts[0]?.polygon[1], corner), "put the corner back");
    expect(same(m.districts[1]?.polygon[0], corner)).toBe(true);

    // Double-click the shared edge of A: a vertex is inserted in A and in B.
    const [, ne, se] = (m.districts[0] as District).polygon;
    const mid: Point = [((ne as Point)[0] + (se as Point)[0]) / 2, ((ne as Point)[1] + (se as Point)[1]) / 2];
    const s = await screen(page, mid);
    await page.mouse.dblclick(s.x, s.y);
    await expect.poll(() => status(page)).toBe("Insert vertex");
    m = await docWhere(page, (x) => x.districts[0]?.polygon.length === 5, "gave District 1 a fifth vertex");
    const inserted = m.districts[0]?.polygon[2] as Point;
    expect(near(inserted, mid)).toBe(true);
    expect(m.districts[1]?.polygon).toHaveLength(5);
    expect(has(m.districts[1], inserted)).toBe(true);

    // Select that vertex's handle, press Delete: it goes from both outlines.
    await click(page, inserted);
    await page.keyboard.press("Delete");
    await expect.poll(() => status(page)).toBe("Delete vertex");
    m = await docWhere(
      page,
      (x) => x.districts.every((d) => d.polygon.length === 4),
      "took the vertex out of both districts",
    );
    expect(m.districts.some((d) => has(d, inserted))).toBe(false);
    expect(m.districts[0]?.polygon).toEqual(start.districts[0]?.polygon);
    expect(m.districts[1]?.polygon).toEqual(start.districts[1]?.polygon);

    // Drag the name of A (still selected): the label moves, the outline does not; undo puts it back.
    const label = m.districts[0]?.label as Point;
    const labelTo: Point = [label[0] + 20, label[1] + 120];
    await dragMap(page, label, labelTo);
    expect(await status(page)).toBe("Move label");
    m = await docWhere(page, (x) => near(x.districts[0]?.label, labelTo), "moved the label of District 1");
    expect(m.districts[0]?.polygon).toEqual(start.districts[0]?.polygon);
    await page.screenshot({ path: path.join(DOCS, "editor-tools-select.png") });
    await undo(page);
    await docWhere(page, (x) => same(x.districts[0]?.label, label), "put the label back");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("draw: points snap to a neighbour's vertex and edge; with Alt held they land where clicked", async () => {
    const { page, errors } = await openEditor(session.browser, session.editor.url);
    await newMap(page);
    const tol = await snapTolerance(page);
    const k = tol * 0.4; // well inside the snapping distance (≈ 3 px), well outside pixel rounding
    await draw(page, A);
    let m = await docWhere(page, (x) => x.districts.length === 1, "held District 1");
    const [, ne, se] = (m.districts[0] as District).polygon;

    // B: the first point a few px off A's north-east corner lands on it; the last, a few px inside
    // A's east edge, lands on the edge and is inserted into A (a T-junction, shared vertex for vertex).
    const onEdge: Point = [(ne as Point)[0] - k, 560];
    await draw(page, [[(ne as Point)[0] + k, (ne as Point)[1] - k], [1200, 300], [1200, 700], onEdge]);
    m = await docWhere(page, (x) => x.districts.length === 2, "held District 2");
    const [a, b] = m.districts as [District, District];
    expect(same(b.polygon[0], ne)).toBe(true);
    const t = b.polygon[3] as Point;
    expect(t[0]).toBe((ne as Point)[0]); // on A's east edge, not where clicked
    expect(Math.abs(t[1] - 560)).toBeLessThan(3);
    expect(a.polygon).toHaveLength(5);
    expect(has(a, t)).toBe(true);
    expect(has(a, se)).toBe(true);

    // C, with Alt held: its first point, as close to A's south-west corner as B's was to the
    // north-east one, and its second, as close to A's south edge as B's last was to the east edge,
    // stay where they were clicked; A's outline is untouched (no vertex, no T-junction).
    const sw = a.polygon.find((p) => near(p, [400, 700], 5)) as Point;
    const off: Point = [sw[0] + k, sw[1] + k];
    const offEdge: Point = [560, sw[1] + k];
    await draw(page, [off, offEdge, [700, 1000], [200, 1000]], { alt: true });
    m = await docWhere(page, (x) => x.districts.length === 3, "held District 3");
    const c = m.districts[2] as District;
    expect(c.polygon).toHaveLength(4);
    expect(near(c.polygon[0], off, 2.5)).toBe(true);
    expect(near(c.polygon[1], offEdge, 2.5)).toBe(true);
    expect(Math.abs((c.polygon[1] as Point)[1] - sw[1])).toBeGreaterThan(k / 2);
    expect(m.districts[0]?.polygon).toEqual(a.polygon);
    expect(same(c.polygon[0], sw)).toBe(false);
    expect(
      Math.hypot((c.polygon[0] as Point)[0] - sw[0], (c.polygon[0] as Point)[1] - sw[1]),
    ).toBeGreaterThan(k / 2);
    expect(m.districts[0]?.polygon).toHaveLength(5);
    expect(m.districts.filter((d) => has(d, c.polygon[0]))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("multi-select by click, Shift+click and marquee; Ctrl+D duplicates, Del deletes, undo restores", async () => {
    const { page, errors } = await openEditor(session.browser, session.editor.url);
    await newMap(page);
    await drawPair(page);
    await draw(page, [
      [1300, 300],
      [1700, 300],
      [1700, 700],
      [1300, 700],
    ]);
    await docWhere(page, (x) => x.districts.length === 3, "held three districts");
    await page.keyboard.press("v");
    const multi = page.getByTestId("multi-props");

    // Click, Shift+click adds, Shift+click again removes.
    await click(page, [600, 500]);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("District 1");
    await click(page, [1000, 500], { shift: true });
    await expect.poll(() => multi.textContent()).toMatch(/^2 districts, 0 arrows, 0 crossings selected/);
    await click(page, [600, 500], { shift: true });
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("District 2");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("district-props").count()).toBe(0);

    // Marquee on empty canvas around A and B (not C).
    await dragMap(page, [350, 250], [1250, 760]);
    expect(await status(page)).toBe("Selected 2 districts, 0 arrows, 0 crossings");
    await expect.poll(() => multi.textContent()).toMatch(/^2 districts/);

    // Ctrl+D duplicates the two (the copies become the selection); Del deletes the copies.
    await page.keyboard.press("Control+d");
    await expect.poll(() => status(page)).toBe("Duplicate 2 districts");
    let m = await docWhere(page, (x) => x.districts.length === 5, "held the two copies");
    expect(m.districts.slice(3).map((d) => d.name)).toEqual(["District 1 (copy)", "District 2 (copy)"]);
    const copy = m.districts[3] as District;
    const orig = m.districts[0] as District;
    const dx = (copy.polygon[0] as Point)[0] - (orig.polygon[0] as Point)[0];
    expect(dx).toBeGreaterThan(0);
    expect(copy.polygon.map((p) => [p[0] - dx, p[1] - dx])).toEqual(orig.polygon);
    await page.keyboard.press("Delete");
    await expect.poll(() => status(page)).toBe("Delete 2 districts");
    m = await docWhere(page, (x) => x.districts.length === 3, "lost the copies");
    expect(m.districts.map((d) => d.name)).toEqual(["District 1", "District 2", "District 3"]);

    // Marquee A and B, then Shift+marquee adds C; Del deletes all three; one undo brings them back.
    await dragMap(page, [350, 250], [1250, 760]);
    await page.keyboard.down("Shift");
    await dragMap(page, [1260, 250], [1750, 760]);
    await page.keyboard.up("Shift");
    await expect.poll(() => multi.textContent()).toMatch(/^3 districts, 0 arrows, 0 crossings selected/);
    await page.keyboard.press("Delete");
    await expect.poll(() => status(page)).toBe("Delete 3 districts");
    await docWhere(page, (x) => x.districts.length === 0, "lost every district");
    await undo(page);
    m = await docWhere(page, (x) => x.districts.length === 3, "got the three districts back");
    expect(m.districts.map((d) => d.name)).toEqual(["District 1", "District 2", "District 3"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("split (K) by a cut line, merge (M), undo restores the outlines", async () => {
    const { page, errors } = await openEditor(session.browser, session.editor.url);
    await newMap(page);
    const start = await drawPair(page);
    const a0 = start.districts[0] as District;

    // K: two clicks across A (the line is extended to the outline) → two districts where A was.
    await page.keyboard.press("k");
    await click(page, [600, 330]);
    await click(page, [600, 670]);
    await expect.poll(() => status(page)).toBe("Split District 1");
    let m = await docWhere(page, (x) => x.districts.length === 3, "held the two halves of District 1");
    const halves = [byId(m, "district-1"), m.districts[2]] as [District, District];
    expect(halves[1].name).toBe("District 1 (2)");
    const bx = halves.map(bounds).sort((p, q) => (p[0] as number) - (q[0] as number));
    expect(near([bx[0]?.[0] as number, bx[0]?.[2] as number], [400, 600])).toBe(true);
    expect(near([bx[1]?.[0] as number, bx[1]?.[2] as number], [600, 800])).toBe(true);

    // M: click the half to keep, then the other → one district again.
    await page.keyboard.press("m");
    await click(page, [500, 500]);
    await click(page, [700, 500]);
    await expect.poll(() => status(page)).toMatch(/^Merge District 1( \(2\))? into District 1/);
    m = await docWhere(page, (x) => x.districts.length === 2, "merged the halves");
    const merged = m.districts.find((d) => d.id !== "district-2");
    expect(near(bounds(merged).slice(0, 2) as Point, [400, 300])).toBe(true);
    expect(near(bounds(merged).slice(2) as Point, [800, 700])).toBe(true);

    // Undo the merge: the two halves; undo the split: A exactly as drawn.
    await undo(page);
    await docWhere(page, (x) => x.districts.length === 3, "had the halves back");
    await undo(page);
    m = await docWhere(page, (x) => x.districts.length === 2, "had District 1 whole again");
    expect(m.districts[0]?.polygon).toEqual(a0.polygon);
    expect(m.districts[1]?.polygon).toEqual(start.districts[1]?.polygon);

    // Merge A and B (they share the east edge) → one district; undo → two.
    await click(page, [600, 500]);
    await click(page, [1000, 500]);
    await expect.poll(() => status(page)).toBe("Merge District 2 into District 1");
    m = await docWhere(page, (x) => x.districts.length === 1, "merged A and B");
    const whole = bounds(m.districts[0]);
    expect(near([whole[0], whole[1]] as Point, [400, 300])).toBe(true);
    expect(near([whole[2], whole[3]] as Point, [1200, 700])).toBe(true);
    await undo(page);
    m = await docWhere(page, (x) => x.districts.length === 2, "split A and B apart again");
    expect(m.districts.map((d) => d.polygon)).toEqual(start.districts.map((d) => d.polygon));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("derive (Derive… and G) proposes the arrows of a shared border, applies them as one undo step", async () => {
    const { page, errors } = await openEditor(session.browser, session.editor.url);
    await newMap(page);
    await drawPair(page);
    const dialog = page.getByTestId("derive-dialog");

    // The button opens the review; Cancel leaves the map alone.
    await page.getByRole("button", { name: "Derive…" }).click();
    await expect.poll(() => dialog.textContent()).toMatch(/1 pairs of districts share a border/);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await dialog.count()).toBe(0);

    // G: the same proposal — an arrow each way, directions from the geometry — applied.
    await page.keyboard.press("g");
    const text = (await dialog.textContent()) ?? "";
    expect(text).toContain("Fire arrows (§1.1) (2/2)");
    expect(text).toContain("District 1 → District 2 (E)");
    expect(text).toContain("District 2 → District 1 (W)");
    await dialog.getByRole("button", { name: "Apply selected" }).click();
    await expect.poll(() => status(page)).toBe("Derive: 2 arrows, 0 borders, 0 crossings");
    let m = await docWhere(page, (x) => x.arrows.length === 2, "held the two derived arrows");
    expect(m.arrows.map((a) => `${a.from}>${a.to} ${a.direction}`)).toEqual([
      "district-1>district-2 E",
      "district-2>district-1 W",
    ]);
    // Both arrows sit on the shared street (A's east edge).
    const east = ((m.districts[0] as District).polygon[1] as Point)[0];
    for (const a of m.arrows) expect(Math.abs(a.at[0] - east)).toBeLessThan(3);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: path.join(DOCS, "editor-tools-derive.png") });

    // Nothing more to propose; one undo removes both arrows; redo brings them back.
    await page.keyboard.press("g");
    await expect.poll(() => dialog.textContent()).toMatch(/Nothing to add/);
    await page.keyboard.press("Escape");
    expect(await dialog.count()).toBe(0);
    await undo(page);
    await expect.poll(() => status(page)).toBe("Undo: Derive: 2 arrows, 0 borders, 0 crossings");
    m = await docWhere(page, (x) => x.arrows.length === 0, "lost the derived arrows");
    expect(m.districts).toHaveLength(2);
    await page.keyboard.press("Control+Shift+z");
    await docWhere(page, (x) => x.arrows.length === 2, "had the derived arrows again");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("view: wheel zooms about the pointer, F fits, 1 is 100 %, Space+drag and the middle button pan; ? lists the shortcuts", async () => {
    const { page, errors } = await openEditor(session.browser, session.editor.url);
    await newMap(page);
    const fit = await view(page);
    expect(fit.scale).toBeGreaterThan(0.2);
    expect(fit.scale).toBeLessThan(1);

    // Wheel up over a point: the scale grows and that map point stays under the pointer.
    const p: Point = [500, 400];
    const at = await screen(page, p);
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -240);
    await expect.poll(async () => (await view(page)).scale).toBeGreaterThan(fit.scale * 1.2);
    const zoomed = await view(page);
    expect(zoomed.scale).toBeCloseTo(fit.scale * Math.exp(240 * 0.0015), 4);
    let back = await screen(page, p);
    expect(Math.abs(back.x - at.x)).toBeLessThan(1);
    expect(Math.abs(back.y - at.y)).toBeLessThan(1);
    // Wheel down zooms out, about the same point.
    await page.mouse.wheel(0, 480);
    await expect.poll(async () => (await view(page)).scale).toBeLessThan(zoomed.scale * 0.6);
    back = await screen(page, p);
    expect(Math.abs(back.x - at.x)).toBeLessThan(1);
    expect(Math.abs(back.y - at.y)).toBeLessThan(1);

    // F fits the map again.
    await page.keyboard.press("f");
    await expect.poll(() => view(page)).toEqual(fit);

    // 1: 100 %, centred on the map point under the pointer.
    const box = await page.getByTestId("canvas").boundingBox();
    if (!box) throw new Error("no canvas");
    const under = await mapPoint(page, at);
    await page.keyboard.press("1");
    await expect.poll(async () => (await view(page)).scale).toBe(1);
    const centred = await screen(page, under);
    expect(Math.abs(centred.x - (box.x + box.width / 2))).toBeLessThan(2);
    expect(Math.abs(centred.y - (box.y + box.height / 2))).toBeLessThan(2);
    await page.keyboard.press("f");
    await expect.poll(() => view(page)).toEqual(fit);

    // Space + drag pans by the pointer's movement; the scale is untouched.
    const from = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    await page.mouse.move(from.x, from.y);
    await page.keyboard.down(" ");
    await page.mouse.down();
    await page.mouse.move(from.x + 150, from.y + 90, { steps: 6 });
    await page.mouse.up();
    await page.keyboard.up(" ");
    const panned = await view(page);
    expect(panned.scale).toBe(fit.scale);
    expect(panned.x - fit.x).toBeCloseTo(150, 5);
    expect(panned.y - fit.y).toBeCloseTo(90, 5);
    // …and the document is untouched (no marquee, no move): still the empty map.
    expect(await status(page)).not.toMatch(/^Selected|^Move/);

    // The middle button pans too (no tool needed).
    await page.mouse.move(from.x, from.y);
    await page.mouse.down({ button: "middle" });
    await page.mouse.move(from.x - 200, from.y - 40, { steps: 6 });
    await page.mouse.up({ button: "middle" });
    const panned2 = await view(page);
    expect(panned2.scale).toBe(fit.scale);
    expect(panned2.x - panned.x).toBeCloseTo(-200, 5);
    expect(panned2.y - panned.y).toBeCloseTo(-40, 5);
    await page.keyboard.press("f");
    await expect.poll(() => view(page)).toEqual(fit);

    // ? opens the help overlay listing the shortcuts; ? again (or Esc) closes it; so does the button.
    const help = page.getByTestId("help");
    await page.keyboard.press("?");
    await help.waitFor();
    const keys = await help.locator("kbd").allTextContents();
    expect(keys.length).toBeGreaterThanOrEqual(20);
    expect(keys).toEqual(
      expect.arrayContaining([
        "V",
        "D",
        "K",
        "M",
        "G",
        "Alt (hold)",
        "Space + drag, middle button",
        "F / 1",
        "?",
      ]),
    );
    const helpText = (await help.textContent()) ?? "";
    expect(helpText).toMatch(/Zoom at the pointer/);
    expect(helpText).toMatch(/Delete the selection \(or the selected vertex\)/);
    await page.keyboard.press("?");
    expect(await help.count()).toBe(0);
    await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
    await help.waitFor();
    await page.keyboard.press("Escape");
    expect(await help.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
