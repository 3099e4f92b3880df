// @ts-check
// `node tools/perf/serve-build.js <build dir>`: the production server's own
// code serving a build on a free loopback port, in a process of its own so
// that it shares no event loop with the tool that measures it. Prints the
// origin as one line, then serves until it is stopped.
import { createSiteServer } from "../../server/site-server.js";

const HOST = "127.0.0.1";

const buildDir = process.argv[2];
if (!buildDir) {
  console.error("Usage: node tools/perf/serve-build.js <build dir>");
  process.exit(2);
}

const server = createSiteServer({ buildDir });
server.listen(0, HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(`http://${HOST}:${port}`);
});
process.once("SIGTERM", () => process.exit(0));
