import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccountRows, DEMO_CLUB_SETTINGS, settingsMessages as m } from "../../../../common/club-settings";
import { confirmMessages } from "../../../../common/confirm";
import { trustDocumentMessages as tm, type TrustDocumentRecord } from "../../../../common/trust-documents";
import { createMember, fixtures, staffMember, type TestMember } from "../../../../server/test/members";
import { openPage, postPage, type SitePage } from "../../../../server/test/site-requests";
import { openTestSite, type TestSite } from "../../../../server/test/site";

/*
 * The office's /admin/settings and /admin/trust as the server renders them, before any script: the settings form
 * with the club's settings, its post checked by the API's schema (what was typed kept, the field's message) and
 * saved; the membership checkout's bank account read from them; a Trust document published and withdrawn (after
 * its confirmation) by plain posts.
 */

let site: TestSite;
let admin: TestMember;
let content: TestMember;
beforeAll(async () => {
  site = await openTestSite();
  admin = await staffMember(site, "admin");
  content = await staffMember(site, "content");
});
afterAll(async () => {
  await site?.close();
});

const read = async (page: SitePage) => ({ ...page, html: await page.text() });
const settingsFields = (change: Record<string, string | null> = {}) =>
  Object.fromEntries(
    Object.entries({ ...DEMO_CLUB_SETTINGS, ...change }).map(([name, value]) => [name, String(value ?? "")]),
  );
const bankRows = (html: string) =>
  [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>(?:<span[^>]*>)?([^<]+)<\/(?:span|dd)>/g)].map((match) => [
    match[1],
    match[2],
  ]);

describe("/admin/settings", () => {
  it("opens for an administrator with the club's settings in its form; content staff are refused", async () => {
    const page = await read(await openPage(site, "/admin/settings", admin));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Club settings</h1>");
    expect(page.html).toMatch(/<input[^>]*id="settings-bank_name"[^>]*value="Example Bank"/);
    expect(page.html).toMatch(/<input[^>]*id="settings-upi_id"[^>]*value="club@example"/);
    expect((await openPage(site, "/admin/settings", content)).status).toBe(403);
  });

  it("a post without JavaScript: a bad IFSC is said at its field with what was typed kept; a good one is saved and the checkout shows it", async () => {
    const bad = await read(
      await postPage(
        site,
        "/admin/settings",
        settingsFields({ bank_ifsc: "EXMP1000001", bank_name: "Kept Bank" }),
        admin,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(m.fixFields);
    expect(bad.html).toMatch(
      new RegExp(`<p id="settings-bank_ifsc-error"[^>]*>${m.ifscInvalid.replace(/[()]/g, "\\$&")}</p>`),
    );
    expect(bad.html).toMatch(/<input[^>]*id="settings-bank_name"[^>]*value="Kept Bank"/);

    const change = {
      bank_name: "Second Example Bank",
      bank_branch: "Rishikesh",
      bank_account_number: "111122223333",
      bank_ifsc: "exmp0000009",
      upi_id: "pay@example",
    };
    const good = await read(await postPage(site, "/admin/settings", settingsFields(change), admin));
    expect(good.status).toBe(200);
    expect(good.html).toContain(m.saved);

    const member = await createMember(site, "Transfer Reader");
    const checkout = await read(await openPage(site, "/membership/checkout", member));
    const expected = bankAccountRows({ ...DEMO_CLUB_SETTINGS, ...change, bank_ifsc: "EXMP0000009" })!;
    expect(bankRows(checkout.html)).toEqual(expect.arrayContaining(expected.map(([label, value]) => [label, value])));
    expect(checkout.html).toContain("Second Example Bank, Rishikesh branch");
  });
});

describe("/admin/trust", () => {
  it("publishes a document posted without JavaScript, lists it with its SHA-256, and withdraws it only once confirmed", async () => {
    const page = await read(await openPage(site, "/admin/trust", content));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Trust documents</h1>");
    expect(page.html).toContain(tm.none);

    const form = new FormData();
    form.set("intent", "upload");
    form.set("group", "trust-deed");
    form.set("title", "Registered trust deed, 2009");
    form.set(
      "file",
      new Blob([new Uint8Array(await fixtures.pdf("Trust deed"))], { type: "application/pdf" }),
      "trust deed.pdf",
    );
    const res = await fetch(`${site.url}/admin/trust`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: site.url, cookie: `token=${content.token}` },
      body: form,
    });
    const html = (await res.text()).replace(/<!-- -->/g, "");
    expect(res.status).toBe(200);
    expect(html).toContain(`${tm.uploaded}: Registered trust deed, 2009`);
    const [document] = (
      await site.app.inject({ method: "GET", url: "/api/admin/trust-documents", headers: content.headers })
    ).json().data as TrustDocumentRecord[];
    expect(html).toContain(document.sha256);
    expect(html).toContain("trust-deed.pdf");

    const unconfirmed = await read(
      await postPage(site, "/admin/trust", { intent: "delete", id: document.id }, content),
    );
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.html).toContain(`Withdraw Registered trust deed, 2009?`);
    expect(unconfirmed.html).toContain(confirmMessages.confirmFirst);
    const confirmed = await read(
      await postPage(site, "/admin/trust", { intent: "delete", id: document.id, confirmed: "yes" }, content),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain(`${tm.deleted}: Registered trust deed, 2009`);
    expect(confirmed.html).toContain(tm.none);
  });
});
