import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";
import { calendarReadErrors as e, calendarReadUrl } from "../../../common/calendar-imports.ts";

/**
 * An outside calendar fetched (decision 054): http or https only, at most 5 redirects each checked again, 15
 * seconds in all, 2 MB at most (counted after decompression), and — unless the configuration allows them — never
 * from a loopback, private, link-local, shared, multicast or reserved address: an address given as an IP literal is
 * refused before connecting, and a name is refused when any address it resolves to is one, checked in the lookup
 * the connection itself uses (so a name that resolves differently the second time gains nothing).
 */

export const CALENDAR_FETCH_TIMEOUT_MS = 15_000;
export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export interface CalendarFetchOptions {
  /** Read calendars at non-public addresses too (CALENDAR_IMPORT_PRIVATE_ADDRESSES; tests). */
  allowPrivateAddresses: boolean;
}

/** A refused or failed read: `message` is what the office is shown. */
export class CalendarReadError extends Error {}

/** The addresses no calendar is read from: IANA's special-purpose ranges that are not the public internet. */
const NOT_PUBLIC = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.0.0.0", 24],
    ["192.0.2.0", 24],
    ["192.88.99.0", 24],
    ["192.168.0.0", 16],
    ["198.18.0.0", 15],
    ["198.51.100.0", 24],
    ["203.0.113.0", 24],
    ["224.0.0.0", 4],
    ["240.0.0.0", 4],
  ] as const)
    list.addSubnet(net, prefix, "ipv4");
  for (const [net, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["64:ff9b::", 96],
    ["64:ff9b:1::", 48],
    ["100::", 64],
    ["2001::", 23],
    ["2001:db8::", 32],
    ["fc00::", 7],
    ["fe80::", 10],
    ["fec0::", 10],
    ["ff00::", 8],
  ] as const)
    list.addSubnet(net, prefix, "ipv6");
  return list;
})();

/** Whether an IP address is outside the public internet (an IPv4-mapped IPv6 address is judged by its IPv4). */
export function isNotPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = isIP(bare);
  if (version === 4) return NOT_PUBLIC.check(bare, "ipv4");
  if (version !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return NOT_PUBLIC.check(mapped[1], "ipv4");
  // ::ffff:7f00:1 written in hex: the same IPv4 inside
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
  if (mappedHex) {
    const high = parseInt(mappedHex[1], 16);
    const low = parseInt(mappedHex[2], 16);
    return NOT_PUBLIC.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, "ipv4");
  }
  if (/^::ffff:/i.test(bare)) return true;
  return NOT_PUBLIC.check(bare, "ipv6");
}

/** The IP literal an address names its host by, or null for a name. */
export function literalHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) ? host : null;
}

/** The lookup the connection uses: every address a name resolves to must be public, or the connection is refused. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 4);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => isNotPublicAddress(a.address))) {
      const refused = Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: "ENOTPUBLIC" });
      return callback(refused, "", 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

export interface FetchedCalendar {
  /** 304: the calendar is as the last read left it (the conditional headers were sent). */
  notModified: boolean;
  body: string;
  etag: string | null;
  lastModified: string | null;
}

/** Reads the body, decompressed, up to the limit. */
async function readBody(stream: Readable, encoding: string | undefined): Promise<string> {
  const kind = (encoding ?? "identity").trim().toLowerCase();
  let source: Readable = stream;
  if (kind === "gzip" || kind === "x-gzip") source = stream.pipe(createGunzip());
  else if (kind === "deflate") source = stream.pipe(createInflate());
  else if (kind === "br") source = stream.pipe(createBrotliDecompress());
  else if (kind !== "identity" && kind !== "") {
    stream.destroy();
    throw new CalendarReadError(e.encoding);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += (chunk as Buffer).length;
    if (size > CALENDAR_MAX_BYTES) {
      stream.destroy();
      source.destroy();
      throw new CalendarReadError(e.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}

/** One request, no redirect followed: the answer's status, headers and (for a 2xx) body. */
function requestOnce(
  url: URL,
  headers: Record<string, string>,
  options: CalendarFetchOptions,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; fetched?: FetchedCalendar }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(
      url,
      {
        headers,
        signal,
        // a name is resolved by the lookup that refuses non-public addresses; an IP literal was checked before
        ...(options.allowPrivateAddresses ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && status !== 304) {
          response.resume();
          return resolve({ status, location: response.headers.location });
        }
        if (status === 304) {
          response.resume();
          return resolve({
            status,
            fetched: { notModified: true, body: "", etag: header(response.headers.etag), lastModified: null },
          });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return resolve({ status });
        }
        const length = Number(response.headers["content-length"] ?? 0);
        if (length > CALENDAR_MAX_BYTES) {
          response.destroy();
          return reject(new CalendarReadError(e.tooLarge));
        }
        readBody(response, header(response.headers["content-encoding"]) ?? undefined).then(
          (body) =>
            resolve({
              status,
              fetched: {
                notModified: false,
                body,
                etag: header(response.headers.etag),
                lastModified: header(response.headers["last-modified"]),
              },
            }),
          reject,
        );
      },
    );
    request.on("error", reject);
  });
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** Refuses an address the club does not read from: a scheme other than http(s), or a non-public IP literal. */
export function checkReadableUrl(url: URL, options: CalendarFetchOptions): void {
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new CalendarReadError(e.unreachable);
  if (url.username || url.password) throw new CalendarReadError(e.unreachable);
  const literal = literalHost(url);
  if (literal && !options.allowPrivateAddresses && isNotPublicAddress(literal))
    throw new CalendarReadError(e.unreachable);
}

/**
 * Fetches an outside calendar: conditional on the last read's ETag and Last-Modified, following redirects (each
 * address checked as the first), within the time and size limits. A refusal or a failure is a CalendarReadError.
 */
export async function fetchCalendar(
  address: string,
  options: CalendarFetchOptions,
  conditions: { etag?: string | null; lastModified?: string | null } = {},
): Promise<FetchedCalendar> {
  const signal = AbortSignal.timeout(CALENDAR_FETCH_TIMEOUT_MS);
  let url = calendarReadUrl(address);
  const headers: Record<string, string> = {
    accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
    "accept-encoding": "gzip, deflate, br",
    "user-agent": "VillaClubCalendarReader/1.0",
  };
  if (conditions.etag) headers["if-none-match"] = conditions.etag;
  if (conditions.lastModified) headers["if-modified-since"] = conditions.lastModified;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    checkReadableUrl(url, options);
    let answer: Awaited<ReturnType<typeof requestOnce>>;
    try {
      answer = await requestOnce(url, headers, options, signal);
    } catch (error) {
      if (error instanceof CalendarReadError) throw error;
      if (signal.aborted) throw new CalendarReadError(e.timeout);
      throw new CalendarReadError(e.unreachable, { cause: error });
    }
    if (answer.fetched) return answer.fetched;
    if (answer.location) {
      url = new URL(answer.location, url);
      continue;
    }
    throw new CalendarReadError(e.status(answer.status));
  }
  throw new CalendarReadError(e.redirects);
}
