import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLUB_SETTINGS } from "../../common/club-settings";
import { staffMember, type TestMember } from "../../server/test/members";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * /why-trust-us says that gifts to the Trust are tax-deductible only while its 80G registration is in the club's
 * settings (decision 048), in English and in Hindi; the page is kept in the public page cache, and a change of the
 * settings shows at once.
 */

let site: TestSite;
let admin: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  admin = await staffMember(site, "admin");
});
afterAll(async () => {
  await site?.close();
});

/** The page as a signed-out visitor of a language gets it (from the page cache after the first time), without its scripts. */
async function page(language: "en" | "hi") {
  const res = await fetch(`${site.url}/why-trust-us`, { headers: { "accept-language": language } });
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replaceAll("<!-- -->", "")
    .replace(/&#x27;|&#39;/g, "'");
}

const save = async (registration: { number: string; date: string } | null) => {
  const res = await site.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: admin.headers,
    payload: {
      ...DEMO_CLUB_SETTINGS,
      registration_12a_80g_number: registration?.number ?? "",
      registration_12a_80g_date: registration?.date ?? "",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe("/why-trust-us and the 80G registration", () => {
  it("says gifts are tax-deductible with the registration's number and date only while it is set", async () => {
    await save({ number: "AAATV0000AE20250", date: "2025-03-24" });
    const english = await page("en");
    expect(english).toContain(
      "Donations to the trust are tax-deductible under section 80G of the Income Tax Act, 1961: registration AAATV0000AE20250, dated 24 March 2025.",
    );
    const hindi = await page("hi");
    expect(hindi).toContain("धारा 80G के अंतर्गत कर-कटौती योग्य है: पंजीकरण AAATV0000AE20250, दिनांक 24 मार्च 2025");
    // served from the cache the second time
    expect(await page("en")).toContain("tax-deductible");

    await save(null);
    const without = await page("en");
    expect(without).not.toContain("tax-deductible");
    expect(without).not.toContain("AAATV0000AE20250");
    expect(without).toContain("The Income Tax Department renewed the trust's 12A and 80G registration for five years.");
    expect(await page("hi")).not.toContain("कर-कटौती");

    await save({ number: "AAATV0000AE20999", date: "2026-04-01" });
    expect(await page("en")).toContain("registration AAATV0000AE20999, dated 1 April 2026");
  });
});
