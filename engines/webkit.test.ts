import { describeEngine } from "./site-suite";
import { launchWebKit } from "./webkit";

describeEngine("WebKit", launchWebKit);
