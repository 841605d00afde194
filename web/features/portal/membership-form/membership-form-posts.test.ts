import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membershipFormMessages as m, type MembershipFormRecord } from "../../../../common/membership-form";
import { documentsMessages } from "../../../../common/portal-documents";
import { registrationMessages } from "../../../../common/registration";
import { fixtures, payingMember as payingMemberOf, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";

/*
 * The Documents and Membership form tabs of the portal, rendered on the server, and the membership form's steps
 * posted to /dashboard as a browser sends them before (or without) the page's script: url-encoded, or multipart
 * with the step's file.
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

/** A member of the application's fixtures with `paid` of `steps` steps paid. */
const payingMember = (steps: number, paid: number, name = "Asha Verma") =>
  payingMemberOf(site, { villaIndex: nextVilla++, steps, paid, name });

/** The member's session cookie, and the language cookie of a reader who chose Hindi. */
const cookieOf = (member: TestMember, language?: "hi") => `token=${member.token}${language ? `; lng=${language}` : ""}`;

/** The page as the browser first gets it. */
async function page(member: TestMember, path: string, language?: "hi") {
  const res = await fetch(`${site.url}${path}`, {
    headers: { cookie: cookieOf(member, language) },
    redirect: "manual",
  });
  return { status: res.status, html: readable(await res.text()) };
}

/** A form of the page posted by the browser itself (same origin): url-encoded, or multipart when it holds a file. */
async function post(member: TestMember, path: string, fields: Record<string, string | File>, language?: "hi") {
  const withFile = Object.values(fields).some((value) => typeof value !== "string");
  let body: FormData | string;
  const headers: Record<string, string> = { cookie: cookieOf(member, language), origin: site.url };
  if (withFile) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  } else {
    body = new URLSearchParams(fields as Record<string, string>).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  const res = await fetch(`${site.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
  return { status: res.status, html: readable(await res.text()) };
}

const saved = async (member: TestMember): Promise<MembershipFormRecord> =>
  (await api(member, "GET", "/api/membership-form")).json().data;

/** The page as a reader sees its text: without the markers React puts between texts, apostrophes and ampersands decoded. */
const readable = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
/** The page without its scripts (the page's catalogues travel in its data: their words are not on the page). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
/** The level-2 heading of the open step. */
const stepHeading = (html: string) => /<h2 id="membership-step"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

const personalFields = (record: MembershipFormRecord) => ({
  intent: "membership.save",
  step: "1",
  fullName: "Meera Shah",
  dateOfBirth: record.personal.dateOfBirth,
  phoneNumber: "9876543210",
  email: record.personal.email,
  qualification: record.personal.qualification,
  occupation: record.personal.occupation,
  currentAddress: "4 Lake View, Rishikesh",
  permanentAddress: "an old address",
  sameAsCurrentAddress: "on",
  document: record.personal.document,
});

const nomineeFields = {
  intent: "membership.save",
  step: "2",
  fullName: "Kiran Shah",
  phoneNumber: "9811122334",
  relationship: "Spouse",
  dob: "1987-02-01",
  email: "kiran@example.org",
  idType: "Passport",
  idFile: "",
};

const file = async (name: string, kind: "pdf" | "png") =>
  new File([new Uint8Array(kind === "pdf" ? await fixtures.pdf() : await fixtures.png())], name, {
    type: kind === "pdf" ? "application/pdf" : "image/png",
  });

describe("the Documents tab, rendered on the server", () => {
  it("the first HTML of /dashboard?tab=documents lists the member's documents with their states", async () => {
    const member = await payingMember(2, 1);
    const { status, html } = await page(member, "/dashboard?tab=documents");
    expect(status).toBe(200);
    // not rendered (the page's data, its scripts, carries the catalogue that words it)
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain(documentsMessages.loading);
    expect(html).toMatch(/data-document="identity-document"[\s\S]*?Available/);
    expect(html).toMatch(/data-document="moa"[\s\S]*?Not available yet/);
    expect(html).toMatch(
      /<a href="\/files\/[0-9a-f-]{36}\?download=1" download=""[^>]*>Download<span class="sr-only"> Identity document/,
    );
  });
});

describe("the Membership form tab, without JavaScript", () => {
  it("below half paid the first HTML is the locked panel (the 403 as data), and a post is refused with the same message", async () => {
    const member = await payingMember(3, 1);
    const { status, html } = await page(member, "/dashboard?tab=membership");
    expect(status).toBe(200);
    expect(html).toContain("Membership form locked");
    expect(html).toContain(m.locked);
    expect(html).toContain("You have paid 33% so far.");
    expect(shown(html)).not.toContain(m.loading);

    const refused = await post(member, "/dashboard?tab=membership", { intent: "membership.submit" });
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("Membership form locked");
  });

  it("opens at step 1 prefilled; a refused step shows its messages and the values sent; each step saved leads to the next; submits once", async () => {
    const member = await payingMember(2, 1, "Meera Shah");
    const first = await page(member, "/dashboard?tab=membership");
    expect(first.status).toBe(200);
    expect(stepHeading(first.html)).toBe("Personal");
    expect(shown(first.html)).not.toContain(m.loading);
    expect(inputValue(first.html, "fullName")).toBe("Meera Shah");
    expect(first.html).toMatch(/<form[^>]*action="\/dashboard\?tab=membership&step=1" encType="multipart\/form-data"/);
    const record = await saved(member);
    expect(record.status).toBe("new");

    // refused: the step's messages beside its fields, the values sent kept, nothing saved
    const refused = await post(member, "/dashboard?tab=membership&step=1", {
      ...personalFields(record),
      fullName: "",
      phoneNumber: "12ab",
    });
    expect(refused.status).toBe(400);
    expect(stepHeading(refused.html)).toBe("Personal");
    expect(refused.html).toContain("Please check the fields marked below.");
    expect(refused.html).toContain(
      `<p id="mf-full-name-error" class="mt-1 text-sm font-medium text-[#b42318]">${m.fullName}</p>`,
    );
    expect(refused.html).toContain(m.phoneNumber);
    expect(inputValue(refused.html, "phoneNumber")).toBe("12ab");
    expect(inputValue(refused.html, "fullName")).toBe("");
    expect((await saved(member)).status).toBe("new");

    // step 1 with a new identity document posted in the form (multipart): stored, saved, on to step 2
    const step1 = await post(member, "/dashboard?tab=membership&step=1", {
      ...personalFields(record),
      documentFile: await file("passport.pdf", "pdf"),
    });
    expect(step1.status).toBe(200);
    expect(stepHeading(step1.html)).toBe("Nominee Details");
    const afterStep1 = await saved(member);
    expect(afterStep1).toMatchObject({ status: "draft", step: 2 });
    expect(afterStep1.personal).toMatchObject({
      fullName: "Meera Shah",
      currentAddress: "4 Lake View, Rishikesh",
      permanentAddress: "4 Lake View, Rishikesh",
    });
    expect(afterStep1.personal.document).not.toBe(record.personal.document);
    expect(afterStep1.files[afterStep1.personal.document]).toBe("passport.pdf");

    // step 2 without the nominee's ID: refused by the shared schema
    const noId = await post(member, "/dashboard?tab=membership&step=2", nomineeFields);
    expect(noId.status).toBe(400);
    expect(noId.html).toContain(m.idFile);
    expect(inputValue(noId.html, "fullName")).toBe("Kiran Shah");
    // a renamed program as the ID is refused as the upload API refuses it
    const exe = await post(member, "/dashboard?tab=membership&step=2", {
      ...nomineeFields,
      idFileFile: new File([new Uint8Array(fixtures.exe())], "id.pdf"),
    });
    expect(exe.status).toBe(415);
    expect(exe.html).toContain(registrationMessages.uploadType);
    const step2 = await post(member, "/dashboard?tab=membership&step=2", {
      ...nomineeFields,
      idFileFile: await file("nominee-passport.pdf", "pdf"),
    });
    expect(step2.status).toBe(200);
    expect(stepHeading(step2.html)).toBe("E-Signature");
    const afterStep2 = await saved(member);
    expect(afterStep2.step).toBe(3);
    expect(afterStep2.nominee).toMatchObject({ fullName: "Kiran Shah", relationship: "Spouse", idType: "Passport" });
    expect(afterStep2.files[afterStep2.nominee.idFile]).toBe("nominee-passport.pdf");

    // Back without JavaScript: a GET of a step already reached; a step not reached yet is not opened
    expect(stepHeading((await page(member, "/dashboard?tab=membership&step=1")).html)).toBe("Personal");
    expect(stepHeading((await page(member, "/dashboard?tab=membership&step=4")).html)).toBe("E-Signature");

    // step 3: the signature image posted in the form
    const step3 = await post(member, "/dashboard?tab=membership&step=3", {
      intent: "membership.save",
      step: "3",
      signature: "",
      signatureFile: await file("signature.png", "png"),
    });
    expect(step3.status).toBe(200);
    expect(stepHeading(step3.html)).toBe("Submit");
    expect(step3.html).toContain("4 Lake View, Rishikesh (same as current address)");
    const afterStep3 = await saved(member);
    expect(afterStep3.step).toBe(4);
    expect(afterStep3.files[afterStep3.signature]).toBe("signature.png");

    // submit: the submitted panel with the PDF; a second submit is refused
    const submitted = await post(member, "/dashboard?tab=membership&step=4", { intent: "membership.submit" });
    expect(submitted.status).toBe(200);
    expect(submitted.html).toContain("Membership form submitted");
    expect(submitted.html).toContain(m.submitted);
    expect(submitted.html).toMatch(/href="\/files\/[0-9a-f-]{36}"[^>]*>Download membership form \(PDF\)/);
    expect((await saved(member)).status).toBe("submitted");
    const again = await post(member, "/dashboard?tab=membership&step=4", { intent: "membership.submit" });
    expect(again.status).toBe(409);
    expect(again.html).toContain(m.alreadySubmitted);
  });

  it("a post from the page's script (the file uploaded first, its address sent) saves the step the same way", async () => {
    const member = await payingMember(2, 1);
    const record = await saved(member);
    const { sameAsCurrentAddress: _, ...fields } = personalFields(record);
    const res = await post(member, "/dashboard.data?tab=membership&step=1", { ...fields, scripted: "1" });
    // the checkbox left out: "same as current" is not ticked, the permanent address is the one sent
    expect(res.status).toBe(200);
    expect(res.html).toContain(m.draftSaved);
    const after = await saved(member);
    expect(after.step).toBe(2);
    expect(after.personal).toMatchObject({
      sameAsCurrentAddress: false,
      permanentAddress: "an old address",
      document: record.personal.document,
    });
  });

  it("submitting an incomplete form names what is missing", async () => {
    const member = await payingMember(2, 1);
    const res = await post(member, "/dashboard?tab=membership", { intent: "membership.submit" });
    expect(res.status).toBe(400);
    expect(res.html).toContain("Please complete the membership form: ");
  });
});

describe("the Membership form tab in Hindi (the lng=hi cookie)", () => {
  it("the locked panel, the steps, the fields and the refusals in Hindi; the server's answers said in Hindi", async () => {
    const locked = await page(await payingMember(3, 1), "/dashboard?tab=membership", "hi");
    expect(locked.html).toMatch(/<html lang="hi"/);
    expect(locked.html).toMatch(/<h2[^>]*>सदस्यता फ़ॉर्म अभी बंद है<\/h2>/);
    expect(locked.html).toContain("आपने अब तक 33% भुगतान किया है।");
    expect(shown(locked.html)).not.toContain("Membership form locked");

    const member = await payingMember(2, 1, "Meera Shah");
    const first = await page(member, "/dashboard?tab=membership", "hi");
    expect(stepHeading(first.html)).toBe("व्यक्तिगत विवरण");
    expect(first.html).toMatch(/<label[^>]*for="mf-full-name"[^>]*>पूरा नाम<\/label>/);
    expect(first.html).toContain("स्थायी पता वही है जो वर्तमान पता है");
    expect(shown(first.html)).not.toContain("Permanent address is the same as current address");

    const record = await saved(member);
    const refused = await post(
      member,
      "/dashboard?tab=membership&step=1",
      { ...personalFields(record), fullName: "", phoneNumber: "12ab" },
      "hi",
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("कृपया नीचे चिह्नित फ़ील्ड जाँचें।");
    expect(refused.html).toMatch(/<p id="mf-full-name-error"[^>]*>कृपया अपना पूरा नाम डालें।<\/p>/);
    expect(refused.html).toContain("कृपया एक सही फ़ोन नंबर डालें (10 से 15 अंक)।");
    expect(shown(refused.html)).not.toContain(m.fullName);

    const step1 = await post(member, "/dashboard?tab=membership&step=1", personalFields(record), "hi");
    expect(step1.status).toBe(200);
    expect(stepHeading(step1.html)).toBe("नामिती का विवरण");

    // the server names the missing steps and fields in English: the page says them in Hindi
    const incomplete = await post(member, "/dashboard?tab=membership", { intent: "membership.submit" }, "hi");
    expect(incomplete.status).toBe(400);
    expect(incomplete.html).toContain("कृपया सदस्यता फ़ॉर्म पूरा करें: नामिती का विवरण (पूरा नाम, फ़ोन नंबर, संबंध,");
    expect(incomplete.html).toContain("; ई-हस्ताक्षर (हस्ताक्षर)।");
    expect(shown(incomplete.html)).not.toContain("Please complete the membership form");
  });
});
