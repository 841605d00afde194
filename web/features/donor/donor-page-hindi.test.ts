import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { donorToken } from "../../../server/modules/donations/gifts.ts";
import { openPage } from "../../../server/test/site-requests.ts";
import { openTestSite, type TestSite } from "../../../server/test/site.ts";

/* The donor's page in Hindi, as the production build renders it: its words and the causes' names in Hindi. */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

describe("the donor's page in Hindi", () => {
  it("names the pledge's causes in Hindi", async () => {
    const res = await site.app.inject({
      method: "POST",
      url: "/api/donations",
      payload: {
        name: "Nirmala Joshi",
        email: "hindi.donor@example.in",
        amount: 1500,
        currency: "INR",
        kind: "one_time",
        causes: ["Green Himalayas", "Research for Ayurveda Medicine"],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = donorToken({ feedSecret: site.config.sessionSecret }, res.json().data.reference);
    const page = await openPage(site, `/donations/mine?t=${encodeURIComponent(token)}&lng=hi`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain("हरित हिमालय, आयुर्वेदिक औषधि पर शोध");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).not.toContain("Green Himalayas");
  });
});
