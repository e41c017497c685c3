#!/usr/bin/env bash
# The Great Fire's playout speed before the platform refactor (b6b4921) and now (this checkout),
# interleaved in one run: complete random 4-player London games per CPU-second of the loop.
# Usage: bash tools/cli/scripts/side-by-side.sh [rounds=6] [seconds=4]
set -euo pipefail
here="$(cd "$(dirname "$0")/../../.." && pwd)"
old="${TMPDIR:-/tmp}/pudding-before-platform"
rounds="${1:-6}"; secs="${2:-4}"
if [ ! -d "$old/.git" ]; then
  git clone -q "$here" "$old" && git -C "$old" checkout -q b6b4921
  (cd "$old" && npx --yes pnpm@10.34.9 install --frozen-lockfile >/dev/null)
fi
cat > "$old/tools/cli/src/cpu-bench.ts" <<'TS'
import { benchRandomGames } from "@pudding/engine";
import { compileBoard } from "@pudding/map-schema";
import { loadMap } from "./game-file.js";
const board = compileBoard(loadMap(undefined));
benchRandomGames({ players: 4, seconds: 0.5, board });
const c0 = process.cpuUsage();
const r = benchRandomGames({ players: 4, seconds: Number(process.argv[2] ?? 5), board });
const c = process.cpuUsage(c0);
const cpu = (c.user + c.system) / 1e6;
console.log(JSON.stringify({ games: r.games, cpu, perCpuSecond: Math.round(r.games / cpu) }));
TS
for r in $(seq "$rounds"); do
  echo "before $(cd "$old" && npx tsx tools/cli/src/cpu-bench.ts "$secs") load $(cut -d' ' -f1 /proc/loadavg)"
  echo "after  $(cd "$here" && npx tsx tools/cli/scripts/cpu-bench.ts "$secs") load $(cut -d' ' -f1 /proc/loadavg)"
done
