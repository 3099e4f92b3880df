import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { ENCODINGS, isCompressible } from "../server/header-policy.js";
import { listFiles } from "../server/site-files.js";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The file compressed with each encoding, at the slowest, smallest settings. */
async function compressAll(content: Buffer): Promise<Record<string, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
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
export async function precompress(clientDir: string): Promise<string[]> {
  const sources = listFiles(clientDir).filter(isCompressible);
  const written = await Promise.all(
    sources.map(async (relPath) => {
      const content = await readFile(path.join(clientDir, relPath));
      const variants = await compressAll(content);
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
