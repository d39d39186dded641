// Zip archives with fflate (small, no dependencies): the candidate's export (data.json and the
// signing certificates) in one download.
import { strToU8, zipSync } from 'fflate';

/** One file of an archive: its path inside it and its bytes (a string is written as UTF-8). */
export interface ArchiveFile {
  path: string;
  content: Uint8Array | string;
}

/** A zip of `files` (deflated; each file's time `modified`). */
export function zipArchive(files: ArchiveFile[], modified = new Date()): Uint8Array {
  return zipSync(
    Object.fromEntries(
      files.map((file) => [
        file.path,
        [typeof file.content === 'string' ? strToU8(file.content) : file.content, { mtime: modified }],
      ]),
    ),
    { level: 6 },
  );
}
