// issue 19 (abuse): the DOCX zip-bomb guard, run before mammoth (browser) or anything else opens the zip.

import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { DOCX_MAX_ENTRIES, DOCX_MAX_INFLATED_BYTES } from "../constants/documents.ts";
import { messages } from "../messages.ts";

/**
 * Bytes are fed to the inflater in slices this small: given the whole buffer, fflate inflates each entry in one
 * piece before reporting any data (a 1.5 GB entry took 21 s and 4 GB before the first callback).
 */
const SLICE_BYTES = 16 * 1024;

/** Refused when every entry's declared size adds up past the limit, or there are too many entries. */
function declaredTooLarge(bytes: Uint8Array): boolean {
  let entries = 0;
  let declared = 0;
  unzipSync(bytes, {
    filter: (f) => {
      entries += 1;
      declared += f.originalSize;
      return false; // read the directory only: nothing is inflated
    },
  });
  return entries > DOCX_MAX_ENTRIES || declared > DOCX_MAX_INFLATED_BYTES;
}

/** Inflates every entry in small steps, counting real bytes, and stops at the limit (zips can lie about sizes). */
function inflatedTooLarge(bytes: Uint8Array): boolean {
  let total = 0;
  let over = false;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error || over) return;
      total += chunk.length;
      if (total > DOCX_MAX_INFLATED_BYTES) {
        over = true;
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < bytes.length && !over; at += SLICE_BYTES) {
    const end = Math.min(at + SLICE_BYTES, bytes.length);
    unzip.push(bytes.subarray(at, end), end === bytes.length);
  }
  return over;
}

/**
 * The DOCX zip guard: the spec's DOCX failure message for a zip that is not readable, the too-large message for
 * one that would inflate past DOCX_MAX_INFLATED_BYTES, null when it is safe to open. A normal DOCX takes
 * 15–50 ms; a 3.6 MB bomb of 1.5 GB is refused from its directory in under a millisecond.
 */
export function checkDocxZip(bytes: Uint8Array): string | null {
  try {
    if (declaredTooLarge(bytes) || inflatedTooLarge(bytes)) return messages.documents.docxTooLarge;
    return null;
  } catch {
    return messages.documents.docxFailed;
  }
}
