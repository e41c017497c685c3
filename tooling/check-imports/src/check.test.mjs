import { describe, expect, it } from "vitest";
import { checkFile, checkManifest, importsOf } from "./check.mjs";

describe("import direction", () => {
  it("finds static, type, re-export, side-effect and dynamic imports", () => {
    const t = `import { a } from "x";\nimport type { B } from "y";\nexport { c } from "z";\nimport "w";\nconst m = await import("v");`;
    expect(importsOf(t)).toEqual(["x", "y", "z", "w", "v"]);
  });
  it("fails a generic package importing a game anywhere, or the registry in its source; tests and stories may use the registry", () => {
    expect(
      checkFile("packages/api/src/server.ts", `import { GREAT_FIRE_1666 } from "@pudding/great-fire";`),
    ).toHaveLength(1);
    expect(
      checkFile("packages/board-ui/src/x.tsx", `import { Piece } from "@pudding/great-fire-ui";`),
    ).toHaveLength(1);
    expect(
      checkFile("packages/bots/src/x.ts", `import { X } from "@pudding/small-world-underground";`),
    ).toHaveLength(1);
    // Tests, stories and scripts never name a game package either: they go through the registry.
    expect(
      checkFile(
        "packages/lab/src/test/games.ts",
        `import { GREAT_FIRE_1666 } from "@pudding/great-fire";`,
      )[0],
    ).toMatch(/from the registry/);
    expect(
      checkFile(
        "packages/rules-ui/src/stories/games.ts",
        `import { X } from "@pudding/great-fire-ui/rules";`,
      ),
    ).toHaveLength(1);
    expect(
      checkFile("packages/lab/src/lab.test.ts", `import { GreatFire } from "@pudding/great-fire";`),
    ).toHaveLength(1);
    expect(checkFile("packages/lab/src/test/games.ts", `import { GAMES } from "@pudding/games";`)).toEqual(
      [],
    );
    expect(
      checkFile(
        "packages/rules-ui/src/stories/games.ts",
        `import { RULES_UIS } from "@pudding/games/rules-ui";`,
      ),
    ).toEqual([]);
    // An import shown in a doc comment is not an import; one after a URL in a string still is.
    expect(
      checkFile("packages/lab/src/run.ts", `/**\n * import { GAMES } from "@pudding/games";\n */`),
    ).toEqual([]);
    expect(
      checkFile("packages/lab/src/run.ts", `const u = "http://x"; import { G } from "@pudding/great-fire";`),
    ).toHaveLength(1);
    expect(checkFile("packages/lab/src/run.ts", `import { GAMES } from "@pudding/games";`)).toHaveLength(1);
    expect(checkFile("packages/lab/src/run.test.ts", `import { GAMES } from "@pudding/games";`)).toEqual([]);
    expect(checkFile("packages/engine/src/x.ts", `import { z } from "zod";`)).toEqual([]);
  });
  it("fails a generic package's manifest naming a game, or the registry outside devDependencies", () => {
    expect(
      checkManifest("packages/lab/package.json", {
        devDependencies: { "@pudding/great-fire": "workspace:*" },
      })[0],
    ).toMatch(/lists the game package "@pudding\/great-fire" in devDependencies/);
    expect(
      checkManifest("packages/rules-ui/package.json", {
        dependencies: { "@pudding/the-brigade-ui": "workspace:*" },
      }),
    ).toHaveLength(1);
    expect(
      checkManifest("packages/api/package.json", { dependencies: { "@pudding/games": "workspace:*" } })[0],
    ).toMatch(/only tests may use it/);
    expect(
      checkManifest("packages/lab/package.json", {
        dependencies: { "@pudding/engine": "workspace:*" },
        devDependencies: { "@pudding/games": "workspace:*" },
      }),
    ).toEqual([]);
    expect(
      checkManifest("apps/play/package.json", { dependencies: { "@pudding/great-fire": "workspace:*" } }),
    ).toEqual([]);
  });
  it("fails a game's rules importing React, Node, a database, or using Date / Math.random", () => {
    const p = "packages/games/the-brigade/rules/src/x.ts";
    expect(checkFile(p, `import { useState } from "react";`)[0]).toMatch(/UI library/);
    expect(checkFile(p, `import { readFileSync } from "node:fs";`)[0]).toMatch(/Node built-in/);
    expect(checkFile(p, `import pg from "pg";`)[0]).toMatch(/database/);
    expect(checkFile(p, `const x = Math.random();`)[0]).toMatch(/Math.random/);
    expect(checkFile(p, `const t = Date.now();`)[0]).toMatch(/clock/);
    expect(checkFile(p, `// Date.now() is never used here\nconst s = "Math.random()";`)).toEqual([]);
    expect(
      checkFile("packages/games/the-brigade/rules/src/x.test.ts", `import { readFileSync } from "node:fs";`),
    ).toEqual([]);
    expect(checkFile("packages/games/the-brigade/rules/scripts/bench.ts", `const t = Date.now();`)).toEqual(
      [],
    );
  });
  it("lets hosts and the registry import games", () => {
    expect(checkFile("apps/play/src/x.ts", `import { GREAT_FIRE_1666 } from "@pudding/great-fire";`)).toEqual(
      [],
    );
    expect(
      checkFile(
        "packages/games/registry/src/index.ts",
        `import { GREAT_FIRE_1666 } from "@pudding/great-fire";`,
      ),
    ).toEqual([]);
  });
});
