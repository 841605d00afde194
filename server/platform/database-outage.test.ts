import { mkdtempSync } from "node:fs";
import { createServer, connect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyInstance } from "fastify";
import { messages } from "../../common/messages.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/open.ts";
import { buildDir, mediaDir } from "../start.ts";
import { adminUrl, databaseUrlFor } from "../test/database-names.ts";
import { productionWeb } from "../web.ts";
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from "./database-outage.ts";

describe("what counts as the database being unreachable", () => {
  const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });
  it.each([
    ["a refused connection", coded("ECONNREFUSED"), true],
    [
      "a failed query whose cause is a server shutting down",
      new DrizzleQueryError("select 1", [], coded("57P01", "terminating connection due to administrator command")),
      true,
    ],
    ["a lost connection", new Error("Connection terminated unexpectedly"), true],
    ["a pool connect time-out", new Error("timeout exceeded when trying to connect"), true],
    ["class 08 connection failure", coded("08006"), true],
    ["a unique violation", new DrizzleQueryError("insert", ["secret"], coded("23505")), false],
    ["a programming error", new TypeError("x is undefined"), false],
    ["a thrown string", "boom", false],
  ])("%s → %s", (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

/** A TCP proxy in front of the PostgreSQL server: stopping it is an outage the app cannot tell from a real one. */
function tcpProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  return {
    get port() {
      return port;
    },
    async up() {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => {});
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server.address() as { port: number }).port;
    },
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}

const url = process.env.DATABASE_URL;
describe.skipIf(!url)("a database outage (PostgreSQL behind a proxy that goes down)", () => {
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  const name = `club_t_outage_${process.pid}_${Date.now()}`;
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    const admin = new pg.Client({ connectionString: adminUrl(url!) });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("answers 503 with Retry-After and a message a person understands, on the API and on pages, and recovers by itself", async () => {
    const admin = new pg.Client({ connectionString: adminUrl(url!) });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject("pgTemplateDb")}"`);
    await admin.end();
    const proxy = tcpProxy(new URL(url!));
    await proxy.up();
    const proxied = new URL(databaseUrlFor(url!, name));
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    database = await openDatabase({ url: proxied.toString() });
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "club-outage-")), NODE_ENV: "production" });
    app = await buildApp({ config, database, web: await productionWeb(buildDir), buildDir, mediaDir });
    await app.ready();

    const api = "/api/propertyType/getPropertyType";
    expect((await app.inject({ url: api })).statusCode).toBe(200);
    expect((await app.inject({ url: "/property-list" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/property-list?q=villa" })).statusCode).toBe(200);

    await proxy.down();
    const apiAnswer = await app.inject({ url: api });
    expect(apiAnswer.statusCode).toBe(503);
    expect(apiAnswer.headers["retry-after"]).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(apiAnswer.json().message).toBe(messages.serviceUnavailable);
    // a page rendered for this request (a query string: not one of the pages kept in memory)
    const page = await app.inject({ url: "/property-list?q=villa" });
    expect(page.statusCode).toBe(503);
    expect(page.headers["retry-after"]).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(messages.serviceUnavailable);
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(503);
    // the public pages kept in memory are still served (decision record 010)
    expect((await app.inject({ url: "/property-list" })).statusCode).toBe(200);

    await proxy.up();
    expect((await app.inject({ url: api })).statusCode).toBe(200);
    expect((await app.inject({ url: "/property-list?q=villa" })).statusCode).toBe(200);
  }, 60_000);
});
