/**
 * npm run bench:web — builds, starts the production server on a fresh database and audits public
 * pages with Lighthouse (mobile preset) in Debian's Chromium, printing the four scores and the bytes
 * of JavaScript and of everything each page loads. Budget: performance ≥ 95, the others 100, home
 * page JavaScript ≤ 150 KB gzipped.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { projectRoot } from "../server/start.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
/** Every public page a visitor reaches without signing in; `{villa}` stands for the first farm villa's id. */
const everyPublicPage = [
  "/", "/property-list", "/property-number/farm-villa", "/property-details/{villa}", "/property-detail/{villa}",
  "/properties?location=solan&checkIn=2027-01-10&checkOut=2027-01-12&rooms=1&guests=2",
  "/about-vedanta", "/vedic-education", "/yoga-meditation", "/ayurvedic-upchar", "/facilities", "/restaurant",
  "/swimming-pool", "/mentolzma", "/agro-farming", "/travel-and-tourism", "/vision-mission", "/why-choose-us",
  "/why-trust-us", "/virtual-tour", "/membership", "/donate-now", "/about-us", "/club", "/we-promote-nature",
  "/coming-soon", "/document-not-found", "/sign-in", "/sign-up", "/forgot-password",
];
const chosen = process.env.BENCH_PATHS ?? "/,/property-list,/property-number/farm-villa,/why-trust-us,/donate-now,/membership";
const paths = chosen === "all" ? everyPublicPage : chosen.split(",");
const base = `http://127.0.0.1:${PORT}`;

const built = spawnSync(process.execPath, ["scripts/ensure-built.mjs"], { cwd: projectRoot, stdio: "inherit" });
if (built.status !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), "club-bench-web-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: projectRoot,
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

for (let i = 0; i < 100; i++) {
  const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 200));
}

if (paths.some((p) => p.includes("{villa}"))) {
  const villas = (await (await fetch(`${base}/api/property/getProperties?slug=farm-villa`)).json()) as { data: { _id: string }[] };
  paths.forEach((p, i) => (paths[i] = p.replace("{villa}", villas.data[0]._id)));
}

// a running server has served its pages before: one request each, so the first audit does not time a cold start
for (const path of new Set(paths)) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`\nLighthouse 12, mobile preset, ${base}`);
console.log("page                               perf  a11y  best   seo     JS (wire)   total (wire)");
let failed = false;
try {
  for (const path of paths) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result!.lhr;
    if (process.env.BENCH_REPORT_DIR) {
      writeFileSync(join(process.env.BENCH_REPORT_DIR, `${path.replace(/\W+/g, "_") || "home"}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? [];
    const js = items.find((i) => i.resourceType === "script")?.transferSize ?? 0;
    const total = items.find((i) => i.resourceType === "total")?.transferSize ?? 0;
    const scores = [score("performance"), score("accessibility"), score("best-practices"), score("seo")];
    console.log(
      `${(path.length > 34 ? `${path.slice(0, 33)}…` : path).padEnd(34)} ${scores.map((s) => String(s).padStart(4)).join("  ")}   ${kb(js).padStart(9)}   ${kb(total).padStart(11)}`,
    );
    const misses = ["performance", "accessibility", "best-practices", "seo"]
      .flatMap((id) => (lhr.categories[id]?.auditRefs ?? []).map((ref) => ({ id: ref.id, weight: ref.weight, cat: id })))
      .filter((a) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 0.9)
      .map((a) => `${a.cat}:${a.id}`);
    const ms = (id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? 0)} ms`;
    console.log(
      `    FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}, SI ${ms("speed-index")}, CLS ${(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}`,
    );
    if (misses.length) console.log(`    below 0.9: ${misses.join(", ")}`);
    if (scores[0] < 95 || scores.slice(1).some((s) => s < 100) || (path === "/" && js > 150 * 1024)) failed = true;
  }
} finally {
  await chrome.kill();
  stop();
}
console.log(failed ? "\nSome page misses the budget (performance ≥ 95, others 100, home JS ≤ 150 KB)." : "\nEvery page meets the budget.");
