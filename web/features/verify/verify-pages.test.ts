import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreementMessages as m, VERIFY_UPLOAD_LIMIT } from "../../../common/agreements";
import { moaAgreements, sealedDocuments } from "../../../server/db/schema";
import { VERIFY_RATE } from "../../../server/modules/verification/service";
import { fixtures, payingMember, staffMember, upload, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage } from "../../../server/test/site-requests";
import { VERIFY_TOO_MANY } from "./verify-words";

/*
 * The public verification pages as the server renders them, before any script: /verify and its
 * upload form posted as a plain multipart form, /verify/{code} of a countersigned agreement (initials and surname
 * only), of a revoked one, and of an unknown code (404).
 */

let site: TestSite;
let nextVilla = 3;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

/** The page as a reader sees its text: without the markers React puts between texts, apostrophes and ampersands decoded. */
const readable = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** The verify form posted as a browser without JavaScript sends it: multipart, the file in `file`. */
async function postFile(path: string, file: File | null) {
  const body = new FormData();
  body.append("file", file ?? new File([], "", { type: "application/octet-stream" }));
  const res = await fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { origin: site.url },
    body,
    redirect: "manual",
  });
  return { status: res.status, html: readable(await res.text()) };
}

/** The text from the form's status region on (the answer is its content). */
const statusText = (html: string) =>
  html.slice(Math.max(0, html.indexOf('role="status"')), html.indexOf('role="status"') + 2000);
const pdfFile = async (text = "Not a club document") =>
  new File([new Uint8Array(await fixtures.pdf(text))], "agreement.pdf", {
    type: "application/pdf",
  });

async function signatureOf(who: TestMember): Promise<string> {
  const res = await upload(site.app, who, "/api/upload/upload-signature", "signature", {
    name: "signature.png",
    bytes: await fixtures.png(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

/** A fully paid member named `name` who signed their MOA; with `countersigned`, executed by an administrator too. */
async function signedAgreement(name: string, { countersigned }: { countersigned: boolean }) {
  const member = await payingMember(site, {
    villaIndex: nextVilla++,
    steps: 1,
    paid: 1,
    name,
    submitted: true,
  });
  const services = site.app.services;
  // signing asks for the agreement read first: its draft opened
  await services.agreements.draft({ id: member.id, ip: null });
  await services.agreements.sign(
    {
      userId: member.id,
      ip: "198.51.100.9",
      userAgent: "Club test browser/1.0",
    },
    await signatureOf(member),
  );
  const [agreement] = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.userId, member.id));
  if (countersigned) {
    const admin = await staffMember(site, "admin");
    await services.agreementsOffice.countersign(
      { id: admin.id, role: "admin", ip: "198.51.100.10" },
      agreement.id,
      await signatureOf(admin),
    );
  }
  const [row] = await site.database.db.select().from(moaAgreements).where(eq(moaAgreements.id, agreement.id));
  const [document] = await site.database.db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.agreementId, agreement.id));
  return {
    member,
    agreement: row,
    code: document.code,
    reference: document.reference,
  };
}

describe("/verify", () => {
  it("shows the title, what it is for and the upload form, not for search engines", async () => {
    const res = await openPage(site, "/verify");
    expect(res.status).toBe(200);
    const html = readable(await res.text());
    expect(html).toContain(m.verifyTitle);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(html).toMatch(
      /<form [^>]*method="post"[^>]*encType="multipart\/form-data"|<form [^>]*encType="multipart\/form-data"[^>]*method="post"/,
    );
    expect(html).toMatch(
      /<label for="([^"]+)"[^>]*>The PDF to verify<\/label><input id="\1" type="file" accept="application\/pdf,.pdf"[^>]* name="file"\/>/,
    );
    expect(html).toContain(">Verify</button>");
    expect(html).toContain('role="status"');
  });

  it("a PDF the club did not issue is said to be so; a file that is not a PDF, or none, is refused", async () => {
    const random = await postFile("/verify", await pdfFile());
    expect(random.status).toBe(200);
    expect(statusText(random.html)).toContain(m.notIssued);
    expect(statusText(random.html)).toContain(m.unsigned);

    const png = await postFile(
      "/verify",
      new File([new Uint8Array(await fixtures.png())], "photo.pdf", {
        type: "application/pdf",
      }),
    );
    expect(png.status).toBe(400);
    expect(statusText(png.html)).toContain(m.notPdf);

    const none = await postFile("/verify", null);
    expect(none.status).toBe(400);
    expect(statusText(none.html)).toContain(m.fileRequired);
  });
});

describe("/verify/{code}", () => {
  it("an unknown or malformed code answers 404 with the message", async () => {
    for (const code of ["abcdefghjk23", "NOT-A-CODE", "x"]) {
      const res = await openPage(site, `/verify/${code}`);
      expect(res.status, code).toBe(404);
      const html = readable(await res.text());
      expect(html, code).toContain(m.codeNotFound);
      expect(html, code).toMatch(/<meta name="robots" content="noindex"\/>/);
    }
  });

  it("a countersigned agreement: its reference, villa, status, times and hash, the member's initials and surname only", async () => {
    const { member, agreement, code, reference } = await signedAgreement("Asha Kumari Sharma", { countersigned: true });
    expect(agreement.status).toBe("executed");
    const res = await openPage(site, `/verify/${code}`);
    expect(res.status).toBe(200);
    const html = readable(await res.text());
    expect(html).toContain(m.verifyTitle);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
    expect(html).toContain(`Memorandum of agreement ${reference}`);
    expect(html).toContain("A. K. Sharma");
    expect(html).toContain("Executed");
    expect(html).toContain(
      `<code class="block break-all font-mono text-xs text-ink">${agreement.executedSha256}</code>`,
    );
    expect(html).toMatch(/\d{1,2} \w+ \d{4}(,| at) \d{2}:\d{2}:\d{2} IST/);
    // nothing personal beyond the initials and surname
    expect(html).not.toContain("Asha");
    expect(html).not.toContain("Kumari");
    expect(html).not.toContain(member.email);
    // and the form to check a copy against it
    expect(html).toContain("The PDF to verify");

    // the executed PDF itself, posted on its page: exactly the document the club issued
    const pdf = await fetch(`${site.url}/files/${agreement.executedPdfFileId}`, {
      headers: { cookie: `token=${member.token}` },
    });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(agreement.executedSha256);
    const checked = await postFile(`/verify/${code}`, new File([bytes], "moa.pdf", { type: "application/pdf" }));
    expect(checked.status).toBe(200);
    expect(statusText(checked.html)).toContain(m.valid);
    expect(statusText(checked.html)).toContain(reference);

    // on /verify the same file says so, with the link to its page
    const anywhere = await postFile("/verify", new File([bytes], "moa.pdf", { type: "application/pdf" }));
    expect(anywhere.status).toBe(200);
    expect(statusText(anywhere.html)).toContain(m.valid);
    expect(anywhere.html).toContain(`href="/verify/${code}"`);
  });

  it("a revoked agreement (its plan cancelled by accounts) says so, with the day", async () => {
    const { agreement, code } = await signedAgreement("Ravi Prakash Menon", {
      countersigned: true,
    });
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
    const res = await openPage(site, `/verify/${code}`);
    expect(res.status).toBe(200);
    const html = readable(await res.text());
    expect(html).toMatch(/Revoked on \d{1,2} \w+ \d{4}/);
    expect(html).toContain("R. P. Menon");
    expect(html).not.toContain("Ravi");
  });

  it("an agreement awaiting the club's signature: awaiting, and no hash yet", async () => {
    const { code } = await signedAgreement("Meera Iyer", {
      countersigned: false,
    });
    const res = await openPage(site, `/verify/${code}`);
    expect(res.status).toBe(200);
    const html = readable(await res.text());
    expect(html).toContain("Awaiting the club's signature");
    expect(html).toContain("M. Iyer");
    expect(html).not.toContain("<code");
  });
});

describe("/verify, large files and the rate limit", () => {
  /** A file of `size` bytes that starts as a PDF does. */
  const pdfOfSize = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
    return new File([bytes], "large.pdf", { type: "application/pdf" });
  };

  it("a PDF of 20 MB reaches the check; a larger one is refused as too large", async () => {
    const large = await postFile("/verify", pdfOfSize(VERIFY_UPLOAD_LIMIT));
    expect(large.status).toBe(200);
    expect(statusText(large.html)).toContain(m.notIssued);

    const tooLarge = await postFile("/verify", pdfOfSize(VERIFY_UPLOAD_LIMIT + 1));
    expect(tooLarge.status).toBe(413);
    expect(statusText(tooLarge.html)).toContain(m.fileTooLarge);
  });

  it("the pages know the limit's message, to say it in the page's language", () => {
    expect(VERIFY_TOO_MANY).toBe(VERIFY_RATE.message);
  });

  it("past the limit of files checked from one address, the service's message is shown (429)", async () => {
    const file = await pdfFile();
    let last = { status: 200, html: "" };
    for (let i = 0; i < 30 && last.status !== 429; i++) last = await postFile("/verify", file);
    expect(last.status).toBe(429);
    expect(statusText(last.html)).toContain(VERIFY_RATE.message);
  });
});
