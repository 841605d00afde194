import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryMessages as m } from "../../../common/enquiries";
import { enquiries, enquiryMessages, properties } from "../../../server/db/schema";
import { staffMember, type TestMember } from "../../../server/test/members";
import { openTestSite, type TestSite } from "../../../server/test/site";
import { openPage, postPage } from "../../../server/test/site-requests";

/*
 * /contact, the legal pages and the office's inbox as the server renders them, before any
 * script: the enquiry form posted as a plain form, its field messages, the villa filled in from ?villa=, the reply
 * and close forms of /admin/enquiries/{id}.
 */

let site: TestSite;
let frontOffice: TestMember;
let accounts: TestMember;
let villa: { id: string; name: string };

beforeAll(async () => {
  site = await openTestSite();
  frontOffice = await staffMember(site, "front-office");
  accounts = await staffMember(site, "accounts");
  [villa] = await site.database.db.select({ id: properties.id, name: properties.name }).from(properties).limit(1);
});
afterAll(async () => {
  await site?.close();
});

const fields = (over: Record<string, string> = {}) => ({
  name: "Sunita Rao",
  email: "sunita.rao@example.in",
  phone: "",
  topic: "membership",
  message: "Can my parents join me on the free stay nights?",
  ...over,
});

describe("/contact", () => {
  it("shows the office's address, phone and e-mail, the three estates, the map and the form; the public cache rules", async () => {
    const res = await openPage(site, "/contact");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const html = await res.text();
    for (const text of [
      "care@vedantaclub.in",
      "+91 98160 40000",
      "Solan",
      "Rishikesh",
      "Amarkantak",
      "Your message",
      "Send message",
      "<svg",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('method="post"');
  });

  it("fills the villa in from ?villa=<id>, and ignores an unknown one", async () => {
    const html = await (await openPage(site, `/contact?villa=${villa.id}`)).text();
    expect(html).toContain(villa.name);
    expect(html).toMatch(new RegExp(`<option value="${villa.id}"[^>]*selected`));
    expect(await (await openPage(site, "/contact?villa=00000000-0000-4000-8000-000000000000")).text()).not.toContain(
      'name="villa"',
    );
  });

  it("a plain post stores the question (with its villa) and thanks the visitor", async () => {
    const res = await postPage(
      site,
      `/contact?villa=${villa.id}`,
      fields({ villa: villa.id, email: "plain.post@example.in" }),
    );
    expect(res.status).toBe(201);
    expect(await res.text()).toContain("Thank you, Sunita Rao");
    const [row] = await site.database.db.select().from(enquiries).where(eq(enquiries.email, "plain.post@example.in"));
    expect(row).toMatchObject({ topic: "membership", propertyId: villa.id, status: "new" });
    const thread = await site.database.db.select().from(enquiryMessages).where(eq(enquiryMessages.enquiryId, row.id));
    expect(thread.map((x) => x.direction)).toEqual(["in"]);
  });

  it("a post with wrong fields answers 400 with each field's message beside it and keeps what was typed", async () => {
    const res = await postPage(site, "/contact", fields({ name: "", email: "nope", topic: "", message: "Hi" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const text of [m.nameRequired, m.emailInvalid, m.topicRequired, m.messageTooShort])
      expect(html).toContain(text);
    expect(html).toContain('value="nope"');
    expect(html).toContain('aria-invalid="true"');
  });
});

describe("the legal pages and the footer", () => {
  it("serves the three policies, the cancellation rule of the stays in words; the footer links to them and Contact Us to /contact", async () => {
    for (const [path, heading] of [
      ["/privacy-policy", "Privacy Policy"],
      ["/terms-of-use", "Terms of Use"],
      ["/cancellation-and-refund-policy", "Cancellation and Refund Policy"],
    ]) {
      const res = await openPage(site, path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain(`>${heading}</h1>`);
    }
    const policy = await (await openPage(site, "/cancellation-and-refund-policy")).text();
    expect(policy).toContain("until the day before your check-in day");
    const home = await (await openPage(site, "/privacy-policy")).text();
    for (const href of ["/privacy-policy", "/terms-of-use", "/cancellation-and-refund-policy", "/contact"])
      expect(home).toContain(`href="${href}"`);
    expect(home).not.toMatch(/href="\/coming-soon">(Privacy Policy|Terms of Use|Refund Policy)</);
    expect((await openPage(site, "/contact")).status).toBe(200);
  });

  it("lists them in the sitemap", async () => {
    const xml = await (await openPage(site, "/sitemap.xml")).text();
    for (const path of ["/contact", "/privacy-policy", "/terms-of-use", "/cancellation-and-refund-policy"])
      expect(xml).toContain(`${path}</loc>`);
  });
});

describe("/admin/enquiries", () => {
  it("sends the signed-out to sign-in; accounts get 403; the front office sees the new question", async () => {
    expect((await openPage(site, "/admin/enquiries")).status).toBe(302);
    expect((await openPage(site, "/admin/enquiries", accounts)).status).toBe(403);
    const res = await openPage(site, "/admin/enquiries", frontOffice);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Visitors' questions");
    expect(html).toContain("Can my parents join me on the free stay nights?");
    expect(await (await openPage(site, "/admin/enquiries?q=nobody-wrote-this", frontOffice)).text()).toContain(
      m.noMatch,
    );
  });

  it("replies by a plain post (the thread grows, the question is answered), refuses an empty reply, closes", async () => {
    const [row] = await site.database.db.select().from(enquiries).where(eq(enquiries.email, "plain.post@example.in"));
    const path = `/admin/enquiries/${row.id}`;
    const page = await (await openPage(site, path, frontOffice)).text();
    expect(page).toContain("Your reply");
    expect(page).toContain("Send reply");

    const empty = await postPage(site, path, { intent: "enquiry.reply", message: "  " }, frontOffice);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(m.replyRequired);

    const sent = await postPage(
      site,
      path,
      { intent: "enquiry.reply", message: "Yes, up to two adults and two children." },
      frontOffice,
    );
    expect(sent.status).toBe(200);
    const html = await sent.text();
    expect(html).toContain(m.replied);
    expect(html).toContain("Yes, up to two adults and two children.");
    expect((await site.database.db.select().from(enquiries).where(eq(enquiries.id, row.id)))[0].status).toBe(
      "answered",
    );

    expect(await (await postPage(site, path, { intent: "enquiry.close" }, frontOffice)).text()).toContain(m.closed);
    expect((await site.database.db.select().from(enquiries).where(eq(enquiries.id, row.id)))[0].status).toBe("closed");
    expect((await openPage(site, "/admin/enquiries/00000000-0000-4000-8000-000000000000", frontOffice)).status).toBe(
      404,
    );
  });
});
