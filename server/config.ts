import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { resolve, join } from "node:path";
import { z } from "zod";

/**
 * The one place the environment is read (ARCHITECTURE.md, "Configuration").
 * A bad value stops start-up with one clear line naming the variable.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/**
 * Which proxies in front of the server are believed about the client's address and protocol: none,
 * the nearest `n` hops, or the proxies at these addresses/CIDRs. The client is the address the nearest
 * trusted proxy saw (with one hop, the right-most X-Forwarded-For entry).
 */
export type ProxyTrust = false | number | string[];

/** An IPv4/IPv6 address, or a CIDR range of them (`10.0.1.0/24`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

const proxyTrust = z
  .string()
  .trim()
  .transform((value, ctx): ProxyTrust => {
    const word = value.toLowerCase();
    if (word === "false" || word === "no" || /^0+$/.test(word)) return false;
    if (word === "true" || word === "yes") {
      ctx.addIssue({
        code: "custom",
        message:
          "must not be true, which would believe any X-Forwarded-For a client sends: set the number of proxies in front (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(word)) return Number(word);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.find((entry) => !isAddressOrRange(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `must be false, a number of proxies or their addresses/CIDRs ("${bad}" is neither an IP address nor a CIDR)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Fastify's `trustProxy` for a ProxyTrust: a hop count becomes "trust the nearest n hops". */
export function fastifyTrustProxy(trust: ProxyTrust): false | string[] | ((address: string, hop: number) => boolean) {
  // Fastify itself reads a number as "trust no hop" (it cannot check the peer), so the count is a function
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a port number")
    .min(0, "must be a port number")
    .max(65535, "must be a port number")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// connection string")
    .optional(),
  PUBLIC_URL: z.url({ message: "must be an absolute http(s) URL" }).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DATA_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (a 256-bit key)")
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: proxyTrust.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, "must be an smtp:// or smtps:// URL")
    .refine((v) => URL.canParse(v), "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
      'must be an e-mail address, optionally as "Name <address>"',
    )
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
    .optional(),
  S3_ENDPOINT: z.url({ message: "must be an absolute http(s) URL" }).optional(),
  S3_REGION: z.string().trim().min(1, "must not be empty").optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, "must not be empty").optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, "must not be empty").optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DAILY_JOBS: booleanFlag.optional(),
  CALENDAR_IMPORT_PRIVATE_ADDRESSES: booleanFlag.optional(),
  JOURNEY_HOOKS: booleanFlag.optional(),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ message: "must be a whole number of milliseconds, 0 or more" })
    .int("must be a whole number of milliseconds, 0 or more")
    .min(0, "must be a whole number of milliseconds, 0 or more")
    .max(600_000, "must be at most 600000 (10 minutes)")
    .optional(),
  CPU_WORKERS: z.coerce
    .number({ message: "must be a whole number of worker threads, 0 or more" })
    .int("must be a whole number of worker threads, 0 or more")
    .min(0, "must be a whole number of worker threads, 0 or more")
    .max(64, "must be at most 64")
    .optional(),
  LOAD_MAX_IN_FLIGHT: z.coerce
    .number({ message: "must be a whole number of requests, 0 (no limit) or more" })
    .int("must be a whole number of requests, 0 (no limit) or more")
    .min(0, "must be a whole number of requests, 0 (no limit) or more")
    .optional(),
  LOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ message: "must be a whole number of milliseconds, 0 (no limit) or more" })
    .int("must be a whole number of milliseconds, 0 (no limit) or more")
    .min(0, "must be a whole number of milliseconds, 0 (no limit) or more")
    .optional(),
  JOB_RETRY_DELAY_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds, 1 to 3600" })
    .int("must be a whole number of seconds, 1 to 3600")
    .min(1, "must be a whole number of seconds, 1 to 3600")
    .max(3600, "must be a whole number of seconds, 1 to 3600")
    .default(60),
  JOB_EXPIRE_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds, 1 to 3600" })
    .int("must be a whole number of seconds, 1 to 3600")
    .min(1, "must be a whole number of seconds, 1 to 3600")
    .max(3600, "must be a whole number of seconds, 1 to 3600")
    .default(300),
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]+$/, "must be a Razorpay key id (rzp_test_… or rzp_live_…)")
    .optional(),
  // secrets: no rule whose message would repeat the value into a log
  RAZORPAY_KEY_SECRET: z.string().min(1, "must not be empty").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1, "must not be empty").optional(),
  RAZORPAY_API_URL: z.url({ message: "must be an absolute http(s) URL" }).default("https://api.razorpay.com"),
  RAZORPAY_CHECKOUT_URL: z
    .url({ message: "must be an absolute http(s) URL" })
    .default("https://checkout.razorpay.com/v1/checkout.js"),
  SIGNING_P12: z.string().min(1, "must not be empty").optional(),
  // a secret: no rule whose message would repeat the value into a log
  SIGNING_P12_PASSWORD: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  dataKey: string;
  /** undefined: seed when the database is empty. */
  seedDemo: boolean | undefined;
  /** Whose X-Forwarded-For/-Proto are believed (TRUST_PROXY; only behind a reverse proxy or load balancer). */
  trustProxy: ProxyTrust;
  /** Outgoing mail server; undefined: mail is written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Object storage for stored files; undefined: DATA_DIR/files on local disk. */
  s3: S3Config | undefined;
  production: boolean;
  logLevel: string;
  /** The daily jobs (payment reminders, staff digests) run in this process: DAILY_JOBS, on by default (off in tests). */
  dailyJobs: boolean;
  /**
   * SHUTDOWN_GRACE_MS: after SIGTERM, how long /api/health answers 503 while everything else is still served, for a
   * load balancer to take the instance out before it stops accepting connections. 5000 by default, 0 under NODE_ENV=test.
   */
  shutdownGraceMs: number;
  /**
   * CPU_WORKERS: the worker threads that seal and render PDFs off the event loop (decision 027); 0 runs that work in
   * the main thread. By default one less than the cores, at least 1 and at most 2.
   */
  cpuWorkers: number;
  /** When the process turns requests away with 503 (server/platform/load-shedding.ts, decision 029). */
  load: LoadLimits;
  /**
   * The durable job queue (decision 026). retryDelaySeconds (JOB_RETRY_DELAY_SECONDS, 60): the first retry's delay,
   * doubled for each next one; expireSeconds (JOB_EXPIRE_SECONDS, 300): how long a job may run before it is taken as
   * lost (its process died) and retried.
   */
  jobs: { retryDelaySeconds: number; expireSeconds: number };
  /** Online payment with Razorpay: undefined unless RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are both set. */
  razorpay: RazorpayConfig | undefined;
  /** The club's document seal (decision 019): undefined p12Path: a self-signed one generated into DATA_DIR/signing. */
  signing: SigningConfig;
  /**
   * The villas' outside calendars (decision 054). allowPrivateAddresses (CALENDAR_IMPORT_PRIVATE_ADDRESSES, false): read
   * calendars at loopback, private, link-local and other non-public addresses too — for tests and a club whose
   * booking system sits on its own network; off, such an address is refused before and after its name is resolved.
   */
  calendarImports: { allowPrivateAddresses: boolean };
  /**
   * JOURNEY_HOOKS (false): the browser journeys' server (scripts/e2e-server.ts) answers the few /api/journey/* routes
   * that do, at once, what the calendar would do later (a month's rental statements issued before the month ends).
   * Never set for a club's own server.
   */
  journeyHooks: boolean;
}

export interface LoadLimits {
  /**
   * LOAD_MAX_IN_FLIGHT: requests admitted and not yet answered beyond which a new one answers 503 (a signed-in one at
   * twice it); 0: no limit. Default 8 (measured, decision 029); 0 under NODE_ENV=test.
   */
  maxInFlight: number;
  /** LOAD_MAX_EVENT_LOOP_DELAY_MS: the event loop's mean delay beyond which requests answer 503; 0: not checked. Default 500; 0 under NODE_ENV=test. */
  maxEventLoopDelayMs: number;
  /** How often the event loop's delay is sampled. */
  sampleIntervalMs: number;
}

/** The defaults of LoadLimits, measured with `npm run bench:load` (decision 029). */
export const DEFAULT_LOAD_LIMITS: LoadLimits = { maxInFlight: 16, maxEventLoopDelayMs: 500, sampleIntervalMs: 250 };

export interface SigningConfig {
  /** SIGNING_P12: the club's PKCS#12 file (key + certificate). */
  p12Path: string | undefined;
  /** SIGNING_P12_PASSWORD */
  p12Password: string | undefined;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** The secret Razorpay signs webhooks with; undefined: the webhook endpoint refuses every event. */
  webhookSecret: string | undefined;
  /** Razorpay's API (its own by default; tests point it at a local stand-in). */
  apiUrl: string;
  /** Razorpay Checkout's script, loaded by the pages that pay online. */
  checkoutUrl: string;
}

export interface S3Config {
  bucket: string;
  /** S3-compatible service address (path-style requests); undefined: AWS S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {}

export const DEFAULT_MAIL_FROM = "Vedanta Wellness Club <no-reply@vedantaclub.in>";

/**
 * BUILD_DIR: where `npm run build` writes the site and the server reads it, from the project's folder (`build` by
 * default; the build's scripts read it too: scripts/build-fingerprint.mjs, react-router.config.ts). Read when
 * server/paths.ts loads, before the configuration is.
 */
export function buildDirSetting(env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILD_DIR ?? "build";
}

/** Reads and validates the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, env[k] === "" ? undefined : env[k]]));
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    // a connection string's password is not repeated into logs
    const shown = String(env[name]).replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got "${shown}")`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      `Invalid configuration: ${e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"} is needed with S3_BUCKET`,
    );
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      `Invalid configuration: ${e.RAZORPAY_KEY_ID ? "RAZORPAY_KEY_SECRET" : "RAZORPAY_KEY_ID"} is needed with ${e.RAZORPAY_KEY_ID ? "RAZORPAY_KEY_ID" : "RAZORPAY_KEY_SECRET"}`,
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  const secrets = e.SESSION_SECRET && e.DATA_KEY ? null : devSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    sessionSecret: e.SESSION_SECRET ?? secrets!.sessionSecret,
    dataKey: e.DATA_KEY ?? secrets!.dataKey,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY ?? false,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/$/, ""),
          region: e.S3_REGION ?? "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    production: e.NODE_ENV === "production",
    logLevel: e.LOG_LEVEL,
    dailyJobs: e.DAILY_JOBS ?? e.NODE_ENV !== "test",
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? (e.NODE_ENV === "test" ? 0 : 5000),
    cpuWorkers: e.CPU_WORKERS ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
    // under tests, nothing is turned away unless a test asks
    load: {
      ...DEFAULT_LOAD_LIMITS,
      maxInFlight: e.LOAD_MAX_IN_FLIGHT ?? (e.NODE_ENV === "test" ? 0 : DEFAULT_LOAD_LIMITS.maxInFlight),
      maxEventLoopDelayMs:
        e.LOAD_MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === "test" ? 0 : DEFAULT_LOAD_LIMITS.maxEventLoopDelayMs),
    },
    jobs: { retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS, expireSeconds: e.JOB_EXPIRE_SECONDS },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ""),
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
          }
        : undefined,
    signing: {
      p12Path: e.SIGNING_P12 === undefined ? undefined : resolve(e.SIGNING_P12),
      p12Password: e.SIGNING_P12_PASSWORD,
    },
    calendarImports: { allowPrivateAddresses: e.CALENDAR_IMPORT_PRIVATE_ADDRESSES ?? false },
    journeyHooks: e.JOURNEY_HOOKS ?? false,
  };
}

/** Secrets generated once into DATA_DIR so a fresh clone needs no env file. */
function devSecrets(dataDir: string): { sessionSecret: string; dataKey: string } {
  const file = join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  mkdirSync(dataDir, { recursive: true });
  const secrets = { sessionSecret: randomBytes(48).toString("base64url"), dataKey: randomBytes(32).toString("hex") };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
