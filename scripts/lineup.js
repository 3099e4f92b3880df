// @ts-check
// `npm run lineup -- <command>`: edits the channel lineup by names; see
// scripts/lineup/cli.ts. Vite loads the TypeScript, as for check:data.
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";

import { runnerImport } from "vite";

const projectDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

/** @type {{ module: typeof import("./lineup/cli") }} */
const { module: cli } = await runnerImport("/scripts/lineup/cli.ts", {
  configFile: false,
  root: projectDir,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
});

process.exitCode = await cli.main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  dataDir: path.join(projectDir, "public"),
  // Questions only to a person at a terminal; scripts and pipes get none.
  ask:
    process.stdin.isTTY && process.stdout.isTTY
      ? async (question) => {
          const terminal = createInterface({
            input: process.stdin,
            output: process.stdout,
          });
          try {
            return await terminal.question(question);
          } catch {
            return null;
          } finally {
            terminal.close();
          }
        }
      : undefined,
});
