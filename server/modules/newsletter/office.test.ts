import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { subscriberMessages, type SubscriberList } from "../../../common/office-donors.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, staffMember, type TestMember } from "../../test/members.ts";
import { SUBSCRIBERS_CSV_HEADER } from "./office.ts";

/* The front office reads the newsletter's subscribers by status, and downloads them as CSV. */

let t: TestApp;
const staff = {} as Record<StaffRole, TestMember>;
let member: TestMember;

beforeAll(async () => {
  t = await openTestApp();
  for (const role of ["admin", "accounts", "front-office", "content"] as const)
    staff[role] = await staffMember(t, role);
  member = await createMember(t, "Vikram Shah");
  await t.database.db.insert(newsletterSubscribers).values([
    {
      email: "confirmed.reader@example.in",
      confirmedAt: new Date(),
      createdAt: sql`now() - interval '3 minutes'` as unknown as Date,
    },
    { email: "waiting.reader@example.in", createdAt: sql`now() - interval '2 minutes'` as unknown as Date },
    {
      email: "gone.reader@example.in",
      confirmedAt: new Date(),
      unsubscribedAt: new Date(),
      createdAt: sql`now() - interval '1 minute'` as unknown as Date,
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who?: TestMember) => t.app.inject({ method: "GET", url, headers: who?.headers ?? {} });
const list = async (query: string) => {
  const res = await get(`/api/admin/subscribers?${query}`, staff["front-office"]);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(subscriberMessages.list);
  return res.json().data as SubscriberList;
};
const emails = (l: SubscriberList) => l.items.map((i) => i.email);

describe("who may read the subscribers", () => {
  it.each(["/api/admin/subscribers", "/api/admin/subscribers.csv"])(
    "%s: anonymous 401, a member 403, accounts and content 403, front office and admin 200",
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url, staff.accounts)).statusCode).toBe(403);
      expect((await get(url, staff.content)).statusCode).toBe(403);
      for (const role of ["front-office", "admin"] as const) {
        const res = await get(url, staff[role]);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    },
  );
});

describe("GET /api/admin/subscribers", () => {
  it("lists newest first, by status and address, a page at a time", async () => {
    expect(emails(await list("q=.reader@")).slice(0, 3)).toEqual([
      "gone.reader@example.in",
      "waiting.reader@example.in",
      "confirmed.reader@example.in",
    ]);
    expect(emails(await list("status=confirmed&q=reader"))).toEqual(["confirmed.reader@example.in"]);
    expect(emails(await list("status=unconfirmed&q=reader"))).toEqual(["waiting.reader@example.in"]);
    const gone = await list("status=unsubscribed&q=reader");
    expect(gone.items).toHaveLength(1);
    expect(gone.items[0]).toMatchObject({ email: "gone.reader@example.in", status: "unsubscribed", source: "footer" });
    expect(gone.items[0].unsubscribed_at).not.toBeNull();
    const paged = await list("q=reader&limit=1&page=3");
    expect(paged).toMatchObject({ total: 3, pages: 3, page: 3 });
    expect(emails(paged)).toEqual(["confirmed.reader@example.in"]);
    expect((await get("/api/admin/subscribers?status=maybe", staff.admin)).statusCode).toBe(400);
  });

  it("follows an unsubscribe made with the mail's link", async () => {
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "confirmed.reader@example.in"));
    await t.app.inject({ method: "POST", url: `/api/newsletter/unsubscribe/${row.unsubscribeToken}` });
    expect(emails(await list("status=confirmed&q=reader"))).toEqual([]);
    expect(emails(await list("status=unsubscribed&q=reader"))).toContain("confirmed.reader@example.in");
  });
});

describe("GET /api/admin/subscribers.csv", () => {
  it("downloads the filtered subscribers with the header and one line each", async () => {
    const res = await get("/api/admin/subscribers.csv?status=unconfirmed&q=reader", staff["front-office"]);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).split("\r\n");
    expect(lines[0]).toBe(SUBSCRIBERS_CSV_HEADER.join(","));
    expect(lines[1]).toMatch(
      /^waiting\.reader@example\.in,Awaiting confirmation,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,,,footer$/,
    );
    expect(lines.slice(2)).toEqual([""]);
  });
});
