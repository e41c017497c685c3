/** `pudding new`, `moves`, `act`, `replay`: a game of any module kept in a JSON file, one action at a time. */
import { existsSync } from "node:fs";
import { intOption, parse, printJson, UsageError } from "../args.js";
import {
  type GameFile,
  gameArg,
  InputError,
  loadGame,
  mapArg,
  rulesArg,
  saveGame,
  withAction,
} from "../game-file.js";
import type { Command } from "./types.js";

/** The Great Fire keeps plain actions in its files (one seat acts at a time); other games store `{ seat, action }`. */
const plainActions = (file: GameFile) => file.format === 1 || file.game === "great-fire-1666";
const nameOf = (file: GameFile, seat: number) => file.seatNames?.[seat] ?? `Seat ${seat + 1}`;

export const newGame: Command = {
  summary:
    "start a game file: [--game id] --players N --seed S [--rules PRESET|file] [--map id|file] [--names a,b,c] --out game.json",
  run(args) {
    const { values } = parse(args, {
      game: { type: "string" },
      players: { type: "string" },
      seed: { type: "string" },
      rules: { type: "string" },
      map: { type: "string" },
      names: { type: "string" },
      out: { type: "string" },
      json: { type: "boolean" },
    });
    const module = gameArg(values.game);
    const seats = intOption(values.players, "players", module.seats.min, module.seats.max);
    if (!values.out) throw new UsageError("--out <game.json> is required");
    const seed =
      values.seed === undefined
        ? 1
        : Number.isFinite(Number(values.seed))
          ? Number(values.seed)
          : values.seed;
    const map = mapArg(module, values.map, seats);
    const { stored, rules } = rulesArg(module, values.rules);
    const seatNames = values.names?.split(",").map((n) => n.trim());
    if (seatNames && seatNames.length !== seats)
      throw new UsageError(`--names lists ${seatNames.length} names for ${seats} players`);
    const created = module.setup({ map, rules, seats, seed, names: seatNames });
    if (!created.ok) throw new InputError(created.issues.map((i) => `${i.path}: ${i.message}`).join("\n"));
    const info = module.map.info(map);
    const shipped = Object.hasOwn(module.map.shipped, info.id) && module.map.shipped[info.id] === map;
    const file: GameFile = {
      format: 2,
      game: module.id,
      rulesVersion: module.rulesVersion,
      map: shipped ? info.id : (map as Record<string, unknown>),
      rules: stored,
      seats,
      seed,
      ...(seatNames ? { seatNames } : {}),
      actions: [],
    };
    saveGame(values.out, file);
    if (values.json) printJson({ out: values.out, game: module.id, seats, seed, map: info.id });
    else
      console.log(
        `new ${seats}-player game of ${module.title} on ${info.name} (seed ${seed}) written to ${values.out}`,
      );
    return 0;
  },
};

export const moves: Command = {
  summary: "list the legal actions of the seats that may act: moves game.json [--seat N] [--json]",
  run(args) {
    const { values, positionals } = parse(args, { json: { type: "boolean" }, seat: { type: "string" } });
    const [path] = positionals;
    if (!path || positionals.length > 1)
      throw new UsageError("usage: pudding moves <game.json> [--seat N] [--json]");
    const { file, module, state } = loadGame(path);
    const status = module.status(state);
    const seats =
      values.seat === undefined ? status.toAct : [intOption(values.seat, "seat", 0, file.seats - 1)];
    if (values.json) {
      const bySeat = seats.map((seat) => ({ seat, actions: module.legal(state, seat) }));
      // `seat`/`actions`: the first seat that may act (the only one in most games).
      printJson({
        game: module.id,
        phase: status.phase,
        seat: bySeat[0]?.seat ?? null,
        actions: bySeat[0]?.actions ?? [],
        toAct: bySeat,
      });
      return 0;
    }
    if (status.over) {
      console.log("the game is over; `pudding replay` shows the scores");
      return 0;
    }
    for (const seat of seats) {
      const list = module.legal(state, seat);
      console.log(`${nameOf(file, seat)} to act (${status.phase}), ${list.length} legal actions:`);
      for (const a of list)
        console.log(`  ${JSON.stringify(a).padEnd(70)} ${module.describeAction(state, a)}`);
    }
    return 0;
  },
};

export const act: Command = {
  summary: "apply one action: act game.json '<action json>' [--seat N] [--out file] [--json]",
  run(args) {
    const { values, positionals } = parse(args, {
      out: { type: "string" },
      json: { type: "boolean" },
      seat: { type: "string" },
    });
    const [path, text] = positionals;
    if (!path || text === undefined || positionals.length > 2)
      throw new UsageError(`usage: pudding act <game.json> '{"type":"endActions"}' [--seat N] [--out file]`);
    let action: unknown;
    try {
      action = JSON.parse(text);
    } catch (e) {
      throw new InputError(`the action is not valid JSON (${e instanceof Error ? e.message : e})`);
    }
    const { file, module, state } = loadGame(path);
    const toAct = module.toAct(state);
    let seat: number;
    if (values.seat !== undefined) seat = intOption(values.seat, "seat", 0, file.seats - 1);
    else if (toAct.length === 1) seat = toAct[0] as number;
    else if (toAct.length === 0) throw new InputError("the game is over; no action can be taken");
    else throw new UsageError(`seats ${toAct.join(", ")} may act now: say which with --seat`);
    const r = module.apply(state, seat, action);
    if (!r.ok) {
      const where = r.error.rule ? `${r.error.rule}: ` : "";
      if (values.json) printJson({ ok: false, error: r.error });
      else console.error(`${where}${r.error.message}`);
      return 1;
    }
    saveGame(values.out ?? path, withAction(file, seat, action, plainActions(file)));
    const seen = module.redact(r.state, r.events, seat);
    const status = module.status(r.state);
    if (values.json)
      printJson({
        ok: true,
        events: seen,
        phase: status.phase,
        next: status.toAct[0] ?? null,
        toAct: status.toAct,
      });
    else
      for (const e of seen) {
        const line = module.describe(r.state, e, { viewer: seat });
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
    const { file, module, state } = loadGame(path);
    const status = module.status(state);
    const o = module.outcome(state);
    const out = {
      game: module.id,
      hash: module.hash(state),
      actions: file.actions.length,
      phase: status.phase,
      scores: o.points.map((total, seat) => ({ seat, name: nameOf(file, seat), total })),
      winners: o.winners,
      decidedBy: o.decidedBy,
    };
    if (values.json) printJson(out);
    else {
      console.log(`${module.title}: ${out.actions} actions, phase ${out.phase}, hash ${out.hash}`);
      for (const x of out.scores) console.log(`  ${x.name}: ${x.total}`);
      if (status.over)
        console.log(`winner: ${o.winners.map((w) => nameOf(file, w)).join(" and ")} (${o.decidedByText})`);
    }
    return 0;
  },
};
