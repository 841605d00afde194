import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_ATTEMPTS, STAFF_ROLES, type StaffRole } from "../../../common/auth-limits.ts";
import { authMessages } from "../../../common/auth-messages.ts";
import { DEMO_OFFICE_ACCOUNTS, DEMO_OFFICE_PASSWORD } from "../../../common/office.ts";
import { staffMessages as m } from "../../../common/office-staff.ts";
import { auditEvents, sessions, staffInvites, users } from "../../db/schema.ts";
import { openTestAppWithMail, type TestApp } from "../../test/app.ts";
import { downloadCsv, ISO_MOMENT } from "../../test/csv.ts";
import type { MailCatcher } from "../../test/mail-catcher.ts";
import { createMember, type TestMember } from "../../test/members.ts";
import { acceptInvite } from "./service.ts";

let t: TestApp & { mail: MailCatcher };
let member: TestMember;
const staff = {} as Record<StaffRole, TestMember>;
let address = 1;
const from = () => ({ remoteAddress: `198.51.100.${(address++ % 250) + 1}` });

/** A signed-in staff member of `role` (a member made in the database, then given the role). */
async function staffOf(role: StaffRole, name = `Staff ${role}`) {
  const made = await createMember(t, name);
  await t.database.db.update(users).set({ role }).where(eq(users.id, made.id));
  return made;
}

const inviteBody = (role: StaffRole = "accounts") => ({
  email: `staff-${randomUUID().slice(0, 8)}@example.org`,
  name: "Meera Nair",
  role,
});
const linkIn = (text: string) => /\/staff-invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const auditOf = (action: string, subjectId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));

async function invite(role: StaffRole = "accounts") {
  const body = inviteBody(role);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/staff/invite",
    headers: staff.admin.headers,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  const mail = await t.mail.mailTo(body.email);
  return { body, id: res.json().data.id as string, token: linkIn(mail.text), mail };
}

beforeAll(async () => {
  t = await openTestAppWithMail();
  member = await createMember(t);
  for (const role of STAFF_ROLES) staff[role] = await staffOf(role);
});
afterAll(async () => t?.close());

describe("who may use the staff endpoints: administrators only", () => {
  const endpoints = () => [
    { method: "GET" as const, url: "/api/admin/staff" },
    { method: "POST" as const, url: "/api/admin/staff/invite", payload: inviteBody() },
    { method: "PATCH" as const, url: `/api/admin/staff/${staff.content.id}`, payload: { role: "content" } },
    { method: "POST" as const, url: `/api/admin/staff/${staff.content.id}/disable` },
    { method: "POST" as const, url: `/api/admin/staff/${staff.content.id}/enable` },
  ];

  it("anonymous → 401, a member → 403, accounts, front-office and content → 403", async () => {
    for (const endpoint of endpoints()) {
      const anonymous = await t.app.inject({ ...endpoint, ...from() });
      expect(anonymous.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(anonymous.json().message).toBe(authMessages.notSignedIn);
      for (const who of [
        member,
        ...(await Promise.all((["accounts", "front-office", "content"] as const).map((r) => staffOf(r)))),
      ]) {
        const res = await t.app.inject({ ...endpoint, headers: who.headers });
        expect(res.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
        expect(res.json().message).toBe(authMessages.staffOnly);
      }
    }
  });

  it("an administrator → 200/201 on each", async () => {
    const codes = [];
    for (const endpoint of endpoints())
      codes.push((await t.app.inject({ ...endpoint, headers: staff.admin.headers })).statusCode);
    expect(codes).toEqual([200, 201, 200, 200, 200]);
  });
});

describe("the staff list", () => {
  it("names every staff account with role and status, never members; the demo office accounts are there", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/staff", headers: staff.admin.headers });
    expect(res.json().message).toBe(m.list);
    const list = res.json().data as { id: string; email: string; role: string; status: string }[];
    expect(list.find((s) => s.id === staff.accounts.id)).toMatchObject({
      email: staff.accounts.email,
      role: "accounts",
      status: "active",
    });
    expect(list.some((s) => s.id === member.id)).toBe(false);
    for (const demo of DEMO_OFFICE_ACCOUNTS)
      expect(list.find((s) => s.email === demo.email)).toMatchObject({ role: demo.role, status: "active" });
  });
});

describe("invitations", () => {
  it("invite → e-mailed one-time link → set password → signed in, landing on the office; the account is invited until then", async () => {
    const { body, id, token, mail } = await invite("front-office");
    expect(mail.subject).toContain("invitation");
    expect(mail.html).toContain(`/staff-invite/${token}`);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: body.email, role: "front-office" });
    // stored hashed, never the token itself
    const [stored] = await t.database.db.select().from(staffInvites).where(eq(staffInvites.userId, id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.invitedBy).toBe(staff.admin.id);
    const listed = (await t.app.inject({ method: "GET", url: "/api/admin/staff", headers: staff.admin.headers })).json()
      .data;
    expect(listed.find((s: { id: string }) => s.id === id).status).toBe("invited");
    // the unusable password signs nobody in
    const before = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.email, password: "!invited" },
      ...from(),
    });
    expect(before.statusCode).toBe(401);
    expect(await auditOf("staff.invited", id)).toMatchObject([
      { userId: staff.admin.id, actorRole: "admin", detail: { email: body.email, role: "front-office" } },
    ]);

    const services = t.app.services;
    expect(await services.staff.findInvite(token)).toMatchObject({ id, role: "front-office" });
    const session = await services.staff.acceptInvite({ token, password: "new-office-pass", ip: "198.51.100.77" });
    expect(session.user).toMatchObject({ id, role: "front-office" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user-details",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.json().data).toMatchObject({ email: body.email, role: "front-office" });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: body.email, password: "new-office-pass" },
      ...from(),
    });
    expect(signIn.statusCode).toBe(200);
    expect(await auditOf("staff.invite_accepted", id)).toMatchObject([{ userId: id, actorRole: "front-office" }]);
    const after = (await t.app.inject({ method: "GET", url: "/api/admin/staff", headers: staff.admin.headers })).json()
      .data;
    expect(after.find((s: { id: string }) => s.id === id).status).toBe("active");

    // used once: a second use (and a look at the link) says so
    await expect(
      services.staff.acceptInvite({ token, password: "another-pass-1", ip: "198.51.100.78" }),
    ).rejects.toMatchObject({
      status: 410,
      message: m.inviteUsed,
    });
    await expect(services.staff.findInvite(token)).rejects.toMatchObject({ status: 410, message: m.inviteUsed });
    await expect(services.staff.findInvite("not-a-real-token")).rejects.toMatchObject({
      status: 404,
      message: m.inviteInvalid,
    });
  });

  it("an expired link says so and sets no password", async () => {
    const { id, token } = await invite("content");
    await t.database.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.userId, id));
    await expect(
      t.app.services.staff.acceptInvite({ token, password: "new-office-pass", ip: "198.51.100.79" }),
    ).rejects.toMatchObject({
      status: 410,
      message: m.inviteExpired,
    });
    expect(await auditOf("staff.invite_accepted", id)).toHaveLength(0);
  });

  it("a new link for someone still invited: the earlier link stops working; an active account has none to resend", async () => {
    const { body, id, token } = await invite("accounts");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/staff/${id}/invite`,
      headers: staff.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: m.resent, data: { status: "invited" } });
    const fresh = linkIn((await t.mail.mailTo(body.email)).text);
    expect(fresh).not.toBe(token);
    await expect(t.app.services.staff.findInvite(token)).rejects.toMatchObject({
      status: 410,
      message: m.inviteExpired,
    });
    expect(await t.app.services.staff.findInvite(fresh)).toMatchObject({ id });
    expect(await auditOf("staff.invite_resent", id)).toHaveLength(1);
    const active = await t.app.inject({
      method: "POST",
      url: `/api/admin/staff/${staff.content.id}/invite`,
      headers: staff.admin.headers,
    });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(m.notInvited);
    for (const who of [member, staff.accounts]) {
      expect(
        (await t.app.inject({ method: "POST", url: `/api/admin/staff/${id}/invite`, headers: who.headers })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: "POST", url: `/api/admin/staff/${id}/invite`, ...from() })).statusCode).toBe(
      401,
    );
  });

  it("accepting never depends on the sign-in limit: from an address refused sign-in it still signs the person in", async () => {
    const { body, id, token } = await invite("accounts");
    const shared = "198.51.100.251";
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i++) {
      const guess = { email: `nobody-${i}@example.org`, password: "wrong-password" };
      expect(
        (await t.app.inject({ method: "POST", url: "/api/auth/login", payload: guess, remoteAddress: shared }))
          .statusCode,
      ).toBe(401);
    }
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: member.email, password: "x" },
      remoteAddress: shared,
    });
    expect(refused.statusCode).toBe(429);

    const session = await t.app.services.staff.acceptInvite({ token, password: "office-behind-nat", ip: shared });
    expect(session.user).toMatchObject({ id, role: "accounts" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user-details",
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: body.email, role: "accounts" });
    await expect(t.app.services.staff.findInvite(token)).rejects.toMatchObject({ status: 410, message: m.inviteUsed });
  });

  it("an acceptance that fails after the password is set changes nothing: the link still works and no session stays", async () => {
    const { id, token } = await invite("content");
    const [before] = await t.database.db.select().from(users).where(eq(users.id, id));
    const failing = acceptInvite({ db: t.database.db }, { token, password: "never-kept-1" }, async (tx, user) => {
      await tx.insert(sessions).values({ userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
      throw new Error("the session could not be opened");
    });
    await expect(failing).rejects.toThrow("the session could not be opened");
    const [after] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await auditOf("staff.invite_accepted", id)).toHaveLength(0);
    expect(await t.app.services.staff.findInvite(token)).toMatchObject({ id });
    const session = await t.app.services.staff.acceptInvite({ token, password: "kept-this-time", ip: "198.51.100.80" });
    expect(session.user.id).toBe(id);
  });

  it("an e-mail that already has an account → 409; a bad body → 400", async () => {
    const taken = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff/invite",
      headers: staff.admin.headers,
      payload: { ...inviteBody(), email: member.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(m.emailTaken);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff/invite",
      headers: staff.admin.headers,
      payload: { email: "x@example.org", name: "X", role: "member" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("roles and disabling", () => {
  it("changes a role (audited before → after); an admin cannot demote or disable themself", async () => {
    const target = await staffOf("content", "Role Change");
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${target.id}`,
      headers: staff.admin.headers,
      payload: { role: "accounts" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: m.roleChanged, data: { role: "accounts" } });
    expect(await auditOf("staff.role_changed", target.id)).toMatchObject([
      { userId: staff.admin.id, detail: { before: { role: "content" }, after: { role: "accounts" } } },
    ]);
    const demote = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${staff.admin.id}`,
      headers: staff.admin.headers,
      payload: { role: "content" },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(m.notSelf);
    const disableSelf = await t.app.inject({
      method: "POST",
      url: `/api/admin/staff/${staff.admin.id}/disable`,
      headers: staff.admin.headers,
    });
    expect(disableSelf.statusCode).toBe(409);
    const aMember = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/staff/${member.id}`,
      headers: staff.admin.headers,
      payload: { role: "accounts" },
    });
    expect(aMember.statusCode).toBe(404);
  });

  it("disabling ends a live session at once and refuses sign-in; enabling lets the person sign in again", async () => {
    const target = await staffOf("front-office", "Leaving Soon");
    const live = await t.app.inject({ method: "GET", url: "/api/auth/user-details", headers: target.headers });
    expect(live.statusCode).toBe(200);
    const off = await t.app.inject({
      method: "POST",
      url: `/api/admin/staff/${target.id}/disable`,
      headers: staff.admin.headers,
    });
    expect(off.json()).toMatchObject({ message: m.disabled, data: { status: "disabled" } });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/user-details", headers: target.headers })).statusCode,
    ).toBe(401);
    const signIn = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: target.email, password: "lotus-pond-42" },
        ...from(),
      });
    expect((await signIn()).statusCode).toBe(401);
    expect(await auditOf("staff.disabled", target.id)).toHaveLength(1);
    const on = await t.app.inject({
      method: "POST",
      url: `/api/admin/staff/${target.id}/enable`,
      headers: staff.admin.headers,
    });
    expect(on.json()).toMatchObject({ message: m.enabled, data: { status: "active" } });
    expect((await signIn()).statusCode).toBe(200);
    expect(await auditOf("staff.enabled", target.id)).toHaveLength(1);
  });
});

describe("the demo office", () => {
  it("each demo account signs in with the documented password and has its role", async () => {
    for (const demo of DEMO_OFFICE_ACCOUNTS) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: demo.email, password: DEMO_OFFICE_PASSWORD },
        ...from(),
      });
      expect(res.statusCode, demo.email).toBe(200);
      expect(res.json().data.user.role).toBe(demo.role);
    }
  });
});

describe("GET /api/admin/staff.csv", () => {
  it("downloads the staff the search, role and status find, by name, with ISO moments; administrators only", async () => {
    const invited = await invite("content");
    const csv = await downloadCsv(
      t,
      `/api/admin/staff.csv?q=${encodeURIComponent(invited.body.email)}&role=content&status=invited`,
      staff.admin,
      "staff",
    );
    expect(csv.header).toEqual(["Staff id", "Name", "E-mail", "Role", "Status", "Added (IST)"]);
    expect(csv.rows).toEqual([
      { ...csv.rows[0], "Staff id": invited.id, Name: "Meera Nair", Role: "Content", Status: "Invited" },
    ]);
    expect(csv.rows[0]["Added (IST)"]).toMatch(ISO_MOMENT);
    const active = await downloadCsv(t, "/api/admin/staff.csv?status=active", staff.admin, "staff");
    expect(active.rows.map((r) => r["Staff id"])).not.toContain(invited.id);
    expect(active.rows.map((r) => r["Staff id"])).toContain(staff.accounts.id);
    for (const who of [
      member,
      ...(await Promise.all((["accounts", "front-office", "content"] as const).map((r) => staffOf(r)))),
    ]) {
      const res = await t.app.inject({ method: "GET", url: "/api/admin/staff.csv", headers: who.headers });
      expect(res.statusCode).toBe(403);
    }
  });
});
