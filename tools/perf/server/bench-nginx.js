// @ts-check
// nginx for the server benchmark: installed when missing, configured to serve
// the same build folder.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CSP_MANIFEST_FILE,
  HASHED_ASSETS_PREFIX,
  NO_INLINE_CODE,
  SECURITY_HEADERS,
  contentSecurityPolicy,
} from "../../../server/header-policy.js";
import {
  NOT_FOUND_FILE,
  readCspManifest,
  urlPathsOf,
} from "../../../server/site-files.js";

export const NGINX = "/usr/sbin/nginx";
/** Host name of the nginx site that sends our header policy too. */
export const POLICY_HOST = "policy.bench";

/**
 * @typedef {object} SiteOptions
 * @property {string} clientDir the client build folder
 * @property {string} host
 * @property {number} port
 */

/** Installs Debian's nginx-light when missing, as the test setup does with Chromium. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() === 0 && existsSync("/etc/debian_version")) {
    console.log("nginx is missing: installing Debian's nginx-light…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "nginx-light"], {
      stdio: "inherit",
      // RUNLEVEL=1 keeps the package from starting its own service on port 80.
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" },
    });
  } else {
    console.error(
      "The comparison needs nginx at /usr/sbin/nginx.\n" +
        "On Debian or Ubuntu: sudo apt-get install -y nginx-light",
    );
    process.exit(1);
  }
}

/**
 * nginx `add_header` lines. A location with any `add_header` drops the
 * server's, so each location lists them all.
 * @param {Record<string, string>} headers
 */
function addHeaders(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join(" ");
}

/**
 * A second nginx site on the same port (picked by Host) that sends what ours
 * sends: the header policy, each page's CSP, the cache rules and Vary.
 * @param {SiteOptions} options
 */
function nginxPolicySite({ clientDir, host, port }) {
  const manifest = readCspManifest(
    path.join(clientDir, "..", CSP_MANIFEST_FILE),
  );
  /** @param {import("../../../server/header-policy.js").InlineHashes} hashes @param {string} cacheControl */
  const policy = (hashes, cacheControl) =>
    addHeaders({
      ...SECURITY_HEADERS,
      "Content-Security-Policy": contentSecurityPolicy(hashes),
      "Cache-Control": cacheControl,
    });
  const locations = [...manifest].flatMap(([file, hashes]) => {
    const headers = policy(hashes, CACHE_REVALIDATE);
    if (file === NOT_FOUND_FILE) {
      return [`location = /${file} { internal; ${headers} }`];
    }
    return urlPathsOf(file, () => false).map(
      (urlPath) =>
        `location = ${urlPath} { try_files /${file} =404; ${headers} }`,
    );
  });
  return `server {
    listen ${host}:${port};
    server_name ${POLICY_HOST};
    root ${clientDir};
    gzip_static on;
    gzip_vary on;
    error_page 404 /${NOT_FOUND_FILE};
    ${locations.join("\n    ")}
    location ${HASHED_ASSETS_PREFIX} { ${policy(NO_INLINE_CODE, CACHE_IMMUTABLE)} }
    location / { try_files $uri =404; ${policy(NO_INLINE_CODE, CACHE_REVALIDATE)} }
  }`;
}

/**
 * A minimal nginx.conf: one worker, gzip_static, the build folder as root;
 * a plain site by default, and the policy site for Host `POLICY_HOST`.
 * @param {{ dir: string } & SiteOptions} options `dir` holds nginx's own files
 */
export function nginxConfig({ dir, ...site }) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen ${site.host}:${site.port} default_server;
    root ${site.clientDir};
    gzip_static on;
    location / { try_files $uri $uri.html $uri/index.html =404; }
    error_page 404 /${NOT_FOUND_FILE};
  }
  ${nginxPolicySite(site)}
}
`;
}
