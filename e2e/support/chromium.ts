// One definition for the browser tests and the Node scripts (audit, HTML checks).
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  TEST_CHROMIUM_PATH,
} from "../../scripts/lib/chromium.js";
