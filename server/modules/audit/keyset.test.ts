import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryRecord, AuditPage } from "../../../common/office-audit.ts";
import { auditActions, auditEvents } from "../../db/schema.ts";
import { csvFile, csvMoment } from "../../platform/csv.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import { AUDIT_CSV_HEADER, auditCsv, listAudit, listAuditActions } from "./listing.ts";
import { recordAudit } from "./service.ts";

/*
 * The audit log at scale (decision 028): pages read by keyset (after/before cursors), entries that share a moment
 * neither skipped nor repeated; the action filter's list from its own table; the CSV written in batches, the same
 * file as one written at once.
 */

let t: TestApp;
let admin: TestMember;
let member: TestMember;
/** Entries written for the member: 23, in 3 moments (entries written in one transaction share theirs). */
const ENTRIES = 23;

beforeAll(async () => {
  t = await openTestApp();
  admin = await staffMember(t, "admin");
  member = await createMember(t, "Keyset Kumari");
  await t.database.db.execute(sql`
    insert into audit_events (user_id, actor_role, member_id, action, subject_id, detail, ip, created_at)
    select ${admin.id}, 'admin', ${member.id}, 'member.note-changed', 'subject-' || g, jsonb_build_object('before', '=1+1', 'after', 'n' || g),
      '198.51.100.9', date_trunc('second', now()) - interval '30 days' + interval '123456 microseconds' - (g % 3) * interval '1 second'
    from generate_series(1, ${ENTRIES}) g`);
});
afterAll(async () => t?.close());

const list = async (query: string): Promise<AuditPage> => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/admin/audit?member=${member.id}${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("GET /api/admin/audit by keyset", () => {
  it("walks every entry once, forwards by next_cursor and back by previous_cursor, though they share moments", async () => {
    const all = await list("&limit=100");
    expect(all.items).toHaveLength(ENTRIES);
    expect(new Set(all.items.map((e) => e.created_at)).size).toBe(3);
    const order = all.items.map((e) => e.id);

    const forward: AuditPage[] = [await list("&limit=5")];
    while (forward.at(-1)!.next_cursor) {
      const last = forward.at(-1)!;
      forward.push(await list(`&limit=5&page=${last.page + 1}&after=${last.next_cursor}`));
    }
    expect(forward.map((p) => p.page)).toEqual([1, 2, 3, 4, 5]);
    expect(forward.flatMap((p) => p.items.map((e) => e.id))).toEqual(order);
    expect(forward[0].previous_cursor).toBeNull();
    expect(forward.at(-1)!.items).toHaveLength(3);
    // the same pages as offset paging gives for a page number alone
    expect((await list("&limit=5&page=3")).items.map((e) => e.id)).toEqual(forward[2].items.map((e) => e.id));

    const backward: AuditPage[] = [forward.at(-1)!];
    while (backward.at(-1)!.previous_cursor && backward.at(-1)!.page > 1) {
      const first = backward.at(-1)!;
      backward.push(await list(`&limit=5&page=${first.page - 1}&before=${first.previous_cursor}`));
    }
    expect(backward.map((p) => p.items.map((e) => e.id))).toEqual(
      forward.map((p) => p.items.map((e) => e.id)).reverse(),
    );
    expect(backward.every((p) => p.total === ENTRIES && p.pages === 5)).toBe(true);
  });

  it("counts the whole log by the database's estimate past a size, filtered views exactly", async () => {
    await t.database.db.execute(sql`analyze audit_events`);
    const [{ n }] = await t.database.db.select({ n: count() }).from(auditEvents);
    const whole = await listAudit(t.database.db, { page: 1, limit: 25 }, 5);
    expect(whole.total_estimated).toBe(true);
    expect(whole.total).toBeGreaterThan(5);
    expect(Math.abs(whole.total - n)).toBeLessThanOrEqual(n * 0.2);
    expect(whole.items).toHaveLength(Math.min(25, n));
    const exact = await listAudit(t.database.db, { page: 1, limit: 25 });
    expect(exact).toMatchObject({ total: n, total_estimated: false });
    expect(await listAudit(t.database.db, { page: 1, limit: 25, member: member.id }, 5)).toMatchObject({
      total: ENTRIES,
      total_estimated: false,
    });
  });

  it("refuses a cursor that is not one (400)", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?after=2026-03-12_not-a-cursor",
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("the action filter's list", () => {
  it("is its own table, kept by the log: a new action is listed once written, once however often", async () => {
    expect(
      await t.database.db.select().from(auditActions).where(eq(auditActions.action, "member.note-changed")),
    ).toHaveLength(1);
    expect(await listAuditActions(t.database.db)).not.toContain("coupon.reprinted");
    for (let i = 0; i < 2; i++)
      await recordAudit(t.database.db, { actor: { id: admin.id, role: "admin" }, action: "coupon.reprinted" });
    expect(
      await t.database.db.select().from(auditActions).where(eq(auditActions.action, "coupon.reprinted")),
    ).toHaveLength(1);
    const actions = await listAuditActions(t.database.db);
    expect(actions).toContain("coupon.reprinted");
    // every action of the log is in the table
    const missing = await t.database.db.execute(
      sql`select distinct action from audit_events except select action from audit_actions`,
    );
    expect(Array.isArray(missing) ? missing : (missing as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe("GET /api/admin/audit.csv streamed", () => {
  /** The file as it was written at once: the header and every entry's line (the list's own entries, newest first). */
  const wholeFile = (entries: AuditEntryRecord[]) =>
    csvFile(
      AUDIT_CSV_HEADER,
      entries.map((e) => [
        e.created_at,
        csvMoment(new Date(e.created_at)),
        e.actor?.name,
        e.actor?.email,
        e.actor?.role,
        e.ip,
        e.action,
        e.member?.name,
        e.member?.email,
        e.subject_id,
        e.change,
      ]),
    );

  it("is the same file as one written at once, in one batch or many", async () => {
    const expected = wholeFile((await list("&limit=100")).items);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit.csv?member=${member.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.body).toBe(expected);
    expect(res.body.split("\r\n")).toHaveLength(ENTRIES + 2);
    // in batches of 4 (entries sharing a moment across a batch's end): the same text
    let text = "";
    for await (const piece of auditCsv(t.database.db, { member: member.id }, 4)) text += piece;
    expect(text).toBe(expected);
  });

  it("an empty log's CSV is its header alone", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit.csv?member=${admin.id}`,
      headers: admin.headers,
    });
    expect(res.body).toBe(`\uFEFF${AUDIT_CSV_HEADER.join(",")}\r\n`);
  });
});
