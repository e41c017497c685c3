/**
 * `pudding` — the command line of Pudding Lane. Each command lives in `commands/<name>.ts` and is
 * registered in `commands/index.ts`. Exit codes: 0 success, 1 the input was rejected (invalid map,
 * illegal action), 2 usage error.
 */
import { UsageError } from "./args.js";
import { COMMANDS } from "./commands/index.js";

// `pudding demo | head` closes our stdout early: that is not an error.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    printHelp();
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`pudding: unknown command "${name}". Run \`pudding help\` for the list.`);
    return 2;
  }
  return command.run(rest);
}

function printHelp(): void {
  console.log("usage: pudding <command> [options]\n\ncommands:");
  for (const [name, c] of Object.entries(COMMANDS)) console.log(`  ${name.padEnd(14)} ${c.summary}`);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    // Usage errors exit 2; rejected input (bad file, illegal action) exits 1. Never a stack trace.
    console.error(`pudding: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = err instanceof UsageError ? 2 : 1;
  },
);
