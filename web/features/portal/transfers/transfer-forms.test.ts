import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transferMessages as m } from "../../../../common/transfer";
import { memberWithVilla } from "../../../../server/test/member-with-villa";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { announcements, pageHtml, postForm, visibleText } from "../../../../server/test/portal-posts";

/*
 * The Transfer tab without JavaScript: the requests in the first HTML, and the
 * four-step form posted to /dashboard as a browser posts it — Next and Back too (`goto`), the fields kept.
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => {
  await site?.close();
});

const heading = (html: string) =>
  /<h2[^>]*>([^<]+)<\/h2>/.exec(html.slice(html.indexOf('aria-label="Transfer request"')))?.[1];

describe("the Transfer tab's form, posted without JavaScript", () => {
  it("moves through the steps with the fields kept, refuses a wrong signature with the service's status, then stores the request once", async () => {
    const { member, villa } = await memberWithVilla(site, 0, { name: "Asha Verma" });
    const path = "/dashboard?tab=transfer";
    const first = await pageHtml(site, member, path);
    expect(heading(first)).toBe("Select Property");
    expect(visibleText(first)).not.toContain("Your transfer requests");

    // Next without a villa chosen: step 1 again, with the message beside it
    const none = await postForm(site, member, path, { intent: "transfer.submit", goto: "2" });
    expect(none.status).toBe(400);
    const noneHtml = await none.text();
    expect(heading(noneHtml)).toBe("Select Property");
    expect(noneHtml).toMatch(/id="transfer-property-error"[^>]*>Please select the property to transfer\.</);

    const fields: Record<string, string> = {
      intent: "transfer.submit",
      property_id: villa.id,
      "transferee.full_name": "Meera Iyer",
      "transferee.email": "meera.iyer@example.org",
      "transferee.phone": "9988776655",
      "transferee.relationship": "Sister",
      "transferee.address": "4 Lake View Road, Bhopal",
      reason: "My sister will look after the villa from next year.",
      signature: "Asha Verma",
      consent: "true",
    };
    const second = await postForm(site, member, path, { intent: "transfer.submit", property_id: villa.id, goto: "2" });
    expect(second.status).toBe(200);
    const secondHtml = await second.text();
    expect(heading(secondHtml)).toBe("Transferee Details");
    // the villa chosen goes along with the next steps
    expect(secondHtml).toContain(`<input type="hidden" name="property_id" value="${villa.id}"/>`);

    // a step left incomplete is where the page stays
    const noEmail = await postForm(site, member, path, { ...fields, "transferee.email": "not-an-email", goto: "3" });
    expect(noEmail.status).toBe(400);
    const noEmailHtml = await noEmail.text();
    expect(heading(noEmailHtml)).toBe("Transferee Details");
    expect(visibleText(noEmailHtml)).toContain(m.email);
    expect(noEmailHtml).toContain('value="Meera Iyer"');

    const review = await postForm(site, member, path, { ...fields, signature: "", consent: "", goto: "4" });
    expect(review.status).toBe(200);
    const reviewHtml = await review.text();
    expect(heading(reviewHtml)).toBe("E Sign and Consent");
    expect(visibleText(reviewHtml)).toContain("Meera Iyer (Sister), meera.iyer@example.org, 9988776655");

    // the consent is required; the signature must be the member's name (the service's 400)
    const noConsent = await postForm(site, member, path, { ...fields, consent: "" });
    expect(noConsent.status).toBe(400);
    expect(await noConsent.text()).toMatch(
      /id="transfer-consent-error"[^>]*>Please confirm that this transfer is voluntary/,
    );
    const wrongName = await postForm(site, member, path, { ...fields, signature: "Someone Else" });
    expect(wrongName.status).toBe(400);
    const wrongHtml = await wrongName.text();
    expect(heading(wrongHtml)).toBe("E Sign and Consent");
    expect(announcements(wrongHtml)).toContain(m.signatureMismatch("Asha Verma"));
    expect(wrongHtml).toContain('value="Someone Else"');
    const none0 = await site.app.inject({ method: "GET", url: "/api/transfers", headers: member.headers });
    expect(none0.json().data).toEqual([]);

    const sent = await postForm(site, member, path, fields);
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(announcements(sentHtml)).toContain(m.submitted);
    expect(visibleText(sentHtml)).toContain("Status: Submitted");
    expect(sentHtml).not.toContain('aria-label="Transfer request"');
    const stored = await site.app.inject({ method: "GET", url: "/api/transfers", headers: member.headers });
    expect(stored.json().data).toMatchObject([
      {
        status: "submitted",
        property: { _id: villa.id },
        transferee: { full_name: "Meera Iyer", relationship: "Sister" },
      },
    ]);

    // one open request per villa: the service's 409, shown above the list
    const twice = await postForm(site, member, path, fields);
    expect(twice.status).toBe(409);
    expect(announcements(await twice.text())).toContain(m.alreadyOpen);
  });
});

describe("the Transfer tab in Hindi (the lng=hi cookie)", () => {
  const hindiPost = (member: { token: string }, fields: Record<string, string>) =>
    fetch(`${site.url}/dashboard?tab=transfer`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: site.url,
        cookie: `token=${member.token}; lng=hi`,
      },
      body: new URLSearchParams(fields).toString(),
    });

  /** The open step's heading, inside the form named in Hindi. */
  const hindiHeading = (html: string) =>
    /<h2[^>]*>([^<]+)<\/h2>/.exec(html.slice(html.indexOf('aria-label="हस्तांतरण अनुरोध"')))?.[1];

  it("names the steps and the relationships in Hindi and says the form's and the service's answers in Hindi", async () => {
    const { member, villa } = await memberWithVilla(site, 1, { name: "Asha Verma" });
    const first = await fetch(`${site.url}/dashboard?tab=transfer`, {
      headers: { cookie: `token=${member.token}; lng=hi` },
    });
    const firstHtml = await first.text();
    expect(firstHtml).toMatch(/<html lang="hi"/);
    expect(hindiHeading(firstHtml)).toBe("संपत्ति चुनें");
    expect(visibleText(firstHtml)).toContain("चरण 1 / 4");

    const none = await hindiPost(member, { intent: "transfer.submit", goto: "2" });
    expect(none.status).toBe(400);
    expect(await none.text()).toMatch(/id="transfer-property-error"[^>]*>कृपया हस्तांतरित की जाने वाली संपत्ति चुनें।</);

    const fields: Record<string, string> = {
      intent: "transfer.submit",
      property_id: villa.id,
      "transferee.full_name": "Meera Iyer",
      "transferee.email": "meera.iyer@example.org",
      "transferee.phone": "9988776655",
      "transferee.relationship": "Sister",
      "transferee.address": "4 Lake View Road, Bhopal",
      reason: "My sister will look after the villa from next year.",
      signature: "Asha Verma",
      consent: "true",
    };
    const second = await hindiPost(member, { intent: "transfer.submit", property_id: villa.id, goto: "2" });
    const secondHtml = await second.text();
    expect(hindiHeading(secondHtml)).toBe("हस्तांतरिती का विवरण");
    // the relationships read in Hindi, their values the API's
    expect(secondHtml).toContain('<option value="Sister">बहन</option>');

    const wrongName = await hindiPost(member, { ...fields, signature: "Someone Else" });
    expect(wrongName.status).toBe(400);
    expect(announcements(await wrongName.text())).toContain(
      "कृपया अपना पूरा नाम ठीक वैसा ही टाइप करें जैसा आपके खाते में है (Asha Verma)।",
    );
    const sent = await hindiPost(member, fields);
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(announcements(sentHtml)).toContain("आपका हस्तांतरण अनुरोध जमा हो गया है।");
    const text = visibleText(sentHtml);
    expect(text).toContain("आपके हस्तांतरण अनुरोध");
    expect(text).toContain("स्थिति: जमा किया गया");
    expect(text).toContain("बहन ·");
    expect(text).not.toContain("Status: Submitted");
  });
});
