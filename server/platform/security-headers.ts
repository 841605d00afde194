import { randomBytes } from "node:crypto";
import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The security headers of every answer (decision record 009): @fastify/helmet writes them, with the
 * policy below. Pages add a per-response nonce for their inline scripts (`applyPagePolicy`).
 */

/**
 * What a document of the site may load: only the site itself. Styles keep 'unsafe-inline' (React's style
 * attributes, the toaster's injected style sheet); scripts never do. Images and media also take data: and
 * blob: (icons, the preview of a chosen signature image). Nothing may frame the site, nothing is embedded
 * as a plugin, and forms post only to the site.
 */
const documentDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  mediaSrc: ["'self'", "blob:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
} satisfies Record<string, string[]>;

/** Where online payment runs: Razorpay Checkout's script and the API it calls (the stand-in's in tests). */
export interface PaymentOrigins {
  apiUrl: string;
  checkoutUrl: string;
}

/**
 * A page's policy: the document policy, and its inline scripts (React Router's, paint-first's) by nonce. With online
 * payment configured, Razorpay Checkout may load its script and frame from its origin and call its API.
 */
function pageDirectives(nonce: string, payment?: PaymentOrigins) {
  const directives = { ...documentDirectives, scriptSrc: [...documentDirectives.scriptSrc, `'nonce-${nonce}'`] };
  if (!payment) return directives;
  const checkout = new URL(payment.checkoutUrl).origin;
  const api = new URL(payment.apiUrl).origin;
  const unique = (values: string[]) => [...new Set(values)];
  return {
    ...directives,
    scriptSrc: unique([...directives.scriptSrc, checkout]),
    frameSrc: unique(["'self'", checkout, api]),
    connectSrc: unique([...directives.connectSrc, checkout, api]),
  };
}

/** Browser features the site never uses are switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
  "fullscreen=(self)",
].join(", ");

/** Sent only on answers that came over HTTPS (directly, or through a trusted proxy): a year, subdomains too. */
export const HSTS = "max-age=31536000; includeSubDomains";

const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: documentDirectives },
  xFrameOptions: { action: "deny" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // written below, only when the request came over HTTPS
  strictTransportSecurity: false,
};

/**
 * Headers that only a document acts on (its policy, framing, opener, features). A built file under /assets/
 * (a script, a style sheet, a font, an image: hashed, immutable) is never a document, and a page loads twenty
 * of them: these would be about 800 bytes on each for nothing. What does apply to a subresource stays on it:
 * X-Content-Type-Options (a script is never sniffed), Cross-Origin-Resource-Policy and Referrer-Policy (which
 * governs the fonts a style sheet loads).
 */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "permissions-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/**
 * Registers the headers on the whole application: "skip-override" (what fastify-plugin sets) keeps the
 * hooks out of a plugin scope of their own, so they apply to every route and to the not-found answers.
 */
export const securityHeaders = Object.assign(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(fastifyHelmet, helmetOptions);
    app.addHook("onRequest", async (request, reply) => {
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      // request.protocol follows X-Forwarded-Proto only from the proxies TRUST_PROXY trusts
      if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    });
    app.addHook("onSend", async (request, reply) => {
      if (request.url.startsWith("/assets/")) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    });
  },
  { [Symbol.for("skip-override")]: true },
);

/**
 * Gives a page answer its policy with a fresh nonce and returns the nonce, which the page's inline scripts
 * must carry (React Router's `<Scripts>`, `<ScrollRestoration>`, React's own, paint-first's starter).
 */
export function applyPagePolicy(reply: FastifyReply, payment?: PaymentOrigins): string {
  const nonce = randomBytes(16).toString("base64");
  reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(nonce, payment) } });
  return nonce;
}

/**
 * Pages that show one member's own data (or the club office's, /admin): never stored by the browser's or any shared cache (their redirects,
 * errors and `.data` loads included).
 */
const PERSONAL_PAGES = [
  "/dashboard",
  "/registration",
  "/registration-submit",
  "/booking-review",
  "/payment-method",
  "/admin",
  "/staff-invite",
  "/newsletter",
];
export const PERSONAL_CACHE_CONTROL = "private, no-store";

export function isPersonalPage(url: string): boolean {
  // route paths match whatever the letter case
  const path = url.split("?")[0].toLowerCase();
  return PERSONAL_PAGES.some((page) => path === page || path.startsWith(`${page}/`) || path === `${page}.data`);
}
