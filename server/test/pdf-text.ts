import { spawnSync } from "node:child_process";

/**
 * The text of a PDF as a reader copies it: poppler's pdftotext (Debian's poppler-utils), which reads each font's
 * ToUnicode map and a Devanagari run's ActualText (its characters in written order, decision 032). Pages end with a
 * form feed.
 */
export function pdfText(bytes: Uint8Array): string {
  const result = spawnSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
    input: bytes,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`pdfText needs pdftotext (apt-get install poppler-utils): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`pdftotext could not read the PDF: ${result.stderr}`);
  return result.stdout;
}
