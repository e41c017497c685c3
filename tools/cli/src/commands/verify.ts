/**
 * `pudding verify <export.json>` (issue 26 §1, provably fair): checks a finished game exported from
 * the server (`games.export`): the revealed seed hashes with the game id to the commitment shown
 * from the start, and every action replays from that seed to every logged event (each shuffle, draw
 * and roll) and state hash in the file. Exit 0 with a sentence when it holds, 1 with a sentence
 * naming what differs when it does not.
 */
import { existsSync } from "node:fs";
import { type FairGameFile, verifyGame } from "@pudding/engine";
import { gameById } from "@pudding/games";
import { z } from "zod";
import { parse, printJson, UsageError } from "../args.js";
import { InputError, readJsonFile } from "../game-file.js";
import type { Command } from "./types.js";

const ExportSchema = z.object({
  game: z.string().min(1).max(64),
  rulesVersion: z.number().int().min(1),
  map: z.unknown(),
  rules: z.unknown(),
  seats: z.number().int().min(1).max(12),
  seatNames: z.array(z.string()).optional(),
  seed: z.union([z.number(), z.string()]),
  actions: z.array(z.object({ seat: z.number().int().min(0).max(11), action: z.unknown() })),
  gameId: z.string().min(1),
  commitment: z.string().regex(/^[0-9a-f]{64}$/, "a commitment is 64 hex digits (sha256)"),
  events: z.array(z.array(z.unknown())).optional(),
  hashes: z.array(z.string()).optional(),
  hash: z.string(),
});

export const verify: Command = {
  summary:
    "check a finished game exported from the server: verify export.json [--json] → the seed matches the commitment and every draw follows from it",
  run(args) {
    const { values, positionals } = parse(args, { json: { type: "boolean" } });
    const [path] = positionals;
    if (!path || positionals.length > 1) throw new UsageError("usage: pudding verify <export.json> [--json]");
    if (!existsSync(path)) throw new InputError(`game export ${path} does not exist`);
    const parsed = ExportSchema.safeParse(readJsonFile(path, "game export"));
    if (!parsed.success)
      throw new InputError(
        `${path} is not a game exported from the server (games.export), so there is nothing to verify:\n${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("\n")}`,
      );
    const file = parsed.data as FairGameFile;
    const module = gameById(file.game);
    if (!module)
      throw new InputError(`the export is a game of "${file.game}", which this pudding does not know`);
    const verdict = verifyGame(module, file);
    if (values.json) printJson(verdict);
    else if (verdict.ok) console.log(verdict.message);
    else console.log(`NOT verified: ${verdict.message}`);
    return verdict.ok ? 0 : 1;
  },
};
