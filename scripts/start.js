// @ts-check
// `npm start`: builds the site when the build is missing or older than its
// sources, then runs the production server.
import { ensureBuild } from "./ensure-build.js";

ensureBuild();

await import("../server/index.js");
