// @ts-check
// `node tools/perf/paired-phone.js --form name=<build dir> --form name=<build dir> [--route /plus/channels …] [--runs 8]`
// Two or more builds of the site, each served by the production server's own
// code, loaded in turn on the throttled phone of `npm run audit` (cold cache,
// 4× CPU, 1.6 Mbps, 150 ms round trip): one load of each form per round, so
// that a change in the machine's load touches every form alike. Prints, per
// route and form, the median and range of first paint, largest paint,
// hydration, data on screen, and the gap from hydration to the data within
// each load. A difference counts when it is larger than the ranges.
import path from "node:path";
import { parseArgs } from "node:util";

import { median } from "../../scripts/lib/lighthouse-runs.js";
import {
  gapOf,
  measureThrottled,
} from "../../scripts/lib/throttled-timings.js";
import { createSiteServer } from "../../server/site-server.js";

import { listenOnLoopback } from "./loopback.js";
import { printColumns } from "./print-columns.js";

const { values } = parseArgs({
  options: {
    form: { type: "string", multiple: true },
    route: { type: "string", multiple: true },
    runs: { type: "string", default: "8" },
  },
});
const forms = (values.form ?? []).map((text) => {
  const [name, dir] = text.split("=");
  if (!name || !dir) {
    console.error(`--form takes name=<build dir>, not "${text}".`);
    process.exit(2);
  }
  return { name, buildDir: path.resolve(dir) };
});
const routes = values.route ?? ["/plus/channels"];
const runs = Number(values.runs);
if (forms.length < 2 || !Number.isInteger(runs) || runs < 1) {
  console.error(
    "Usage: node tools/perf/paired-phone.js --form a=<build dir> --form b=<build dir> [--route /path …] [--runs 8]",
  );
  process.exit(2);
}

/** @param {(number | null)[]} values */
function summary(values) {
  const present = values.filter((value) => value !== null);
  if (!present.length) return "–";
  const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
  return `${s(median(present))} (${s(Math.min(...present))}–${s(Math.max(...present))})`;
}

/** @type {import("node:http").Server[]} */
const servers = [];
try {
  /** @type {string[]} */
  const origins = [];
  for (const form of forms) {
    const server = createSiteServer({ buildDir: form.buildDir });
    servers.push(server);
    origins.push(await listenOnLoopback(server));
  }
  const urls = routes.flatMap((route) =>
    origins.map((origin) => `${origin}${route}`),
  );
  const results = await measureThrottled(urls, runs);
  console.log(
    `\nThrottled phone, ${runs} cold loads of each form, taken in turn; median (range), seconds`,
  );
  const header = ["Route", "Form", "FCP", "LCP", "Interactive", "Data", "Gap"];
  const rows = routes.flatMap((route) =>
    forms.map((form, index) => {
      const timings = results.get(`${origins[index]}${route}`) ?? [];
      return [
        route,
        form.name,
        summary(timings.map((t) => t.fcp)),
        summary(timings.map((t) => t.lcp)),
        summary(timings.map((t) => t.interactive)),
        summary(timings.map((t) => t.data)),
        summary(timings.map(gapOf)),
      ];
    }),
  );
  printColumns(header, rows);
} finally {
  for (const server of servers) server.close();
}
