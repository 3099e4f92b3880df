import { channelsFile, packagesFile } from "./data-files";
import { handBack, loaded, loadedBoth, loadedWithOptional } from "./loaded";

// The data screens' `clientLoader`s, each shared by the screen's route in
// both languages, so that the twins load their data the same way. The
// Instructions screen's sits with its file (./instructions-file.ts).

/** Channels and Channels Test: the lineup. */
export function channelsLoader() {
  return handBack({ lineup: loaded(channelsFile) });
}

/**
 * Packages. The add-ons' lines come from the lineup. The tables wait until it
 * has loaded or failed, so they appear once and nothing moves under the
 * reader; without the lineup they show everything but those lines.
 */
export function packagesLoader() {
  return handBack({ files: loadedWithOptional(packagesFile, channelsFile) });
}

/** Compare and the Channel Finder: the packages and the lineup. */
export function packagesAndLineupLoader() {
  return handBack({ files: loadedBoth(packagesFile, channelsFile) });
}
