// @ts-check
// The production server (server/site-server.js) on a build other than
// build/: the one BUILD_DIR names, on 127.0.0.1:PORT. The browser tests of
// the build with every business fact set (scripts/e2e-facts-set.js) use it.
import { createSiteServer } from "../server/site-server.js";

const buildDir = process.env.BUILD_DIR;
if (!buildDir) {
  console.error("BUILD_DIR names no build to serve.");
  process.exit(1);
}
const port = Number(process.env.PORT);
createSiteServer({ buildDir }).listen(port, "127.0.0.1", () => {
  console.log(`The build in ${buildDir} on http://127.0.0.1:${port}`);
});
