import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addClubDays, clubToday, writtenDay } from "../../../../common/club-time";
import { officeMessages } from "../../../../common/office";
import { matchedInStatementText, reconciliationMessages as m } from "../../../../common/reconciliation";
import { instalmentReceipt, newUtr, statementFile } from "../../../../server/test/bank-statements";
import { staffMember, type TestMember } from "../../../../server/test/members";
import { postMultipart } from "../../../../server/test/portal-posts";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage, type SitePage } from "../../../../server/test/site-requests";

/*
 * Bank reconciliation's pages as the server renders them, before any script: who may open them, the upload posted
 * without JavaScript (a statement whose columns are not recognised asks which column is which, and is read once
 * they are said), a statement's matches with "Verify matched receipts" posted, the receipts queue saying where a
 * receipt was matched, and the links from the reports and the queue.
 */

let site: TestSite;
let accounts: TestMember;
let frontOffice: TestMember;
let content: TestMember;

beforeAll(async () => {
  site = await openTestSite();
  accounts = await staffMember(site, "accounts");
  frontOffice = await staffMember(site, "front-office");
  content = await staffMember(site, "content");
});
afterAll(async () => {
  await site?.close();
});

const read = async (page: SitePage) => ({ ...page, html: await page.text() });
const open = async (path: string, who?: TestMember) => read(await openPage(site, path, who));
const readResponse = async (res: Response) => ({
  status: res.status,
  headers: res.headers,
  html: (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'"),
});

describe("/admin/reconciliation", () => {
  it("sends the signed-out to sign-in; the front office and content are refused; accounts see the upload form", async () => {
    const anonymous = await open("/admin/reconciliation");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Freconciliation");
    for (const who of [frontOffice, content]) {
      const refused = await open("/admin/reconciliation", who);
      expect(refused.status).toBe(403);
      expect(refused.html).toContain(officeMessages.roleNotAllowed);
    }
    const page = await open("/admin/reconciliation", accounts);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(page.html).toMatch(/<h1[^>]*>Bank reconciliation<\/h1>/);
    expect(page.html).toMatch(/<label for="statement-upload-file"[^>]*>Bank statement \(CSV\)<\/label>/);
    expect(page.html).toMatch(/<input[^>]*type="file"[^>]*name="file"|<input[^>]*name="file"[^>]*type="file"/);
    expect(page.html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(page.html).toMatch(/<button[^>]*type="submit"[^>]*>Upload statement<\/button>/);
    expect(page.html).toContain(m.none);
  });

  it("is linked from the reports and the receipts queues", async () => {
    for (const path of ["/admin/reports", "/admin/payments", "/admin/memberships"]) {
      const page = await open(path, accounts);
      expect(page.html, path).toMatch(/<a[^>]*href="\/admin\/reconciliation"[^>]*>Bank reconciliation<\/a>/);
    }
  });

  it("takes a statement posted without JavaScript: its columns mapped once, its matches shown and verified together", async () => {
    const today = clubToday();
    const byReference = await instalmentReceipt(site, {
      villaIndex: 50,
      price: 377_701,
      utr: newUtr(),
      paidOn: today,
      name: "Page Reference",
    });
    const byAmount = await instalmentReceipt(site, { villaIndex: 51, price: 377_702, name: "Page Amount" });
    const file = {
      name: "cooperative.csv",
      type: "text/csv",
      bytes: statementFile("unknown", {
        utr: { A: byReference.utr! },
        amount: { A: byReference.amount, B: byAmount.amount },
      }),
    };

    // not recognised: the page asks which column is which
    const asked = await readResponse(
      await postMultipart(site, accounts, "/admin/reconciliation", { intent: "upload", file }),
    );
    expect(asked.status).toBe(422);
    expect(asked.html).toContain(m.unrecognised);
    expect(asked.html).toContain("Which column is which");
    expect(asked.html).toMatch(/<label for="statement-upload-date_column"[^>]*>Date<\/label>/);
    expect(asked.html).toContain(">Posted on (column 1)</option>");
    expect(asked.html).toContain(">Money in (column 4)</option>");

    // a mapping without the file: the file is asked for, the mapping kept
    const noFile = await readResponse(
      await postMultipart(site, accounts, "/admin/reconciliation", {
        intent: "upload",
        columns: JSON.stringify(["Posted on", "What", "Cheque or UTR", "Money in", "Running total"]),
        date_column: "0",
        description_column: "1",
        reference_column: "2",
        credit_column: "3",
        date_format: "mdy",
      }),
    );
    expect(noFile.status).toBe(400);
    expect(noFile.html).toContain(m.noFile);
    expect(noFile.html).toMatch(/<option value="3" selected="">Money in \(column 4\)<\/option>/);

    const mapped = await readResponse(
      await postMultipart(site, accounts, "/admin/reconciliation", {
        intent: "upload",
        columns: JSON.stringify(["Posted on", "What", "Cheque or UTR", "Money in", "Running total"]),
        date_column: "0",
        description_column: "1",
        reference_column: "2",
        credit_column: "3",
        date_format: "mdy",
        file,
      }),
    );
    expect(mapped.status).toBe(200);
    expect(mapped.html).toContain(m.uploaded(3, 2));
    const id = mapped.html.match(/href="\/admin\/reconciliation\/([0-9a-f-]{36})"[^>]*>Open the statement/)?.[1];
    expect(id).toBeTruthy();
    const day = writtenDay(addClubDays(today, -1));
    expect(mapped.html).toContain(`Statement of ${day}`);

    // the statement: its matches, the credit matched to none, and the one action
    const statement = await open(`/admin/reconciliation/${id}`, accounts);
    expect(statement.status).toBe(200);
    expect(statement.html).toMatch(new RegExp(`<h1[^>]*>Statement of ${day}</h1>`));
    expect(statement.html).toContain("Matched by reference and amount.");
    expect(statement.html).toContain("Matched by amount and date.");
    expect(statement.html).toContain("Page Reference");
    expect(statement.html).toContain("Credits matched to no receipt: 1");
    expect(statement.html).toContain("₹7,777");
    expect(statement.html).toMatch(/<button[^>]*type="submit"[^>]*>Verify matched receipts<\/button>/);
    expect((await open(`/admin/reconciliation/${id}`, frontOffice)).status).toBe(403);
    expect((await open(`/admin/reconciliation/00000000-0000-4000-8000-000000000000`, accounts)).status).toBe(404);

    // the receipts queue says where each receipt was matched
    const queue = await open(`/admin/payments?q=${encodeURIComponent("Page Amount")}`, accounts);
    expect(queue.html).toContain(matchedInStatementText(addClubDays(today, -1)));
    expect(queue.html).toContain(`href="/admin/reconciliation/${id}"`);

    // verified together, without JavaScript
    expect(
      (await read(await postPage(site, `/admin/reconciliation/${id}`, { intent: "verify" }, frontOffice))).status,
    ).toBe(403);
    const verified = await read(await postPage(site, `/admin/reconciliation/${id}`, { intent: "verify" }, accounts));
    expect(verified.status).toBe(200);
    expect(verified.html).toContain(m.verified(2, 0));
    expect(verified.html).toContain("No matched receipt awaits verification.");
    // the credit matched to none is matched again, to no receipt
    expect(verified.html).toMatch(/<button[^>]*type="submit"[^>]*>Match again<\/button>/);
    const again = await read(await postPage(site, `/admin/reconciliation/${id}`, { intent: "match" }, accounts));
    expect(again.status).toBe(200);
    expect(again.html).toContain(m.matchedAgain(0));
    const list = await open("/admin/reconciliation", accounts);
    expect(list.html).toContain("cooperative.csv");
    expect(list.html).toContain("Saved mapping");
  }, 90_000);
});
