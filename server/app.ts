import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { constants as zlibConstants } from "node:zlib";
import { dirname, join } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import type { OfficeArea } from "../common/office-access.ts";
import { MAX_UPLOAD_BYTES } from "../common/registration.ts";
import { messages } from "../common/messages.ts";
import { fastifyTrustProxy, type Config } from "./config.ts";
import type { Database } from "./db/open.ts";
import type { FileStorage } from "./platform/storage.ts";
import { catalogueRoutes } from "./modules/catalogue/routes.ts";
import { donationRoutes } from "./modules/donations/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { officeSubscriberRoutes } from "./modules/newsletter/office-routes.ts";
import { officeDonationRoutes } from "./modules/donations/office-routes.ts";
import { donationReceiptRoutes } from "./modules/donations/receipt-routes.ts";
import { donationCertificateRoutes } from "./modules/donations/certificate-routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { authenticateFirst, officeAreaOf } from "./modules/auth/require-user.ts";
import { rememberLanguageChoice } from "./modules/auth/language-choice.ts";
import { documentAccess, SECURITY_SCHEMES } from "./modules/auth/access-docs.ts";
import { fileDownloadRoutes, uploadRoutes } from "./modules/files/routes.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { portalRoutes } from "./modules/portal/routes.ts";
import { membershipFormRoutes } from "./modules/membership-form/routes.ts";
import { conveyanceRoutes } from "./modules/conveyance/routes.ts";
import { claimsRoutes } from "./modules/claims/routes.ts";
import { transferRoutes } from "./modules/transfers/routes.ts";
import { bookingRoutes } from "./modules/bookings/routes.ts";
import { agreementRoutes } from "./modules/agreements/routes.ts";
import { agreementOfficeRoutes } from "./modules/agreements/office-routes.ts";
import { verificationRoutes } from "./modules/verification/routes.ts";
import { documentRoutes } from "./modules/documents/routes.ts";
import { registrationRoutes } from "./modules/registration/routes.ts";
import { officeMemberRoutes } from "./modules/office-members/routes.ts";
import { officeSearchRoutes } from "./modules/office-search/routes.ts";
import { identityDocumentRoutes } from "./modules/identity-documents/routes.ts";
import { enquiryOfficeRoutes, enquiryRoutes } from "./modules/enquiries/routes.ts";
import { officeNotifyRoutes } from "./modules/office-notify/routes.ts";
import { claimsOfficeRoutes } from "./modules/claims/office-routes.ts";
import { transfersOfficeRoutes } from "./modules/transfers/office-routes.ts";
import { conveyanceOfficeRoutes } from "./modules/conveyance/office-routes.ts";
import { officePaymentRoutes } from "./modules/payments/office-routes.ts";
import { refundRoutes } from "./modules/refunds/routes.ts";
import { razorpayRoutes } from "./modules/payments/razorpay-routes.ts";
import { officeStayRoutes, villaFeedRoutes } from "./modules/office-stays/routes.ts";
import { calendarImportRoutes } from "./modules/calendar-imports/routes.ts";
import { couponRoutes } from "./modules/coupons/routes.ts";
import { rateRoutes } from "./modules/bookings/rates-routes.ts";
import { catalogueOfficeRoutes } from "./modules/catalogue/office-routes.ts";
import { mediaRoutes, publicMediaRoutes } from "./modules/media/routes.ts";
import { clubSettingsRoutes } from "./modules/club-settings/routes.ts";
import { taxRoutes } from "./modules/tax/routes.ts";
import { publicTrustDocumentRoutes, trustDocumentRoutes } from "./modules/trust-documents/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { jobsOfficeRoutes } from "./modules/jobs/office-routes.ts";
import { staffRoutes } from "./modules/staff/routes.ts";
import { membershipRoutes } from "./modules/membership/routes.ts";
import { ownersRoutes } from "./modules/owners/routes.ts";
import { ownerStayRoutes } from "./modules/owner-stays/routes.ts";
import { reportRoutes } from "./modules/reports/routes.ts";
import { noteRoutes } from "./modules/notes/routes.ts";
import { statementRoutes } from "./modules/statements/routes.ts";
import { rentalJourneyRoutes } from "./modules/rental/journey-routes.ts";
import { rentalRoutes } from "./modules/rental/routes.ts";
import { reconciliationRoutes } from "./modules/reconciliation/routes.ts";
import { programmeRoutes } from "./modules/programme/routes.ts";
import { programmeOfficeRoutes } from "./modules/programme/office-routes.ts";
import { reviewRoutes } from "./modules/reviews/routes.ts";
import { reviewsOfficeRoutes } from "./modules/reviews/office-routes.ts";
import fastifyMultipart from "@fastify/multipart";
import { AppError } from "./platform/errors.ts";
import { securityHeaders } from "./platform/security-headers.ts";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from "./platform/database-outage.ts";
import { refuseForeignOrigin } from "./platform/same-origin.ts";
import { admission, watchEventLoop } from "./platform/load-shedding.ts";
import { safeError } from "./platform/safe-error.ts";
import { isClientGone } from "./platform/client-gone.ts";
import { createServices, type Services } from "./services.ts";
import { createCpuPool, type CpuPool } from "./platform/cpu-pool.ts";
import type { CpuWorkerTasks } from "./cpu-worker.ts";
import { cpuWorkerFile } from "./paths.ts";
import { answerFromMemory, servePageFromCache, SITE_BODY_LIMIT, SITE_UPLOAD_LIMIT, type WebHandler } from "./web.ts";

/** Swagger UI's own files (its pages, scripts and logo), in its package. */
const swaggerUiFiles = dirname(createRequire(import.meta.url).resolve("@fastify/swagger-ui/static/logo.svg"));

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serves the React site; absent in API-only tests. */
  web?: WebHandler;
  /** Folder of the built site: client files (favicon, /assets). */
  buildDir?: string;
  /** Folder of the rendered artwork, served under /media. */
  mediaDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** The file storage, instead of the configuration's (a test's storage that fails). */
  storage?: FileStorage;
  /** The CPU pool, instead of one of CPU_WORKERS threads made here (and closed with the app). */
  cpu?: CpuPool<CpuWorkerTasks>;
  /** Runs first on the new instance (development mounts Vite's middleware here). */
  prepare?: (app: FastifyInstance) => Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** Every route of the app, as registered (method and path with its :params; the office area that guards it). */
    routeTable: { method: string; url: string; officeArea?: OfficeArea }[];
    /**
     * Shutdown begins (server/start.ts): `/api/health` answers 503 so a load balancer takes the instance out, while
     * everything else is still served; every answer from now on closes its connection.
     */
    beginShutdown(): void;
  }
}

/** Builds the whole application; tests call it and use inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  /** Set when shutdown begins (beginShutdown): health answers 503, answers close their connections. */
  let draining = false;
  /** Set when the app closes (preClose below): new requests answer 503. */
  let closing = false;
  /** Answers a request for a public page kept in memory, before Fastify (set once the services exist). */
  let fromMemory: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  /** Admits a request while fewer than the configured number are in flight, else answers 503 (decision 029). */
  const gate = admission(deps.config.load);
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (req) => (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID(),
    // X-Forwarded-* are believed only behind a proxy (TRUST_PROXY), else a client could pick its own address
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    logController: new LogController({ disableRequestLogging: true }),
    // while closing, new requests get the club's own 503 (the onRequest hook below), not Fastify's
    return503OnClosing: false,
    // Node's server with one listener in front of Fastify: public pages kept in memory are answered there
    serverFactory: (handler, options) => {
      const server = createServer((req, res) => {
        if (!draining && !closing && fromMemory?.(req, res)) return;
        // beyond the requests in flight it can serve in time, a request is turned away at once
        if (!closing && !gate.admit(req, res)) return;
        handler(req, res);
      });
      // what Fastify sets on a server it makes itself
      const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000;
      server.requestTimeout = timeouts.requestTimeout ?? 0;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate("beginShutdown", () => {
    draining = true;
  });
  // Closing the app (the last step of shutdown, or a test's): requests in flight finish, new ones answer 503.
  app.addHook("preClose", async () => {
    closing = true;
  });
  // an answer sent while shutting down ends its connection, so clients move to other instances and a kept-alive
  // client does not hold the process open
  app.addHook("onSend", async (_request, reply, payload) => {
    if (draining || closing) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header("connection", "close")
      .header("retry-after", "5")
      .send({ status: 503, message: messages.shuttingDown, data: null });
  });
  // CSRF defence in depth beside SameSite=Strict: a cookie-carrying change from another site answers 403.
  app.addHook("onRequest", async (request, reply) => {
    if (refuseForeignOrigin(request, deps.config.publicUrl)) {
      return reply.code(403).send({ status: 403, message: messages.foreignOrigin, data: null });
    }
  });

  if (deps.prepare) await deps.prepare(app);
  // sealing and rendering PDFs run in worker threads (decision 027); the threads end when the app closes
  const cpu =
    deps.cpu ??
    createCpuPool<CpuWorkerTasks>({
      workerFile: cpuWorkerFile,
      threads: deps.config.cpuWorkers,
      onError: (error) => app.log.error({ err: safeError(error) }, "A thread of the CPU pool failed"),
    });
  if (!deps.cpu) app.addHook("onClose", () => cpu.close());
  const services = createServices({
    config: deps.config,
    database: deps.database,
    log: app.log,
    storage: deps.storage,
    cpu,
  });
  // the job queue's workers run in every instance (decision 026); a graceful shutdown stops them before the app closes
  await services.jobsQueue.start();
  app.addHook("onClose", async () => {
    await services.jobsQueue.stop();
  });
  // public pages kept rendered in memory are answered first thing (by the server's listener, or here)
  if (deps.web) {
    fromMemory = answerFromMemory(services.pageCache, deps.config.trustProxy !== false, deps.config.publicUrl);
    app.addHook("onRequest", servePageFromCache(services.pageCache, deps.config.publicUrl));
  }
  app.decorate("services", services);
  // a signed-in member's choice of language on a page (`?lng=`) is stored, so that their mails follow it
  app.addHook("onRequest", rememberLanguageChoice(services));
  app.decorate("requestsInFlight", gate.inFlight);
  // while the event loop lags, what is not exempt is turned away (after the cached pages, which are always answered)
  await watchEventLoop(app, deps.config.load);
  // who may call a route is settled before its request is read or validated, and written into the API's document
  // from the same guards; every route is listed as it is added
  const routeTable: FastifyInstance["routeTable"] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    authenticateFirst(route);
    documentAccess(route);
    const officeArea = officeAreaOf(route);
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, ...(officeArea ? { officeArea } : {}) });
  });

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; answers are serialised as plain JSON.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".");
      const detail = first?.message ? `${field ? `${field}: ` : ""}${first.message}` : "";
      return reply
        .code(400)
        .send({ status: 400, message: `${messages.invalidRequest}${detail ? ` (${detail})` : ""}`, data: null });
    }
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ status: error.status, message: error.message, data: null });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return reply.code(413).send({ status: 413, message: messages.bodyTooLarge, data: null });
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ status, message: (error as Error).message, data: null });
    }
    if (isClientGone(error)) {
      // its client hung up: the work stopped, there is nobody to answer
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: safeError(error), requestId: request.id }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(OUTAGE_RETRY_AFTER_SECONDS))
        .send({ status: 503, message: messages.serviceUnavailable, data: null, requestId: String(request.id) });
    }
    // never the error itself: a failed query's error carries every bound value (platform/safe-error.ts)
    request.log.error({ err: safeError(error), requestId: request.id }, "unexpected error");
    return reply
      .code(500)
      .send({ status: 500, message: messages.internalError, data: null, requestId: String(request.id) });
  });

  // CSP, frame and referrer rules, HSTS over HTTPS: on every answer (pages add their script nonce)
  await app.register(securityHeaders);
  await app.register(fastifyCookie);
  // multipart bodies (uploads) are read by the upload routes themselves, file by file, with their own limits
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
  // pages and API answers; built assets are sent pre-compressed by @fastify/static
  // answers up to 64 KB are compressed in one call, without a stream pipeline per answer (4× the CPU of the
  // compression itself, measured on the catalogue's JSON); the plugin's default on 2 cores is 8 KB
  await app.register(fastifyCompress, {
    global: true,
    threshold: 2048,
    syncThreshold: 65_536,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Club platform API",
        description:
          "The JSON API of the club: catalogue, accounts, applications, the member portal and the office. Every answer is " +
          "`{ status, message, data }`. Each endpoint says who may call it (`x-access`, `x-roles`, `x-office-area`, " +
          "read from the guards the server runs); docs/api.md has the sign-in flow, the errors and the limits.",
        version: "1.0.0",
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.get(
        "/health",
        {
          schema: {
            tags: ["platform"],
            summary: "Liveness and database check",
            description:
              "503 with status `shutting-down` from the moment the instance is told to stop (SIGTERM), while it still serves the rest.",
            response: {
              200: z.object({ status: z.literal("ok") }),
              503: z.object({ status: z.string(), message: z.string() }),
            },
          },
        },
        async (_request, reply) => {
          if (draining)
            return reply.code(503).send({ status: "shutting-down", message: messages.instanceShuttingDown });
          try {
            await deps.database.ping();
            return { status: "ok" as const };
          } catch {
            return reply.code(503).send({ status: "unavailable", message: messages.databaseUnavailable });
          }
        },
      );
      await api.register(catalogueRoutes, { services });
      await api.register(donationRoutes, { services });
      await api.register(donationCertificateRoutes, { services });
      await api.register(newsletterRoutes, { services });
      await api.register(authRoutes, { services });
      await api.register(uploadRoutes, { services });
      await api.register(registrationRoutes, { services });
      await api.register(paymentRoutes, { services });
      await api.register(razorpayRoutes, { services });
      await api.register(portalRoutes, { services });
      // portal areas (one line each)
      await api.register(membershipFormRoutes, { services });
      await api.register(conveyanceRoutes, { services });
      await api.register(claimsRoutes, { services });
      await api.register(transferRoutes, { services });
      await api.register(bookingRoutes, { services });
      await api.register(agreementRoutes, { services });
      await api.register(documentRoutes, { services });
      await api.register(officeMemberRoutes, { services });
      await api.register(officeSearchRoutes, { services });
      await api.register(identityDocumentRoutes, { services });
      await api.register(enquiryRoutes, { services });
      await api.register(enquiryOfficeRoutes, { services });
      await api.register(officeNotifyRoutes, { services });
      await api.register(claimsOfficeRoutes, { services });
      await api.register(transfersOfficeRoutes, { services });
      await api.register(conveyanceOfficeRoutes, { services });
      await api.register(officePaymentRoutes, { services });
      await api.register(refundRoutes, { services });
      await api.register(officeStayRoutes, { services });
      await api.register(calendarImportRoutes, { services });
      await api.register(couponRoutes, { services });
      await api.register(rateRoutes, { services });
      await api.register(catalogueOfficeRoutes, { services });
      await api.register(mediaRoutes, { services });
      await api.register(clubSettingsRoutes, { services });
      await api.register(taxRoutes, { services });
      await api.register(trustDocumentRoutes, { services });
      await api.register(auditRoutes, { services });
      await api.register(jobsOfficeRoutes, { services });
      await api.register(officeDonationRoutes, { services });
      await api.register(donationReceiptRoutes, { services });
      await api.register(officeSubscriberRoutes, { services });
      await api.register(staffRoutes, { services });
      await api.register(membershipRoutes, { services });
      await api.register(agreementOfficeRoutes, { services });
      await api.register(verificationRoutes, { services });
      await api.register(reportRoutes, { services });
      await api.register(noteRoutes, { services });
      await api.register(statementRoutes, { services });
      await api.register(rentalRoutes, { services });
      // the browser journeys' server alone: a month's rental statements issued now (JOURNEY_HOOKS)
      if (deps.config.journeyHooks) await api.register(rentalJourneyRoutes, { services });
      await api.register(reconciliationRoutes, { services });
      await api.register(programmeRoutes, { services });
      await api.register(programmeOfficeRoutes, { services });
      await api.register(reviewRoutes, { services });
      await api.register(reviewsOfficeRoutes, { services });
      await api.register(ownersRoutes, { services });
      await api.register(ownerStayRoutes, { services });
      await api.register(fastifySwaggerUi, {
        routePrefix: "/docs",
        uiConfig: { docExpansion: "list" },
        // its files named from here, so the plugin can be bundled into the compiled server (build.mjs)
        baseDir: swaggerUiFiles,
        logo: { type: "image/svg+xml", content: readFileSync(join(swaggerUiFiles, "logo.svg")) },
      });
      // every /api address answers the JSON envelope, also one the site's catch-all would otherwise take
      const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
        reply.code(404).send({
          status: 404,
          message: `${messages.routeNotFound} (${request.method} ${request.url.split("?")[0]})`,
          data: null,
        });
      api.setNotFoundHandler(apiNotFound);
      api.all("/", { schema: { hide: true } }, apiNotFound);
      api.all("/*", { schema: { hide: true } }, apiNotFound);
    },
    { prefix: "/api" },
  );

  await app.register(fileDownloadRoutes, { services });
  // public media from the file storage (/media/library/*, /media/uploads/*), beside the artwork's static /media/
  await app.register(publicMediaRoutes, { services });
  // the Trust's published documents (/trust-documents/{id}/{name}), linked from /why-trust-us
  await app.register(publicTrustDocumentRoutes, { services });
  await app.register(villaFeedRoutes, { services });
  registerStatic(app, deps.buildDir, deps.mediaDir);
  if (deps.web) {
    const web = deps.web;
    await app.register(async (site) => {
      // The site's form posts are read whole, up to a small limit (larger ones answer 413 at once), and handed to React Router.
      site.removeAllContentTypeParsers();
      site.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: SITE_BODY_LIMIT }, (_request, body, done) =>
        done(null, body),
      );
      site.addContentTypeParser(
        "multipart/form-data",
        { parseAs: "buffer", bodyLimit: SITE_UPLOAD_LIMIT },
        (_request, body, done) => done(null, body),
      );
      site.all("/*", { schema: { hide: true } }, (request, reply) => web(request, reply, services));
    });
  }
  return app;
}

function registerStatic(app: FastifyInstance, buildDir?: string, media?: string) {
  const client = buildDir ? join(buildDir, "client") : undefined;
  if (media && existsSync(media)) {
    app.register(fastifyStatic, {
      root: media,
      prefix: "/media/",
      decorateReply: false,
      cacheControl: false,
      // paths carry the artwork version, so a changed drawing gets a new address
      setHeaders: (res) => res.header("cache-control", "public, max-age=31536000, immutable"),
    });
  }
  if (client && existsSync(client)) {
    // the bundles, named by their content: one route for the folder; kept a year and never revalidated, so they carry
    // no validators (an ETag and a Last-Modified are 90 bytes of every one of a page's thirty scripts)
    app.register(fastifyStatic, {
      root: join(client, "assets"),
      prefix: "/assets/",
      decorateReply: false,
      index: false,
      preCompressed: true,
      etag: false,
      lastModified: false,
      cacheControl: false,
      setHeaders: (res) => res.header("cache-control", "public, max-age=31536000, immutable"),
    });
    // the few other built files (icons, documents, tour videos): one route each; every other path falls through to the site
    app.register(fastifyStatic, {
      root: client,
      prefix: "/",
      decorateReply: false,
      wildcard: false,
      globIgnore: ["assets/**"],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res) => res.header("cache-control", "public, max-age=3600"),
    });
  }
}
