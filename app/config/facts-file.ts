/** Where the business's facts file sits under `public/`, beside the data files. */
export const FACTS_PATH = "/json/facts/facts.json";

/**
 * Names another facts file for `npm run build` to build the pages from (the
 * browser tests' build with every fact set, e2e/facts-set/); unset, the
 * build reads the shipped one.
 */
export const FACTS_FILE_ENV = "FACTS_FILE";
