import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OFFICE_ACCOUNTS, DEMO_OFFICE_PASSWORD, officeMessages } from "../../../../common/office";
import { staffMessages as m } from "../../../../common/office-staff";
import { authMessages } from "../../../../common/auth-messages";
import { users } from "../../../../server/db/schema";
import { startMailCatcher, type MailCatcher } from "../../../../server/test/mail-catcher";
import { createMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";

/*
 * The office's staff pages as a browser without JavaScript uses them: /admin, /admin/staff, the invitation's
 * link, and staff landing on /admin after sign-in (plain form posts to the pages on the production site).
 */

let site: TestSite;
let mail: MailCatcher;
let member: TestMember;
let admin: TestMember;
let accounts: TestMember;

async function staffOf(role: "admin" | "accounts", name: string) {
  const made = await createMember(site, name);
  await site.database.db.update(users).set({ role }).where(eq(users.id, made.id));
  return made;
}

beforeAll(async () => {
  mail = await startMailCatcher();
  site = await openTestSite({ SMTP_URL: mail.url });
  member = await createMember(site);
  admin = await staffOf("admin", "Office Admin");
  accounts = await staffOf("accounts", "Kavya Accounts");
});
afterAll(async () => {
  await site?.close();
  await mail?.close();
});

const cookieOf = (who?: TestMember): Record<string, string> => (who ? { cookie: `token=${who.token}` } : {});
const get = (path: string, who?: TestMember) =>
  fetch(`${site.url}${path}`, { redirect: "manual", headers: cookieOf(who) });
const postForm = (path: string, fields: Record<string, string>, who?: TestMember) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url, ...cookieOf(who) },
    body: new URLSearchParams(fields).toString(),
  });
const decoded = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&amp;", "&");

describe("staff sign in at /sign-in and land on /admin", () => {
  it("the demo administrator lands on /admin; a redirect parameter still wins; a member still goes to the usual place", async () => {
    const demo = DEMO_OFFICE_ACCOUNTS[0];
    const staffHome = await postForm("/sign-in", { email: demo.email, password: DEMO_OFFICE_PASSWORD });
    expect(staffHome.status).toBe(302);
    expect(staffHome.headers.get("location")).toBe("/admin");
    const back = await postForm("/sign-in?redirect=%2Fadmin%2Fstaff", {
      email: demo.email,
      password: DEMO_OFFICE_PASSWORD,
    });
    expect(back.headers.get("location")).toBe("/admin/staff");
    const aMember = await postForm("/sign-in", { email: member.email, password: "lotus-pond-42" });
    expect(aMember.headers.get("location")).toBe("/property-list");
  });
});

describe("/admin, the office home", () => {
  it("anonymous → sign-in and back; a member → 403", async () => {
    const anonymous = await get("/admin");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fadmin");
    const aMember = await get("/admin", member);
    expect(aMember.status).toBe(403);
    expect(decoded(await aMember.text())).toContain(officeMessages.staffOnly);
  });

  it("greets the staff member with a card per section the role opens: accounts sees Members with its stages, not Staff", async () => {
    const res = await get("/admin", accounts);
    expect(res.status).toBe(200);
    const html = decoded(await res.text());
    expect(html).toContain("Namaste, <!-- -->Kavya Accounts");
    expect(html).toMatch(/<a[^>]*href="\/admin\/members"[^>]*>Members<\/a>/);
    expect(html).toMatch(
      /<dt[^>]*>KYC done<\/dt><dd[^>]*><a[^>]*href="\/admin\/members\?step=kyc"[^>]*>\d+<\/a><\/dd>/,
    );
    expect(html).not.toMatch(/<a[^>]*href="\/admin\/staff"/);
  });

  it("the stage counts are live and lead to the filtered list: a member who finishes KYC moves from No application to KYC done", async () => {
    const countOf = async (label: string) =>
      Number(
        new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*><a[^>]*>(\\d+)</a></dd>`).exec(
          decoded(await (await get("/admin", accounts)).text()),
        )![1],
      );
    const [none, kyc] = [await countOf("No application"), await countOf("KYC done")];
    const applicant = await createMember(site, "New Applicant");
    expect(await countOf("No application")).toBe(none + 1);
    await site.database.db.update(users).set({ isKycDone: true }).where(eq(users.id, applicant.id));
    expect(await countOf("No application")).toBe(none);
    expect(await countOf("KYC done")).toBe(kyc + 1);
  });

  it("an administrator also sees the Staff card with live counts", async () => {
    const html = decoded(await (await get("/admin", admin)).text());
    expect(html).toMatch(/<a[^>]*href="\/admin\/staff"[^>]*>Staff<\/a>/);
    expect(html).toMatch(/<dt[^>]*>Active staff<\/dt><dd[^>]*>\d+<\/dd>/);
  });
});

describe("/admin/staff without JavaScript", () => {
  it("is for administrators: accounts → 403", async () => {
    const res = await get("/admin/staff", accounts);
    expect(res.status).toBe(403);
    expect(decoded(await res.text())).toContain(officeMessages.roleNotAllowed);
  });

  it("lists staff with search and filters", async () => {
    const html = decoded(await (await get("/admin/staff?q=kavya", admin)).text());
    expect(html).toContain(accounts.email);
    expect(html).not.toContain(DEMO_OFFICE_ACCOUNTS[0].email);
    const none = decoded(await (await get("/admin/staff?q=nobody-at-all", admin)).text());
    expect(none).toContain("No staff account matches this search.");
    const byRole = decoded(await (await get("/admin/staff?role=content", admin)).text());
    expect(byRole).toContain(DEMO_OFFICE_ACCOUNTS[3].email);
    expect(byRole).not.toContain(accounts.email);
  });

  it("an invitation with a missing name shows the message beside the field and keeps what was typed", async () => {
    const res = await postForm(
      "/admin/staff",
      { intent: "invite", email: "new-staff@example.org", name: "", role: "accounts" },
      admin,
    );
    expect(res.status).toBe(400);
    const html = decoded(await res.text());
    expect(html).toContain(
      `<p id="invite-name-error" class="mt-1 text-sm font-medium text-[#b42318]">${m.nameRequired}</p>`,
    );
    expect(html).toContain('value="new-staff@example.org"');
  });

  it("invite → the e-mailed link → set a password → signed in on /admin; the link then says it was used", async () => {
    const email = `invitee-${Date.now()}@example.org`;
    const sent = await postForm(
      "/admin/staff",
      { intent: "invite", email, name: "Nisha Invitee", role: "content" },
      admin,
    );
    expect(sent.status).toBe(200);
    expect(decoded(await sent.text())).toContain(m.invited);
    const link = /\/staff-invite\/[A-Za-z0-9_-]+/.exec((await mail.mailTo(email)).text)![0];

    const page = decoded(await (await get(link)).text());
    expect(page).toContain("Nisha Invitee");
    expect(page).toContain("Content");
    const short = await postForm(link, { password: "short" });
    expect(short.status).toBe(400);
    expect(decoded(await short.text())).toContain(authMessages.passwordTooShort);

    const accepted = await postForm(link, { password: "a-good-office-pass" });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin");
    const token = accepted.headers
      .getSetCookie()
      .find((c) => c.startsWith("token="))!
      .split(";")[0];
    const home = await fetch(`${site.url}/admin`, { headers: { cookie: token } });
    expect(home.status).toBe(200);
    expect(decoded(await home.text())).toContain("Namaste, <!-- -->Nisha Invitee");

    const again = await get(link);
    expect(again.status).toBe(410);
    expect(decoded(await again.text())).toContain(m.inviteUsed);
  });

  it("resends an invitation: the row's Resend button posts, the page says so and a new mail goes out", async () => {
    const email = `resend-${Date.now()}@example.org`;
    await postForm("/admin/staff", { intent: "invite", email, name: "Ravi Resend", role: "accounts" }, admin);
    await mail.mailTo(email);
    const list = decoded(await (await get("/admin/staff?q=ravi", admin)).text());
    expect(list).toContain('aria-label="Resend the invitation to Ravi Resend"');
    const id = (await site.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    const res = await postForm("/admin/staff", { intent: "resend", id }, admin);
    expect(res.status).toBe(200);
    expect(decoded(await res.text())).toContain(m.resent);
    expect((await mail.mailTo(email)).text).toMatch(/\/staff-invite\//);
  });

  it("asks to confirm disabling a staff account, naming what will happen, and disables nobody unconfirmed", async () => {
    const asked = await postForm("/admin/staff", { intent: "disable", id: accounts.id }, admin);
    expect(asked.status).toBe(400);
    const html = decoded(await asked.text());
    expect(html).toMatch(/Disable [^<]+'s office account\?/);
    expect(html).toContain("can no longer sign in to the club office");
    expect(html).toMatch(/>Confirm disabling [^<]+<\/button>/);
    expect(html).toContain("Keep the account active");
    expect((await get("/admin", accounts)).status).toBe(200);
  });

  it("disables and enables a staff account; refuses to disable oneself", async () => {
    const off = await postForm("/admin/staff", { intent: "disable", id: accounts.id, confirmed: "yes" }, admin);
    expect(off.status).toBe(200);
    expect(decoded(await off.text())).toContain(m.disabled);
    expect((await get("/admin", accounts)).status).toBe(302);
    const on = await postForm("/admin/staff", { intent: "enable", id: accounts.id }, admin);
    expect(decoded(await on.text())).toContain(m.enabled);
    const self = await postForm("/admin/staff", { intent: "disable", id: admin.id, confirmed: "yes" }, admin);
    expect(self.status).toBe(409);
    expect(decoded(await self.text())).toContain(m.notSelf);
  });
});
