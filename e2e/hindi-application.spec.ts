import { expect, type Page } from "@playwright/test";
import { expectAccessible, readOutboxMail, test, visit, waitForHydration } from "./support";

/*
 * The ownership application in Hindi (decision record 044): a visitor reading Hindi signs up (the code comes in a
 * Hindi mail), signs in and goes through the five steps to the thank-you page, every step in Hindi, hydrated in Hindi
 * and without a serious accessibility violation.
 */

const PDF = {
  name: "identity.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"),
};
const PNG = {
  name: "receipt.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
};

/** What React reports when the page it hydrates differs from the server's (texts in another language, say). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/hydrat/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** A mail of the outbox as its reader sees it: the subject's encoded words and the text part, decoded. */
function readMail(raw: string): { subject: string; text: string } {
  const words = (value: string) =>
    value
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
        kind.toLowerCase() === "b"
          ? Buffer.from(data, "base64").toString("utf8")
          : quotedPrintable(data.replace(/_/g, " ")),
      );
  const subject = words(/^Subject: (.*(?:\n[ \t].*)*)/m.exec(raw)?.[1].replace(/\n[ \t]/g, " ") ?? "");
  const part = /Content-Type: text\/plain[^\n]*\n((?:[^\n]+\n)*)\n([\s\S]*?)\n--/i.exec(raw);
  const body = part?.[2] ?? "";
  const text = /base64/i.test(part?.[1] ?? "")
    ? Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
    : quotedPrintable(body);
  return { subject, text };
}
function quotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The newest toast with this text. */
const toast = (page: Page, text: string) => page.locator("[data-rht-toaster]").getByText(text, { exact: true }).last();
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });
/** A button of the page's own content (the footer has a button of its own too). */
const button = (page: Page, name: string) => page.getByRole("main").getByRole("button", { name, exact: true });

test("a visitor reading Hindi signs up with the Hindi code mail and applies for a villa in five steps in Hindi", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.slow(); // sign-up, sign-in and the five steps, each checked with axe
  const hydration = watchHydration(page);
  await context.addCookies([{ name: "lng", value: "hi", url: baseURL! }]);
  // a farm villa from the end of the list: e2e/registration.spec.ts takes the first ones by position
  const farm = (await (await page.request.get("/api/property/getProperties?slug=farm-villa&limit=50")).json()).data as {
    _id: string;
    name: string;
    hi?: { name?: string };
  }[];
  const villa = farm[farm.length - 1 - testInfo.retry];
  // a Hindi page names the villa in Hindi where the catalogue has it (decision 046)
  const villaName = villa.hi?.name ?? villa.name;
  const application = `/registration/${villa._id}`;
  const email = `hindi-apply-${Date.now()}@example.in`;

  // sign-up, carrying the application's address through sign-in
  await visit(page, `/sign-up?redirect=${encodeURIComponent(application)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.getByLabel("पूरा नाम").fill("आशा वर्मा");
  await page.getByLabel("ई-मेल पता", { exact: true }).fill(email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("lotus-pond-42");
  await page.getByRole("button", { name: "ओटीपी भेजें" }).click();
  await expect(toast(page, "ओटीपी भेज दिया गया")).toBeVisible();

  // the code comes in Hindi: the sign-up request's language
  const mail = readMail(await readOutboxMail(email));
  expect(mail.subject).toBe("आपका वेदांत वेलनेस क्लब साइन-अप कोड");
  expect(mail.text).toMatch(/^नमस्ते,/);
  const otp = /\b(\d{4})\b/.exec(mail.text)?.[1];
  expect(otp).toMatch(/^\d{4}$/);
  // the first box takes the focus once the code is sent; typing moves on box by box
  const firstDigit = page.getByRole("group", { name: "सत्यापन कोड" }).getByRole("textbox", { name: "4 में से अंक 1" });
  await expect(firstDigit).toBeFocused();
  await page.keyboard.type(otp!);
  await page.getByRole("button", { name: "साइन अप करें", exact: true }).click();
  await expect(toast(page, "पंजीकरण सफल रहा")).toBeVisible();

  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await waitForHydration(page);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("lotus-pond-42");
  await page.getByRole("button", { name: "साइन इन करें", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${application}$`));
  await waitForHydration(page);

  // step 1: the page in Hindi; the shared schema's messages in Hindi beside the fields
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(/^स्वामित्व आवेदन \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${villaName} को अपना बनाएँ`);
  await expect(stepHeading(page, "व्यक्तिगत और केवाईसी विवरण")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "आवेदन की प्रगति" }).locator("[aria-current=step]")).toContainText(
    "चरण 1: व्यक्तिगत और केवाईसी विवरण (वर्तमान चरण)",
  );
  await expectAccessible(page);
  await button(page, "आगे").click();
  await expect(page.getByLabel("पिता का नाम", { exact: true })).toHaveAccessibleDescription(
    "कृपया अपने पिता का नाम डालें।",
  );
  await page.getByLabel("जन्म तिथि", { exact: true }).fill("1985-04-12");
  await page.getByLabel("फ़ोन नंबर", { exact: true }).fill("+91 98160 12345");
  await page.getByLabel("पिता का नाम", { exact: true }).fill("रमेश वर्मा");
  await page.getByLabel("शैक्षिक योग्यता", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("व्यवसाय", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("वर्तमान पता", { exact: true }).fill("12 मॉल रोड, सोलन, हिमाचल प्रदेश 173212");
  await page.getByLabel("वर्तमान पते जैसा ही", { exact: true }).check();
  await page.getByLabel("पहचान पत्र का प्रकार", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("दस्तावेज़ संख्या", { exact: true }).fill("P1234567");
  await page.getByLabel("खाताधारक का नाम", { exact: true }).fill("आशा वर्मा");
  await page.getByLabel("बैंक का नाम", { exact: true }).fill("भारतीय स्टेट बैंक");
  await page.getByLabel("खाता संख्या", { exact: true }).fill("123456789012");
  await page.getByLabel("शाखा का नाम", { exact: true }).fill("सोलन मुख्य");
  await page.getByLabel("IFSC कोड", { exact: true }).fill("SBIN0001234");
  await page.getByLabel("पहचान दस्तावेज़ (PDF)", { exact: true }).setInputFiles(PDF);
  await expect(toast(page, "फ़ाइल सफलतापूर्वक अपलोड हो गई!")).toBeVisible();
  await button(page, "आगे").click();
  await expect(toast(page, "व्यक्तिगत विवरण सहेज लिया गया")).toBeVisible();

  // step 2: no family member added
  await expect(stepHeading(page, "परिवार के सदस्यों का विवरण")).toBeVisible();
  await expectAccessible(page);
  await button(page, "आगे").click();

  // step 3: the whole contribution in one payment, its receipt, the transfer panel in Hindi
  await expect(stepHeading(page, "भुगतान प्रक्रिया")).toBeVisible();
  await expect(page.getByRole("heading", { name: "बैंक ट्रांसफ़र से भुगतान करें" })).toBeVisible();
  await page.getByRole("radio", { name: /^पूरा/ }).check();
  await expect(page.getByRole("table", { name: "आपकी भुगतान योजना" })).toContainText("1. पूरा भुगतान");
  await expectAccessible(page);
  await button(page, "आगे").click();
  await expect(
    page.getByRole("main").getByRole("alert").filter({ hasText: "आगे बढ़ने से पहले कृपया भुगतान की रसीद अपलोड करें" }),
  ).toBeVisible();
  await page.getByLabel(/^पहले चरण के भुगतान की रसीद/).setInputFiles(PNG);
  await expect(toast(page, "फ़ाइल सफलतापूर्वक अपलोड हो गई!")).toBeVisible();
  await button(page, "आगे").click();
  await expect(toast(page, "भुगतान सफलतापूर्वक अपडेट हो गया!")).toBeVisible();

  // step 4: paid, the receipt with the club's accounts
  await expect(stepHeading(page, "भुगतान सारांश और इनवॉइस डाउनलोड")).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("जाँच जारी");
  await expect(page.getByRole("table", { name: "भुगतान के चरण" })).toContainText("सत्यापन की प्रतीक्षा");
  await expectAccessible(page);
  await button(page, "आगे").click();

  // step 5: both confirmations, then the thank-you page
  await expect(stepHeading(page, "अंतिम समीक्षा और पुष्टि")).toBeVisible();
  await expect(page.getByRole("table", { name: "जमा किए गए व्यक्तिगत और केवाईसी विवरण" })).toContainText("रमेश वर्मा");
  await expectAccessible(page);
  await button(page, "जमा करें").click();
  await expect(
    page.getByRole("main").getByRole("alert").filter({ hasText: "आगे बढ़ने के लिए कृपया दोनों पुष्टियाँ स्वीकार करें" }),
  ).toBeVisible();
  await page.getByLabel(/ऊपर दिए गए सभी विवरण सही हैं/).check();
  await page.getByLabel(/मेरी सदस्यता और संपत्ति तक मेरी पहुँच/).check();
  await button(page, "जमा करें").click();

  await expect(page).toHaveURL(/\/registration-submit$/);
  await expect(page.getByRole("heading", { level: 1, name: "धन्यवाद!" })).toBeVisible();
  await expect(page.getByTestId("submitted-villa")).toHaveText(`आपका विला: ${villaName}`);
  await expectAccessible(page);
  expect(hydration).toEqual([]);
});
