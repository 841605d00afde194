import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreementMessages as m, type AgreementRow } from "../../../../common/agreements";
import { officeMessages } from "../../../../common/office";
import { registrationMessages } from "../../../../common/registration";
import {
  createMember,
  fixtures,
  payingMember,
  staffMember,
  upload,
  type TestMember,
} from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage, type SitePage } from "../../../../server/test/site-requests";

/*
 * The club's countersignature at /admin/agreements as the server renders it, before any script:
 * an administrator's page alone, the agreements a member signed awaiting the club's signature with their member,
 * villa and signed PDF, and the countersign form posted without JavaScript (multipart, the club's signature image
 * in the form) or with the address of a signature the administrator uploaded (as the page's drawing does).
 */

let site: TestSite;
let admin: TestMember;
let nextVilla = 30;

beforeAll(async () => {
  site = await openTestSite();
  admin = await staffMember(site, "admin");
});
afterAll(async () => {
  await site?.close();
});

/** The page with its text read at once (`html`), ampersands decoded as a reader sees them. */
const read = async (page: SitePage) => ({ ...page, html: (await page.text()).replaceAll("&amp;", "&") });
const open = async (path: string, who?: TestMember) => read(await openPage(site, path, who));
const postForm = async (fields: Record<string, string>, who: TestMember = admin) =>
  read(await postPage(site, "/admin/agreements", fields, who));

/** The countersign form as a browser without its script posts it: multipart, the chosen image (if any) in `signature`. */
async function countersignWithoutScript(id: string, signature: File | null, who: TestMember = admin) {
  const body = new FormData();
  body.append("intent", "countersign");
  body.append("id", id);
  body.append("signature", signature ?? new File([], "", { type: "application/octet-stream" }));
  const res = await fetch(`${site.url}/admin/agreements`, {
    method: "POST",
    headers: { cookie: `token=${who.token}`, origin: site.url },
    body,
    redirect: "manual",
  });
  return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'") };
}

const png = async () => new File([new Uint8Array(await fixtures.png())], "club-signature.png", { type: "image/png" });
const alertText = (html: string) => /<p id="countersign-[^"]+-error" role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

/** A member who paid in full and signed the MOA through the API: their agreement awaits the club. */
async function signedAgreement(name: string): Promise<AgreementRow> {
  const member = await payingMember(site, { villaIndex: nextVilla++, steps: 1, paid: 1, name, submitted: true });
  const signature = await upload(site.app, member, "/api/upload/upload-signature", "signature", {
    name: "mine.png",
    bytes: await fixtures.png(),
  });
  // signing asks for the agreement read first: its draft opened
  const draft = await site.app.inject({ method: "GET", url: "/api/moa/draft", headers: member.headers });
  if (draft.statusCode !== 200) throw new Error(`draft: ${draft.body}`);
  const signed = await site.app.inject({
    method: "POST",
    url: "/api/moa/sign-moa",
    payload: { signature_url: signature.json().url },
    headers: member.headers,
  });
  if (signed.statusCode !== 200) throw new Error(`sign-moa: ${signed.body}`);
  const list = await site.app.inject({
    method: "GET",
    url: `/api/admin/agreements?status=awaiting&q=${encodeURIComponent(name)}`,
    headers: admin.headers,
  });
  if (list.statusCode !== 200) throw new Error(`agreements: ${list.body}`);
  return list.json().data.items[0] as AgreementRow;
}

describe("/admin/agreements", () => {
  it("sends the signed-out to sign-in; a member and every staff role but the administrator are refused", async () => {
    const anonymous = await open("/admin/agreements?status=awaiting");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin%2Fagreements%3Fstatus%3Dawaiting");
    const member = await createMember(site, "Not Staff");
    const asMember = await open("/admin/agreements", member);
    expect(asMember.status).toBe(403);
    expect(asMember.html).toContain(officeMessages.staffOnly);
    for (const role of ["accounts", "front-office", "content"] as const) {
      const staff = await staffMember(site, role);
      const page = await open("/admin/agreements", staff);
      expect(page.status, role).toBe(403);
      expect(page.html).toContain(officeMessages.roleNotAllowed);
      expect(
        (await postForm({ intent: "countersign", id: "00000000-0000-4000-8000-000000000000" }, staff)).status,
        role,
      ).toBe(403);
      // the office's sections and home offer it to none of them
      const home = await open("/admin", staff);
      expect(home.html).not.toContain('href="/admin/agreements"');
      expect(home.html).not.toContain("Agreements awaiting the club's signature");
    }
    expect((await postForm({ intent: "countersign", id: "00000000-0000-4000-8000-000000000000" }, member)).status).toBe(
      403,
    );
  });

  it("says when no agreement awaits the club's signature, and when a search matches none", async () => {
    const empty = await open("/admin/agreements", admin);
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toContain("no-store");
    expect(empty.html).toContain(m.noneAwaiting);
    expect(empty.html).toContain("0 agreements awaiting the club's signature");
    expect(empty.html).toMatch(/<label for="agreements-q"[^>]*>Search agreements<\/label>/);
    expect(empty.html).toContain('<option value="awaiting" selected="">Awaiting signature</option>');
    expect(empty.html).toContain('<option value="executed">Executed</option>');
    expect(empty.html).toContain('<option value="revoked">Revoked</option>');
    const none = await open("/admin/agreements?status=revoked", admin);
    expect(none.html).toContain(m.noMatch);
    expect(none.html).toMatch(
      /Try another search, or <a [^>]*href="\/admin\/agreements"[^>]*>show the agreements awaiting the club's signature<\/a>/,
    );
  });

  it("shows an agreement the member signed, with the member, the villa, the signed PDF and the countersign form; the office home counts it", async () => {
    const row = await signedAgreement("Meera Awaiting");
    const res = await open(`/admin/agreements?q=${encodeURIComponent("Meera Awaiting")}`, admin);
    expect(res.status).toBe(200);
    expect(res.html).toContain(`${row.reference} — Meera Awaiting`);
    expect(res.html).toContain(`href="/admin/members/${row.member.id}"`);
    expect(res.html).toContain(row.member.email);
    expect(res.html).toContain(`${row.villa.name} · ${row.villa.villa_number}`);
    expect(res.html).toMatch(/Signed by the member on \d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} IST/);
    expect(res.html).toMatch(
      new RegExp(`<a href="${row.pdf_url}" target="_blank" rel="noreferrer"[^>]*>Open the member's signed PDF</a>`),
    );
    expect(res.html).toContain("<summary");
    expect(res.html).toContain("View the agreement");
    expect(res.html).toMatch(
      new RegExp(`<iframe src="${row.pdf_url}" title="Agreement ${row.reference} of Meera Awaiting \\(PDF\\)"`),
    );
    expect(res.html).toContain("1 agreement awaiting the club's signature");
    // the form works without the script: multipart, the image in the form; drawing is offered with the script only
    const form = /<form [^>]*aria-label="Countersign MOA-[^"]+"[^>]*>/.exec(res.html)?.[0] ?? "";
    expect(form).toContain('encType="multipart/form-data"');
    expect(form).toContain('method="post"');
    expect(res.html).toMatch(/<label for="countersign-[^"]+-file"[^>]*>Club's signature image \(PNG or JPG\)<\/label>/);
    expect(res.html).toMatch(/<input [^>]*type="file"[^>]*name="signature"/);
    expect(res.html).toMatch(/<button type="submit"[^>]*>Countersign<\/button>/);
    expect(res.html).not.toContain("Draw on screen");
    // the administrator's office: the section in the navigation, the count on the home leading to the list
    expect(res.html).toMatch(/<a [^>]*href="\/admin\/agreements"[^>]*>Agreements<\/a>/);
    const home = await open("/admin", admin);
    expect(home.html).toContain('href="/admin/agreements?status=awaiting"');
    expect(home.html).toMatch(/aria-label="Agreements awaiting the club's signature: [1-9]\d*"/);
  });

  it("countersigns without JavaScript with the club's signature image: executed, and a second post is refused", async () => {
    const row = await signedAgreement("Kiran Countersign");
    const nothing = await countersignWithoutScript(row._id, null);
    expect(nothing.status).toBe(400);
    expect(alertText(nothing.html)).toBe(m.signatureRequired);
    const pdf = await countersignWithoutScript(
      row._id,
      new File([new Uint8Array(await fixtures.pdf())], "signature.pdf", { type: "application/pdf" }),
    );
    expect(pdf.status).toBe(415);
    expect(alertText(pdf.html)).toBe(registrationMessages.signatureType);

    const done = await countersignWithoutScript(row._id, await png());
    expect(done.status).toBe(200);
    expect(done.html).toContain(m.countersigned(row.reference));
    // it has left the awaiting list, and is listed executed with its PDF and who signed for the club
    expect(done.html).not.toContain(`${row.reference} — Kiran Countersign`);
    const executed = await open(
      `/admin/agreements?status=executed&q=${encodeURIComponent("Kiran Countersign")}`,
      admin,
    );
    expect(executed.html).toContain(`${row.reference} — Kiran Countersign`);
    expect(executed.html).toContain("1 agreement executed");
    expect(executed.html).toContain("Open the executed agreement (PDF)");
    expect(executed.html).toMatch(
      /Countersigned<\/dt><dd>\d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} IST by Staff admin<\/dd>/,
    );
    expect(executed.html).not.toMatch(/>Countersign<\/button>/);
    const api = await site.app.inject({
      method: "GET",
      url: `/api/admin/agreements?status=executed&q=Kiran`,
      headers: admin.headers,
    });
    expect(api.json().data.items[0]).toMatchObject({ _id: row._id, status: "executed" });

    const again = await countersignWithoutScript(row._id, await png());
    expect(again.status).toBe(409);
    expect(again.html).toContain(m.notAwaiting);
  });

  it("countersigns with the address of the administrator's own uploaded signature (the drawing's way); another's file is refused", async () => {
    const row = await signedAgreement("Divya Drawn");
    // a signature the member uploaded is not the administrator's own
    const stranger = await createMember(site, "Someone Else");
    const theirs = await upload(site.app, stranger, "/api/upload/upload-signature", "signature", {
      name: "theirs.png",
      bytes: await fixtures.png(),
    });
    const refused = await postForm({ intent: "countersign", id: row._id, signature_url: theirs.json().url });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(m.signatureNotFound);

    const mine = await upload(site.app, admin, "/api/upload/upload-signature", "signature", {
      name: "drawn-signature.png",
      bytes: await fixtures.png(),
    });
    expect(mine.statusCode).toBe(201);
    const done = await postForm({ intent: "countersign", id: row._id, signature_url: mine.json().url });
    expect(done.status).toBe(200);
    expect(done.html).toContain(m.countersigned(row.reference));
    const unknown = await postForm({
      intent: "countersign",
      id: "00000000-0000-4000-8000-000000000000",
      signature_url: mine.json().url,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(m.notFound);
  });
});
