import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { ENCODINGS, isCompressible } from "../server/header-policy.js";
import { listFiles } from "../server/site-files.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli's quality for the pages built one per data entry (a page per
 * channel, per device platform), whose number grows with the lineup. Quality
 * 11 took about 30 ms of CPU per 21 kB page, most of the build on a 2,000
 * channel lineup; quality 7 takes under 1 ms and makes the file about 8 %
 * (some 400 bytes) larger. The site's own screens keep quality 11.
 */
export const BULK_BROTLI_QUALITY = 7;

/** The file compressed with each encoding, at the slowest, smallest settings unless `bulk`. */
async function compressAll(
  content: Buffer,
  bulk: boolean,
): Promise<Record<string, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: bulk
          ? BULK_BROTLI_QUALITY
          : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, so servers send
 * them without compressing per request. A variant that would not be smaller is
 * not written. Returns the paths written.
 */
export async function precompress(
  clientDir: string,
  /** Whether a file (path relative to `clientDir`) belongs to the pages built per data entry. */
  isBulk: (relPath: string) => boolean = () => false,
): Promise<string[]> {
  const sources = listFiles(clientDir).filter(isCompressible);
  const written = await Promise.all(
    sources.map(async (relPath) => {
      const content = await readFile(path.join(clientDir, relPath));
      const variants = await compressAll(content, isBulk(relPath));
      const paths: string[] = [];
      for (const { name, suffix } of ENCODINGS) {
        const variant = variants[name];
        if (!variant || variant.byteLength >= content.byteLength) continue;
        await writeFile(path.join(clientDir, relPath + suffix), variant);
        paths.push(relPath + suffix);
      }
      return paths;
    }),
  );
  return written.flat();
}
