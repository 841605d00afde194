import { subMonths } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsMessages as m, monthLabel } from "../../../../common/claims";
import { clubMonth } from "../../../../common/club-time";
import { formatMonth } from "../../../../common/format";
import { memberWithVilla } from "../../../../server/test/member-with-villa";
import { createMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { announcements, pageHtml, postForm, visibleText } from "../../../../server/test/portal-posts";

/*
 * The Claims tab without JavaScript: the bank accounts and the calendar of the
 * year in the first HTML, and its forms posted to /dashboard as a browser posts them (url-encoded).
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

/** The member's records through the API (what the form stored). */
const api = async (member: TestMember, method: "GET" | "POST", url: string, payload?: object) => {
  const res = await site.app.inject({ method, url, payload, headers: member.headers });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const calendarMonth = async (member: TestMember, year: number, month: number) =>
  (await api(member, "GET", `/api/claims?year=${year}`)).months[month - 1];

const account = {
  accountHolder: "Asha Verma",
  bankName: "State Bank of India",
  accountNumber: "123456789012",
  ifsc: "sbin0001234",
};

describe("the Claims tab's forms, posted without JavaScript", () => {
  it("adds a bank account: a wrong IFSC is answered beside its field with the fields kept, a right one is stored and listed masked", async () => {
    const member = await createMember(site, "Asha Verma");
    const firstHtml = await pageHtml(site, member, "/dashboard?tab=claims&step=2");
    const first = visibleText(firstHtml);
    // no account yet: the first step, whatever the address asks for
    expect(first).toContain(m.noBankAccounts);
    expect(first).toContain("Add a bank account");
    expect(firstHtml).toMatch(/<h2[^>]*>Bank Details</);
    expect(firstHtml).not.toMatch(/<h2[^>]*>Claim Expense</);

    const wrong = await postForm(site, member, "/dashboard?tab=claims", {
      intent: "claims.add-bank-account",
      ...account,
      ifsc: "SBIN1234",
    });
    expect(wrong.status).toBe(400);
    const again = await wrong.text();
    expect(again).toMatch(/id="bank-ifsc-error"[^>]*>Please enter a valid IFSC code, for example SBIN0001234\.</);
    expect(again).toMatch(/id="bank-ifsc"[^>]*value="SBIN1234"|value="SBIN1234"[^>]*id="bank-ifsc"/);
    expect(again).toMatch(/value="State Bank of India"/);
    expect(await api(member, "GET", "/api/claims/bank-accounts")).toEqual([]);

    const added = await postForm(site, member, "/dashboard?tab=claims", {
      intent: "claims.add-bank-account",
      ...account,
    });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(announcements(html)).toContain(m.bankAccountAdded);
    expect(visibleText(html)).toContain("XXXXXXXX9012");
    expect(visibleText(html)).not.toContain("123456789012");
    const stored = await api(member, "GET", "/api/claims/bank-accounts");
    expect(stored).toMatchObject([
      { bankName: "State Bank of India", ifsc: "SBIN0001234", maskedAccountNumber: "XXXXXXXX9012" },
    ]);
  });

  it("claims this month and skips the one before (asked first at ?skip=), once each; the year is the address's", async () => {
    const { member } = await memberWithVilla(site, 0, { moaSignedAt: subMonths(new Date(), 2) });
    const bank = await api(member, "POST", "/api/claims/bank-accounts", account);
    const now = clubMonth(new Date());
    const before = clubMonth(subMonths(new Date(), 1));
    const address = `/dashboard?tab=claims&step=2&year=${now.year}`;

    const pageSource = await pageHtml(site, member, address);
    expect(pageSource).toMatch(/<h2[^>]*>Claim Expense</);
    const page = visibleText(pageSource);
    expect(page).toContain(`Claimed in ${now.year}: ₹0`);

    const claimed = await postForm(site, member, address, {
      intent: "claims.decide",
      year: String(now.year),
      action: "claim",
      bank_account_id: bank._id,
      month: String(now.month),
    });
    expect(claimed.status).toBe(200);
    const html = await claimed.text();
    expect(announcements(html)).toContain(`Your claim of ₹2,000 for ${monthLabel(now.year, now.month)} is filed.`);
    expect(visibleText(html)).toContain(`Claimed in ${now.year}: ₹2,000`);
    expect(await calendarMonth(member, now.year, now.month)).toMatchObject({ status: "claimed", amount: 2000 });

    // once only: the service's 409 and message
    const twice = await postForm(site, member, address, {
      intent: "claims.decide",
      year: String(now.year),
      action: "claim",
      bank_account_id: bank._id,
      month: String(now.month),
    });
    expect(twice.status).toBe(409);
    expect(announcements(await twice.text())).toContain(m.alreadyClaimed);

    // Skip asks first, in the page
    const beforeAddress = `/dashboard?tab=claims&step=2&year=${before.year}`;
    const asked = visibleText(await pageHtml(site, member, `${beforeAddress}&skip=${before.month}`));
    expect(asked).toContain(`Skip ${monthLabel(before.year, before.month)}?`);
    expect(asked).toContain("A skipped month cannot be claimed later.");
    const skipped = await postForm(site, member, `${beforeAddress}&skip=${before.month}`, {
      intent: "claims.decide",
      year: String(before.year),
      month: String(before.month),
      action: "skip",
    });
    expect(skipped.status).toBe(200);
    const afterSkip = await skipped.text();
    expect(announcements(afterSkip)).toContain(`${monthLabel(before.year, before.month)} is skipped.`);
    expect(visibleText(afterSkip)).not.toContain(`Skip ${monthLabel(before.year, before.month)}?`);
    expect((await calendarMonth(member, before.year, before.month)).status).toBe("skipped");
  });

  it("a claim without its bank account, or for a month not yet eligible, is refused with the API's message", async () => {
    const member = await createMember(site);
    await api(member, "POST", "/api/claims/bank-accounts", account);
    const year = clubMonth(new Date()).year;
    const noAccount = await postForm(site, member, "/dashboard?tab=claims&step=2", {
      intent: "claims.decide",
      year: String(year),
      month: "1",
      action: "claim",
      bank_account_id: "",
    });
    expect(noAccount.status).toBe(400);
    expect(announcements(await noAccount.text())).toContain(m.bankAccountRequired);
    // without a signed MOA no month is eligible
    const skip = await postForm(site, member, "/dashboard?tab=claims&step=2", {
      intent: "claims.decide",
      year: String(year),
      month: "1",
      action: "skip",
    });
    expect(skip.status).toBe(409);
    expect(announcements(await skip.text())).toContain(m.notYetEligible);
  });
});

describe("the Claims tab in Hindi (the lng=hi cookie)", () => {
  const hindi = (member: TestMember) => ({ cookie: `token=${member.token}; lng=hi` });
  const hindiPage = async (member: TestMember, path: string) => {
    const res = await fetch(`${site.url}${path}`, { headers: hindi(member) });
    expect(res.status).toBe(200);
    return res.text();
  };
  const hindiPost = (member: TestMember, path: string, fields: Record<string, string>) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, ...hindi(member) },
      body: new URLSearchParams(fields).toString(),
    });

  it("names the steps, the months and their statuses in Hindi, and says the server's answers in Hindi", async () => {
    const { member } = await memberWithVilla(site, 1, { moaSignedAt: subMonths(new Date(), 2) });
    const now = clubMonth(new Date());
    const address = `/dashboard?tab=claims&step=2&year=${now.year}`;

    // the bank account's own check, beside its field, in Hindi
    const wrong = await hindiPost(member, "/dashboard?tab=claims", {
      intent: "claims.add-bank-account",
      ...account,
      ifsc: "SBIN1234",
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/<html lang="hi"/);
    expect(wrongHtml).toMatch(/id="bank-ifsc-error"[^>]*>कृपया एक सही आईएफ़एससी कोड डालें, जैसे SBIN0001234।</);
    expect(wrongHtml).toMatch(/<h2[^>]*>बैंक विवरण</);
    // the account of the application is there already: the service's 409 in Hindi; another one is added
    const same = await hindiPost(member, "/dashboard?tab=claims", { intent: "claims.add-bank-account", ...account });
    expect(same.status).toBe(409);
    expect(announcements(await same.text())).toContain("यह बैंक खाता पहले से जोड़ा हुआ है।");
    const added = await hindiPost(member, "/dashboard?tab=claims", {
      intent: "claims.add-bank-account",
      ...account,
      accountNumber: "987654321098",
    });
    expect(added.status).toBe(200);
    expect(announcements(await added.text())).toContain("बैंक खाता जोड़ दिया गया।");

    const html = await hindiPage(member, address);
    const text = visibleText(html);
    expect(html).toMatch(/<h2[^>]*>व्यय का दावा</);
    expect(html).toContain('aria-label="दावे का वर्ष"');
    // the months in Hindi, this one open to a claim, those after it not yet eligible
    expect(text).toContain(`${formatMonth(now.year, now.month, "hi")} दावा नहीं किया गया`);
    expect(text).toContain("अभी पात्र नहीं");
    expect(text).toContain(`${now.year} में दावा की गई राशि: ₹0`);
    expect(text).toContain("₹2,000 का दावा करें");
    expect(text).not.toContain("Claim Expense");
    expect(text).not.toContain("Not Yet Eligible");

    // a claim filed: the service's English message said in Hindi, its month named in Hindi
    const bank = (await api(member, "GET", "/api/claims/bank-accounts"))[0];
    const fields = {
      intent: "claims.decide",
      year: String(now.year),
      action: "claim",
      bank_account_id: bank._id,
      month: String(now.month),
    };
    const claimed = await hindiPost(member, address, fields);
    expect(claimed.status).toBe(200);
    expect(announcements(await claimed.text())).toContain(
      `${formatMonth(now.year, now.month, "hi")} के लिए ₹2,000 का आपका दावा दर्ज हो गया है।`,
    );
    const twice = await hindiPost(member, address, fields);
    expect(twice.status).toBe(409);
    expect(announcements(await twice.text())).toContain("इस महीने का दावा पहले ही किया जा चुका है।");
  });
});
