import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identityDocumentMessages as m, staffNotifyMessages } from "../../../../common/identity-documents";
import { officeMessages } from "../../../../common/office";
import { kycDetails, users } from "../../../../server/db/schema";
import {
  createMember,
  fixtures,
  kycPayload,
  payingMember,
  seededChoices,
  staffMember,
  type TestMember,
  upload,
} from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";

/*
 * The office's identity documents as the server renders them, before any script: the queue's GET
 * form, the decisions as plain posts, the record's review; the member's side (step 1 and the portal) once a document
 * is sent back; the office home's "Office e-mails" form.
 */

let site: TestSite;
let frontOffice: TestMember;
let accounts: TestMember;
let member: TestMember;
let villaId: string;

beforeAll(async () => {
  site = await openTestSite();
  frontOffice = await staffMember(site, "front-office");
  accounts = await staffMember(site, "accounts");
  member = await createMember(site, "Nandini Rao");
  const choices = await seededChoices(site, 4);
  villaId = choices.villa.id;
  const document = await upload(site.app, member, "/api/upload/upload-doc", "document", {
    name: "aadhaar.pdf",
    bytes: await fixtures.pdf(),
  });
  const res = await site.app.inject({
    method: "POST",
    url: `/api/registration/kyc/${villaId}`,
    headers: member.headers,
    payload: kycPayload(choices, document.json().url),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, who?: TestMember) => openPage(site, path, who);
/** A page's rendered part: without its scripts (its data carries the catalogues, every text the page may say). */
const rendered = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

/** A form posted as a browser without JavaScript does. */
const post = (path: string, who: TestMember, fields: Record<string, string>) => postPage(site, path, fields, who);

describe("/admin/identity-documents", () => {
  it("sends the signed-out to sign-in; a member or accounts get 403", async () => {
    const anonymous = await open("/admin/identity-documents");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fidentity-documents");
    const asMember = await open("/admin/identity-documents", member);
    expect(asMember.status).toBe(403);
    expect(await asMember.text()).toContain(officeMessages.staffOnly);
    const asAccounts = await open("/admin/identity-documents", accounts);
    expect(asAccounts.status).toBe(403);
    expect(await asAccounts.text()).toContain(officeMessages.roleNotAllowed);
  });

  it("lists the documents to check with a link to each and the two decisions; searches and says when nothing matches", async () => {
    const res = await open(`/admin/identity-documents?q=${encodeURIComponent(member.email)}`, frontOffice);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Nandini Rao");
    expect(html).toMatch(/href="\/files\/[0-9a-f-]{36}"/);
    expect(html).toContain("View document");
    expect(html).toContain(">Approve</button>");
    expect(html).toContain(">Send back</button>");
    expect(html).toMatch(/<label for="table-reason-[0-9a-f-]{36}"[^>]*>Reason<\/label>/);
    expect(html).toContain('name="status"');
    expect(html).toContain("1 document · to check");
    expect(html).toMatch(/<label for="identity-q"[^>]*>Search members<\/label>/);
    expect(html).toContain('placeholder="Name or e-mail"');
    const none = await (await open("/admin/identity-documents?q=nobody-by-this-name", frontOffice)).text();
    expect(none).toContain(m.noMatch);
    expect(none).toMatch(
      /Try another spelling or part of the e-mail, or <a [^>]*href="\/admin\/identity-documents\?status=submitted"[^>]*>show every document<\/a>/,
    );
    expect(none).not.toContain("Nandini Rao");
  });

  it("sends a document back without JavaScript (a reason needed); the member's step 1 and portal show the reason", async () => {
    const blank = await post("/admin/identity-documents", frontOffice, {
      intent: "identity.return",
      member_id: member.id,
      reason: " ",
    });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(m.reasonRequired);

    const reason = "The photo page is cut off at the bottom.";
    const sent = await post("/admin/identity-documents", frontOffice, {
      intent: "identity.return",
      member_id: member.id,
      reason,
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(m.returned);
    const [row] = await site.database.db.select().from(kycDetails).where(eq(kycDetails.userId, member.id));
    expect(row).toMatchObject({ documentStatus: "returned", documentReviewReason: reason });

    const returned = await (await open("/admin/identity-documents?status=returned", frontOffice)).text();
    expect(returned).toContain("Nandini Rao");
    expect(returned).toContain(reason);

    const step1 = await open(`/registration/${villaId}`, member);
    expect(step1.status).toBe(200);
    const form = await step1.text();
    expect(form).toContain(m.returnedNotice);
    expect(form).toContain(reason);
    // a new upload is needed: the returned file is not offered as the form's document
    expect(form).toContain('name="verification_doc_upload_url" value=""');

    const portal = rendered(await (await open("/dashboard", member)).text());
    expect(portal).toContain(m.returnedNotice);
    expect(portal).toContain(reason);
    expect(portal).toContain(`href="/registration/${villaId}?step=1"`);
  });

  it("the member's record shows the review; the front office decides there, accounts only see it", async () => {
    // the member sends a new document: it is to check again
    const choices = await seededChoices(site, 4);
    const document = await upload(site.app, member, "/api/upload/upload-doc", "document", {
      name: "new.pdf",
      bytes: await fixtures.pdf("new"),
    });
    const again = await site.app.inject({
      method: "POST",
      url: `/api/registration/kyc/${villaId}`,
      headers: member.headers,
      payload: kycPayload(choices, document.json().url),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(rendered(await (await open("/dashboard", member)).text())).not.toContain(m.returnedNotice);

    const record = await (await open(`/admin/members/${member.id}`, frontOffice)).text();
    expect(record).toContain("Identity document:");
    expect(record).toContain("To check");
    expect(record).toContain(">Approve</button>");
    const asAccounts = await (await open(`/admin/members/${member.id}`, accounts)).text();
    expect(asAccounts).toContain("To check");
    expect(asAccounts).not.toContain(">Approve</button>");

    const approved = await post(`/admin/members/${member.id}`, frontOffice, {
      intent: "identity.approve",
      member_id: member.id,
    });
    expect(approved.status).toBe(200);
    const html = await approved.text();
    expect(html).toContain(m.approved);
    const [row] = await site.database.db.select().from(kycDetails).where(eq(kycDetails.userId, member.id));
    expect(row.documentStatus).toBe("approved");
    // decided once: a second post is refused with the reason
    const twice = await post("/admin/identity-documents", frontOffice, {
      intent: "identity.approve",
      member_id: member.id,
    });
    expect(twice.status).toBe(409);
    expect(await (await open("/admin/identity-documents", frontOffice)).text()).toContain(
      "No identity documents to check",
    );
  });
});

describe("a submitted application whose document was sent back", () => {
  it("reopens step 1 (not the dashboard) until a new document is sent, then goes back to the dashboard", async () => {
    const submitted = await payingMember(site, {
      villaIndex: 6,
      steps: 1,
      paid: 1,
      submitted: true,
      name: "Arjun Nair",
    });
    const choices = await seededChoices(site, 6);
    expect((await open(`/registration/${choices.villa.id}`, submitted)).headers.get("location")).toBe("/dashboard");
    const sent = await post("/admin/identity-documents", frontOffice, {
      intent: "identity.return",
      member_id: submitted.id,
      reason: "Blurred.",
    });
    expect(sent.status).toBe(200);
    const step1 = await open(`/registration/${choices.villa.id}`, submitted);
    expect(step1.status).toBe(200);
    expect(await step1.text()).toContain("Blurred.");
    const document = await upload(site.app, submitted, "/api/upload/upload-doc", "document", {
      name: "id.pdf",
      bytes: await fixtures.pdf("again"),
    });
    const fields = Object.fromEntries(
      Object.entries(kycPayload(choices, document.json().url)).map(([k, v]) => [k, String(v)]),
    );
    const saved = await post(`/registration/${choices.villa.id}`, submitted, { intent: "kyc", ...fields });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/dashboard");
    const [row] = await site.database.db.select().from(kycDetails).where(eq(kycDetails.userId, submitted.id));
    expect(row.documentStatus).toBe("submitted");
    expect((await open(`/registration/${choices.villa.id}`, submitted)).headers.get("location")).toBe("/dashboard");
  });
});

describe("the office home's Office e-mails", () => {
  it("shows the choice and saves it without JavaScript", async () => {
    const home = await (await open("/admin", accounts)).text();
    expect(home).toContain("Office e-mails");
    expect(home).toContain("One e-mail per item");
    expect(home).toContain("A daily digest");
    expect(home).toContain("No e-mails");
    const saved = await post("/admin?index", accounts, { intent: "staff-notify", staff_notify: "daily" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(staffNotifyMessages.saved);
    const [row] = await site.database.db.select().from(users).where(eq(users.id, accounts.id));
    expect(row.staffNotify).toBe("daily");
    expect(await (await open("/admin", accounts)).text()).toMatch(/name="staff_notify" checked="" value="daily"/);
  });
});
