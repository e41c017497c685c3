#!/usr/bin/env node
/** Walks the repository's packages and prints every import-direction violation (exit 1 if any). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { checkFile, checkManifest } from "./check.mjs";

const root = process.argv[2] ?? process.cwd();
const SKIP = new Set(["node_modules", ".next", ".turbo", "storybook-static", "dist", ".git", ".data"]);
const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p);
    else if (/\.(m?[jt]sx?)$/.test(name) || name === "package.json") files.push(p);
  }
}
walk(join(root, "packages"));
const problems = [];
for (const f of files) {
  const rel = relative(root, f).split("\\").join("/");
  const text = readFileSync(f, "utf8");
  problems.push(
    ...(rel.endsWith("package.json") ? checkManifest(rel, JSON.parse(text)) : checkFile(rel, text)),
  );
}
if (problems.length) {
  console.error(`✗ import direction: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`✓ import direction: ${files.length} files checked, generic packages import no game`);
