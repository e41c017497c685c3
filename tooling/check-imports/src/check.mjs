/**
 * The import-direction rules (PLATFORM.md "Layout"): arrows point one way.
 * - Generic packages (engine, map-schema, bots, lab, api, board-ui, rules-ui, editor-kit, i18n, names) never import
 *   a game package, anywhere — source, tests, stories or scripts — and never list one in their
 *   package.json. Their tests, stories and scripts may take real games from the registry
 *   (`@pudding/games`, its subpaths), a dev dependency; their source (what ships) may not.
 * - A game's rules (`packages/games/<game>/rules/src`, tests aside) import no React or other UI
 *   library, no Node built-in, no database, and use neither `Date` nor `Math.random`.
 * `checkFile(path, text)` returns the violations of one file; `main.mjs` walks the repository.
 */

export const GENERIC = [
  "packages/engine",
  "packages/map-schema",
  "packages/bots",
  "packages/lab",
  "packages/api",
  "packages/board-ui",
  "packages/rules-ui",
  "packages/editor-kit",
  "packages/i18n",
  "packages/names",
  "packages/lobby",
];
/** Game packages: `@pudding/great-fire`, `@pudding/great-fire-ui`, `@pudding/small-world-underground…`, `@pudding/the-brigade…`. */
const GAME_PACKAGE = /^@pudding\/(great-fire|small-world-underground|the-brigade)(-ui)?(\/.*)?$/;
const REGISTRY = /^@pudding\/games(\/.*)?$/;
const UI_LIB = /^(react|react-dom|react-konva|konva|next|@tanstack\/.*|recharts)(\/.*)?$/;
const DB_LIB = /^(pg|drizzle-orm|@electric-sql\/pglite|postgres|better-sqlite3|redis|ioredis)(\/.*)?$/;
const NODE_BUILTIN =
  /^node:|^(fs|path|os|child_process|worker_threads|crypto|http|https|net|url|util|stream|zlib)$/;

const isTestFile = (p) =>
  /(\.test|\.spec|\.stories)\.[cm]?[jt]sx?$|\/(test|tests|__tests__|stories|\.storybook|scripts)\//.test(p);

/** Every module specifier imported or re-exported by a file (static and dynamic with a literal). */
export function importsOf(text) {
  const out = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bexport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]);
  return out;
}

/** Text with comments blanked (an import shown in a doc comment is not an import). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");
}

/** Code with comments and strings blanked, so `Date` in a comment is not a violation. */
function codeOnly(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/\/\/[^\n]*/g, " ")
    .replace(/`(?:\\[\s\S]|[^`\\])*`/g, "``")
    .replace(/"(?:\\.|[^"\\\n])*"/g, '""')
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''");
}

/**
 * The violations of a generic package's package.json (repository-relative path): no game package in
 * any dependency field, and the registry only as a dev dependency (for tests and stories).
 */
export function checkManifest(path, json) {
  const generic = GENERIC.find((g) => path === `${g}/package.json`);
  if (!generic) return [];
  const out = [];
  for (const field of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
    for (const name of Object.keys(json?.[field] ?? {})) {
      if (GAME_PACKAGE.test(name))
        out.push(`${path}: the generic package ${generic} lists the game package "${name}" in ${field}`);
      else if (REGISTRY.test(name) && field !== "devDependencies")
        out.push(
          `${path}: the generic package ${generic} lists the registry "${name}" in ${field}; only tests may use it (devDependencies)`,
        );
    }
  }
  return out;
}

/** The violations of one file, as sentences (repository-relative path). */
export function checkFile(path, text) {
  const out = [];
  const generic = GENERIC.find((g) => path.startsWith(`${g}/`));
  const test = isTestFile(path);
  if (generic) {
    for (const spec of importsOf(withoutComments(text))) {
      if (GAME_PACKAGE.test(spec))
        out.push(
          `${path}: the generic package ${generic} imports the game package "${spec}"; a game plugs in, the platform never names it${test ? " (a test or story takes its games from the registry, @pudding/games)" : ""}`,
        );
      else if (REGISTRY.test(spec) && !test)
        out.push(
          `${path}: the generic package ${generic} imports the registry "${spec}" in its source; take the modules as arguments (tests may use the registry)`,
        );
    }
  }
  const rules = /^packages\/games\/[^/]+\/rules\/src\//.test(path);
  if (rules && !test) {
    for (const spec of importsOf(withoutComments(text))) {
      if (UI_LIB.test(spec))
        out.push(`${path}: a game's rules import the UI library "${spec}"; rules are headless`);
      else if (DB_LIB.test(spec)) out.push(`${path}: a game's rules import the database library "${spec}"`);
      else if (NODE_BUILTIN.test(spec))
        out.push(
          `${path}: a game's rules import the Node built-in "${spec}"; rules run in browsers and workers too`,
        );
    }
    const code = codeOnly(text);
    if (/\bMath\.random\s*\(/.test(code))
      out.push(`${path}: a game's rules call Math.random; use the state's seeded RNG`);
    if (/\bDate\.now\s*\(|\bnew\s+Date\b|\bDate\s*\(/.test(code))
      out.push(`${path}: a game's rules read the clock (Date); rules are deterministic`);
  }
  return out;
}
