import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages as m } from "../../../common/auth-messages.ts";
import { buildApp } from "../../app.ts";
import { loadConfig, type Config } from "../../config.ts";
import type { Database } from "../../db/open.ts";
import { users } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { MailQueue } from "../../platform/mail-queue.ts";
import { openTestDatabase } from "../../test/database.ts";
import { currentUser, requireAdmin, requireUser } from "./require-user.ts";
import { authenticate, createOrPromoteAdmin, signIn, type AuthDeps } from "./service.ts";

let database: Database;
let deps: AuthDeps;
let config: Config;
const noMail: MailQueue = { send: async () => {} };
beforeAll(async () => {
  database = await openTestDatabase();
  config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "club-auth-")), NODE_ENV: "test" });
  deps = { db: database.db, config, mail: noMail };
});
afterAll(async () => {
  await database?.close();
});

describe("createOrPromoteAdmin (npm run admin:create)", () => {
  it("creates an administrator who signs in with the admin role in the token", async () => {
    const { created, account } = await createOrPromoteAdmin(deps, {
      email: " Office@VedantaClub.in ",
      password: "temple-bells-9",
      name: "Club Office",
    });
    expect(created).toBe(true);
    expect(account).toMatchObject({ email: "office@vedantaclub.in", name: "Club Office", role: "admin" });
    const session = await signIn(deps, {
      email: "office@vedantaclub.in",
      password: "temple-bells-9",
      remember: false,
      ip: "192.0.2.1",
    });
    expect(decodeJwt(session.token).role).toBe("admin");
    expect((await authenticate(deps, session.token)).user.role).toBe("admin");
  });

  it("promotes an existing member, keeps the name unless one is given, and sets the password", async () => {
    await database.db.insert(users).values({ name: "Nila Rao", email: "nila@example.in", passwordHash: "x" });
    const { created, account } = await createOrPromoteAdmin(deps, {
      email: "nila@example.in",
      password: "river-stones-7",
    });
    expect(created).toBe(false);
    expect(account).toMatchObject({ name: "Nila Rao", role: "admin" });
    const [row] = await database.db.select().from(users).where(eq(users.email, "nila@example.in"));
    expect(row.role).toBe("admin");
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(
      signIn(deps, { email: "nila@example.in", password: "river-stones-7", remember: true, ip: "192.0.2.2" }),
    ).resolves.toBeDefined();
  });

  it("refuses a bad e-mail or a short password with a clear message", async () => {
    await expect(createOrPromoteAdmin(deps, { email: "office", password: "temple-bells-9" })).rejects.toEqual(
      new AppError(400, m.emailInvalid),
    );
    await expect(createOrPromoteAdmin(deps, { email: "x@example.in", password: "short" })).rejects.toEqual(
      new AppError(400, m.passwordTooShort),
    );
  });

  it("works as a command: one line, exit 0; a clear line and exit 1 on a bad password", async () => {
    const run = promisify(execFile);
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: mkdtempSync(join(tmpdir(), "club-admin-cli-")),
    };
    const args = ["--import", "tsx", "scripts/create-admin.ts"];
    const ok = await run(process.execPath, [...args, "--email", "Admin@Example.in", "--password", "lotus-pond-42"], {
      env,
    });
    expect(ok.stdout.trim().split("\n")).toEqual(["Administrator admin@example.in (Administrator) created."]);
    const bad = await run(process.execPath, [...args, "--email", "admin@example.in", "--password", "short"], {
      env,
    }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe(`Cannot create the administrator: ${m.passwordTooShort}`);
  }, 60_000);
});

describe("requireUser", () => {
  it("lets members through, keeps admin routes to administrators (403), and answers 401 without a session", async () => {
    const app = await buildApp({
      config,
      database,
      prepare: async (root) => {
        root.register(async (child) => {
          child.get("/api/test/member", { preHandler: requireUser() }, async (request) => ({
            email: currentUser(request).email,
          }));
          child.get("/api/test/admin", { preHandler: requireAdmin() }, async (request) => ({
            email: currentUser(request).email,
          }));
        });
      },
    });
    await app.ready();
    try {
      await database.db.insert(users).values({ name: "Member", email: "plain@example.in", passwordHash: "x" });
      await createOrPromoteAdmin(deps, { email: "plain@example.in", password: "lotus-pond-42" });
      const admin = await signIn(deps, {
        email: "plain@example.in",
        password: "lotus-pond-42",
        remember: false,
        ip: "192.0.2.3",
      });
      await database.db.update(users).set({ role: "member" }).where(eq(users.email, "plain@example.in"));
      const member = await signIn(deps, {
        email: "plain@example.in",
        password: "lotus-pond-42",
        remember: false,
        ip: "192.0.2.3",
      });

      const call = (url: string, token?: string) =>
        app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect((await call("/api/test/member", member.token)).json()).toEqual({ email: "plain@example.in" });
      const refused = await call("/api/test/admin", member.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 403, message: m.adminOnly, data: null });
      // the role is read from the database: the older token that says "admin" no longer opens admin routes
      expect(decodeJwt(admin.token).role).toBe("admin");
      expect((await call("/api/test/admin", admin.token)).statusCode).toBe(403);
      await database.db.update(users).set({ role: "admin" }).where(eq(users.email, "plain@example.in"));
      expect((await call("/api/test/admin", member.token)).statusCode).toBe(200);
      expect((await call("/api/test/member")).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
