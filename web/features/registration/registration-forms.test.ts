import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccountRows, DEMO_CLUB_SETTINGS } from "../../../common/club-settings";
import { paymentInstructionsMessages as pim, transferReference } from "../../../common/payment-instructions";
import { formatRupees } from "../../../common/money";
import { clubToday } from "../../../common/club-time";
import { DEFAULT_FLEXIBLE_STEPS, registrationMessages as m, splitAmount } from "../../../common/registration";
import { kycMessages } from "../../../common/registration-schemas";
import { createMember, fixtures, seededChoices, userRow, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { eq } from "drizzle-orm";
import { properties } from "../../../server/db/schema";

/*
 * The ownership application on the server: /registration/{id} renders the
 * step the member's flags allow, and each step's form posts to the page as a browser without JavaScript sends it
 * (urlencoded, or multipart with the identity document and the receipts), through the real site.
 */

let site: TestSite;
let member: TestMember;
let choices: Awaited<ReturnType<typeof seededChoices>>;
let cookie: string;
let page: string;

beforeAll(async () => {
  site = await openTestSite();
  member = await createMember(site);
  choices = await seededChoices(site, 2);
  cookie = `token=${member.token}`;
  page = `/registration/${choices.villa.id}`;
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, as = cookie) =>
  fetch(`${site.url}${path}`, { redirect: "manual", headers: { cookie: as } });
/** The page's HTML without React's text separators. */
const read = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
/** A form post from the page itself (same origin), not following redirects. */
const post = (path: string, body: URLSearchParams | FormData, as = cookie) =>
  fetch(`${site.url}${path}`, { method: "POST", redirect: "manual", headers: { cookie: as, origin: site.url }, body });
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
/** The text of a field's message rendered beside it. */
const fieldError = (page: string, id: string) => new RegExp(`<p id="${id}-error"[^>]*>([^<]*)</p>`).exec(page)?.[1];
const stepHeading = (page: string) => /<h2 id="step-heading"[^>]*>([^<]*)<\/h2>/.exec(page)?.[1];
const file = async (bytes: Buffer, name: string, type: string) =>
  new Blob([new Uint8Array(bytes)], { type }) as Blob & { name?: string };

function kycForm(extra: Record<string, string> = {}) {
  return {
    intent: "kyc",
    dob: "1985-04-12",
    phone_no: "+91 98160 12345",
    father_name: "Ramesh Verma",
    qualification_id: choices.qualificationId,
    occupation_id: choices.occupationId,
    current_address: "12 Mall Road, Solan",
    same_as_current_address: "on",
    verification_doc_id: choices.docTypeId,
    verification_doc_number: "P1234567",
    verification_doc_upload_url: "",
    account_holder_name: "Asha Verma",
    bank_name: "State Bank of India",
    account_number: "123456789012",
    branch_name: "Solan Main",
    ifsc_code: "SBIN0001234",
    ...extra,
  };
}
function multipart(fields: Record<string, string>, files: Record<string, { blob: Blob; name: string }> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, { blob, name }] of Object.entries(files)) form.append(key, blob, name);
  return form;
}

describe("the page's loader", () => {
  it("renders the villa, the progress and step 1's form with the option lists in the first HTML", async () => {
    const res = await open(page);
    expect(res.status).toBe(200);
    const text = await read(res);
    expect(text).toContain(
      `Make ${html((await (await fetch(`${site.url}/api/property/getPropertyDetails?id=${choices.villa.id}`)).json()).data.name)} yours`,
    );
    expect(text).toContain('aria-label="Application progress"');
    expect(stepHeading(text)).toBe("Personal &amp; KYC Details");
    expect(text).toContain(`value="${member.email}"`);
    expect(text).toContain(`<option value="${choices.qualificationId}">`);
    expect(text).toContain(`<option value="${choices.docTypeId}">`);
    expect(text).not.toContain(m.loadingPropertyData);
  });

  it("a villa that does not exist: the failure message; another step than the flags allow: the step they allow", async () => {
    const missing = await open("/registration/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(m.failedToLoadPropertyDetails);
    expect(stepHeading(await (await open(`${page}?step=4`)).text())).toBe("Personal &amp; KYC Details");
  });
});

describe("the steps posted without JavaScript", () => {
  it("step 1: field messages beside the fields with the typed values kept; a PNG as identity document is refused", async () => {
    const res = await post(page, new URLSearchParams(kycForm({ father_name: "", ifsc_code: "bad" })));
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(fieldError(text, "kyc-father_name")).toBe(html(kycMessages.required("your father's name")));
    expect(fieldError(text, "kyc-ifsc_code")).toBe(kycMessages.ifsc);
    expect(fieldError(text, "kyc-verification_doc_upload_url")).toBe(kycMessages.document);
    expect(text).toContain('value="Asha Verma"');
    expect(text).toContain('value="123456789012"');
    expect((await userRow(site, member.id)).isKycDone).toBe(false);

    const png = await post(
      page,
      multipart(kycForm(), {
        verification_doc_file: { blob: await file(await fixtures.png(), "id.png", "image/png"), name: "id.png" },
      }),
    );
    expect(png.status).toBe(400);
    expect(await png.text()).toContain(m.identityDocumentPdf);
  });

  it("step 1 with its PDF (multipart): stored, and on to step 2", async () => {
    const res = await post(
      page,
      multipart(kycForm(), {
        verification_doc_file: {
          blob: await file(await fixtures.pdf(), "identity.pdf", "application/pdf"),
          name: "identity.pdf",
        },
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${page}?step=2`);
    const kyc = await site.app.inject({ method: "GET", url: "/api/registration/getKyc", headers: member.headers });
    const saved = kyc.json().data;
    expect(saved.father_name).toBe("Ramesh Verma");
    expect(saved.permanent_address).toBe("12 Mall Road, Solan");
    expect(saved.verification_doc_upload_url).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const stored = await fetch(`${site.url}${saved.verification_doc_upload_url}`, { headers: { cookie } });
    expect(stored.status).toBe(200);
    expect((await stored.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const next = await (await open(res.headers.get("location")!)).text();
    expect(stepHeading(next)).toBe("Family Member Details");
    // the resume step is 2 now; step 1 (Back) stays open, prefilled; step 3 is not yet
    expect(stepHeading(await (await open(page)).text())).toBe("Family Member Details");
    const back = await (await open(`${page}?step=1`)).text();
    expect(stepHeading(back)).toBe("Personal &amp; KYC Details");
    expect(back).toContain('value="Ramesh Verma"');
    expect(stepHeading(await (await open(`${page}?step=3`)).text())).toBe("Family Member Details");
  });

  it("step 2: Add gives a row back, a row's messages beside it, then the list is saved and step 3 follows", async () => {
    const added = await post(`${page}?step=2`, new URLSearchParams({ intent: "family", add: "1" }));
    expect(added.status).toBe(200);
    const withRow = await added.text();
    expect(withRow).toContain('name="family_details.0.family_member_name"');

    const row = {
      "family_details.0.family_member_name": "Kiran Verma",
      "family_details.0.relation": "",
      "family_details.0.dob": "1987-09-03",
      "family_details.0.qualification_id": choices.qualificationId,
    };
    const invalid = await post(`${page}?step=2`, new URLSearchParams({ intent: "family", ...row }));
    expect(invalid.status).toBe(400);
    const again = await invalid.text();
    expect(fieldError(again, "family-0-relation")).toBe(kycMessages.required("the relationship"));
    expect(again).toContain('value="Kiran Verma"');

    const saved = await post(
      `${page}?step=2`,
      new URLSearchParams({ intent: "family", ...row, "family_details.0.relation": "Spouse" }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${page}?step=3`);
    const family = await site.app.inject({
      method: "GET",
      url: "/api/registration/familyMember",
      headers: member.headers,
    });
    expect(
      family
        .json()
        .data.family_details.map((f: { family_member_name: string; relation: string }) => [
          f.family_member_name,
          f.relation,
        ]),
    ).toEqual([["Kiran Verma", "Spouse"]]);
    expect(stepHeading(await (await open(saved.headers.get("location")!)).text())).toBe("Payment Process");
  });

  it("step 3 says where to pay: the club's bank account (from its settings) beside the receipt, with the first step's amount", async () => {
    const text = await read(await open(`${page}?step=3`));
    expect(stepHeading(text)).toBe("Payment Process");
    expect(text).toContain("Pay by bank transfer");
    for (const [label, value] of bankAccountRows(DEMO_CLUB_SETTINGS)!)
      expect(text).toMatch(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*><span[^>]*>${value}</span>`));
    // the UPI QR code of the first step's amount, drawn on the server, and the reference to quote
    const first = formatRupees(splitAmount(choices.villa.price, DEFAULT_FLEXIBLE_STEPS)[0]);
    expect(text).toMatch(new RegExp(`<div role="img" aria-label="UPI QR code for ${first}"[^>]*><svg`));
    expect(text).toContain(transferReference(member.id, { step: 1 }));
    // the receipt form asks for the transfer's UTR and the day paid
    expect(text).toContain("Transaction reference (UTR)");
    expect(text).toContain("Day you paid");
    // the plan shown first is flexible in DEFAULT_FLEXIBLE_STEPS steps: the amount is its first step's
    expect(text).toMatch(
      new RegExp(
        `<dt[^>]*>Amount</dt><dd[^>]*>${formatRupees(splitAmount(choices.villa.price, DEFAULT_FLEXIBLE_STEPS)[0])}</dd>`,
      ),
    );
  });

  it("step 3: without a receipt the red box; with the receipt (multipart) the plan is made, its first step paid, on to step 4", async () => {
    const none = await post(
      `${page}?step=3`,
      multipart({ intent: "plan", payment_mode: "flexible", payment_steps: "3", payment_receipt_url: "" }),
    );
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(m.uploadReceiptBeforeProceeding);

    const exe = await post(
      `${page}?step=3`,
      multipart(
        { intent: "plan", payment_mode: "flexible", payment_steps: "3" },
        {
          payment_receipt_file: {
            blob: await file(fixtures.exe(), "receipt.pdf", "application/pdf"),
            name: "receipt.pdf",
          },
        },
      ),
    );
    expect(exe.status).toBe(415);
    expect(await exe.text()).toContain(m.uploadType);

    const res = await post(
      `${page}?step=3`,
      multipart(
        { intent: "plan", payment_mode: "flexible", payment_steps: "3" },
        {
          payment_receipt_file: {
            blob: await file(await fixtures.png(), "receipt.png", "image/png"),
            name: "receipt.png",
          },
        },
      ),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${page}?step=4`);
    const plan = (
      await site.app.inject({ method: "GET", url: `/api/payment-details/${choices.villa.id}`, headers: member.headers })
    ).json().data;
    expect(plan.payment_steps).toBe(3);
    expect(plan.total_amount).toBe(choices.villa.price);
    expect(plan.steps.map((s: { status: string }) => s.status)).toEqual(["paid", "pending", "pending"]);
    expect(plan.steps[0].payment_receipt_url).toMatch(/^\/files\//);
    // the resume step is the summary now
    expect(stepHeading(await (await open(page)).text())).toBe("Payment Summary &amp; Invoice Download");
  });

  it("the Pay Now of a later step says where to pay: the club's bank account and the step's amount", async () => {
    const view = await read(await open(`${page}?step=4&pay=2`));
    expect(view).toContain("Pay Development");
    expect(view).toContain("Pay by bank transfer");
    for (const [label, value] of bankAccountRows(DEMO_CLUB_SETTINGS)!)
      expect(view).toMatch(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*><span[^>]*>${value}</span>`));
    expect(view).toContain(`aria-label="UPI QR code for ${formatRupees(splitAmount(choices.villa.price, 3)[1])}"`);
    expect(view).toContain(transferReference(member.id, { step: 2 }));
    expect(view).toMatch(
      new RegExp(`<dt[^>]*>Amount</dt><dd[^>]*>${formatRupees(splitAmount(choices.villa.price, 3)[1])}</dd>`),
    );
  });

  it("step 4: ?pay=N shows the step's payment form; a receipt pays it; step 5 only once every step is paid", async () => {
    const view = await (await open(`${page}?step=4&pay=2`)).text();
    expect(view).toContain("Pay Development");
    expect(view).toContain('name="step_number" value="2"');
    expect(stepHeading(await (await open(`${page}?step=5`)).text())).toBe("Payment Summary &amp; Invoice Download");

    const none = await post(
      `${page}?step=4&pay=2`,
      multipart({ intent: "pay", step_number: "2", payment_receipt_url: "" }),
    );
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(m.uploadReceiptFirst);

    // each receipt with its transfer's UTR and day paid; one transfer's UTR on two receipts is refused at its field
    const utr = `NEFT${String(process.pid).padStart(12, "0")}`;
    const payStep = async (step: number, transfer: { utr: string; paid_on: string }) =>
      post(
        `${page}?step=4&pay=${step}`,
        multipart(
          { intent: "pay", step_number: String(step), ...transfer },
          {
            payment_receipt_file: {
              blob: await file(await fixtures.pdf("Receipt"), "r.pdf", "application/pdf"),
              name: "r.pdf",
            },
          },
        ),
      );
    for (const [step, stepUtr] of [
      [2, utr],
      [3, utr],
      [3, `${utr}3`],
    ] as const) {
      const paid = await payStep(step, { utr: stepUtr.toLowerCase(), paid_on: clubToday() });
      if (step === 3 && stepUtr === utr) {
        expect(paid.status).toBe(409);
        expect(await paid.text()).toMatch(
          new RegExp(`<p id="pay-step-3-utr-error"[^>]*>${html(pim.utrTaken).replace(/[()]/g, "\\$&")}</p>`),
        );
        continue;
      }
      expect(paid.status).toBe(302);
      expect(paid.headers.get("location")).toBe(`${page}?step=4`);
    }
    const plan = (
      await site.app.inject({ method: "GET", url: `/api/payment-details/${choices.villa.id}`, headers: member.headers })
    ).json().data;
    expect(plan.steps.every((s: { status: string }) => s.status === "paid")).toBe(true);
    const review = await (await open(`${page}?step=5`)).text();
    expect(stepHeading(review)).toBe("Final Review &amp; Confirmation");
    expect(review).toContain("Kiran Verma");
  });

  it("step 5: both confirmations or the message; then /registration-submit names the villa, and the application leads to the dashboard", async () => {
    const one = await post(`${page}?step=5`, new URLSearchParams({ intent: "final", confirm_details: "on" }));
    expect(one.status).toBe(400);
    expect(await one.text()).toContain(m.acceptBothConfirmations);
    expect((await userRow(site, member.id)).isTermsAgreed).toBe(false);

    const done = await post(
      `${page}?step=5`,
      new URLSearchParams({ intent: "final", confirm_details: "on", confirm_membership: "on" }),
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/registration-submit");
    expect((await userRow(site, member.id)).isTermsAgreed).toBe(true);

    const thanks = await open("/registration-submit");
    expect(thanks.status).toBe(200);
    const name = (await (await fetch(`${site.url}/api/property/getPropertyDetails?id=${choices.villa.id}`)).json()).data
      .name as string;
    expect(await read(thanks)).toContain(`Your villa: ${html(name)}`);
    const again = await open(page);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/dashboard");
  });
});

describe("posts from the page's script and without a session", () => {
  it("a scripted post gets data, not a redirect; without a session, sign-in and back", async () => {
    const other = await createMember(site, "Meera Iyer");
    const { villa } = await seededChoices(site, 3);
    const path = `/registration/${villa.id}`;
    const scripted = await post(
      `${path}.data`,
      new URLSearchParams({ ...kycForm({ father_name: "" }), scripted: "1" }),
      `token=${other.token}`,
    );
    expect(scripted.status).toBe(400);
    const answer = await scripted.text();
    expect(answer).toContain("Please enter your father");
    expect(answer).not.toContain("<html");

    const family = await post(
      `${path}.data`,
      new URLSearchParams({ intent: "family", scripted: "1" }),
      `token=${other.token}`,
    );
    // a refusal of the service is data too, with its status and message
    expect(family.status).toBe(409);
    expect(await family.text()).toContain(m.kycFirst);

    const anonymous = await post(path, new URLSearchParams({ intent: "family" }), "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/sign-in?redirect=${encodeURIComponent(path)}`);
    const thanks = await open("/registration-submit", "");
    expect(thanks.status).toBe(302);
    expect(thanks.headers.get("location")).toBe(`/sign-in?redirect=${encodeURIComponent("/registration-submit")}`);
  });
});

describe("in Hindi (the lng cookie)", () => {
  it("the application speaks Hindi: the page, the shared schemas' messages, the plan, the transfer panel and the thank-you page", async () => {
    const hindi = await createMember(site, "Meera Iyer");
    const { villa } = await seededChoices(site, 4);
    const as = `token=${hindi.token}; lng=hi`;
    const path = `/registration/${villa.id}`;

    const first = await read(await open(path, as));
    expect(first).toContain('<html lang="hi"');
    expect(first).toMatch(/<main id="main" tabindex="-1">/);
    expect(first).toContain("<title>स्वामित्व आवेदन | ");
    expect(first).toMatch(/<h1[^>]*>[^<]+ को अपना बनाएँ<\/h1>/);
    // the villa by its Hindi name (decision 046)
    const [names] = await site.database.db
      .select({ nameHi: properties.nameHi })
      .from(properties)
      .where(eq(properties.id, villa.id));
    expect(names.nameHi).toMatch(/[\u0900-\u097F]/);
    expect(first).toMatch(new RegExp(`<h1[^>]*>${names.nameHi} को अपना बनाएँ</h1>`));
    expect(stepHeading(first)).toBe("व्यक्तिगत और केवाईसी विवरण");
    expect(first).toContain('aria-label="आवेदन की प्रगति"');
    for (const english of ["Personal details", "Bank details", "Your chosen villa", "Property summary", "Back", "Next"])
      expect(first, english).not.toMatch(new RegExp(`>${english}<`));

    // the shared schema's messages beside the fields, in Hindi
    const refused = await read(
      await post(path, new URLSearchParams(kycForm({ father_name: "", ifsc_code: "bad" })), as),
    );
    expect(fieldError(refused, "kyc-father_name")).toBe("कृपया अपने पिता का नाम डालें।");
    expect(fieldError(refused, "kyc-ifsc_code")).toBe("कृपया सही IFSC कोड डालें, जैसे SBIN0001234।");
    expect(fieldError(refused, "kyc-verification_doc_upload_url")).toBe("कृपया अपना पहचान दस्तावेज़ (PDF) अपलोड करें।");

    const pdf = { blob: await file(await fixtures.pdf(), "identity.pdf", "application/pdf"), name: "identity.pdf" };
    expect((await post(path, multipart(kycForm(), { verification_doc_file: pdf }), as)).status).toBe(302);
    expect((await post(`${path}?step=2`, new URLSearchParams({ intent: "family" }), as)).status).toBe(302);

    // step 3: the plan's steps, their due labels and the transfer panel in Hindi, the amounts grouped the Indian way
    const plan = await read(await open(`${path}?step=3`, as));
    expect(stepHeading(plan)).toBe("भुगतान प्रक्रिया");
    const [firstAmount] = splitAmount(villa.price, DEFAULT_FLEXIBLE_STEPS);
    expect(plan).toMatch(
      new RegExp(`1\\. पंजीकरण और आरंभ</th><td[^>]*>${formatRupees(firstAmount, "hi")}</td><td[^>]*>तुरंत</td>`),
    );
    expect(plan).toContain("2 महीनों के भीतर");
    expect(plan).toContain("बैंक ट्रांसफ़र से भुगतान करें");
    expect(plan).toMatch(/<dt[^>]*>IFSC कोड<\/dt>/);
    expect(plan).toContain(`aria-label="${formatRupees(firstAmount, "hi")} के लिए UPI QR कोड"`);
    expect(plan).toContain("लेन-देन संदर्भ (UTR)");
    for (const english of ["Pay by bank transfer", "Immediately", "Registration &amp; Initiation", "Account number"])
      expect(plan, english).not.toContain(english);

    // the thank-you page
    const thanks = await read(await open("/registration-submit", as));
    expect(thanks).toContain('<html lang="hi"');
    expect(thanks).toMatch(/<h1[^>]*>धन्यवाद!<\/h1>/);
    expect(thanks).toContain("डैशबोर्ड पर जाएँ");
    expect(thanks).not.toContain("Go to Dashboard");
  });
});
