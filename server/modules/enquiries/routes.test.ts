import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import {
  ENQUIRY_TOPIC_LABELS,
  enquiryMessages as m,
  type EnquiryDetail,
  type EnquiryList,
} from "../../../common/enquiries.ts";
import { auditEvents, enquiries, enquiryMessages, properties } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";

/*
 * Visitors' questions: POST /api/enquiries (anyone; stored with its first message, acknowledged
 * by e-mail, 5 an hour per address) and the front office's inbox: GET /api/admin/enquiries, GET …/{id},
 * POST …/{id}/reply (e-mailed, kept, audited) and POST …/{id}/close.
 */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Neha Sharma");
});
afterAll(async () => {
  await t?.close();
});

let client = 0;
const nextAddress = () => `203.0.113.${(client++ % 250) + 1}`;
const ask = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress });
const question = (over: Record<string, unknown> = {}) => ({
  name: "Ravi Menon",
  email: "ravi.menon@example.in",
  phone: "+91 98765 43210",
  topic: "stay",
  message: "Is the Solan estate open in January, and is there snow?",
  ...over,
});
const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
const post = (url: string, who: TestMember | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

describe("POST /api/enquiries", () => {
  it("stores the question with its first message, answers 201 and e-mails the visitor an acknowledgement", async () => {
    const [villa] = await t.database.db.select({ id: properties.id, name: properties.name }).from(properties).limit(1);
    const res = await ask(question({ email: "asker.one@example.in", villa: villa.id, topic: "ownership" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 201,
      message: m.received,
      data: { topic: "ownership", villa: villa.name },
    });
    const id = res.json().data.id as string;
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({
      name: "Ravi Menon",
      email: "asker.one@example.in",
      phone: "+91 98765 43210",
      topic: "ownership",
      status: "new",
      propertyId: villa.id,
    });
    const thread = await t.database.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, id));
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({
      direction: "in",
      body: "Is the Solan estate open in January, and is there snow?",
      staffId: null,
    });

    const ack = await mailAbout(t.mail, "asker.one@example.in", "We have received your message");
    expect(ack.text).toContain("Namaste Ravi Menon");
    expect(ack.text).toContain(villa.name);
    expect(ack.text).toContain("Is the Solan estate open in January");
    // the front office is told that a question waits
    const told = await mailAbout(t.mail, staff["front-office"].email, "Visitor's question: Ravi Menon");
    expect(told.text).toContain("/admin/enquiries?status=new");
  });

  it("refuses a question with missing or wrong fields with 400 and says which (nothing stored)", async () => {
    const before = (await t.database.db.select({ id: enquiries.id }).from(enquiries)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, m.nameRequired],
      [{ email: "not-an-email" }, m.emailInvalid],
      [{ topic: "weather" }, m.topicRequired],
      [{ topic: undefined }, m.topicRequired],
      [{ message: "short" }, m.messageTooShort],
      [{ message: "x".repeat(4001) }, m.messageTooLong],
      [{ phone: "call me" }, m.phoneInvalid],
    ];
    for (const [over, text] of cases) {
      const res = await ask(question(over));
      expect(res.statusCode, text).toBe(400);
      expect(res.json().message).toContain(text);
    }
    expect((await ask(question({ villa: "00000000-0000-4000-8000-000000000000" }))).json()).toMatchObject({
      status: 400,
      message: m.villaUnknown,
    });
    expect((await ask(question({ message: "a\u0000b is a bad message" }))).statusCode).toBe(400);
    expect((await t.database.db.select({ id: enquiries.id }).from(enquiries)).length).toBe(before);
  });

  it("answers 429 past five questions an hour from one address", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 5; i++)
      expect((await ask(question({ email: `limit${i}@example.in` }), address)).statusCode).toBe(201);
    const blocked = await ask(question({ email: "limit5@example.in" }), address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(m.tooMany);
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect((await ask(question({ email: "other@example.in" }), "192.0.2.78")).statusCode).toBe(201);
  });
});

describe("the office's inbox: who may see and answer", () => {
  let id: string;
  beforeAll(async () => {
    id = (await ask(question({ name: "Role Check", email: "role.check@example.in" }))).json().data.id;
  });
  const reads = [() => "/api/admin/enquiries", () => `/api/admin/enquiries/${id}`];
  for (const [i, url] of reads.entries()) {
    it(`${i === 0 ? "GET /api/admin/enquiries" : "GET /api/admin/enquiries/{id}"}: anonymous 401, member 403, accounts and content 403, front office and admin 200`, async () => {
      expect((await get(url())).statusCode).toBe(401);
      expect((await get(url(), member)).statusCode).toBe(403);
      expect((await get(url(), staff.accounts)).statusCode).toBe(403);
      expect((await get(url(), staff.content)).statusCode).toBe(403);
      for (const role of ["front-office", "admin"] as const) {
        const res = await get(url(), staff[role]);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    });
  }

  it("POST …/reply and …/close: anonymous 401, member 403, accounts and content 403 (nothing changes)", async () => {
    for (const url of [`/api/admin/enquiries/${id}/reply`, `/api/admin/enquiries/${id}/close`]) {
      expect((await post(url, undefined, { message: "Hello" })).statusCode).toBe(401);
      expect((await post(url, member, { message: "Hello" })).statusCode).toBe(403);
      expect((await post(url, staff.accounts, { message: "Hello" })).statusCode).toBe(403);
      expect((await post(url, staff.content, { message: "Hello" })).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row.status).toBe("new");
  });

  it("front office and admin may reply and close (200)", async () => {
    expect(
      (await post(`/api/admin/enquiries/${id}/reply`, staff["front-office"], { message: "Yes, it is open." }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/enquiries/${id}/reply`, staff.admin, { message: "And there is snow some years." }))
        .statusCode,
    ).toBe(200);
    expect((await post(`/api/admin/enquiries/${id}/close`, staff.admin)).statusCode).toBe(200);
  });
});

describe("the inbox: list, thread, reply, close", () => {
  it("lists new questions newest first, searches by name, e-mail or words, filters by status, pages", async () => {
    const a = (
      await ask(
        question({
          name: "Kiran Desai",
          email: "kiran.desai@example.in",
          message: "Do you host yoga teacher trainings in spring?",
        }),
      )
    ).json().data.id;
    const list = async (query: string) => {
      const res = await get(`/api/admin/enquiries?${query}`, staff["front-office"]);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as EnquiryList;
    };
    const fresh = await list("");
    expect(fresh.items[0].id).toBe(a);
    expect(fresh.items.every((i) => i.status === "new")).toBe(true);
    expect(fresh.items[0]).toMatchObject({
      name: "Kiran Desai",
      topic: "stay",
      preview: "Do you host yoga teacher trainings in spring?",
    });
    for (const q of ["Kiran", "KIRAN.DESAI@example.in", "teacher trainings"])
      expect((await list(`q=${encodeURIComponent(q)}`)).items.map((i) => i.id)).toEqual([a]);
    expect((await list("q=nobody-asked-this")).total).toBe(0);
    expect((await list("status=closed")).items.every((i) => i.status === "closed")).toBe(true);
    const all = await list("status=all&limit=2&page=2");
    expect(all.page).toBe(2);
    expect(all.items.length).toBeLessThanOrEqual(2);
    expect(all.pages).toBe(Math.ceil(all.total / 2));
    expect((await list("status=bogus")).items.every((i) => i.status === "new")).toBe(true);
  });

  it("a reply is e-mailed to the visitor, kept in the thread with its author, marks the question answered and is audited", async () => {
    const id = (
      await ask(
        question({
          name: "Priya Nair",
          email: "priya.nair@example.in",
          topic: "membership",
          message: "What does the full membership include?",
        }),
      )
    ).json().data.id;
    await mailAbout(t.mail, "priya.nair@example.in", "We have received your message");
    const res = await post(`/api/admin/enquiries/${id}/reply`, staff["front-office"], {
      message: "Full membership includes 15 days of free stay a year.\nWe would be glad to show you around.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: m.replied, data: { status: "answered" } });

    const mail = await mailAbout(t.mail, "priya.nair@example.in", "An answer to your message to the club");
    expect(mail.text).toContain("Namaste Priya Nair");
    expect(mail.text).toContain("Full membership includes 15 days of free stay a year.");

    const detail = (await get(`/api/admin/enquiries/${id}`, staff["front-office"])).json().data as EnquiryDetail;
    expect(detail.status).toBe("answered");
    expect(detail.messages.map((x) => [x.direction, x.staff])).toEqual([
      ["in", null],
      ["out", "Staff front-office"],
    ]);
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit).toMatchObject({
      action: "enquiry.replied",
      userId: staff["front-office"].id,
      actorRole: "front-office",
    });
    expect(audit.detail).toMatchObject({ before: { status: "new" }, after: { status: "answered" } });
  });

  it("refuses an empty reply (400), an unknown question (404) and closing twice (409)", async () => {
    const id = (await ask(question({ email: "closer@example.in" }))).json().data.id;
    const empty = await post(`/api/admin/enquiries/${id}/reply`, staff["front-office"], { message: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(m.replyRequired);
    expect(
      (
        await post("/api/admin/enquiries/00000000-0000-4000-8000-000000000000/reply", staff.admin, { message: "Hi" })
      ).json(),
    ).toMatchObject({
      status: 404,
      message: m.notFound,
    });
    expect((await get("/api/admin/enquiries/not-an-id", staff.admin)).statusCode).toBe(404);
    expect((await post(`/api/admin/enquiries/${id}/close`, staff["front-office"])).json()).toMatchObject({
      message: m.closed,
      data: { status: "closed" },
    });
    expect((await post(`/api/admin/enquiries/${id}/close`, staff["front-office"])).json()).toMatchObject({
      status: 409,
      message: m.alreadyClosed,
    });
    const audits = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audits.map((a) => a.action)).toEqual(["enquiry.closed"]);
  });
});

describe("GET /api/admin/enquiries.csv", () => {
  it("downloads every question of the status and search, the question whole, with ISO moments; accounts and content 403", async () => {
    const long = `Csv question: ${"may we bring our dog? ".repeat(12)}`.trim();
    const asked = await ask(question({ name: "Csv Asker", email: "csv.asker@example.in", message: long }));
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.id as string;
    const csv = await downloadCsv(t, "/api/admin/enquiries.csv?q=csv.asker&page=3", staff["front-office"], "questions");
    expect(csv.header.slice(0, 4)).toEqual(["Enquiry id", "Name", "E-mail", "Phone"]);
    expect(csv.rows).toEqual([
      expect.objectContaining({
        "Enquiry id": id,
        Name: "Csv Asker",
        Status: "new",
        About: ENQUIRY_TOPIC_LABELS.stay,
        Question: long,
      }),
    ]);
    expect(csv.rows[0]["Received (IST)"]).toMatch(ISO_MOMENT);
    const closed = await downloadCsv(t, "/api/admin/enquiries.csv?status=closed&q=csv.asker", staff.admin, "questions");
    expect(closed.rows).toEqual([]);
    for (const role of ["accounts", "content"] as const)
      expect((await get("/api/admin/enquiries.csv", staff[role])).statusCode).toBe(403);
  });
});
