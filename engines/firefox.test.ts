import { launchFirefox } from "./firefox";
import { describeEngine } from "./site-suite";

describeEngine("Firefox", launchFirefox);
