/**
 * Whether the schemas carry the words of their messages: only where the
 * words are read, by `npm run check:data`, the build, the tools and the
 * tests. The browser's build leaves them out: a file that does not match
 * shows the data error all the same, and the console gets the validator's
 * own wording.
 */
// Vite sets `import.meta.env` in its builds; Node (the tools, the browser
// tests) has none and reads the words.
export const READS_SCHEMA_WORDS =
  (import.meta.env as ImportMetaEnv | undefined)?.SSR !== false;
