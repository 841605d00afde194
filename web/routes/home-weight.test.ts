import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * The home page's JavaScript as a phone fetches it: every script the page names, and every script those import, each
 * compressed as the server sends it and with its response's headers. The budget is Lighthouse's (npm run bench:web
 * measures the same bytes in a browser): at most 150 KB in English and in Hindi (decision 061).
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => site?.close());

const BUDGET = 150 * 1024;

/** Bytes a script costs on the wire: its compressed body, its status line and headers. */
async function scriptBytes(path: string): Promise<{ bytes: number; imports: string[] }> {
  const res = await fetch(`${site.url}${path}`, { headers: { "accept-encoding": "br, gzip" } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-encoding"), path).toBe("br");
  const body = new Uint8Array(await res.arrayBuffer());
  let headers = "HTTP/1.1 200 OK\r\n".length + 2;
  res.headers.forEach((value, name) => (headers += `${name}: ${value}\r\n`.length));
  // fetch decodes the body: its length on the wire is the header's
  const wire = Number(res.headers.get("content-length") ?? body.length);
  const text = new TextDecoder().decode(body);
  const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
  return { bytes: wire + headers, imports };
}

/** Every script a page loads: those its HTML names (the route manifest's file is data, not loaded) and their imports. */
async function pageScripts(path: string): Promise<{ count: number; bytes: number }> {
  const html = await (await fetch(`${site.url}${path}`)).text();
  const named = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)]
    .filter((m) => !html.slice(Math.max(0, m.index - 8), m.index).includes('"url"'))
    .map((m) => m[1]!);
  const seen = new Set<string>();
  const queue = [...named];
  let bytes = 0;
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const script = await scriptBytes(next);
    bytes += script.bytes;
    queue.push(...script.imports);
  }
  return { count: seen.size, bytes };
}

describe("the home page's JavaScript", () => {
  it.each(["en", "hi"])("weighs at most 150 KB on the wire in %s, in few requests", async (language) => {
    const { count, bytes } = await pageScripts(`/?lng=${language}`);
    expect(bytes).toBeLessThanOrEqual(BUDGET);
    // what every page runs comes in one script: a page does not pay a request and its headers for each small module
    expect(count).toBeLessThanOrEqual(16);
  });
});
