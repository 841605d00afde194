import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { clubToday } from "../common/club-time";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { verifyReceipts } from "./office-support";
import { signUpAndSignIn } from "./support";

/** Small real files for uploads. */
export const files = {
  async pdf(text = "Identity document") {
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText(text, { x: 10, y: 100, size: 10 });
    return { name: "document.pdf", mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) };
  },
  async png(name = "receipt.png") {
    const buffer = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#1f3d2b" } })
      .png()
      .toBuffer();
    return { name, mimeType: "image/png", buffer };
  },
};

async function uploadDoc(
  api: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const res = await api.post("/api/upload/upload-doc", { multipart: { document: file } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).url;
}

async function firstOption(api: APIRequestContext, path: string): Promise<string> {
  const res = await api.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()).data[0]._id;
}

export interface Applicant {
  email: string;
  name: string;
  villa: { _id: string; name: string; price: number; villaNumber: string | null };
}

/**
 * Signs a new member up and in, and takes them through the application by the API: KYC, family, a plan of
 * `steps` steps of which `paid` are paid, their receipts verified by the club's accounts unless `verified` is false.
 * The villa is the first free one of `slug`. With `planned: false` the member stops before step 3 (no plan yet), on
 * a villa from the end of the list, which the other journeys reach last.
 */
export async function applyAndPay(
  page: Page,
  options: {
    steps: number;
    paid: number;
    slug?: string;
    name?: string;
    finalReview?: boolean;
    verified?: boolean;
    planned?: boolean;
    /** The transfers' references (UTR), one a paid step, sent with their receipts as paid today. */
    utrs?: string[];
  },
): Promise<Applicant> {
  const email = `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const name = options.name ?? "Asha Verma";
  await signUpAndSignIn(page, { email, name });
  const api = page.request;
  const [qualification, occupation, docType] = await Promise.all([
    firstOption(api, "/api/qualification/qualifications"),
    firstOption(api, "/api/occupation/occupations"),
    firstOption(api, "/api/docs/verification-docs"),
  ]);
  const documentUrl = await uploadDoc(api, await files.pdf());
  const kyc = {
    father_name: "Ravi Verma",
    dob: "1985-04-12",
    phone_no: "9876543210",
    qualification_id: qualification,
    occupation_id: occupation,
    current_address: "12 Mall Road, Solan",
    permanent_address: "12 Mall Road, Solan",
    verification_doc_id: docType,
    verification_doc_number: "ABCDE1234F",
    verification_doc_upload_url: documentUrl,
    account_holder_name: name,
    bank_name: "State Bank of India",
    account_number: "123456789012",
    branch_name: "Solan Main",
    ifsc_code: "SBIN0001234",
  };
  // the villas of the type asked for; else cubic homes first, then the other types (each journey keeps the villa it
  // takes) — never the farm villas, which e2e/registration.spec.ts reserves by position for its own journeys
  const types = ((await (await api.get("/api/propertyType/getPropertyType")).json()).data as { slug: string }[]).map(
    (t) => t.slug,
  );
  const slugs = options.slug
    ? [options.slug]
    : ["cubic-homes", ...types.filter((slug) => slug !== "cubic-homes" && slug !== "farm-villa")];
  const villas: Applicant["villa"][] = [];
  for (const slug of slugs) {
    const list = await api.get(`/api/property/getProperties?slug=${slug}&limit=50`);
    expect(list.status()).toBe(200);
    villas.push(...((await list.json()).data as Applicant["villa"][]));
  }
  // the first villa nobody holds; journeys running side by side may reach for the same one, and the
  // server gives it to one of them (409 for the other, which moves on to the next villa)
  let villa: Applicant["villa"] | undefined;
  let planId = "";
  let familyDone = false;
  if (options.planned === false) villas.reverse();
  for (const candidate of villas) {
    const kycAnswer = await api.post(`/api/registration/kyc/${candidate._id}`, { data: kyc });
    if (kycAnswer.status() === 409) continue;
    expect(kycAnswer.status(), await kycAnswer.text()).toBe(200);
    if (!familyDone) {
      expect((await api.post("/api/registration/familyMember", { data: { family_details: [] } })).status()).toBe(200);
      familyDone = true;
    }
    if (options.planned === false) {
      villa = candidate;
      break;
    }
    const plan = await api.post(`/api/payment-details/${candidate._id}`, {
      data: {
        property_id: candidate._id,
        payment_mode: options.steps === 1 ? "full" : "flexible",
        payment_steps: options.steps,
        total_amount: candidate.price,
      },
    });
    if (plan.status() === 409) continue;
    expect(plan.status(), await plan.text()).toBe(201);
    planId = (await plan.json()).data._id;
    villa = candidate;
    break;
  }
  if (!villa) throw new Error("no free villa left for the journey");
  for (let step = 1; step <= options.paid; step++) {
    const receipt = await uploadDoc(api, await files.png());
    const res = await api.put(`/api/payment-details/${villa._id}/step/${step}`, {
      data: {
        payment_receipt_url: receipt,
        ...(options.utrs?.[step - 1] ? { utr: options.utrs[step - 1], paid_on: clubToday() } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  if (options.paid > 0 && options.verified !== false) await verifyReceipts(planId);
  if (options.finalReview) {
    const res = await api.post(`/api/finalReview/${villa._id}`, {
      data: { confirm_details: true, confirm_membership: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { email, name, villa };
}
