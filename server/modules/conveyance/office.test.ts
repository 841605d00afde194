import { addDays, format, nextTuesday, previousTuesday } from "date-fns";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { clubToday, writtenDay } from "../../../common/club-time.ts";
import { conveyanceMessages, STATUS_LABELS } from "../../../common/conveyance.ts";
import { officeRequestsMessages as m, type ConveyanceQueue } from "../../../common/office-requests.ts";
import { auditEvents, conveyanceRequests, users } from "../../db/schema.ts";
import { MAIL_FORMAT } from "../../platform/mail-text.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { completeConveyance } from "./office.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import { mailAbout, type MailCatcher } from "../../test/mail-catcher.ts";
import {
  createMember,
  fixtures,
  kycPayload,
  seededChoices,
  upload,
  staffMember,
  type TestMember,
} from "../../test/members.ts";

/* The office's conveyance requests: confirm the Tuesday (or propose another), then mark it done. */

let t: TestApp & { mail: MailCatcher };
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;
let villaId: string;

beforeAll(async () => {
  t = await openTestAppWithMail();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Plain Member");
  villaId = (await seededChoices(t, 0)).villa.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (who: TestMember | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

const tuesday = format(nextTuesday(new Date()), "yyyy-MM-dd");
const laterTuesday = format(addDays(nextTuesday(new Date()), 14), "yyyy-MM-dd");
const wednesday = format(addDays(nextTuesday(new Date()), 15), "yyyy-MM-dd");
const pastTuesday = format(previousTuesday(new Date()), "yyyy-MM-dd");

/** A request stored directly (the member's side is tested in conveyance.test.ts). */
async function storedRequest(
  name = "Owner Person",
  status: "submitted" | "confirmed" = "submitted",
  appointment = tuesday,
) {
  const owner = await createMember(t, name);
  const [row] = await t.database.db
    .insert(conveyanceRequests)
    .values({
      userId: owner.id,
      propertyId: villaId,
      status,
      nominee: { fullName: "Kiran Verma", relationship: "Spouse" },
      villa: { villaNumber: "S-12", villaType: "Cottage", block: "A", location: "Solan", contributionAmount: 900000 },
      appointmentDate: appointment,
      requestedDate: appointment,
      verifiedAt: new Date(),
    })
    .returning();
  return { owner, row };
}

const auditOf = (action: string, subjectId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));

describe("who may handle conveyance", () => {
  it("GET /api/admin/conveyance: anonymous 401, a member 403, accounts and content 403; front office and admin 200", async () => {
    expect((await call(null, "GET", "/api/admin/conveyance")).statusCode).toBe(401);
    expect((await call(member, "GET", "/api/admin/conveyance")).statusCode).toBe(403);
    for (const role of ["accounts", "content"] as const)
      expect((await call(staff[role], "GET", "/api/admin/conveyance")).statusCode).toBe(403);
    for (const role of ["front-office", "admin"] as const) {
      const res = await call(staff[role], "GET", "/api/admin/conveyance");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("confirm and complete: anonymous 401, a member 403, accounts and content 403; front office and admin 200", async () => {
    for (const step of ["confirm", "complete"] as const) {
      const from = step === "confirm" ? "submitted" : "confirmed";
      // a conveyance is marked done on its appointment day
      const day = step === "confirm" ? tuesday : clubToday();
      const { row } = await storedRequest("Owner", from, day);
      const url = `/api/admin/conveyance/${row.id}/${step}`;
      expect((await call(null, "POST", url, {})).statusCode).toBe(401);
      expect((await call(member, "POST", url, {})).statusCode).toBe(403);
      for (const role of ["accounts", "content"] as const)
        expect((await call(staff[role], "POST", url, {})).statusCode).toBe(403);
      expect((await call(staff["front-office"], "POST", url, {})).statusCode).toBe(200);
      const other = await storedRequest("Owner", from, day);
      expect((await call(staff.admin, "POST", `/api/admin/conveyance/${other.row.id}/${step}`)).statusCode).toBe(200);
    }
  });
});

describe("conveyance steps", () => {
  it("a member's request tells the front office and keeps the Tuesday asked for", async () => {
    const owner = await createMember(t, "Uma Shah");
    const choices = await seededChoices(t, 1);
    const json = (method: "GET" | "POST", url: string, payload?: object) => call(owner, method, url, payload);
    const doc = async (name: string) =>
      (await upload(t.app, owner, "/api/upload/upload-doc", "document", { name, bytes: await fixtures.pdf() })).json()
        .url;
    expect(
      (await json("POST", `/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, await doc("id.pdf"))))
        .statusCode,
    ).toBe(200);
    expect((await json("POST", "/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
    expect(
      (
        await json("POST", `/api/payment-details/${choices.villa.id}`, {
          payment_mode: "flexible",
          payment_steps: 2,
          total_amount: choices.villa.price,
        })
      ).statusCode,
    ).toBe(201);
    expect((await json("POST", "/api/conveyance/send-otp")).statusCode).toBe(200);
    const code = /^\s+(\d{4})$/m.exec((await t.mail.mailTo(owner.email)).text)?.[1];
    expect((await json("POST", "/api/conveyance/verify-otp", { otp: code })).statusCode).toBe(200);
    const body = {
      nominee: {
        fullName: "Kiran Shah",
        phoneNumber: "9811122334",
        relationship: "Spouse",
        dob: "1987-02-01",
        email: "kiran@example.org",
        idType: "Passport",
        idFile: await doc("passport.pdf"),
      },
      document: await doc("sale-deed.pdf"),
      appointmentDate: tuesday,
    };
    const res = await json("POST", "/api/conveyance", body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: "submitted", appointmentDate: tuesday, requestedDate: tuesday });
    const told = await mailAbout(t.mail, staff["front-office"].email, "Conveyance request: Uma Shah");
    expect(told.text).toContain("/admin/conveyance?status=open");
    const queue = (await call(staff["front-office"], "GET", `/api/admin/conveyance?q=${owner.email}`)).json()
      .data as ConveyanceQueue;
    expect(queue.items[0]).toMatchObject({
      member: { name: "Uma Shah" },
      requested_date: tuesday,
      appointment_date: tuesday,
      status: "submitted",
    });
  });

  it("confirms the member's Tuesday, e-mails and audits it; then marks it done, and the member sees each step", async () => {
    const { owner, row } = await storedRequest("Vikram Joshi");
    const done = await call(staff["front-office"], "POST", `/api/admin/conveyance/${row.id}/complete`);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(m.conveyanceNotConfirmed);

    const res = await call(staff["front-office"], "POST", `/api/admin/conveyance/${row.id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: m.conveyanceConfirmed,
      data: { status: "confirmed", appointment_date: tuesday, requested_date: tuesday },
    });
    const mail = await mailAbout(t.mail, owner.email, "Your conveyance appointment is confirmed");
    expect(mail.text).toContain(writtenDay(tuesday));
    const [audit] = await auditOf("conveyance.confirmed", row.id);
    expect(audit).toMatchObject({ userId: staff["front-office"].id, actorRole: "front-office", memberId: owner.id });
    expect(audit.detail).toMatchObject({
      status: { before: "submitted", after: "confirmed" },
      appointmentDate: { before: tuesday, after: tuesday },
    });
    const mine = (await call(owner, "GET", "/api/conveyance")).json().data.requests[0];
    expect(mine).toMatchObject({ status: "confirmed", appointmentDate: tuesday });
    expect(STATUS_LABELS[mine.status]).toBe("Appointment confirmed");
    expect((await call(staff["front-office"], "POST", `/api/admin/conveyance/${row.id}/confirm`, {})).statusCode).toBe(
      409,
    );

    // "open" lists submitted and confirmed ones
    const open = (await call(staff["front-office"], "GET", `/api/admin/conveyance?status=open&q=${owner.email}`)).json()
      .data as ConveyanceQueue;
    expect(open.items.map((i) => i.id)).toEqual([row.id]);

    // the appointment day comes (the club's today)
    await t.database.db
      .update(conveyanceRequests)
      .set({ appointmentDate: clubToday() })
      .where(eq(conveyanceRequests.id, row.id));
    const completed = await call(staff["front-office"], "POST", `/api/admin/conveyance/${row.id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().message).toBe(m.conveyanceCompleted);
    await mailAbout(t.mail, owner.email, "Your conveyance is complete");
    const [doneAudit] = await auditOf("conveyance.completed", row.id);
    expect(doneAudit.detail).toMatchObject({ status: { before: "confirmed", after: "completed" } });
    expect((await call(owner, "GET", "/api/conveyance")).json().data.requests[0]).toMatchObject({
      status: "completed",
    });
    expect(
      (
        (await call(staff["front-office"], "GET", `/api/admin/conveyance?status=open&q=${owner.email}`)).json()
          .data as ConveyanceQueue
      ).total,
    ).toBe(0);
    expect(
      (
        (await call(staff["front-office"], "GET", `/api/admin/conveyance?status=completed&q=${owner.email}`)).json()
          .data as ConveyanceQueue
      ).total,
    ).toBe(1);
    expect((await call(staff["front-office"], "POST", `/api/admin/conveyance/${row.id}/complete`)).statusCode).toBe(
      409,
    );
  });

  it("refuses to mark a conveyance done before its appointment day (the club's day), and accepts it from that day", async () => {
    const { owner, row } = await storedRequest("Meera Early", "confirmed", laterTuesday);
    const early = await call(staff["front-office"], "POST", `/api/admin/conveyance/${row.id}/complete`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.conveyanceBeforeAppointment(writtenDay(laterTuesday)));
    expect(early.json().message).toContain(writtenDay(laterTuesday));
    const [still] = await t.database.db.select().from(conveyanceRequests).where(eq(conveyanceRequests.id, row.id));
    expect(still.status).toBe("confirmed");
    expect(await auditOf("conveyance.completed", row.id)).toHaveLength(0);

    // the clock the service reads: 23:59 in India the evening before is still too early, 00:01 on the day (18:31 UTC the day before) is the day
    const deps = { db: t.database.db, mail: t.app.services.mail, publicUrl: "http://club.test", logError: () => {} };
    const actor = { id: staff["front-office"].id, role: "front-office" };
    const eveBefore = new Date(`${laterTuesday}T00:00:00+05:30`);
    eveBefore.setTime(eveBefore.getTime() - 60_000);
    await expect(completeConveyance(deps, actor, row.id, eveBefore)).rejects.toMatchObject({
      status: 409,
      message: m.conveyanceBeforeAppointment(writtenDay(laterTuesday)),
    });
    const done = await completeConveyance(deps, actor, row.id, new Date(`${laterTuesday}T00:01:00+05:30`));
    expect(done.status).toBe("completed");
    expect(await auditOf("conveyance.completed", row.id)).toHaveLength(1);
    expect((await call(owner, "GET", "/api/conveyance")).json().data.requests[0]).toMatchObject({
      status: "completed",
    });
  });

  it("proposes another Tuesday: only a Tuesday after today; the member's date is kept as asked", async () => {
    const { owner, row } = await storedRequest("Wasim Akhtar");
    const url = `/api/admin/conveyance/${row.id}/confirm`;
    const notTuesday = await call(staff["front-office"], "POST", url, { appointment_date: wednesday });
    expect(notTuesday.statusCode).toBe(400);
    expect(notTuesday.json().message).toContain(conveyanceMessages.tuesdaysOnly);
    const past = await call(staff["front-office"], "POST", url, { appointment_date: pastTuesday });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain(conveyanceMessages.appointmentInFuture);

    const res = await call(staff["front-office"], "POST", url, { appointment_date: laterTuesday });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: m.conveyanceProposed,
      data: { appointment_date: laterTuesday, requested_date: tuesday },
    });
    const mail = await mailAbout(t.mail, owner.email, "Another Tuesday for your conveyance appointment");
    expect(mail.text).toContain(writtenDay(laterTuesday));
    expect(mail.text).toContain(writtenDay(tuesday));
    const [audit] = await auditOf("conveyance.proposed", row.id);
    expect(audit.detail).toMatchObject({
      appointmentDate: { before: tuesday, after: laterTuesday },
      requestedDate: tuesday,
    });
    const mine = (await call(owner, "GET", "/api/conveyance")).json().data.requests[0];
    expect(mine).toMatchObject({ status: "confirmed", appointmentDate: laterTuesday, requestedDate: tuesday });
  });

  it("an unknown request is 404; an unknown status filter 400", async () => {
    expect(
      (await call(staff.admin, "POST", "/api/admin/conveyance/00000000-0000-4000-8000-000000000000/confirm", {}))
        .statusCode,
    ).toBe(404);
    expect((await call(staff.admin, "POST", "/api/admin/conveyance/nope/complete")).json().message).toBe(
      m.conveyanceNotFound,
    );
    expect((await call(staff.admin, "GET", "/api/admin/conveyance?status=lost")).statusCode).toBe(400);
  });
});

describe("GET /api/admin/conveyance.csv", () => {
  it("downloads every request of the status and search, with ISO days; accounts and content 403", async () => {
    const { owner, row } = await storedRequest("Csv Conveyancer");
    const csv = await downloadCsv(
      t,
      "/api/admin/conveyance.csv?q=Csv%20Conveyancer&page=2",
      staff["front-office"],
      "conveyance",
    );
    expect(csv.header.slice(0, 4)).toEqual(["Request id", "Member id", "Member", "E-mail"]);
    expect(csv.rows).toEqual([
      expect.objectContaining({
        "Request id": row.id,
        "Member id": owner.id,
        "Villa number": "S-12",
        Nominee: "Kiran Verma",
        "Appointment date": tuesday,
        Status: "submitted",
      }),
    ]);
    expect(csv.rows[0]["Filed (IST)"]).toMatch(ISO_MOMENT);
    const done = await downloadCsv(t, "/api/admin/conveyance.csv?status=completed", staff.admin, "conveyance");
    expect(done.rows.map((r) => r["Request id"])).not.toContain(row.id);
    for (const role of ["accounts", "content"] as const)
      expect((await call(staff[role], "GET", "/api/admin/conveyance.csv")).statusCode).toBe(403);
  });
});

describe("a Hindi member's conveyance mails", () => {
  it("proposes another Tuesday and tells of the completion in Hindi, with the days in Hindi", async () => {
    const { owner, row } = await storedRequest("Suresh Yadav");
    await t.database.db.update(users).set({ language: "hi" }).where(eq(users.id, owner.id));
    const res = await call(staff["front-office"], "POST", `/api/admin/conveyance/${row.id}/confirm`, {
      appointment_date: laterTuesday,
    });
    expect(res.statusCode, res.body).toBe(200);
    const proposed = await mailAbout(t.mail, owner.email, "आपकी कन्वेयंस अपॉइंटमेंट के लिए दूसरा मंगलवार");
    expect(proposed.html).toContain('<html lang="hi">');
    expect(proposed.text).toContain(
      `आपने जिस मंगलवार (${MAIL_FORMAT.hi.day(tuesday)}) का अनुरोध किया था, उस दिन विला S-12 का कन्वेयंस संभव नहीं है। इसके बजाय हमने आपकी अपॉइंटमेंट ${MAIL_FORMAT.hi.day(laterTuesday)} को तय की है।`,
    );
    expect(proposed.text).toContain("अपना कन्वेयंस देखें: ");

    await t.database.db
      .update(conveyanceRequests)
      .set({ appointmentDate: clubToday() })
      .where(eq(conveyanceRequests.id, row.id));
    expect((await call(staff["front-office"], "POST", `/api/admin/conveyance/${row.id}/complete`)).statusCode).toBe(
      200,
    );
    const complete = await mailAbout(t.mail, owner.email, "आपका कन्वेयंस पूरा हो गया है");
    expect(complete.text).toContain(`${MAIL_FORMAT.hi.day(clubToday())} को पधारने के लिए धन्यवाद।`);
  });
});
