import { preloadLinks } from "./data-file";
import { channelsFile, packagesFile } from "./data-files";
import { loadedBoth, loadedWithOptional } from "./loaded";

// What each data screen loads (for `useScreenData`), and the `links` that
// preload those files, shared by the screen's routes. The Instructions
// screen's sit with its file (./instructions-file.ts).

/**
 * Channels and Channels Test: the lineup, and the packages for the printed
 * package's price. Without the packages the lineup shows all the same.
 */
export const loadLineup = () => loadedWithOptional(channelsFile, packagesFile);

export const channelsLinks = () => preloadLinks(channelsFile, packagesFile);

/**
 * Packages. The add-ons' lines come from the lineup. The tables wait until it
 * has loaded or failed, so they appear once and nothing moves under the
 * reader; without the lineup they show everything but those lines.
 */
export const loadPackagesWithLineup = () =>
  loadedWithOptional(packagesFile, channelsFile);

/** Packages, Compare and the Channel Finder read both files. */
export const packagesAndLineupLinks = () =>
  preloadLinks(packagesFile, channelsFile);

/** Compare and the Channel Finder: the packages and the lineup. */
export const loadPackagesAndLineup = () =>
  loadedBoth(packagesFile, channelsFile);
