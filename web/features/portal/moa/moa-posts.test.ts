import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreementMessages } from "../../../../common/agreements";
import { writtenClubDay } from "../../../../common/club-time";
import { moaMessages } from "../../../../common/moa";
import { portalMessages } from "../../../../common/portal";
import { registrationMessages } from "../../../../common/registration";
import { agreementEvents, moaAgreements } from "../../../../server/db/schema";
import {
  fixtures,
  payingMember as payingMemberOf,
  staffMember,
  upload,
  type TestMember,
} from "../../../../server/test/members";
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

/**
 * The page as a reader sees its text: without its scripts (the page's data, its catalogues among them, every text the
 * page may say), without the markers React puts between texts, apostrophes and ampersands decoded.
 */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

/** The `lng=hi` cookie beside the session: the page in Hindi. */
const HINDI = "lng=hi";

async function page(member: TestMember, path: string, cookie = "") {
  const res = await fetch(`${site.url}${path}`, {
    headers: { cookie: `token=${member.token}${cookie ? `; ${cookie}` : ""}` },
    redirect: "manual",
  });
  return { status: res.status, html: readable(await res.text()) };
}

/** The sign form posted by the browser without its script: multipart, the chosen image (if any) in `signature`. */
async function signWithoutScript(member: TestMember, signature: File | null, cookie = "") {
  const body = new FormData();
  body.append("intent", "moa.sign");
  body.append("signature", signature ?? new File([], "", { type: "application/octet-stream" }));
  const res = await fetch(`${site.url}/dashboard?tab=moa`, {
    method: "POST",
    headers: {
      cookie: `token=${member.token}${cookie ? `; ${cookie}` : ""}`,
      origin: site.url,
      "user-agent": "Club no-script browser/1.0",
    },
    body,
    redirect: "manual",
  });
  return { status: res.status, html: readable(await res.text()) };
}

const png = async (name = "my-signature.png") =>
  new File([new Uint8Array(await fixtures.png())], name, { type: "image/png" });
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
    // the sign form is offered once the member has read the agreement: its draft opened
    expect((await api(member, "GET", "/api/moa/draft")).statusCode).toBe(200);
    const unsigned = await page(member, "/dashboard?tab=moa");
    expect(unsigned.status).toBe(200);
    expect(unsigned.html).toContain("Sign the MOA");
    // the form posts the image itself; drawing needs the script and is not offered in the server's HTML
    expect(unsigned.html).toMatch(
      /<form [^>]*encType="multipart\/form-data" method="post"><input type="hidden" name="intent" value="moa.sign"\/>/,
    );
    expect(unsigned.html).toMatch(
      /<input id="[^"]+" type="file" accept="image\/png,image\/jpeg,.png,.jpg,.jpeg"[^>]* name="signature"\/>/,
    );
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
    // signed, it awaits the club's countersignature
    expect(signed.html).toContain(agreementMessages.awaitingCountersign);
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
    expect(again.html).toContain(agreementMessages.awaitingCountersign);
    expect(again.html).toMatch(
      new RegExp(
        `<form [^>]*action="${download.signed_pdf_url}" method="get"><input type="hidden" name="download" value="1"/>`,
      ),
    );
    const file = await fetch(`${site.url}${download.signed_pdf_url}?download=1`, {
      headers: { cookie: `token=${member.token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="memorandum-of-agreement-.+\.pdf"/);

    // signing again makes nothing new and says so
    const twice = await signWithoutScript(member, await png());
    expect(twice.status).toBe(200);
    const agreements = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
    expect(agreements).toHaveLength(1);
  });

  it("opening the tab is on the agreement's record; countersigned, Download MOA gives the executed PDF; revoked, it says so", async () => {
    const member = await payingMember(1, 1, "Kavya Nair");
    expect((await page(member, "/dashboard?tab=moa")).status).toBe(200);
    const viewed = await site.database.db.select().from(agreementEvents).where(eq(agreementEvents.actorId, member.id));
    expect(viewed.map((e) => e.kind)).toContain("viewed");
    // the dashboard's own tab records nothing
    const before = viewed.length;
    await page(member, "/dashboard");
    expect(
      await site.database.db.select().from(agreementEvents).where(eq(agreementEvents.actorId, member.id)),
    ).toHaveLength(before);

    // signing asks for the agreement read first: its draft opened
    expect((await api(member, "GET", "/api/moa/draft")).statusCode).toBe(200);
    expect((await signWithoutScript(member, await png())).status).toBe(200);
    const [agreement] = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
    const admin = await staffMember(site, "admin");
    const signature = await upload(site.app, admin, "/api/upload/upload-signature", "signature", {
      name: "club.png",
      bytes: await fixtures.png(),
    });
    await site.app.services.agreementsOffice.countersign(
      { id: admin.id, role: "admin", ip: null },
      agreement.id,
      signature.json().url,
    );
    const [executed] = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    expect(executed.status).toBe("executed");

    const done = await page(member, "/dashboard?tab=moa");
    expect(done.html).toContain("Your MOA is ready to download");
    expect(done.html).toContain(agreementMessages.executed);
    expect(done.html).not.toContain(agreementMessages.awaitingCountersign);
    const executedUrl = `/files/${executed.executedPdfFileId}`;
    expect(done.html).toMatch(
      new RegExp(`<form [^>]*action="${executedUrl}" method="get"><input type="hidden" name="download" value="1"/>`),
    );
    expect((await api(member, "GET", "/api/moa/signed-moa")).json().signed_pdf_url).toBe(executedUrl);
    const overview = (await api(member, "GET", "/api/portal/overview")).json().data;
    expect(overview.moa).toMatchObject({ pdf_url: executedUrl, status: "executed" });
    const verifyUrl = (await api(member, "GET", "/api/moa/signed-moa")).json().data.verify_url as string;
    expect(done.html).toContain(`href="${verifyUrl}"`);

    const accounts = await staffMember(site, "accounts");
    const cancel = await site.app.inject({
      method: "POST",
      url: `/api/admin/payments/${agreement.planId}/cancel`,
      payload: { reason: "The member asked to cancel." },
      headers: accounts.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [revoked] = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
    expect(revoked.status).toBe("revoked");
    const ended = await page(member, "/dashboard?tab=moa");
    expect(ended.html).toContain(agreementMessages.revoked(writtenClubDay(revoked.revokedAt!), revoked.revokedReason!));
  });

  it("in Hindi (the lng=hi cookie): locked, read first, refused and signed, each in Hindi with Indian amounts and Hindi months", async () => {
    const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
    const paying = await payingMember(2, 1, "Meera Joshi");
    const locked = await page(paying, "/dashboard?tab=moa", HINDI);
    expect(locked.status).toBe(200);
    expect(lang(locked.html)).toBe("hi");
    expect(locked.html).toMatch(/<h1[^>]*>एमओए<\/h1>/);
    expect(locked.html).toMatch(/<h2 id="moa-locked"[^>]*>समझौता ज्ञापन अभी बंद है<\/h2>/);
    expect(locked.html).toContain("एमओए देखने के लिए कृपया अपना भुगतान पूरा करें");
    // the amounts in Indian grouping, the sentence around them in Hindi
    expect(locked.html).toMatch(/आपने ₹\d{1,2}(,\d{2})*,\d{3} में से ₹\d{1,2}(,\d{2})*,\d{3} \(50%\) का भुगतान किया है/);
    expect(locked.html).not.toContain(portalMessages.completePaymentForMoa);
    expect(locked.html).not.toContain("Memorandum of agreement locked");
    // the server's refusal, in English from the service, is said in Hindi beside the form
    const refused = await signWithoutScript(paying, await png(), HINDI);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("एमओए देखने के लिए कृपया अपना भुगतान पूरा करें");

    const member = await payingMember(1, 1, "Arun Pillai");
    expect((await api(member, "GET", "/api/moa/draft")).statusCode).toBe(200);
    const unsigned = await page(member, "/dashboard?tab=moa", HINDI);
    expect(unsigned.html).toMatch(/<h2 id="moa-sign"[^>]*>एमओए पर हस्ताक्षर करें<\/h2>/);
    expect(unsigned.html).toContain("समझौता पढ़ें (ड्राफ़्ट PDF)");
    expect(unsigned.html).toContain("हस्ताक्षर की छवि");
    // the memorandum itself is in English, and says so to a Hindi reader
    expect(unsigned.html).toContain("समझौता अंग्रेज़ी में लिखा है");
    expect(unsigned.html).toMatch(/<div lang="en" class="mt-3 grid gap-4/);
    expect(unsigned.html).not.toContain("Sign the MOA");

    const empty = await signWithoutScript(member, null, HINDI);
    expect(empty.status).toBe(400);
    expect(alertText(empty.html)).toBe("कृपया अपने हस्ताक्षर की छवि चुनें, या हस्ताक्षर बनाएँ।");

    const signed = await signWithoutScript(member, await png(), HINDI);
    expect(signed.status).toBe(200);
    expect(signed.html).toMatch(/<h2 id="moa-ready"[^>]*>आपका एमओए डाउनलोड के लिए तैयार है<\/h2>/);
    expect(signed.html).toContain("आपके समझौता ज्ञापन पर हस्ताक्षर हो गए हैं।");
    expect(signed.html).toContain("क्लब के हस्ताक्षर होते ही हम इसे आपको ई-मेल करेंगे।");
    expect(signed.html).toMatch(/आपने \d{1,2} \S+ \d{4} को \d{2}:\d{2} (am|pm) बजे \(IST\) हस्ताक्षर किए।/);
    const lease = /आपकी 99 वर्ष की लीज़ \d{1,2} (\S+) \d{4} से \d{1,2} (\S+) \d{4} तक है।/.exec(signed.html);
    expect(lease).not.toBeNull();
    // Hindi month names, in Devanagari
    expect(lease![1]).toMatch(/^[\u0900-\u097F]+$/);
    expect(signed.html).not.toContain(agreementMessages.awaitingCountersign);
  });
});
