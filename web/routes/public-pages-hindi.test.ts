import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryMessages } from "../../common/enquiries";
import { openTestSite, type TestSite } from "../../server/test/site";

/*
 * The public site's content pages in Hindi, as the server renders them before any script (decision record 044):
 * each page asked for with ?lng=hi (or the lng=hi cookie) says its own words in Hindi — its heading, its title — with
 * <html lang="hi"> and no lang="en" on its main content; the contact form's messages and thank-you, the verification
 * page's answer and the legal pages' binding note speak Hindi too; English is unchanged.
 */

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite();
});
afterAll(async () => site?.close());

/** A page as a browser without JavaScript gets it: its status and its HTML, React's text markers taken out. */
async function open(path: string, init: RequestInit = {}) {
  const res = await fetch(`${site.url}${path}`, { redirect: "manual", ...init });
  const html = (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
  return { status: res.status, html };
}

/** The words of an element's content, without its tags. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .trim();
const h1 = (html: string) => words(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The page's text a reader sees: the body without its scripts (the hydration data carries the catalogues). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

const HINDI = { cookie: "lng=hi" };

describe("the content pages in Hindi", () => {
  it.each([
    ["/about-vedanta", "वेदांत के बारे में", "About Vedanta"],
    ["/restaurant", "सात्विक रेस्तराँ", "Satvik Restaurant"],
    ["/club", "क्लब", "Five kinds of home"],
    ["/vision-mission", "दृष्टि और लक्ष्य", "Vision and Mission"],
    ["/why-choose-us", "हमें क्यों चुनें", "Why Choose Us"],
    ["/we-promote-nature", "हम प्रकृति को बढ़ावा देते हैं", "We Promote Nature"],
    ["/about-us", "बाग़ के सत्संग से पहाड़ों में एक घर तक", "From an orchard satsang"],
    ["/why-trust-us", "हम पर भरोसा क्यों", "Land held in trust"],
    ["/virtual-tour", "एक विला में घूमिए", "Walk through a villa"],
    ["/contact", "हमें आपसे सुनकर ख़ुशी होगी", "We would be glad to hear from you"],
    ["/verify", "क्लब के दस्तावेज़ का सत्यापन करें", "Verify a club document"],
    ["/privacy-policy", "गोपनीयता नीति", "What we keep"],
    ["/coming-soon", "जल्द आ रहा है", "Coming Soon"],
    ["/document-not-found", "दस्तावेज़ उपलब्ध नहीं है", "Document Not Available"],
    ["/newsletter/subscribe", "न्यूज़लेटर", "Enter your e-mail address in the newsletter box"],
  ])(
    "%s says its heading in Hindi, in a Hindi document with no English left in its main text",
    async (path, heading, english) => {
      const { status, html } = await open(`${path}?lng=hi`);
      expect(status).toBe(200);
      expect(html).toMatch(/<html lang="hi">/);
      expect(html).toMatch(/<main id="main" tabindex="-1">/);
      expect(h1(html)).toBe(heading);
      expect(title(html)).toMatch(/ \| वेदांत वेलनेस क्लब$/);
      expect(title(html)).toMatch(/[\u0900-\u097F]/);
      expect(visible(html)).not.toContain(english);
    },
  );

  it("a content page carries its own words and the shared ones, not every page's", async () => {
    const { html } = await open("/restaurant", { headers: HINDI });
    expect(html).toContain("उसने जाना कि अन्न ब्रह्म है");
    expect(html).toContain("इसका हिस्सा बनें");
    expect(html).not.toContain("मेंटोल्ज़मा उन मनों के लिए");
    expect(html).not.toContain("वेदांत की नींव");
  });

  it("the words of a page and of its parts: the course cards, the trustees, the tour's rooms, the history's chapters", async () => {
    const vedic = visible((await open("/vedic-education", { headers: HINDI })).html);
    expect(vedic).toContain("वेदांत की नींव");
    expect(vedic).toContain("अवधि");
    expect(vedic).toMatch(/शिक्षक: <span[^>]*>आचार्य देवदत्त शास्त्री<\/span>/);
    const trust = visible((await open("/why-trust-us", { headers: HINDI })).html);
    expect(trust).toContain("रमेश चंद्र ठाकुर");
    expect(trust).toContain("18 जनवरी 2025");
    expect(trust).toContain("प्रमाणपत्र देखें");
    const tour = visible((await open("/virtual-tour", { headers: HINDI })).html);
    expect(tour).toContain('aria-label="फ़्लोर मैप"');
    expect(tour).toContain("वॉक-इन");
    const history = visible((await open("/about-us", { headers: HINDI })).html);
    expect(history).toContain('aria-label="हमारा इतिहास, 2009 से 2027 तक"');
    expect(history).toContain("इतिहास");
  });
});

describe("the forms and answers in Hindi", () => {
  const post = (path: string, fields: Record<string, string>) =>
    open(path, {
      method: "POST",
      headers: { ...HINDI, origin: site.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const fields = {
    name: "सुनीता राव",
    email: "sunita.hindi@example.in",
    phone: "",
    topic: "stay",
    message: "क्या मार्च में ऋषिकेश में मौन साधना के लिए जगह है?",
  };

  it("/contact: a wrong field is told in Hindi beside it; a sent question is thanked in Hindi", async () => {
    const refused = await post("/contact", { ...fields, message: "नमस्ते" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("कृपया थोड़ा और लिखें, ताकि हम आपको ठीक से उत्तर दे सकें (कम से कम 10 अक्षर)।");
    expect(visible(refused.html)).not.toContain(enquiryMessages.messageTooShort);
    expect(refused.html).toContain("नमस्ते");

    const sent = await post("/contact", fields);
    expect(sent.status).toBe(201);
    expect(sent.html).toContain("हमें लिखने के लिए धन्यवाद");
    expect(sent.html).toContain(
      "धन्यवाद, सुनीता राव। आपका संदेश क्लब कार्यालय तक पहुँच गया है। हम इसकी एक प्रति sunita.hindi@example.in पर भेजेंगे",
    );
  });

  it("/verify/{code}: an unknown code is said in Hindi (404)", async () => {
    const { status, html } = await open("/verify/abcdefghjk23", { headers: HINDI });
    expect(status).toBe(404);
    expect(h1(html)).toBe("दस्तावेज़ नहीं मिला");
    expect(html).toContain("क्लब के किसी भी दस्तावेज़ का यह सत्यापन कोड नहीं है।");
  });

  it("a legal page in Hindi says the English text binds, and links to it; in English it says nothing of the kind", async () => {
    const hindi = await open("/terms-of-use", { headers: HINDI });
    expect(hindi.html).toContain("इस नीति का अंग्रेज़ी पाठ ही मान्य और बाध्यकारी है");
    expect(hindi.html).toMatch(/<a href="\/terms-of-use\?lng=en" lang="en" hrefLang="en"[^>]*>English<\/a>/);
    expect(hindi.html).toContain("अंतिम बार अद्यतन: 24 नवंबर 2026");
    const english = await open("/terms-of-use", { headers: { cookie: "lng=en" } });
    expect(english.html).toContain("Last updated: 24 November 2026");
    expect(visible(english.html)).not.toContain("The English text of this policy is the binding version.");
  });
});

describe("English is unchanged", () => {
  it("the same pages with lng=en speak the specs' English", async () => {
    for (const [path, heading] of [
      ["/restaurant", "Satvik Restaurant"],
      ["/why-trust-us", "Why trust us"],
      ["/contact", "We would be glad to hear from you"],
      ["/coming-soon", "Coming Soon"],
    ]) {
      const { html } = await open(`${path}?lng=en`);
      expect(html, path).toMatch(/<html lang="en">/);
      expect(h1(html), path).toBe(heading);
    }
    const numbers = (await open("/about-vedanta?lng=en")).html;
    expect(numbers).toContain("villa contributions");
    expect(numbers).toContain("projected villas");
  });
});
