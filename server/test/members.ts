import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { STAFF_ROLES, type StaffRole } from "../../common/auth-limits.ts";
import type { Language } from "../../common/language.ts";
import type { Db } from "../db/open.ts";
import { memberships, properties, qualifications, occupations, users, verificationDocTypes } from "../db/schema.ts";
import type { TestApp } from "./app.ts";

/** A member made straight in the database and signed in through the real login endpoint. */
export interface TestMember {
  id: string;
  email: string;
  name: string;
  token: string;
  headers: { authorization: string };
}

const PASSWORD = "lotus-pond-42";
let passwordHash: string | undefined;
let nextAddress = 1;

export async function createMember(t: TestApp, name = "Asha Verma"): Promise<TestMember> {
  passwordHash ??= await hash(PASSWORD);
  const email = `member-${randomUUID().slice(0, 8)}@example.org`;
  const [user] = await t.database.db.insert(users).values({ name, email, passwordHash }).returning();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: PASSWORD },
    remoteAddress: `203.0.113.${(nextAddress++ % 250) + 1}`,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const token = res.json().data.token as string;
  return { id: user.id, email, name, token, headers: { authorization: `Bearer ${token}` } };
}

/** Sets the language a member reads the club in (users.language), as the language switch would. */
export async function setLanguage(t: TestApp, member: TestMember, language: Language) {
  await t.database.db.update(users).set({ language }).where(eq(users.id, member.id));
}

/** A multipart/form-data body with one file, for inject(). */
export function multipart(field: string, file: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----club${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a file through the real endpoint and returns the response. */
export function upload(
  app: FastifyInstance,
  member: TestMember,
  url: string,
  field: string,
  file: { name: string; bytes: Buffer; type?: string },
) {
  const body = multipart(field, file);
  return app.inject({ method: "POST", url, payload: body.payload, headers: { ...member.headers, ...body.headers } });
}

/** Small real files of each kind. */
export const fixtures = {
  async pdf(text = "Identity document"): Promise<Buffer> {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText(text, { x: 10, y: 100, size: 10 });
    return Buffer.from(await doc.save());
  },
  png: (): Promise<Buffer> =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: "#223344" } })
      .png()
      .toBuffer(),
  jpg: (): Promise<Buffer> =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: "#ffffff" } })
      .jpeg()
      .toBuffer(),
  /** A Windows executable header: what a renamed .exe starts with. */
  exe: (): Buffer => {
    const bytes = Buffer.alloc(512);
    bytes.write("MZ", 0, "latin1");
    bytes.writeUInt32LE(128, 0x3c);
    bytes.write("PE\0\0", 128, "latin1");
    return bytes;
  },
};

/** Ids of the seeded options and a villa with a price, for building applications. */
export async function seededChoices(t: TestApp, villaIndex = 0) {
  const db = t.database.db;
  const [qualification] = await db.select().from(qualifications).limit(1);
  const [occupation] = await db.select().from(occupations).limit(1);
  const [docType] = await db.select().from(verificationDocTypes).limit(1);
  const villas = await db
    .select({ id: properties.id, price: properties.price })
    .from(properties)
    .orderBy(properties.name)
    .limit(villaIndex + 1)
    .offset(0);
  const villa = villas[villaIndex];
  return { qualificationId: qualification.id, occupationId: occupation.id, docTypeId: docType.id, villa };
}

/** A complete, valid KYC request (the personal details of step 1). */
export function kycPayload(choices: Awaited<ReturnType<typeof seededChoices>>, documentUrl: string) {
  return {
    father_name: "Ravi Verma",
    dob: "1985-04-12",
    phone_no: "+91 98765 43210",
    qualification_id: choices.qualificationId,
    occupation_id: choices.occupationId,
    current_address: "12 Mall Road, Solan, Himachal Pradesh",
    permanent_address: "12 Mall Road, Solan, Himachal Pradesh",
    verification_doc_id: choices.docTypeId,
    verification_doc_number: "ABCDE1234F",
    verification_doc_upload_url: documentUrl,
    account_holder_name: "Asha Verma",
    bank_name: "State Bank of India",
    account_number: "123456789012",
    branch_name: "Solan Main",
    ifsc_code: "sbin0001234",
  };
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * A member part-way through the application, through the real API: KYC done (identity document "aadhaar.pdf"),
 * family saved, a plan of `steps` steps on the `villaIndex`-th seeded villa, `paid` of them paid with a PNG
 * receipt; with `submitted`, the final review too (only once every step is paid).
 */
/** A staff member of `role` made straight in the database and signed in (one per test app and role, made once). */
const staffByApp = new WeakMap<TestApp, Map<string, Promise<TestMember>>>();
export function staffMember(t: TestApp, role: "admin" | "accounts" | "front-office" | "content"): Promise<TestMember> {
  const byRole = staffByApp.get(t) ?? new Map<string, Promise<TestMember>>();
  staffByApp.set(t, byRole);
  let made = byRole.get(role);
  if (!made) {
    made = (async () => {
      passwordHash ??= await hash(PASSWORD);
      const email = `staff-${role}-${randomUUID().slice(0, 8)}@example.org`;
      const [user] = await t.database.db
        .insert(users)
        .values({ name: `Staff ${role}`, email, passwordHash, role })
        .returning();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: PASSWORD },
        remoteAddress: `198.51.100.${(nextAddress++ % 250) + 1}`,
      });
      if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
      const token = res.json().data.token as string;
      return { id: user.id, email, name: user.name, token, headers: { authorization: `Bearer ${token}` } };
    })();
    byRole.set(role, made);
  }
  return made;
}

/** Who a test of an office endpoint's roles calls as: nobody (anonymous), a member, or a staff role. */
export type Caller = StaffRole | "member" | undefined;

/**
 * A staff member of every role and a member named `memberName`, signed in, for the tests of who may call an office
 * endpoint; `callerFor` turns the caller a test names into whom it signs in as (nobody for anonymous).
 */
export async function signInEveryRole(t: TestApp, memberName: string) {
  const staff = {} as Record<StaffRole, TestMember>;
  for (const role of STAFF_ROLES) staff[role] = await staffMember(t, role);
  const member = await createMember(t, memberName);
  const callerFor = (who: Caller) => (who === undefined ? undefined : who === "member" ? member : staff[who]);
  return { staff, member, callerFor };
}

/** Accounts verify every receipt of the plan that awaits them (as the office does, through the API). */
export async function verifyAwaiting(t: TestApp, planId: string) {
  const accounts = await staffMember(t, "accounts");
  const list = await t.app.inject({
    method: "GET",
    url: `/api/admin/payments?status=awaiting&limit=50`,
    headers: accounts.headers,
  });
  if (list.statusCode !== 200) throw new Error(`awaiting receipts: ${list.body}`);
  const steps = (list.json().data.items as { plan_id: string; step: number }[]).filter(
    (item) => item.plan_id === planId,
  );
  for (const { step } of steps) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${planId}/steps/${step}/verify`,
      headers: accounts.headers,
    });
    if (res.statusCode !== 200) throw new Error(`verify step ${step}: ${res.body}`);
  }
  return steps.length;
}

/**
 * A member who applied for the villa at `villaIndex` and paid `paid` of `steps` steps, of which the club's accounts
 * verified the first `verified` (all paid ones unless told: a receipt alone unlocks nothing); reading the club in
 * `language` (English unless told) from the start.
 */
export async function payingMember(
  t: TestApp,
  options: {
    villaIndex: number;
    steps: number;
    paid: number;
    verified?: number;
    name?: string;
    submitted?: boolean;
    language?: Language;
  },
) {
  const member = await createMember(t, options.name);
  if (options.language) await setLanguage(t, member, options.language);
  const choices = await seededChoices(t, options.villaIndex);
  const api = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: member.headers });
  const expectStatus = (res: { statusCode: number; body: string }, status: number) => {
    if (res.statusCode !== status) throw new Error(`${status} expected, ${res.statusCode}: ${res.body}`);
  };
  const identity = await upload(t.app, member, "/api/upload/upload-doc", "document", {
    name: "aadhaar.pdf",
    bytes: await fixtures.pdf(),
  });
  expectStatus(
    await api("POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, identity.json().url)),
    200,
  );
  expectStatus(await api("POST", "/api/registration/familyMember", { family_details: [] }), 200);
  const plan = await api("POST", `/api/payment-details/${choices.villa.id}`, {
    payment_mode: options.steps === 1 ? "full" : "flexible",
    payment_steps: options.steps,
    total_amount: choices.villa.price,
  });
  expectStatus(plan, 201);
  for (let step = 1; step <= options.paid; step++) {
    const receipt = await upload(t.app, member, "/api/upload/upload-doc", "document", {
      name: "receipt.png",
      bytes: await fixtures.png(),
    });
    expectStatus(
      await api("PUT", `/api/payment-details/${choices.villa.id}/step/${step}`, {
        payment_receipt_url: receipt.json().url,
      }),
      200,
    );
  }
  const verified = Math.min(options.verified ?? options.paid, options.paid);
  if (verified > 0) {
    const accounts = await staffMember(t, "accounts");
    const planId = plan.json().data._id as string;
    for (let step = 1; step <= verified; step++) {
      expectStatus(
        await t.app.inject({
          method: "POST",
          url: `/api/admin/payments/${planId}/steps/${step}/verify`,
          headers: accounts.headers,
        }),
        200,
      );
    }
  }
  if (options.submitted && options.paid === options.steps) {
    expectStatus(
      await api("POST", `/api/finalReview/${choices.villa.id}`, { confirm_details: true, confirm_membership: true }),
      200,
    );
  }
  return member;
}

/** An active Full Membership year for a member, paid by receipt, from `startsOn` to `validUntil` (club days). */
export async function giveFullMembership(db: Db, userId: string, startsOn: string, validUntil: string) {
  await db.insert(memberships).values({
    userId,
    status: "active",
    number: `VWC-M-2099-${process.pid}${randomUUID().slice(0, 6)}`,
    amount: 100000,
    paidVia: "receipt",
    termsAcceptedAt: new Date(),
    startsOn,
    validUntil,
    paidAt: new Date(),
  });
}
