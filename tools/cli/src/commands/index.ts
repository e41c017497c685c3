import type { Command } from "./types.js";

/** Every `pudding` command by name. Add one line per command file. */
export const COMMANDS: Record<string, Command> = {};
