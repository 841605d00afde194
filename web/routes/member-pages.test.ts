import { addDays, format } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday } from "../../common/club-time";
import { stayParams } from "../../common/stays";
import { properties } from "../../server/db/schema";
import { createMember } from "../../server/test/members";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * The member pages' session rule: a member page opened without a session,
 * or with a session that has ended (signed out), is redirected by the server to sign-in, which comes back to the
 * very address (path and query) afterwards.
 */

let site: TestSite;
let pages: string[] = [];

beforeAll(async () => {
  site = await openTestSite();
  const [villa] = await site.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.location, "Solan"))
    .limit(1);
  const day = (n: number) => format(addDays(new Date(`${clubToday()}T12:00:00`), n), "yyyy-MM-dd");
  const stay = stayParams({
    propertyId: villa.id,
    checkIn: day(90),
    checkOut: day(92),
    adults: 2,
    children: 0,
    coupon: "SATVIK5",
  });
  pages = [
    "/dashboard",
    "/dashboard?tab=claims",
    `/registration/${villa.id}`,
    "/registration-submit",
    `/booking-review?${stay}`,
    `/payment-method?${stay}`,
  ];
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, cookie?: string) =>
  fetch(`${site.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
const signInFor = (path: string) => `/sign-in?redirect=${encodeURIComponent(path)}`;

describe("member pages without a live session", () => {
  it("without a session: each page redirects to sign-in with the path and query to come back to", async () => {
    for (const path of pages) {
      const res = await open(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(signInFor(path));
    }
  });

  it("with a session that was signed out: the same redirect (the cookie alone is not a session)", async () => {
    const member = await createMember(site);
    const cookie = `token=${member.token}`;
    // the session is live: each page opens
    for (const path of pages) expect((await open(path, cookie)).status, path).toBe(200);
    const signOut = await fetch(`${site.url}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, origin: site.url },
    });
    expect(signOut.status).toBe(200);
    for (const path of pages) {
      const res = await open(path, cookie);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(signInFor(path));
    }
  });
});
