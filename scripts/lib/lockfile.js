// @ts-check
// Checks of package-lock.json against package.json: the two must agree, and
// the lockfile must hold every platform's optional packages, or `npm ci`
// fails on a teammate's macOS, Windows or ARM machine.

/**
 * @typedef {{ version?: string, optionalDependencies?: Record<string, string>, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} LockEntry
 * @typedef {{ packages: Record<string, LockEntry> }} Lockfile
 * @typedef {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }} Manifest
 */

const FIELDS = /** @type {const} */ ([
  "dependencies",
  "devDependencies",
  "optionalDependencies",
]);

/**
 * Where npm finds `name` for the package installed at `from`: its own
 * node_modules first, then each enclosing one.
 * @param {Lockfile} lock @param {string} from @param {string} name
 */
export function resolveInLock(lock, from, name) {
  let base = from;
  for (;;) {
    const candidate = base
      ? `${base}/node_modules/${name}`
      : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent === -1 ? "" : base.slice(0, parent);
  }
}

/**
 * What is wrong between package.json and its lockfile, in sentences.
 * @param {Manifest} manifest @param {Lockfile} lock
 * @returns {string[]}
 */
export function lockfileProblems(manifest, lock) {
  const problems = [];
  const root = lock.packages[""] ?? {};
  for (const field of FIELDS) {
    const wanted = manifest[field] ?? {};
    const locked = root[field] ?? {};
    for (const [name, range] of Object.entries(wanted)) {
      if (locked[name] !== range) {
        problems.push(
          `package.json asks for ${name}@${range} in ${field}, the lockfile for ${locked[name] ?? "nothing"}: run npm install.`,
        );
      }
    }
    for (const name of Object.keys(locked)) {
      if (!(name in wanted)) {
        problems.push(
          `The lockfile still lists ${name} in ${field}, which package.json dropped: run npm install.`,
        );
      }
    }
  }
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveInLock(lock, from, name)) {
        problems.push(
          `${from || "The project"} has the optional package ${name}, which the lockfile lacks: npm ci fails on that platform.`,
        );
      }
    }
  }
  return problems;
}
