import { readFileSync } from "node:fs";
import { createServer } from "node:http";

/**
 * bench:pages' second reference: Node's own HTTP server writing the same bytes with the same headers as the app, with
 * nothing else — what the app's cached pages could be at best in one Node process. Reads its pages from the JSON file
 * named by its argument: [{ path, encoding, headers, file }]; answers on PORT.
 */
const pages = JSON.parse(readFileSync(process.argv[2], "utf8"));
const byKey = new Map(
  pages.map((page) => [`${page.path} ${page.encoding}`, { headers: page.headers, body: readFileSync(page.file) }]),
);
createServer((req, res) => {
  const page = byKey.get(`${req.url} ${req.headers["accept-encoding"] === "br" ? "br" : "identity"}`);
  if (!page) return res.writeHead(404).end();
  res.writeHead(200, page.headers).end(page.body);
}).listen(Number(process.env.PORT), "127.0.0.1");
process.once("SIGTERM", () => process.exit(0));
