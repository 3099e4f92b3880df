/**
 * Names the folder of the data files `npm run build` took together, under
 * the lineup lock (build-tools/data-snapshot.ts), so that every page of one
 * build comes from the same lineup.
 */
export const DATA_SNAPSHOT_ENV = "DATA_SNAPSHOT_DIR";
