import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/**
 * Playwright's `test`, with every journey failing when a page of it breaks the Content-Security-Policy
 * (or is refused in a frame): Chromium reports each refused script, style, image, font or frame on the console.
 */
export const test = base.extend<{ securityPolicyRespected: void }>({
  securityPolicyRespected: [
    async ({ context }, use) => {
      const refused: string[] = [];
      context.on("console", (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to /.test(text)) refused.push(`${message.page()?.url() ?? ""}: ${text}`);
      });
      await use();
      expect(refused, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** Opens a page and waits until React has hydrated it (a click before hydration does nothing). */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/**
 * The page is no wider than the screen. Measured against the window's size: in a phone emulation the layout
 * viewport (innerWidth, clientWidth) grows with anything wider, so comparing with it can never fail.
 */
export async function expectNoSidewaysScroll(page: Page, label = "") {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} scrolls sideways`.trim()).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * axe on the page, run in the page itself (legacy mode): the default opens a blank page of its own for every check
 * and injects axe there too, about 1 s a check; the site's pages frame nothing from another origin, the one thing the
 * default adds. Only violations are gathered in full (`resultTypes`), not every passing element.
 */
const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * No serious or critical accessibility violation on the current page. Target size (WCAG 2.2, 2.5.8: 24 px, or
 * that much room around a smaller target) is switched on as Lighthouse does, though axe leaves it off by default.
 */
export async function expectAccessible(page: Page) {
  // a toast or panel still fading in has not reached its colours yet: let finite animations end. Only running
  // ones, and for 3 s at most: an animation in a section the browser skips (content-visibility: auto, below
  // the fold) does not advance, and waiting for it would hang the test.
  // Looked at again once those end: a toast may begin to leave (or another to come) meanwhile.
  await page.evaluate(async () => {
    const deadline = Date.now() + 3_000;
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    for (let now = running(); now.length > 0 && Date.now() < deadline; now = running()) {
      await Promise.race([
        Promise.all(now.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, deadline - Date.now())),
      ]);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  const results = await axe(page)
    .options({ rules: { "target-size": { enabled: true } }, resultTypes: ["violations"] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/** The outbox's mails already read whole, by file name, in lower case (the outbox only grows in a run). */
const outboxSeen = new Map<string, string>();

/**
 * The newest mail in the e2e server's outbox addressed to `to` (the server's job queue writes .eml files there, just
 * after the change that asks for it): waits up to 15 s for a first one. Poll it (expect.poll) for a later mail.
 */
export async function readOutboxMail(to: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR!, "outbox");
  const wanted = to.toLowerCase();
  for (let i = 0; i < 150; i++) {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      if (outboxSeen.get(f)?.includes(wanted) === false) continue;
      const text = readFileSync(join(outbox, f), "utf8");
      // a mail written a while ago is whole: what it holds is kept, so the next search does not read it again
      if (Date.now() - statSync(join(outbox, f)).mtimeMs > 2_000) outboxSeen.set(f, text.toLowerCase());
      if (text.toLowerCase().includes(wanted)) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

/** The first n-digit code in a mail (the OTP). */
export function codeInMail(mail: string, digits = 4): string {
  const match = new RegExp(`\\b(\\d{${digits}})\\b`).exec(
    mail
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("\n"),
  );
  if (!match) throw new Error("no code in the mail");
  return match[1];
}

/** An address of its own for a journey's account (the e2e server trusts X-Forwarded-For): sign-in limits count per address. */
export const ownAddress = () => ({
  "x-forwarded-for": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
});

/** Makes an account through the API (OTP read from the outbox) and signs the browser context in. */
export async function signUpAndSignIn(
  page: Page,
  { email, password = "lotus-pond-42", name = "Asha Verma", remember = true } = { email: "" },
) {
  const api = page.request;
  // each member made here speaks from an address of its own (the e2e server trusts X-Forwarded-For)
  const headers = ownAddress();
  expect((await api.post("/api/auth/send-otp", { data: { email }, headers })).status()).toBe(200);
  const otp = codeInMail(await readOutboxMail(email));
  expect((await api.post("/api/auth/register", { data: { email, password, name, otp }, headers })).status()).toBe(201);
  const login = await api.post("/api/auth/login", { data: { email, password, remember }, headers });
  expect(login.status()).toBe(200);
}

/** The WCAG contrast ratio of two opaque CSS colours as the browser computes them (`rgb(r, g, b)`, `#rrggbb`). */
export function contrastRatio(a: string, b: string): number {
  const channels = (color: string) => {
    const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
    const parts = hex
      ? hex.slice(1).map((h) => parseInt(h, 16))
      : (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    if (parts.length !== 3) throw new Error(`not an rgb colour: ${color}`);
    return parts;
  };
  const luminance = (color: string) => {
    const [r, g, bl] = channels(color).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Only these axe rules (any impact), e.g. "landmark-unique", which the serious/critical check above leaves out. */
export async function expectNoAxeViolations(page: Page, rules: string[]) {
  const results = await axe(page)
    .withRules(rules)
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}
