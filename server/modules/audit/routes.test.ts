import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "../../../common/auth-limits.ts";
import { clubDay, clubIsoMoment } from "../../../common/club-time.ts";
import { auditMessages, describeChange, type AuditPage } from "../../../common/office-audit.ts";
import { auditEvents, users } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, payingMember, type TestMember } from "../../test/members.ts";
import { csvCell, csvMoment } from "../../platform/csv.ts";
import { recordAudit } from "./service.ts";

/*
 * The office's audit log: GET /api/admin/audit and its CSV on the real stack, the roles that
 * read it, its filters, and the database refusing to change or remove an entry.
 */

let t: TestApp;
let payer: TestMember;
let other: TestMember;
const staff: Record<string, TestMember> = {};

async function staffMember(role: StaffRole): Promise<TestMember> {
  const person = await createMember(t, `Staff ${role}`);
  await t.database.db.update(users).set({ role }).where(eq(users.id, person.id));
  return person;
}

beforeAll(async () => {
  t = await openTestApp();
  for (const role of STAFF_ROLES) staff[role] = await staffMember(role);
  payer = await payingMember(t, { villaIndex: 0, steps: 2, paid: 1, verified: 0, name: "Meera Nair" });
  other = await payingMember(t, { villaIndex: 1, steps: 1, paid: 0, name: "@SUM(1+1)" });
  // a staff action with a before → after whose text a spreadsheet would take for a formula
  await recordAudit(t.database.db, {
    actor: { id: staff.admin.id, role: "admin", ip: "198.51.100.7" },
    action: "member.note-changed",
    memberId: payer.id,
    subjectId: payer.id,
    detail: { before: '=HYPERLINK("http://evil.example")', after: 'Said "yes", then left\nfor Shimla' },
  });
});
afterAll(async () => t?.close());

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
const list = async (query: string, who = staff.admin): Promise<AuditPage> => {
  const res = await get(`/api/admin/audit${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe.each(["/api/admin/audit", "/api/admin/audit.csv"])("%s: who may read it", (url) => {
  it("anonymous 401, a member 403, content staff 403", async () => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, payer)).statusCode).toBe(403);
    expect((await get(url, staff.content)).statusCode).toBe(403);
  });
  it.each(["admin", "accounts", "front-office"])("%s: 200", async (role) => {
    const res = await get(url, staff[role]);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/no-store/);
  });
});

describe("GET /api/admin/audit", () => {
  it("is described in the OpenAPI document with its CSV twin", async () => {
    const spec = await get("/api/docs/json");
    expect(spec.statusCode).toBe(200);
    const paths = spec.json().paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(["/api/admin/audit", "/api/admin/audit.csv"]));
    expect(paths["/api/admin/audit"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["member", "staff", "action", "from", "to", "page", "limit"]),
    );
  });

  it("lists entries newest first with who, when (ISO and IST), address, action, member, subject and change", async () => {
    const page = await list(`?member=${encodeURIComponent(payer.email)}`);
    expect(page.items.map((e) => e.action)).toEqual([
      "member.note-changed",
      "payment-step.paid",
      "payment-plan.created",
      "identity-document.submitted",
    ]);
    const times = page.items.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const [note, paid] = page.items;
    expect(note.actor).toEqual({ id: staff.admin.id, name: "Staff admin", email: staff.admin.email, role: "admin" });
    expect(note.ip).toBe("198.51.100.7");
    expect(note.change).toBe('=HYPERLINK("http://evil.example") → Said "yes", then left\nfor Shimla');
    expect(note.created_at_ist).toMatch(/^\d{1,2} \w+ \d{4}(,| at) \d{2}:\d{2}:\d{2} IST$/);
    // the member's own payment: the member acted, with their role then and their address
    expect(paid.actor).toMatchObject({ id: payer.id, email: payer.email, role: "member" });
    expect(paid.member).toEqual({ id: payer.id, name: "Meera Nair", email: payer.email });
    expect(paid.ip).toMatch(/^[\d.:a-f]+$/);
    expect(paid.detail).toMatchObject({ step: 1 });
    expect(paid.subject_id).toBeTruthy();
    expect(page).toMatchObject({ page: 1, total: 4, pages: 1 });
  });

  it("filters by member id, by who acted (id or e-mail), by exact action or a prefix", async () => {
    expect((await list(`?member=${payer.id}`)).total).toBe(4);
    expect((await list(`?member=${other.email.toUpperCase()}`)).items.map((e) => e.action)).toEqual([
      "payment-plan.created",
      "identity-document.submitted",
    ]);
    expect((await list(`?staff=${staff.admin.id}`)).items.map((e) => e.action)).toEqual(["member.note-changed"]);
    expect((await list(`?staff=${encodeURIComponent(payer.email)}`)).total).toBe(3);
    const paid = await list(`?action=payment-step.paid&member=${payer.id}`);
    expect(paid.items.map((e) => e.action)).toEqual(["payment-step.paid"]);
    const prefixed = await list("?action=payment-plan.");
    expect(prefixed.items.length).toBeGreaterThanOrEqual(2);
    expect(prefixed.items.every((e) => e.action === "payment-plan.created")).toBe(true);
    expect((await list("?action=payment-plan")).total).toBe(0);
    expect((await list("?member=nobody%40example.org")).total).toBe(0);
  });

  it("filters Member and Done by by a name too (a part of it, any case), as well as an e-mail or an id", async () => {
    const byName = await list("?member=meera");
    expect(byName.total).toBe(4);
    expect(byName.items.every((e) => e.member?.name === "Meera Nair")).toBe(true);
    expect((await list(`?member=${encodeURIComponent("Meera Nair")}`)).total).toBe(4);
    expect((await list("?member=NAIR")).total).toBe(4);
    expect((await list(`?staff=${encodeURIComponent("staff admin")}`)).items.map((e) => e.action)).toEqual([
      "member.note-changed",
    ]);
    expect((await list("?staff=Meera")).total).toBe(3);
    expect((await list("?member=meera&staff=staff%20admin")).items.map((e) => e.action)).toEqual([
      "member.note-changed",
    ]);
    // nobody by that name; LIKE's own characters match themselves
    expect((await list("?member=Vikram")).total).toBe(0);
    expect((await list("?member=%25")).total).toBe(0);
    expect((await list("?staff=_")).total).toBe(0);
    const csv = await get("/api/admin/audit.csv?member=meera&action=payment-step.paid", staff.accounts);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.match(/,payment-step\.paid,Meera Nair,/g)).toHaveLength(1);
  });

  it("filters by the club's days, both included; a bad date or range answers 400", async () => {
    const today = clubDay(new Date());
    expect((await list(`?member=${payer.id}&from=${today}&to=${today}`)).total).toBe(4);
    expect((await list(`?member=${payer.id}&to=2020-01-01`)).total).toBe(0);
    expect((await list(`?member=${payer.id}&from=2999-01-01`)).total).toBe(0);
    const bad = await get("/api/admin/audit?from=12-03-2025", staff.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(auditMessages.invalidDate);
    const reversed = await get("/api/admin/audit?from=2026-02-01&to=2026-01-01", staff.admin);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(auditMessages.fromAfterTo);
  });

  it("pages", async () => {
    const first = await list(`?member=${payer.id}&limit=2`);
    const second = await list(`?member=${payer.id}&limit=2&page=2`);
    expect(first).toMatchObject({ total: 4, pages: 2, page: 1 });
    expect(first.items).toHaveLength(2);
    expect(second.items.map((e) => e.action)).toEqual(["payment-plan.created", "identity-document.submitted"]);
    expect((await get("/api/admin/audit?limit=500", staff.admin)).statusCode).toBe(400);
  });
});

describe("GET /api/admin/audit.csv", () => {
  it("a text/csv attachment with a header and one quoted, formula-safe line per entry", async () => {
    const res = await get(`/api/admin/audit.csv?member=${encodeURIComponent(payer.email)}`, staff.accounts);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body.replace(/^\uFEFF/, "");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "When (UTC),When (IST),Who,Who's e-mail,Role,Address,Action,Member,Member's e-mail,Subject,Change",
    );
    expect(text.endsWith("\r\n")).toBe(true);
    // the first entry: its change starts with "=", holds quotes, a comma and a line break
    expect(text).toContain(
      `,member.note-changed,Meera Nair,${payer.email},${payer.id},"'=HYPERLINK(""http://evil.example"") → Said ""yes"", then left\nfor Shimla"\r\n`,
    );
    expect(text).toContain(`,Staff admin,${staff.admin.email},admin,198.51.100.7,`);
    expect(text.match(/,payment-step\.paid,/g)).toHaveLength(1);
    expect(text.match(/,payment-plan\.created,/g)).toHaveLength(1);
  });

  it("writes its moments as ISO 8601 (UTC, and the club's time with its offset) that sort as text", async () => {
    const res = await get(`/api/admin/audit.csv?member=${payer.id}`, staff.admin);
    const rows = res.body
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .slice(1)
      .filter(Boolean);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const [utc, ist] = row.split(",");
      expect(utc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(ist).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
      expect(Math.floor(Date.parse(utc) / 1000)).toBe(Date.parse(ist) / 1000);
      expect(ist).not.toContain("IST");
    }
    const ist = rows.map((row) => row.split(",")[1]);
    expect([...ist].sort().reverse()).toEqual(ist);
  });

  it("the club's moment in ISO 8601 keeps its day across India's midnight", () => {
    expect(clubIsoMoment(new Date("2026-11-26T21:16:40.900Z"))).toBe("2026-11-27T02:46:40+05:30");
    expect(clubIsoMoment(new Date("2026-11-26T18:29:59Z"))).toBe("2026-11-26T23:59:59+05:30");
    expect(clubIsoMoment(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01T00:00:00+05:30");
    expect(csvMoment(new Date("2026-11-26T21:16:40Z"))).toBe("2026-11-27T02:46:40+05:30");
    expect(csvMoment(null)).toBe("");
  });

  it("neutralises a member's name a spreadsheet would run, and keeps the filters", async () => {
    const res = await get(`/api/admin/audit.csv?member=${other.id}&action=payment-plan.created`, staff["front-office"]);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,'@SUM(1+1),${other.email},`);
    expect(lines[1]).not.toMatch(/,@SUM/);
  });

  it("quotes cells by RFC 4180", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("-5+3")).toBe("'-5+3");
    expect(csvCell("+91 98765")).toBe("'+91 98765");
    expect(csvCell("\tTAB")).toBe("'\tTAB");
    expect(csvCell(null)).toBe("");
    expect(describeChange({ before: { status: "pending" }, after: { status: "paid" }, step: 2 })).toBe(
      "status: pending → status: paid (step: 2)",
    );
    expect(describeChange({ step: 1, amount: 500 })).toBe("step: 1; amount: 500");
  });
});

describe("every writer goes through recordAudit", () => {
  it("no module inserts into audit_events itself (the actor's role and the member are always written)", () => {
    const modules = fileURLToPath(new URL("..", import.meta.url));
    const writers = readdirSync(modules, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .filter((file) => /insert\(auditEvents\)/.test(readFileSync(join(modules, file), "utf8")))
      .map((file) => relative(modules, join(modules, file)));
    expect(writers).toEqual([join("audit", "service.ts")]);
  });

  it("a member's own payment is written with the role member and the member concerned", async () => {
    const rows = await t.database.db.select().from(auditEvents).where(eq(auditEvents.userId, payer.id));
    expect(rows.map((row) => row.action).sort()).toEqual([
      "identity-document.submitted",
      "payment-plan.created",
      "payment-step.paid",
    ]);
    for (const row of rows) expect(row).toMatchObject({ actorRole: "member", memberId: payer.id });
  });
});

describe("the audit log is append-only (enforced by the database)", () => {
  it("refuses an UPDATE, a DELETE and a TRUNCATE of its rows", async () => {
    const db = t.database.db;
    const [row] = await db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.memberId, payer.id))
      .limit(1);
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => "accepted",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(db.update(auditEvents).set({ action: "forged" }).where(eq(auditEvents.id, row.id)))).toMatch(
      /append-only: UPDATE is refused/,
    );
    expect(await refusal(db.delete(auditEvents).where(eq(auditEvents.id, row.id)))).toMatch(
      /append-only: DELETE is refused/,
    );
    expect(await refusal(db.execute(sql`truncate audit_events`))).toMatch(/append-only: TRUNCATE is refused/);
    const [still] = await db.select().from(auditEvents).where(eq(auditEvents.id, row.id));
    expect(still.action).not.toBe("forged");
    expect((await list(`?member=${payer.id}`)).total).toBe(4);
  });
});
