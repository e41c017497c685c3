/**
 * `pudding verify` (issue 26 §1, provably fair) on a finished Great Fire game exported from the API
 * (`games.export` of a game with two people seated and a secret seed, written by the api's own code:
 * src/test-fixtures/great-fire-export.json), and on copies with one draw, the seed or one action changed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const cliDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const EXPORT = join(cliDir, "src/test-fixtures/great-fire-export.json");
const tmp = mkdtempSync(join(tmpdir(), "pudding-verify-"));

function pudding(...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts", ...args], {
    cwd: cliDir,
    encoding: "utf8",
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
type Export = {
  seed: string;
  gameId: string;
  commitment: string;
  actions: { seat: number; action: Record<string, unknown> }[];
  events: Record<string, unknown>[][];
};
const original = (): Export => JSON.parse(readFileSync(EXPORT, "utf8"));
function tampered(name: string, change: (f: Export) => void): string {
  const f = original();
  change(f);
  const path = join(tmp, `${name}.json`);
  writeFileSync(path, JSON.stringify(f));
  return path;
}

describe("pudding verify (issue 26 §1)", () => {
  it("a game exported from the API verifies: exit 0 and a sentence", () => {
    const f = original();
    expect(f.seed).toMatch(/^chacha20:[0-9a-f]{64}$/);
    const r = pudding("verify", EXPORT);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      new RegExp(
        `^Verified: the revealed seed matches the commitment ${f.commitment.slice(0, 16)}… shown from the start of game ${f.gameId}, and all ${f.actions.length} actions replay from it`,
      ),
    );
  });

  it("one card drawn changed in the log: exit 1, naming the action", () => {
    let at = -1;
    const path = tampered("draw", (f) => {
      at = f.events.findIndex((es) => es.some((e) => e.type === "cardDrawn"));
      const e = f.events[at]?.find((x) => x.type === "cardDrawn") as { card: string };
      e.card = e.card === "E" ? "N" : "E";
    });
    const r = pudding("verify", path);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      new RegExp(
        `^NOT verified: Action ${at + 1} \\(seat \\d\\): what the game logged differs from what the committed seed gives .*card.* a shuffle, draw or roll was changed`,
      ),
    );
  });

  it("another seed: exit 1, the commitment does not match; a changed action: exit 1, naming it", () => {
    const seed = tampered("seed", (f) => {
      f.seed = `chacha20:${"0".repeat(64)}`;
    });
    const r = pudding("verify", seed);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^NOT verified: The revealed seed does not match the commitment shown at the start/,
    );
    const act = tampered("action", (f) => {
      const a = f.actions[5] as { seat: number; action: Record<string, unknown> };
      f.actions[5] = { seat: (a.seat + 1) % 4, action: a.action };
    });
    const r2 = pudding("verify", act);
    expect(r2.code).toBe(1);
    expect(r2.out).toMatch(/^NOT verified: Action 6 \(seat \d\)/);
  });

  it("a file that is not an export says so (exit 1); no file is a usage error (exit 2)", () => {
    const path = join(tmp, "not.json");
    writeFileSync(path, JSON.stringify({ format: 2, game: "great-fire-1666" }));
    const r = pudding("verify", path);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/is not a game exported from the server \(games\.export\)/);
    expect(pudding("verify").code).toBe(2);
  });
});
