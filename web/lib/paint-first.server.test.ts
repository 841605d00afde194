import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { HELD_PRELOAD, HELD_TYPE, paintFirst } from "./paint-first.server";

/** What `<Scripts />` writes (abridged), with the Devanagari of a page's text around it. */
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/></head>' +
  "<body><h1>योग · Yoga</h1><script>window.__reactRouterContext = {};</script>" +
  '<script type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script></body></html>';

async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(paintFirst()));
}

describe("paintFirst", () => {
  it("holds the module preloads and the bootstrap module, and adds the script that starts them", async () => {
    const html = await rewrite([Buffer.from(page)]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<link rel="${HELD_PRELOAD}" href="/assets/entry.client.js"/>`);
    expect(html).toContain(`<script type="${HELD_TYPE}">import * as route0 from "/assets/root.js";`);
    // the starter comes right before the held module, so it is parsed and waiting
    expect(html).toMatch(
      new RegExp(
        `<script>\\(function \\(\\) \\{[\\s\\S]+PerformanceObserver[\\s\\S]+</script><script type="${HELD_TYPE}">`,
      ),
    );
    expect(html).toContain("<h1>योग · Yoga</h1>");
  });

  it("gives the same document whatever the chunk boundaries, inside tags and inside characters", async () => {
    const whole = await rewrite([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const split = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut, cut + 13), bytes.subarray(cut + 13)]);
      expect(split, `cut at byte ${cut}`).toBe(whole);
    }
  });

  it("gives the starter and the held module the bootstrap's CSP nonce, and the started module copies it", async () => {
    const nonce = "b2Zmc2V0K3NsYXNoLz0=";
    const html = await rewrite([
      Buffer.from(page.replace('<script type="module" async="">', `<script nonce="${nonce}" type="module" async="">`)),
    ]);
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(
      new RegExp(
        `<script nonce="${nonce}">\\(function \\(\\) \\{[\\s\\S]+script\\.nonce = held\\.nonce;[\\s\\S]+</script><script nonce="${nonce}" type="${HELD_TYPE}">import`,
      ),
    );
  });

  it("passes a page without scripts through unchanged", async () => {
    const plain = "<!DOCTYPE html><html><body><p>a < b, and 2 > 1</p></body></html>";
    expect(await rewrite([Buffer.from(plain.slice(0, 30)), Buffer.from(plain.slice(30))])).toBe(plain);
  });
});
