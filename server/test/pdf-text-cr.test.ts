import { deflateSync } from "node:zlib";
import { expect, it } from "vitest";
import { pdfText } from "./pdf-text.ts";
/** pdfText reads a stream by its /Length: compressed bytes ending in a CR (1 stream in 256) are read whole. */
it("reads a stream whose compressed bytes end in CR", () => {
  // a content whose compressed bytes end with 0x0d
  for (let i = 0; i < 5000; i++) {
    const content = Buffer.from(`BT (Hello ${i}${"x".repeat(i % 300)}) Tj ET`, "latin1");
    const z = deflateSync(content);
    if (z[z.length - 1] !== 0x0d) continue;
    const pdf = Buffer.concat([Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n`, "latin1"), z, Buffer.from("\nendstream\nendobj\n", "latin1")]);
    expect(pdfText(pdf)).toBe(`Hello ${i}${"x".repeat(i % 300)}`);
    return;
  }
  throw new Error("no sample");
});
