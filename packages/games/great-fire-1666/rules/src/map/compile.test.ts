import { describe, expect, it } from "vitest";
import { compileBoard, DIRECTION_INDEX, fireNeighbours, fireStepsFrom, moveNeighbours } from "./compile.js";
import { type BoardMapInput, BoardMapSchema, type District } from "./schema.js";

const sq: [number, number][] = [
  [0, 0],
  [1, 0],
  [1, 1],
];
function d(id: string, extra: Partial<District> = {}): District {
  return {
    id,
    name: id.toUpperCase(),
    kind: "district",
    region: "blue",
    houses: 2,
    polygon: sq,
    label: [0, 0],
    ...extra,
  };
}
// A 2×2 block around one crossing plus a park bordering "nw".
const input: BoardMapInput = {
  version: 1,
  id: "tiny",
  name: "Tiny",
  game: "great-fire-1666",
  size: { width: 10, height: 10 },
  districts: [
    d("nw", { objective: { deck: 1, vp: 2 } }),
    d("ne", { extraAction: true }),
    d("sw", { setupIcon: 4 }),
    d("se"),
    d("park", { kind: "park", houses: 0 }),
  ],
  arrows: [
    { from: "nw", to: "ne", direction: "E", at: [0, 0] },
    { from: "ne", to: "nw", direction: "W", at: [0, 0] },
  ],
  crossings: [{ at: [1, 1], nw: "nw", ne: "ne", sw: "sw", se: "se" }],
  borders: [{ a: "park", b: "nw" }],
};
const board = compileBoard(BoardMapSchema.parse(input));
const I = (id: string) => board.index[id] as number;
const names = (xs: number[]) => xs.map((x) => board.ids[x]).sort();

describe("compileBoard", () => {
  it("indexes districts both ways with their printed data", () => {
    expect(board.n).toBe(5);
    expect(board.ids[I("se")]).toBe("se");
    expect(board.names[I("ne")]).toBe("NE");
    expect(board.objectiveDeck[I("nw")]).toBe(1);
    expect(board.objectiveVp[I("nw")]).toBe(2);
    expect(board.extraAction[I("ne")]).toBe(1);
    expect(board.setupIcon[I("sw")]).toBe(4);
    expect(board.kind[I("park")]).toBe(1);
    expect(board.origin).toBe(-1);
  });
  it("§4.1 an arrow gives a fire step only in its labelled direction", () => {
    expect(names(fireStepsFrom(board, I("nw"), DIRECTION_INDEX.E))).toContain("ne");
    expect(names(fireStepsFrom(board, I("nw"), DIRECTION_INDEX.W))).not.toContain("ne");
    expect(names(fireStepsFrom(board, I("ne"), DIRECTION_INDEX.W))).toContain("nw");
  });
  it("§1.1 Example 1 crossings: NW→SE with S or E, SE→NW with N or W, NE→SW with S or W, SW→NE with N or E", () => {
    const { N, E, S, W } = DIRECTION_INDEX;
    expect(names(fireStepsFrom(board, I("nw"), S))).toEqual(["se"]);
    expect(names(fireStepsFrom(board, I("nw"), E))).toEqual(["ne", "se"]);
    expect(names(fireStepsFrom(board, I("nw"), N))).toEqual([]);
    expect(names(fireStepsFrom(board, I("se"), N))).toEqual(["nw"]);
    expect(names(fireStepsFrom(board, I("se"), W))).toEqual(["nw"]);
    expect(names(fireStepsFrom(board, I("se"), S))).toEqual([]);
    expect(names(fireStepsFrom(board, I("ne"), S))).toEqual(["sw"]);
    expect(names(fireStepsFrom(board, I("ne"), W))).toEqual(["nw", "sw"]);
    expect(names(fireStepsFrom(board, I("sw"), N))).toEqual(["ne"]);
    expect(names(fireStepsFrom(board, I("sw"), E))).toEqual(["ne"]);
    expect(names(fireStepsFrom(board, I("sw"), W))).toEqual([]);
  });
  it("fire adjacency joins arrows and crossings in any direction but never park borders", () => {
    expect(names(fireNeighbours(board, I("nw")))).toEqual(["ne", "se"]);
    expect(names(fireNeighbours(board, I("sw")))).toEqual(["ne"]);
    expect(names(fireNeighbours(board, I("park")))).toEqual([]);
  });
  it("movement adjacency adds park borders, both ways", () => {
    expect(names(moveNeighbours(board, I("nw")))).toEqual(["ne", "park", "se"]);
    expect(names(moveNeighbours(board, I("park")))).toEqual(["nw"]);
  });
  it("compiled boards survive JSON round trips", () => {
    expect(JSON.parse(JSON.stringify(board))).toEqual(board);
  });
});
