/** One `pudding` sub-command. `run` receives the arguments after the command name and returns the exit code. */
export interface Command {
  summary: string;
  run(args: string[]): Promise<number> | number;
}
