import { addDays, format, nextTuesday } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../../common/auth-messages";
import { conveyanceMessages as m } from "../../../../common/conveyance";
import { formatWeekdayDate } from "../../../../common/format";
import { registrationMessages } from "../../../../common/registration";
import { startMailCatcher, type MailCatcher } from "../../../../server/test/mail-catcher";
import {
  createMember,
  fixtures,
  kycPayload,
  seededChoices,
  upload,
  type TestMember,
} from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { announcements, pageHtml, postForm, postMultipart, visibleText } from "../../../../server/test/portal-posts";

/*
 * The Conveyance tab without JavaScript: Send OTP, Verify OTP and the
 * request's steps posted to /dashboard as a browser posts them — the files in the form itself (multipart),
 * stored as the upload API stores them.
 */

let site: TestSite;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  site = await openTestSite({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await site?.close();
  await mail?.close();
});

/** A member with a villa in a 2-step plan (as the conveyance needs). */
async function villaMember(villaIndex = 1): Promise<TestMember> {
  const member = await createMember(site, "Omkar Das");
  const choices = await seededChoices(site, villaIndex);
  const send = (url: string, payload: object) =>
    site.app.inject({ method: "POST", url, payload, headers: member.headers });
  const doc = await upload(site.app, member, "/api/upload/upload-doc", "document", {
    name: "id.pdf",
    bytes: await fixtures.pdf(),
  });
  expect(
    (await send(`/api/registration/kyc/${choices.villa.id}`, kycPayload(choices, doc.json().url))).statusCode,
  ).toBe(200);
  expect((await send("/api/registration/familyMember", { family_details: [] })).statusCode).toBe(200);
  const plan = await send(`/api/payment-details/${choices.villa.id}`, {
    payment_mode: "flexible",
    payment_steps: 2,
    total_amount: choices.villa.price,
  });
  expect(plan.statusCode, plan.body).toBe(201);
  return member;
}

const heading = (html: string) => /<h2 id="conveyance-step"[^>]*>([^<]+)<\/h2>/.exec(html)?.[1];
const digits = (code: string) => Object.fromEntries([...code].map((digit, i) => [`conveyance-otp-${i + 1}`, digit]));
const tuesday = format(nextTuesday(addDays(new Date(), 1)), "yyyy-MM-dd");

describe("the Conveyance tab's forms, posted without JavaScript", () => {
  it("verifies the e-mail with the mailed OTP, moves through the steps with the files posted, and stores the request", async () => {
    const member = await villaMember();
    const path = "/dashboard?tab=conveyance";
    const first = await pageHtml(site, member, path);
    expect(heading(first)).toBe("Verification");
    expect(visibleText(first)).toContain("Send OTP");

    // no step without a verified OTP
    const early = await postForm(site, member, path, { intent: "conveyance.submit", goto: "2" });
    expect(early.status).toBe(400);
    const earlyHtml = await early.text();
    expect(heading(earlyHtml)).toBe("Verification");
    expect(announcements(earlyHtml)).toContain(m.verifyFirst);

    const sent = await postForm(site, member, path, { intent: "conveyance.send-otp" });
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(announcements(sentHtml)).toContain(m.otpSent);
    expect(sentHtml).toContain('aria-label="Digit 1 of 4"');
    const code = /^\s+(\d{4})$/m.exec((await mail.mailTo(member.email)).text)?.[1] ?? "";
    expect(code).toMatch(/^\d{4}$/);

    const wrong = await postForm(site, member, path, {
      intent: "conveyance.verify-otp",
      ...digits(code === "0000" ? "1111" : "0000"),
    });
    expect(wrong.status).toBe(400);
    expect(announcements(await wrong.text())).toContain(authMessages.otpInvalid);
    const verified = await postForm(site, member, path, { intent: "conveyance.verify-otp", ...digits(code) });
    expect(verified.status).toBe(200);
    expect(visibleText(await verified.text())).toContain(`✓ ${m.otpVerified} (${member.email})`);

    const nominee = {
      intent: "conveyance.submit",
      fullName: "Kiran Joshi",
      phoneNumber: "9811122334",
      relationship: "Spouse",
      dob: "1988-03-09",
      email: "kiran.joshi@example.org",
      idType: "Passport",
    };
    // the nominee's step needs its ID document: the page stays on it, the fields kept
    const noId = await postMultipart(site, member, path, { ...nominee, idFile: "", goto: "3" });
    expect(noId.status).toBe(400);
    const noIdHtml = await noId.text();
    expect(heading(noIdHtml)).toBe("Nominee Details");
    expect(noIdHtml).toContain('value="Kiran Joshi"');

    const withId = await postMultipart(site, member, path, {
      ...nominee,
      idFile: "",
      idFileFile: { name: "passport.pdf", type: "application/pdf", bytes: await fixtures.pdf("Passport") },
      goto: "3",
    });
    expect(withId.status).toBe(200);
    const villaStep = await withId.text();
    expect(heading(villaStep)).toBe("Villa Details");
    const idFile = /name="idFile" value="(\/files\/[0-9a-f-]{36})"/.exec(villaStep)?.[1] ?? "";
    expect(idFile).toMatch(/^\/files\//);
    // the stored file is the member's, served to them
    const served = await fetch(`${site.url}${idFile}`, { headers: { cookie: `token=${member.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");

    // a program renamed .pdf is refused as the upload API refuses it
    const exe = await postMultipart(site, member, path, {
      ...nominee,
      idFile,
      documentFile: { name: "deed.pdf", type: "application/pdf", bytes: fixtures.exe() },
      goto: "5",
    });
    expect(exe.status).toBe(415);
    const exeHtml = await exe.text();
    expect(heading(exeHtml)).toBe("Document");
    expect(announcements(exeHtml)).toContain(registrationMessages.uploadType);

    const legal = await postMultipart(site, member, path, {
      ...nominee,
      idFile,
      documentFile: {
        name: "request-letter.pdf",
        type: "application/pdf",
        bytes: await fixtures.pdf("Request letter"),
      },
      goto: "5",
    });
    expect(legal.status).toBe(200);
    const legalHtml = await legal.text();
    expect(heading(legalHtml)).toBe("Legal Process");
    const document = /name="document" value="(\/files\/[0-9a-f-]{36})"/.exec(legalHtml)?.[1] ?? "";
    expect(document).toMatch(/^\/files\//);

    const wednesday = format(addDays(new Date(`${tuesday}T12:00:00`), 1), "yyyy-MM-dd");
    const notTuesday = await postForm(site, member, path, { ...nominee, idFile, document, appointmentDate: wednesday });
    expect(notTuesday.status).toBe(400);
    const notTuesdayHtml = await notTuesday.text();
    expect(heading(notTuesdayHtml)).toBe("Legal Process");
    expect(visibleText(notTuesdayHtml)).toContain(m.tuesdaysOnly);

    const submitted = await postForm(site, member, path, { ...nominee, idFile, document, appointmentDate: tuesday });
    expect(submitted.status).toBe(200);
    const done = await submitted.text();
    expect(announcements(done)).toContain(m.submitted);
    expect(visibleText(done)).toContain("Status: Submitted");
    expect(visibleText(done)).toContain("Kiran Joshi (Spouse)");
    expect(heading(done)).toBeUndefined();
    const stored = await site.app.inject({ method: "GET", url: "/api/conveyance", headers: member.headers });
    expect(stored.json().data.requests).toMatchObject([
      { status: "submitted", appointmentDate: tuesday, nominee: { fullName: "Kiran Joshi" }, document },
    ]);

    // one request in progress: the service's 409
    const twice = await postForm(site, member, path, { ...nominee, idFile, document, appointmentDate: tuesday });
    expect(twice.status).toBe(409);
    expect(announcements(await twice.text())).toContain(m.openRequest);

    // the request in Hindi: its status, and the appointment's weekday and month named in Hindi
    const hindi = await fetch(`${site.url}${path}`, { headers: { cookie: `token=${member.token}; lng=hi` } });
    const hindiText = visibleText(await hindi.text());
    expect(hindiText).toContain("आपका कन्वेयंस अनुरोध");
    expect(hindiText).toContain("स्थिति: जमा किया गया");
    expect(hindiText).toContain(`${formatWeekdayDate(tuesday, "hi")} (क्लब की पुष्टि की प्रतीक्षा है)`);
    expect(formatWeekdayDate(tuesday, "hi")).toMatch(/^मंगलवार, /);
    expect(hindiText).not.toContain("Status: Submitted");
  });
});

describe("the Conveyance tab in Hindi (the lng=hi cookie)", () => {
  const hindiPost = (member: TestMember, fields: Record<string, string>) =>
    fetch(`${site.url}/dashboard?tab=conveyance`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: site.url,
        cookie: `token=${member.token}; lng=hi`,
      },
      body: new URLSearchParams(fields).toString(),
    });

  it("asks for the OTP in Hindi and says the server's answers in Hindi", async () => {
    const member = await villaMember(2);
    const first = await fetch(`${site.url}/dashboard?tab=conveyance`, {
      headers: { cookie: `token=${member.token}; lng=hi` },
    });
    const html = await first.text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(heading(html)).toBe("सत्यापन");
    const text = visibleText(html);
    expect(text).toContain(`हम ${member.email} पर 4 अंकों का कोड (ओटीपी) ई-मेल करते हैं।`);
    expect(text).toContain("ओटीपी भेजें");
    expect(html).toContain('aria-label="कन्वेयंस की प्रगति"');
    expect(text).not.toContain("Send OTP");

    const early = await hindiPost(member, { intent: "conveyance.submit", goto: "2" });
    expect(early.status).toBe(400);
    expect(announcements(await early.text())).toContain(
      "कृपया पहले ओटीपी से अपना ई-मेल सत्यापित करें (सत्यापन 30 मिनट तक मान्य रहता है)।",
    );
    const sent = await hindiPost(member, { intent: "conveyance.send-otp" });
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(announcements(sentHtml)).toContain("हमने आपके ई-मेल पर 4 अंकों का कोड (ओटीपी) भेज दिया है।");
    expect(sentHtml).toContain('aria-label="4 में से अंक 1"');
    const wrong = await hindiPost(member, { intent: "conveyance.verify-otp", ...digits("12") });
    expect(wrong.status).toBe(400);
    expect(announcements(await wrong.text())).toContain("कृपया ई-मेल में आया 4 अंकों का ओटीपी डालें।");
  });
});
