import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubToday, writtenDay } from "../../../../common/club-time";
import { formatDate } from "../../../../common/format";
import { financialYearOf, financialYearWords, memberStatementUrl } from "../../../../common/statements";
import { pdfText } from "../../../../server/test/pdf-text";
import { payingMember, staffMember, type TestMember } from "../../../../server/test/members";
import { visibleText } from "../../../../server/test/portal-posts";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage } from "../../../../server/test/site-requests";

/*
 * Owner statements in the pages as the server renders them, before any script: the portal's Documents tab lists a
 * statement per financial year with plain links to the PDF, the office's member record a "Statement" per year, and
 * /verify/{code} of a statement says whose it is, of which year and as at which day.
 */

let site: TestSite;
let owner: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  owner = await payingMember(site, { villaIndex: 0, steps: 1, paid: 1, verified: 1, name: "Radhika Anand Menon" });
});
afterAll(async () => {
  await site?.close();
});

const today = clubToday();
const current = financialYearOf(today);

/** A link of the page followed as the browser follows it: the same session cookie, no script. */
async function follow(href: string, who: TestMember) {
  const res = await fetch(`${site.url}${href}`, { headers: { cookie: `token=${who.token}` }, redirect: "manual" });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("the portal's Documents tab", () => {
  it("lists the owner statement of the current year, available, with View and Download links that need no script", async () => {
    const page = await openPage(site, "/dashboard?tab=documents", owner);
    expect(page.status).toBe(200);
    const html = await page.text();
    const url = memberStatementUrl(current.fy);
    expect(html).toMatch(
      new RegExp(
        `data-document="statement-${current.fy}"[\\s\\S]*?Owner statement, ${escape(financialYearWords(current))}`,
      ),
    );
    expect(html).toMatch(new RegExp(`data-document="statement-${current.fy}"[\\s\\S]*?Available`));
    expect(html).toContain(`<a href="${url}" target="_blank"`);
    expect(html).toMatch(
      new RegExp(
        `<a href="${escape(url)}" download=""[^>]*>Download<span class="sr-only"> Owner statement, FY ${current.fy}`,
      ),
    );

    const pdf = await follow(url, owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`owner-statement-${current.fy}-as-at-${today}.pdf`);
    expect(pdfText(pdf.bytes)).toContain("Radhika Anand Menon");
    // the file's first seal starts the CPU pool's thread and loads its fonts
  }, 60_000);
});

describe("the portal in Hindi (the lng=hi cookie)", () => {
  /** The page as the member's browser gets it with the lng=hi cookie: its visible text and its <html lang>. */
  async function hindiPage(path: string) {
    const res = await fetch(`${site.url}${path}`, { headers: { cookie: `token=${owner.token}; lng=hi` } });
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    return { html, text: visibleText(html), lang: /<html lang="([^"]+)"/.exec(html)?.[1] };
  }
  const INDIAN_RUPEES = /₹\d{1,2}(,\d{2})*,\d{3}/;

  it("the dashboard: the frame, the payment card with Indian grouping, the cards, all in Hindi", async () => {
    const page = await hindiPage("/dashboard");
    expect(page.lang).toBe("hi");
    // the page's own words are translated: <main> is not marked English
    expect(page.html).not.toMatch(/<main[^>]*lang="en"/);
    expect(page.html).toContain("<title>सदस्य पोर्टल | वेदांत वेलनेस क्लब</title>");
    expect(page.html).toMatch(/<h1[^>]*>स्वागत है, Radhika Anand Menon<\/h1>/);
    expect(page.html).toMatch(/<h2 id="payment-progress"[^>]*>भुगतान की प्रगति<\/h2>/);
    expect(page.html).toContain('aria-label="आप यहाँ हैं"');
    expect(page.text).toContain("स्थिति: पूरा हुआ");
    expect(page.text).toMatch(new RegExp(`${INDIAN_RUPEES.source} में से ${INDIAN_RUPEES.source} का भुगतान हुआ`));
    expect(page.text).toContain("रसीदें देखें");
    expect(page.text).toContain("अपने समझौता ज्ञापन पर हस्ताक्षर करें और उसे डाउनलोड करें।");
    for (const english of ["Welcome,", "Payment progress", "View Receipts", "Your stays and villa contributions."])
      expect(page.text).not.toContain(english);
  });

  it("the documents: their names, states and actions in Hindi; the year's days with Hindi months", async () => {
    const page = await hindiPage("/dashboard?tab=documents");
    expect(page.lang).toBe("hi");
    expect(page.html).toMatch(/<h1[^>]*>दस्तावेज़<\/h1>/);
    expect(page.html).toMatch(/<h2 id="documents-heading"[^>]*>आपके दस्तावेज़<\/h2>/);
    expect(page.text).toContain(
      `मालिक का खाता विवरण, वित्त वर्ष ${current.fy} (${formatDate(current.start, "hi")} से ${formatDate(current.end, "hi")} तक)`,
    );
    expect(page.text).toMatch(/इनवॉइस VWC-INV-\d{4}-\d+: /);
    expect(page.text).toContain("समझौता ज्ञापन (MOA)");
    expect(page.text).toContain("उपलब्ध");
    expect(page.text).toContain("अभी उपलब्ध नहीं");
    // View and Download say which document, in Hindi, for a screen reader
    expect(page.html).toMatch(
      new RegExp(`download=""[^>]*>डाउनलोड करें<span class="sr-only"> मालिक का खाता विवरण, वित्त वर्ष ${current.fy}`),
    );
    expect(page.html).toMatch(/<h3 id="invoice-details-heading"[^>]*>आपके इनवॉइस के लिए विवरण<\/h3>/);
    for (const english of ["Owner statement", "Your documents", "Not available yet", "Save invoice details"])
      expect(page.text).not.toContain(english);
  });
});

describe("the office's member record", () => {
  it("offers a Statement of each year to the front office; the PDF opens with the staff member's session", async () => {
    const frontOffice = await staffMember(site, "front-office");
    const page = await openPage(site, `/admin/members/${owner.id}`, frontOffice);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h2 id="statements-heading"[^>]*>Owner statements<\/h2>/);
    const href = `/api/admin/members/${owner.id}/statement?fy=${current.fy}`;
    expect(html).toMatch(new RegExp(`<a href="${escape(href)}"[^>]*>Statement FY ${current.fy}</a>`));
    const pdf = await follow(href, frontOffice);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(pdf.bytes)).toContain("Radhika Anand Menon");
  });
});

describe("/verify/{code} of a statement", () => {
  it("says it is the owner statement of the member (initials and surname) for the year, as at its day", async () => {
    const pdf = await follow(memberStatementUrl(current.fy), owner);
    const code = /\/verify\/([a-z0-9]{12})/.exec(pdfText(pdf.bytes))?.[1];
    expect(code).toBeTruthy();
    const page = await openPage(site, `/verify/${code}`);
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain(`Owner statement VWC-ST-${current.fy}-`);
    expect(text).toContain(`Owner statement of R. A. Menon for FY ${current.fy}, as at ${writtenDay(today)}`);
    expect(text).toContain(`Financial year ${financialYearWords(current)}`);
    expect(text).toContain(`As at ${writtenDay(today)}`);
    expect(text).not.toContain("Radhika");
  });
});

/** A string as a literal part of a regular expression. */
function escape(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
