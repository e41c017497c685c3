/**
 * The project's own docs live in the repository (issue 32): no tracked file points outside the
 * checkout, and each rules package's reference is the current copy of its digest in `docs/rules/`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((f) => /\.(m?[jt]sx?|md|json|mjs|ya?ml|sh)$/.test(f) && f !== "pnpm-lock.yaml")
  .filter((f) => existsSync(join(root, f)));

/** Paths that leave the checkout: the shared folder beside it, or an absolute path on a machine. */
const OUTSIDE = /(\.\.\/)+shared\/|\/work\/(shared|main)\b/;

describe("the project's own docs (issue 32)", () => {
  it("no tracked file points outside the repository", () => {
    const hits = [];
    for (const f of tracked) {
      if (f === "tooling/check-imports/src/docs.test.mjs") continue;
      const lines = readFileSync(join(root, f), "utf8").split("\n");
      lines.forEach((line, i) => {
        if (OUTSIDE.test(line)) hits.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it("relative links in the docs resolve inside the repository", () => {
    const broken = [];
    for (const f of tracked.filter((t) => t.endsWith(".md"))) {
      const text = readFileSync(join(root, f), "utf8");
      for (const m of text.matchAll(/\]\((\.{1,2}\/[^)#\s]+)[^)]*\)|`(\.\.\/[\w./-]+\/)`/g)) {
        const target = resolve(root, dirname(f), m[1] ?? m[2]);
        if (!target.startsWith(root) || !existsSync(target)) broken.push(`${f}: ${m[1] ?? m[2]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("each rules package's reference is the current copy of its digest in docs/rules (node scripts/rules-reference.mjs)", async () => {
    for (const game of ["great-fire-1666", "small-world-underground", "the-brigade"]) {
      const digest = readFileSync(join(root, "docs", "rules", `${game}.md`), "utf8");
      const source = readFileSync(
        join(root, "packages", "games", game, "rules", "src", "reference.ts"),
        "utf8",
      );
      // The generated file holds the digest as one string literal (JSON or, once formatted, single-quoted).
      const literal = source
        .slice(source.indexOf("=") + 1)
        .trim()
        .replace(/;\s*$/, "");
      const text = new Function(`return ${literal};`)();
      expect(text, `${game}: run node scripts/rules-reference.mjs`).toBe(digest);
    }
  });
});
