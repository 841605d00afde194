import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../../common/auth-limits.ts";
import { clubDay } from "../../../common/club-time.ts";
import { trustDocumentMessages as m, type TrustDocumentRecord } from "../../../common/trust-documents.ts";
import { auditEvents, trustDocuments } from "../../db/schema.ts";
import { type Caller, fixtures, signInEveryRole, type TestMember } from "../../test/members.ts";
import { openPage } from "../../test/site-requests.ts";
import { openTestSite, type TestSite } from "../../test/site.ts";

/*
 * The Trust's documents: POST, GET /api/admin/trust-documents and DELETE /api/admin/trust-documents/{id} for content
 * staff (an administrator always; anonymous 401, a member, accounts and front office 403). A document is a PDF by its
 * content, at most 5 MB, with a title and its place on /why-trust-us; it is audited, served to anyone at
 * /trust-documents/{id}/{name}, and the cached /why-trust-us links it instead of /document-not-found at once.
 */

let site: TestSite;
let staff: Record<StaffRole, TestMember>;
let callerFor: (who: Caller) => TestMember | undefined;
beforeAll(async () => {
  site = await openTestSite();
  ({ staff, callerFor } = await signInEveryRole(site, "Kiran Rao"));
});
afterAll(async () => {
  await site?.close();
});

/** A multipart body of text fields and (optionally) one file. */
function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; bytes: Buffer; type?: string },
) {
  const boundary = `----trust${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/pdf"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  who: TestMember | undefined,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
) => {
  const body = multipartBody(fields, file);
  return site.app.inject({
    method: "POST",
    url: "/api/admin/trust-documents",
    payload: body.payload,
    headers: { ...(who?.headers ?? {}), ...body.headers },
  });
};
const send = (method: "GET" | "DELETE", url: string, who?: TestMember) =>
  site.app.inject({ method, url, headers: who?.headers ?? {} });
const rajgarh = { title: "Rajgarh land records", group: "land-rajgarh" };
const whyTrustUs = async () => (await openPage(site, "/why-trust-us")).text();
/** The href of the link whose words (screen-reader text included) are `name`. */
const hrefOf = (html: string, name: string) => {
  for (const match of html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (
      match[2]
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim() === name
    )
      return match[1].replace(/&amp;/g, "&");
  }
  return null;
};

describe("who may publish the Trust's documents", () => {
  it.each([
    ["anonymous", undefined, 401],
    ["a member", "member", 403],
    ["accounts", "accounts", 403],
    ["front office", "front-office", 403],
    ["content", "content", 200],
    ["an administrator", "admin", 200],
  ] as const)("%s: upload, list and withdraw answer as the role allows", async (_label, who, status) => {
    const person = callerFor(who);
    const uploaded = await upload(
      person,
      { title: "NOC, Gram Panchayat", group: "noc-gram-panchayat" },
      { name: "noc.pdf", bytes: await fixtures.pdf("NOC") },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(status === 200 ? 201 : status);
    expect((await send("GET", "/api/admin/trust-documents", person)).statusCode).toBe(status);
    const own = (
      await upload(
        staff.content,
        { title: "To withdraw", group: "noc-fire-safety" },
        { name: "fire.pdf", bytes: await fixtures.pdf("Fire") },
      )
    ).json().data as TrustDocumentRecord;
    expect((await send("DELETE", `/api/admin/trust-documents/${own.id}`, person)).statusCode).toBe(status);
    expect((await site.database.db.select().from(trustDocuments).where(eq(trustDocuments.id, own.id))).length).toBe(
      status === 200 ? 0 : 1,
    );
  });
});

describe("POST /api/admin/trust-documents refuses", () => {
  it.each([
    ["no file", rajgarh, undefined, 400, `${m.noFile} (field "file")`],
    [
      "an image",
      rajgarh,
      async () => ({ name: "deed.pdf", bytes: await fixtures.png(), type: "application/pdf" }),
      415,
      m.pdfOnly,
    ],
    ["a renamed program", rajgarh, async () => ({ name: "deed.pdf", bytes: fixtures.exe() }), 415, m.pdfOnly],
    ["an empty file", rajgarh, async () => ({ name: "deed.pdf", bytes: Buffer.alloc(0) }), 400, m.emptyFile],
    [
      "a file over 5 MB",
      rajgarh,
      async () => ({ name: "deed.pdf", bytes: Buffer.concat([await fixtures.pdf(), Buffer.alloc(5 * 1024 * 1024)]) }),
      413,
      m.tooLarge,
    ],
    [
      "no title",
      { group: "land-rajgarh", title: " " },
      async () => ({ name: "deed.pdf", bytes: await fixtures.pdf() }),
      400,
      m.titleRequired,
    ],
    [
      "an unknown place",
      { group: "the-moon", title: "Deed" },
      async () => ({ name: "deed.pdf", bytes: await fixtures.pdf() }),
      400,
      m.groupRequired,
    ],
    [
      "a title with a NUL",
      { group: "land-rajgarh", title: "Deed\u0000" },
      async () => ({ name: "deed.pdf", bytes: await fixtures.pdf() }),
      400,
      "The title must not contain control characters.",
    ],
  ] as const)("%s", async (_label, fields, file, status, message) => {
    const res = await upload(staff.content, fields, file ? await file() : undefined);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it("a DELETE of an unknown document answers 404", async () => {
    const res = await send("DELETE", `/api/admin/trust-documents/${randomUUID()}`, staff.content);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
  });
});

describe("a published document", () => {
  it("is stored with its SHA-256 and upload date, audited, public, and linked from /why-trust-us until withdrawn", async () => {
    const view = "View the Rajgarh land records";
    const download = "Download the Rajgarh land records";
    // before: the spec's page, cached for every visitor
    const before = await whyTrustUs();
    expect(hrefOf(before, view)).toBe("/document-not-found");
    expect(hrefOf(before, download)).toBe("/document-not-found");
    expect(hrefOf(await whyTrustUs(), view)).toBe("/document-not-found");

    const bytes = await fixtures.pdf("Jamabandi, Rajgarh");
    const res = await upload(staff.content, rajgarh, { name: "Rajgarh land records (2019).pdf", bytes });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(m.uploaded);
    const document = res.json().data as TrustDocumentRecord;
    expect(document).toMatchObject({
      title: "Rajgarh land records",
      group: "land-rajgarh",
      group_label: "Rajgarh land records",
      file_name: "Rajgarh-land-records-2019.pdf",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      url: `/trust-documents/${document.id}/Rajgarh-land-records-2019.pdf`,
      uploaded_by: "Staff content",
    });
    expect(clubDay(new Date(document.uploaded_at))).toBe(clubDay(new Date()));
    const listed = (await send("GET", "/api/admin/trust-documents", staff.admin)).json().data as TrustDocumentRecord[];
    expect(listed[0]).toEqual(document);

    const [audit] = await site.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "trust_document.uploaded"), eq(auditEvents.subjectId, document.id)));
    expect(audit).toMatchObject({ userId: staff.content.id, actorRole: "content" });
    expect(audit.detail).toMatchObject({
      before: null,
      after: { title: "Rajgarh land records", group: "land-rajgarh", sha256: document.sha256 },
    });

    // anyone may read it, shown or saved
    const shown = await fetch(`${site.url}${document.url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("application/pdf");
    expect(shown.headers.get("content-disposition")).toBe('inline; filename="Rajgarh-land-records-2019.pdf"');
    expect(Buffer.from(await shown.arrayBuffer()).equals(bytes)).toBe(true);
    const saved = await fetch(`${site.url}${document.url}?download=1`);
    expect(saved.headers.get("content-disposition")).toBe('attachment; filename="Rajgarh-land-records-2019.pdf"');
    expect((await fetch(`${site.url}/trust-documents/${document.id}/another-name.pdf`)).status).toBe(404);

    // the cached page links it at once
    const after = await whyTrustUs();
    expect(hrefOf(after, `${view} (PDF, opens in a new tab)`)).toBe(document.url);
    expect(hrefOf(after, `${download} (PDF)`)).toBe(`${document.url}?download=1`);
    // the other places keep the spec's link
    expect(hrefOf(after, "View the Amarkantak land records")).toBe("/document-not-found");

    // withdrawn: audited, gone from its address, and the page links /document-not-found again
    const removed = await send("DELETE", `/api/admin/trust-documents/${document.id}`, staff.content);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(`${m.deleted}: Rajgarh land records`);
    const [withdrawal] = await site.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "trust_document.deleted"), eq(auditEvents.subjectId, document.id)));
    expect(withdrawal.detail).toMatchObject({ after: null, before: { sha256: document.sha256 } });
    expect((await fetch(`${site.url}${document.url}`)).status).toBe(404);
    expect(hrefOf(await whyTrustUs(), view)).toBe("/document-not-found");
  });
});

describe("the API's own checks", () => {
  it("a request that is not multipart answers 400 with the file's message", async () => {
    const res = await site.app.inject({
      method: "POST",
      url: "/api/admin/trust-documents",
      headers: staff.content.headers,
      payload: rajgarh,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.noFile);
  });
});
