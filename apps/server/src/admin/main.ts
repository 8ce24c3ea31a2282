import { loadConfig } from "../config.ts";
import { AdminError } from "./backup-file.ts";
import { runAdmin } from "./cli.ts";

// The program behind `npm run admin` (scripts/admin.mjs): errors an operator can fix are one line, anything
// else keeps its stack.
try {
  process.exitCode = await runAdmin(process.argv.slice(2), loadConfig(), (line) => console.log(line));
} catch (error) {
  console.error(error instanceof AdminError ? `✗ ${error.message}` : error);
  process.exitCode = 1;
}
