import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages as m } from "../../../common/newsletter";
import { newsletterSubscribers } from "../../../server/db/schema";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage, postPage } from "../../../server/test/site-requests";

/*
 * The footer's newsletter box before any script: a plain form post to /newsletter/subscribe, answered with a page
 * that says what happened (with the script, the same action's answer shows in the box).
 */

let site: TestSite;

beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe("the newsletter box without JavaScript", () => {
  it("every page's footer posts the box to /newsletter/subscribe", async () => {
    const html = await (await openPage(site, "/contact")).text();
    expect(html).toMatch(
      /<form[^>]*action="\/newsletter\/subscribe"[^>]*aria-label="Newsletter"|<form[^>]*aria-label="Newsletter"[^>]*action="\/newsletter\/subscribe"/,
    );
  });

  it("a plain post subscribes the address (unconfirmed) and says a link is on its way", async () => {
    const res = await postPage(site, "/newsletter/subscribe", { email: "  Plain.Post@Example.in " });
    expect(res.status).toBe(201);
    expect(await res.text()).toContain(m.confirmationSent);
    const [row] = await site.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "plain.post@example.in"));
    expect(row?.confirmedAt).toBeNull();
  });

  it("an address that is not one answers 400 with the box's message", async () => {
    const res = await postPage(site, "/newsletter/subscribe", { email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(m.invalidEmail);
  });
});
