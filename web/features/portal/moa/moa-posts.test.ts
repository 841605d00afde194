import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moaMessages } from "../../../../common/moa";
import { portalMessages } from "../../../../common/portal";
import { registrationMessages } from "../../../../common/registration";
import { moaAgreements } from "../../../../server/db/schema";
import { fixtures, payingMember as payingMemberOf, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";

/*
 * The MOA tab rendered on the server from the dashboard's loader, and signing with an uploaded signature image
 * posted as a browser sends the form without JavaScript (multipart, intent moa.sign).
 */

let site: TestSite;
let nextVilla = 0;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

const api = (member: TestMember, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  site.app.inject({ method, url, payload, headers: member.headers });

/** A member of the application's fixtures with `paid` of `steps` steps paid, the application submitted when all are. */
const payingMember = (steps: number, paid: number, name = "Leela Menon") =>
  payingMemberOf(site, { villaIndex: nextVilla++, steps, paid, name, submitted: true });

/** The page as a reader sees its text: without the markers React puts between texts, apostrophes and ampersands decoded. */
const readable = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

async function page(member: TestMember, path: string) {
  const res = await fetch(`${site.url}${path}`, { headers: { cookie: `token=${member.token}` }, redirect: "manual" });
  return { status: res.status, html: readable(await res.text()) };
}

/** The sign form posted by the browser without its script: multipart, the chosen image (if any) in `signature`. */
async function signWithoutScript(member: TestMember, signature: File | null) {
  const body = new FormData();
  body.append("intent", "moa.sign");
  body.append("signature", signature ?? new File([], "", { type: "application/octet-stream" }));
  const res = await fetch(`${site.url}/dashboard?tab=moa`, {
    method: "POST",
    headers: { cookie: `token=${member.token}`, origin: site.url, "user-agent": "Club no-script browser/1.0" },
    body,
    redirect: "manual",
  });
  return { status: res.status, html: readable(await res.text()) };
}

const png = async (name = "my-signature.png") => new File([new Uint8Array(await fixtures.png())], name, { type: "image/png" });
const alertText = (html: string) => /<div role="alert"[^>]*>([^<]*)<\/div>/.exec(html)?.[1];

describe("the MOA tab, rendered on the server", () => {
  it("a member not fully paid finds it locked in the first HTML; a post to sign is refused with the spec's message", async () => {
    const member = await payingMember(2, 1);
    const locked = await page(member, "/dashboard?tab=moa");
    expect(locked.status).toBe(200);
    expect(locked.html).toContain("Memorandum of agreement locked");
    expect(locked.html).toContain(portalMessages.completePaymentForMoa);
    expect(locked.html).not.toContain('name="signature"');

    const refused = await signWithoutScript(member, await png());
    expect(refused.status).toBe(403);
    expect(refused.html).toContain(portalMessages.completePaymentForMoa);
    expect((await api(member, "GET", "/api/moa/signed-moa")).statusCode).toBe(404);
  });

  it("a fully paid member signs without JavaScript with an uploaded image; the signed MOA is in the first HTML after", async () => {
    const member = await payingMember(1, 1);
    const unsigned = await page(member, "/dashboard?tab=moa");
    expect(unsigned.status).toBe(200);
    expect(unsigned.html).toContain("Sign the MOA");
    // the form posts the image itself; drawing needs the script and is not offered in the server's HTML
    expect(unsigned.html).toMatch(
      /<form [^>]*encType="multipart\/form-data" method="post"><input type="hidden" name="intent" value="moa.sign"\/>/,
    );
    expect(unsigned.html).toMatch(/<input id="[^"]+" type="file" accept="image\/png,image\/jpeg,.png,.jpg,.jpeg"[^>]* name="signature"\/>/);
    expect(unsigned.html).not.toContain("How would you like to sign?");

    // no image chosen, or a document that is not an image: refused beside the form, nothing signed
    const empty = await signWithoutScript(member, null);
    expect(empty.status).toBe(400);
    expect(alertText(empty.html)).toBe(moaMessages.chooseSignature);
    const pdf = await signWithoutScript(
      member,
      new File([new Uint8Array(await fixtures.pdf())], "signature.pdf", { type: "application/pdf" }),
    );
    expect(pdf.status).toBe(415);
    expect(alertText(pdf.html)).toBe(registrationMessages.signatureType);
    expect((await api(member, "GET", "/api/moa/signed-moa")).statusCode).toBe(404);

    const signed = await signWithoutScript(member, await png());
    expect(signed.status).toBe(200);
    expect(signed.html).toContain("Your MOA is ready to download");
    expect(signed.html).toContain(portalMessages.moaSigned);
    expect(signed.html).toMatch(/Your 99-year lease runs from \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}\./);
    expect(signed.html).not.toContain("Sign the MOA");

    // signed as the API signs: the agreement with the signer's address and browser, its PDF for download
    const download = (await api(member, "GET", "/api/moa/signed-moa")).json();
    expect(download.signed_pdf_url).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const [agreement] = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
    expect(agreement.signerUserAgent).toBe("Club no-script browser/1.0");
    expect(agreement.signerIp).toBe("127.0.0.1");

    // a fresh load: ready for download at once, Download MOA a plain GET of the PDF without the script
    const again = await page(member, "/dashboard?tab=moa");
    expect(again.html).toContain("Your MOA is ready to download");
    expect(again.html).toMatch(
      new RegExp(`<form [^>]*action="${download.signed_pdf_url}" method="get"><input type="hidden" name="download" value="1"/>`),
    );
    const file = await fetch(`${site.url}${download.signed_pdf_url}?download=1`, { headers: { cookie: `token=${member.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="memorandum-of-agreement-.+\.pdf"/);

    // signing again makes nothing new and says so
    const twice = await signWithoutScript(member, await png());
    expect(twice.status).toBe(200);
    const agreements = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
    expect(agreements).toHaveLength(1);
  });
});
