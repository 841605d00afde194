import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { LANGUAGE_PARAM, languageFromQuery, type Language } from "../../common/language.ts";
import type { Db } from "../db/open.ts";

/**
 * Pages that are the same for every visitor, kept rendered and compressed in memory (decision record
 * 010). Only a page rendered for a request that carries no session cookie and no query string but a language's
 * choice (`?lng=hi`, kept under its path) enters the cache, and only such requests are served from it: a signed-in visitor's page (the header's
 * signed-in state) is rendered for them, as is every other page. A page is kept once per language (the `lng`
 * cookie or Accept-Language chose it; decision record 044): the key is the language and the path. The cache empties itself when the
 * catalogue changes (checked at most every `CATALOGUE_CHECK_MS`, so every instance notices) and
 * starts empty on every start, hence on every deploy.
 */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/(about-vedanta|vedic-education|yoga-meditation|ayurvedic-upchar|facilities|restaurant|swimming-pool|mentolzma|agro-farming|travel-and-tourism)$/,
  /^\/(vision-mission|why-choose-us|why-trust-us|virtual-tour|membership|donate-now|about-us|club|we-promote-nature)$/,
  /^\/(contact|privacy-policy|terms-of-use|cancellation-and-refund-policy)$/,
  /^\/property-list$/,
  /^\/property-number\/[a-z0-9-]{1,80}$/,
  // (a villa's page is not here: its availability calendar shows the nights taken now; decision 058)
  // the programme (decision 050): the same for every visitor signed out; its places left are in the version below
  /^\/events$/,
  /^\/events\/[a-z0-9-]{1,80}$/,
];

/** How often the catalogue's version is looked at. */
export const CATALOGUE_CHECK_MS = 2_000;
/** A bound on what the cache may hold (type slugs, villa ids and programme slugs are open-ended), in both languages. */
const MAX_ENTRIES = 4_000;
/** A cached page differs by encoding, by language (Accept-Language, the `lng` cookie) and by session (the cookie). */
export const PUBLIC_PAGE_VARY = "Accept-Encoding, Accept-Language, Cookie";
/** HTML is revalidated on every use: the ETag makes that a 304 without a body. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, no-cache";

export interface CachedPage {
  status: number;
  /**
   * Every header of the answer as it was first sent — the page's own, the security headers, its
   * Content-Security-Policy (whose nonce is in the page's inline scripts), ETag and Cache-Control —
   * without the per-request ones (encoding, length, HSTS, date).
   */
  headers: Record<string, string | string[]>;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The whole header set of an answer in each encoding (Content-Encoding and Content-Length included), made once. */
  answerHeaders: Record<Encoding, Record<string, string | string[] | number>>;
}

export type Encoding = "br" | "gzip" | "identity";

export function isCacheablePageRequest(method: string, url: string, cookieHeader: string | undefined): boolean {
  if (!isAnonymousRead(method, cookieHeader)) return false;
  const path = cachedPagePath(url);
  return path !== null && PUBLIC_PAGES.some((page) => page.test(path));
}

/**
 * The path a page request is cached under: the address itself when it has no query, its path when the query only
 * chooses the language (`/?lng=hi`: the language switch, an hreflang alternate — the page is the path's in that
 * language), else none (a query changes the page).
 */
export function cachedPagePath(url: string): string | null {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const language = languageFromQuery(url);
  return language && url.slice(at + 1) === `${LANGUAGE_PARAM}=${language}` ? url.slice(0, at) : null;
}

/** A GET or HEAD without a session cookie: the only requests the cache may answer. */
export function isAnonymousRead(method: string | undefined, cookieHeader: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !cookieHeader || !SESSION_COOKIE.test(cookieHeader);
}
const SESSION_COOKIE = /(?:^|;\s*)token=/;

/** The best encoding the client accepts of br, gzip and identity (q=0 refuses one); clients send a handful of distinct headers. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let chosen = seenEncodings.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = negotiate(acceptEncoding);
    if (seenEncodings.size > 200) seenEncodings.clear();
    seenEncodings.set(acceptEncoding, chosen);
  }
  return chosen;
}
const seenEncodings = new Map<string, Encoding>();

function negotiate(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Headers that belong to one answer, not to the page. */
const PER_REQUEST_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "strict-transport-security",
  "date",
  "set-cookie",
  "connection",
]);

/**
 * A page ready to serve, compressed quickly (brotli 4, gzip 6: a few milliseconds, on the first visitor's
 * time); `refineCompression` makes its smallest encodings later, off the event loop.
 */
export function makeCachedPage(input: { status: number; headers: Record<string, unknown>; body: Buffer }): CachedPage {
  const etag = `"${createHash("sha256").update(input.body).digest("base64url").slice(0, 27)}"`;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(input.headers)) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name.toLowerCase())) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  }
  Object.assign(headers, { etag, "cache-control": PUBLIC_PAGE_CACHE_CONTROL, vary: PUBLIC_PAGE_VARY });
  return withBodies(input.status, headers, etag, {
    identity: input.body,
    gzip: gzipSync(input.body, { level: 6 }),
    br: brotliCompressSync(input.body, brotliOptions(4, input.body.length)),
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliOptions = (quality: number, size: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: size },
});

/** The same page in its smallest encodings (brotli 11, gzip 9), compressed on libuv's thread pool. */
export async function refineCompression(page: CachedPage): Promise<CachedPage> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(page.identity, { level: 9 }),
    brotliAsync(page.identity, brotliOptions(11, page.identity.length)),
  ]);
  return withBodies(page.status, page.headers, page.etag, { identity: page.identity, gzip: gzipped, br: brotli });
}

function withBodies(
  status: number,
  headers: Record<string, string | string[]>,
  etag: string,
  bodies: Record<Encoding, Buffer>,
): CachedPage {
  const answer = (encoding: Encoding) => ({
    ...headers,
    ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    "content-length": bodies[encoding].length,
  });
  return {
    status,
    headers,
    etag,
    ...bodies,
    answerHeaders: { identity: answer("identity"), gzip: answer("gzip"), br: answer("br") },
  };
}

/**
 * The catalogue's version: changes with any insert, update or delete of a kind of home, a villa or a block,
 * of a payment plan (a villa in one is taken: its page and the lists say so), of the Trust's published documents
 * (/why-trust-us links them), of the programme's items and sessions (the events, retreats and courses the pages show,
 * with their places taken) and the sessions begun so far (an item leaves the lists once it has ended, and its
 * booking closes once it has begun: time alone changes those pages), of the club's settings (/why-trust-us says
 * whether gifts are tax-deductible), and of guests' reviews and the estates' activities (a villa's pages show its
 * published reviews with the club's replies, and its location's activities; decision 053).
 */
async function catalogueVersion(db: Db): Promise<string> {
  const result = await db.execute(sql`
    select (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from property_types) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from properties) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from blocks) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from payment_plans) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from trust_documents) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from programme_items) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from programme_sessions) || '/' ||
           (select count(*) from programme_sessions where starts_at <= now()) || '/' ||
           (select count(*) from programme_sessions where ends_at <= now()) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from club_settings) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from stay_reviews) || '/' ||
           (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from location_activities) as version`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ version: string }>;
  return String(rows[0]?.version);
}

/** A cached page's key: its language and its path ("hi /membership"; a path never holds a space). */
const entryKey = (language: Language, path: string) => `${language} ${path}`;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Moves on every invalidation: a page rendered before one is not stored after it. */
  private generationCount = 0;
  private version: string | undefined;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /** The cached page of a path in a language; looks at the catalogue's version now and then, in the background. */
  get(language: Language, url: string): CachedPage | undefined {
    // on the hot path of every cached page: one clock read, no promise
    if (this.checking === undefined && Date.now() - this.checkedAt >= CATALOGUE_CHECK_MS) void this.checkCatalogue();
    const path = cachedPagePath(url);
    return path === null ? undefined : this.entries.get(entryKey(language, path));
  }

  /** Taken before rendering a page, handed back to `set`. */
  get generation(): number {
    return this.generationCount;
  }

  /**
   * Stores a page in a language, rendered at `renderedAt` (a generation), then swaps in its smallest encodings once
   * made.
   */
  set(language: Language, url: string, page: CachedPage, renderedAt: number): Promise<void> {
    const path = cachedPagePath(url);
    if (renderedAt !== this.generationCount || path === null) return Promise.resolve();
    const key = entryKey(language, path);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, page);
    return refineCompression(page).then(
      (refined) => {
        // unless the page was dropped or replaced meanwhile
        if (this.entries.get(key) === page) this.entries.set(key, refined);
      },
      () => undefined,
    );
  }

  /** Forgets every page (a change to what the pages show). */
  invalidate(): void {
    this.generationCount++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Empties the cache when the catalogue's version moved since the last look. */
  checkCatalogue(force = false): Promise<void> {
    if (this.checking) return this.checking;
    if (!force && Date.now() - this.checkedAt < CATALOGUE_CHECK_MS) return Promise.resolve();
    this.checkedAt = Date.now();
    this.checking = catalogueVersion(this.db)
      .then((version) => {
        if (this.version !== undefined && version !== this.version) this.invalidate();
        this.version = version;
      })
      .catch(() => {
        // the database is not answering: keep what is cached, look again next time
        this.checkedAt = 0;
      })
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }
}
