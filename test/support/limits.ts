/**
 * How long a test may run before it counts as hung, sized for this project's
 * smallest machine under load: two cores with two CPU-bound processes beside
 * the suite. A limit only stops a hang; no test asserts a time.
 */

/** Work in the test's own process: rendering, parsing, walking the lineup. */
export const IN_PROCESS_LIMIT_MS = 60_000;

/** A test that starts processes (the lineup command, check:data, git) or a server. */
export const PROCESS_LIMIT_MS = 5 * 60_000;
