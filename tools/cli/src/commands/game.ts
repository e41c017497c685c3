/** `pudding new`, `moves`, `act`, `replay`: a game kept in a JSON file, one action at a time. */
import { existsSync } from "node:fs";
import {
  ActionSchema,
  activeSeat,
  applyAction,
  createGame,
  describeAction,
  describeEvent,
  eventsFor,
  GameOptionsError,
  hashState,
  legalActions,
  RULES_VERSION,
  SHIPPED_MAPS,
  score,
} from "@pudding/great-fire";
import { intOption, parse, printJson, UsageError } from "../args.js";
import { type GameFile, InputError, loadGame, loadMap, loadRules, saveGame } from "../game-file.js";
import type { Command } from "./types.js";

export const newGame: Command = {
  summary:
    "start a game file: --players N --seed S [--rules PRESET|file] [--map id|file] [--names a,b,c] --out game.json",
  run(args) {
    const { values } = parse(args, {
      players: { type: "string" },
      seed: { type: "string" },
      rules: { type: "string" },
      map: { type: "string" },
      names: { type: "string" },
      out: { type: "string" },
      json: { type: "boolean" },
    });
    const seats = intOption(values.players, "players", 3, 6);
    if (!values.out) throw new UsageError("--out <game.json> is required");
    const seed =
      values.seed === undefined
        ? 1
        : Number.isFinite(Number(values.seed))
          ? Number(values.seed)
          : values.seed;
    const map = loadMap(values.map);
    const rules = loadRules(values.rules);
    const seatNames = values.names?.split(",").map((n) => n.trim());
    if (seatNames && seatNames.length !== seats)
      throw new UsageError(`--names lists ${seatNames.length} names for ${seats} players`);
    try {
      createGame({ map, rules: rules as never, seats, seed, seatNames });
    } catch (e) {
      if (e instanceof GameOptionsError) throw new InputError(e.message);
      throw e;
    }
    const file: GameFile = {
      format: 2,
      game: "great-fire-1666",
      rulesVersion: RULES_VERSION,
      map: SHIPPED_MAPS[map.id] === map ? map.id : (map as unknown as Record<string, unknown>),
      rules,
      seats,
      seed,
      ...(seatNames ? { seatNames } : {}),
      actions: [],
    };
    saveGame(values.out, file);
    if (values.json) printJson({ out: values.out, seats, seed, map: map.id });
    else console.log(`new ${seats}-player game on ${map.name} (seed ${seed}) written to ${values.out}`);
    return 0;
  },
};

export const moves: Command = {
  summary: "list the legal actions of the active seat: moves game.json [--json]",
  run(args) {
    const { values, positionals } = parse(args, { json: { type: "boolean" } });
    const [path] = positionals;
    if (!path || positionals.length > 1) throw new UsageError("usage: pudding moves <game.json> [--json]");
    const { state } = loadGame(path);
    const list = legalActions(state);
    const seat = activeSeat(state);
    if (values.json) {
      printJson({ phase: state.phase, seat, actions: list });
      return 0;
    }
    if (state.phase === "over") {
      console.log("the game is over; `pudding replay` shows the scores");
      return 0;
    }
    console.log(
      `${state.seatNames[seat] ?? `Seat ${seat + 1}`} to act (${state.phase}), ${list.length} legal actions:`,
    );
    for (const a of list) console.log(`  ${JSON.stringify(a).padEnd(70)} ${describeAction(state, a)}`);
    return 0;
  },
};

export const act: Command = {
  summary: "apply one action: act game.json '<action json>' [--out file] [--json]",
  run(args) {
    const { values, positionals } = parse(args, { out: { type: "string" }, json: { type: "boolean" } });
    const [path, text] = positionals;
    if (!path || text === undefined || positionals.length > 2)
      throw new UsageError(`usage: pudding act <game.json> '{"type":"endActions"}' [--out file]`);
    let action: unknown;
    try {
      action = JSON.parse(text);
    } catch (e) {
      throw new InputError(`the action is not valid JSON (${e instanceof Error ? e.message : e})`);
    }
    const { file, state } = loadGame(path);
    const r = applyAction(state, action);
    if (!r.ok) {
      const where = r.error.rule ? `${r.error.rule}: ` : "";
      if (values.json) printJson({ ok: false, error: r.error });
      else console.error(`${where}${r.error.message}`);
      return 1;
    }
    const parsed = ActionSchema.parse(action);
    saveGame(values.out ?? path, { ...file, actions: [...file.actions, parsed] });
    const seen = eventsFor(r.events, activeSeat(state), r.state.phase === "over");
    if (values.json) printJson({ ok: true, events: seen, phase: r.state.phase, next: activeSeat(r.state) });
    else
      for (const e of seen) {
        const line = describeEvent(r.state, e);
        if (line) console.log(line);
      }
    return 0;
  },
};

export const replayCmd: Command = {
  summary: "replay a game file: replay game.json [--json] → { hash, scores, winners }",
  run(args) {
    const { values, positionals } = parse(args, { json: { type: "boolean" } });
    const [path] = positionals;
    if (!path || positionals.length > 1) throw new UsageError("usage: pudding replay <game.json> [--json]");
    if (!existsSync(path)) throw new InputError(`game file ${path} does not exist`);
    const { file, state } = loadGame(path);
    const s = score(state);
    const out = {
      hash: hashState(state),
      actions: file.actions.length,
      phase: state.phase,
      scores: s.seats.map((x) => ({
        seat: x.seat,
        name: state.seatNames[x.seat],
        colour: x.colour,
        total: x.total,
      })),
      winners: s.winners,
      decidedBy: s.decidedBy,
    };
    if (values.json) printJson(out);
    else {
      console.log(`${out.actions} actions, phase ${out.phase}, hash ${out.hash}`);
      for (const x of out.scores) console.log(`  ${x.name}: ${x.total} VP (${x.colour})`);
      if (state.phase === "over")
        console.log(`winner: ${s.winners.map((w) => state.seatNames[w]).join(" and ")} (${s.decidedBy})`);
    }
    return 0;
  },
};
