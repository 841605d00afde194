import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { addClubDays, clubToday } from "../../../common/club-time.ts";
import { officeMessages } from "../../../common/office.ts";
import { NOTE_MAX, noteMessages, type StaffNote } from "../../../common/office-notes.ts";
import { auditEvents, bookings, enquiries, properties } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";

/*
 * Staff notes: a dated note on a member, a stay or an enquiry, added and read by the roles that open that record
 * (members: front office and accounts; stays and enquiries: front office; an administrator always), each written
 * to the audit log, and never in what the member is shown.
 */

let t: TestApp;
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;
const ids = {} as Record<"member" | "stay" | "enquiry", string>;

beforeAll(async () => {
  t = await openTestApp();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Noted Member");
  ids.member = member.id;
  const [villa] = await t.database.db.select({ id: properties.id }).from(properties).limit(1);
  const checkIn = addClubDays(clubToday(), 30);
  const [stay] = await t.database.db
    .insert(bookings)
    .values({
      reference: "VWC-B-2099-5001",
      userId: member.id,
      propertyId: villa.id,
      checkIn,
      checkOut: addClubDays(checkIn, 2),
      nights: 2,
    })
    .returning();
  ids.stay = stay.id;
  const [enquiry] = await t.database.db
    .insert(enquiries)
    .values({ name: "Visitor", email: "visitor@example.org", topic: "stay" })
    .returning();
  ids.enquiry = enquiry.id;
});
afterAll(async () => {
  await t?.close();
});

const add = (who: TestMember | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/admin/notes", payload, headers: who?.headers ?? {} });
const list = (who: TestMember, subject: string, id: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/notes?subject=${subject}&id=${id}`, headers: who.headers });

describe("who may add and read a record's notes", () => {
  it.each([
    ["member", ["admin", "accounts", "front-office"]],
    ["stay", ["admin", "front-office"]],
    ["enquiry", ["admin", "front-office"]],
  ] as const)(
    "a note on a %s: the roles that open it (%j); the others 403, a member 403, a visitor 401",
    async (subject, allowed) => {
      const body = { subject, id: ids[subject], body: `Called about the ${subject}.` };
      expect((await add(undefined, body)).statusCode).toBe(401);
      expect((await add(member, body)).statusCode).toBe(403);
      for (const role of ["admin", "accounts", "front-office", "content"] as const) {
        const res = await add(staff[role], { ...body, body: `${role} on the ${subject}` });
        const may = (allowed as readonly string[]).includes(role);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(may ? 201 : 403);
        if (!may && role !== "content") expect(res.json().message).toBe(officeMessages.roleNotAllowed);
        const read = await list(staff[role], subject, ids[subject]);
        expect(read.statusCode, `${role} reads`).toBe(may ? 200 : 403);
      }
      const notes = (await list(staff.admin, subject, ids[subject])).json().data as StaffNote[];
      // newest first, each dated and signed by its author
      expect(notes.map((n) => n.body)).toEqual(allowed.map((role) => `${role} on the ${subject}`).reverse());
      expect(notes[0]).toMatchObject({
        subject,
        subject_id: ids[subject],
        author: { name: `Staff ${allowed.at(-1)}` },
      });
      expect(Date.parse(notes[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    },
  );
});

describe("a note written", () => {
  it("is audited with its author, the member and the record", async () => {
    const res = await add(staff.accounts, { subject: "member", id: ids.member, body: "Prefers a call after 6 pm." });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(noteMessages.added);
    const note = res.json().data as StaffNote;
    const [entry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "note.added"), eq(auditEvents.subjectId, note.id)));
    expect(entry).toMatchObject({
      userId: staff.accounts.id,
      actorRole: "accounts",
      memberId: member.id,
      detail: { subject: "member", subject_id: member.id },
    });
    // a note on the member's stay is on their record too
    const stay = await add(staff["front-office"], {
      subject: "stay",
      id: ids.stay,
      body: "Late arrival, keep the key.",
    });
    const [stayEntry] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, (stay.json().data as StaffNote).id));
    expect(stayEntry.memberId).toBe(member.id);
  });

  it("is never in what the member is shown", async () => {
    await add(staff.admin, { subject: "member", id: ids.member, body: "Confidential: asked about a discount." });
    await add(staff.admin, { subject: "stay", id: ids.stay, body: "Confidential: guest is a VIP." });
    for (const url of ["/api/portal/overview", "/api/bookings", "/api/auth/user-details"]) {
      const res = await t.app.inject({ method: "GET", url, headers: member.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain("Confidential");
    }
    expect((await list(member, "member", ids.member)).statusCode).toBe(403);
  });

  it("refuses an empty or too long note, an unknown kind of record and a record that does not exist", async () => {
    const empty = await add(staff.admin, { subject: "member", id: ids.member, body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(noteMessages.bodyRequired);
    const long = await add(staff.admin, { subject: "member", id: ids.member, body: "x".repeat(NOTE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(noteMessages.tooLong);
    const kind = await add(staff.admin, { subject: "villa", id: ids.member, body: "A note" });
    expect(kind.statusCode).toBe(400);
    for (const [subject, id] of [
      ["member", "00000000-0000-4000-8000-000000000000"],
      ["stay", "not-a-uuid"],
      ["enquiry", ids.stay],
      // staff are not members
      ["member", staff.accounts.id],
    ]) {
      const res = await add(staff.admin, { subject, id, body: "A note" });
      expect(res.statusCode, `${subject} ${id}`).toBe(404);
      expect(res.json().message).toBe(noteMessages.notFound);
    }
  });
});
