import { inflateSync } from "node:zlib";

/** WinAnsi's 0x80-0x9F (the rest is Latin-1): the typographic marks of the standard fonts. */
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const winAnsi = (bytes: Buffer) => Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join("");

/**
 * The text drawn on the pages of a PDF written by pdf-lib with the standard fonts: the strings of its
 * content streams (hex `<…>` or literal `(…)`), inflated when compressed. Enough to check what a
 * generated document says.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const parts: string[] = [];
  const streamPattern = /<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streamPattern)) {
    // the stream's own /Length when it is given directly: its compressed bytes may end with a CR the pattern would take
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(match[1]);
    const opening = /^<<[^]*?>>\s*stream\r?\n/.exec(match[0])!;
    const start = match.index + opening[0].length;
    let body = Buffer.from(length ? raw.slice(start, start + Number(length[1])) : match[2], "latin1");
    if (/\/FlateDecode/.test(match[1])) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    const content = body.toString("latin1");
    // the standard fonts' strings are WinAnsi (windows-1252): Latin-1 with the typographic marks (… – “ ”) in 0x80-0x9F
    for (const hex of content.matchAll(/<([0-9A-Fa-f\s]+)>\s*Tj/g)) parts.push(winAnsi(Buffer.from(hex[1].replace(/\s/g, ""), "hex")));
    for (const literal of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(literal[1].replace(/\\(.)/g, "$1"));
  }
  return parts.join("\n");
}
