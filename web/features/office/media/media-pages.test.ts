import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaMessages as m } from "../../../../common/media-library";
import { officeMessages } from "../../../../common/office";
import { mediaFiles } from "../../../../server/db/schema";
import { createMember, staffMember, type TestMember } from "../../../../server/test/members";
import { openTestSite, type TestSite } from "../../../../server/test/site";
import { openPage, postPage } from "../../../../server/test/site-requests";

/*
 * The media library's page (spec route /cloudinary/upload) as the server renders it, before any
 * script: who may open it, the uploader's idle state, the list with its empty state, an upload posted without
 * JavaScript (multipart) answered with its public address, a refused one with the spec's words, and a deletion.
 */

const PATH = "/cloudinary/upload";
let site: TestSite;
let content: TestMember;
let accounts: TestMember;
let member: TestMember;

beforeAll(async () => {
  site = await openTestSite();
  content = await staffMember(site, "content");
  accounts = await staffMember(site, "accounts");
  member = await createMember(site, "Nandini Rao");
});
afterAll(async () => {
  await site?.close();
});

const open = (path: string, who?: TestMember) => openPage(site, path, who);

/** The uploader's form posted without JavaScript: multipart with the file. */
async function postFile(who: TestMember, file: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.append("intent", "upload");
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${site.url}${PATH}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: site.url, cookie: `token=${who.token}` },
    body: form,
  });
  return { status: res.status, text: (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'") };
}

describe("/cloudinary/upload", () => {
  it("sends the signed-out to sign-in; a member and staff of other roles get 403", async () => {
    const anonymous = await open(PATH);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/sign-in?redirect=%2Fcloudinary%2Fupload");
    const asMember = await open(PATH, member);
    expect(asMember.status).toBe(403);
    expect(await asMember.text()).toContain(officeMessages.staffOnly);
    const asAccounts = await open(PATH, accounts);
    expect(asAccounts.status).toBe(403);
    expect(await asAccounts.text()).toContain(officeMessages.roleNotAllowed);
  });

  it("shows the uploader idle and the empty library, in the office's sections", async () => {
    const page = await open(PATH, content);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Media library<\/h1>/);
    expect(html).toMatch(/<label for="media-file"[^>]*>Choose a file<\/label>/);
    expect(html).toContain('accept="video/*,audio/*,image/*"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain(m.none);
    expect(html).toMatch(/<a[^>]*href="\/cloudinary\/upload"[^>]*>Media library<\/a>/);
    expect(html).not.toContain("<progress");
  });

  it("uploads without JavaScript: the page answers with the public address, and the list shows the file", async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#884422" } })
      .gif()
      .toBuffer();
    const res = await postFile(content, { bytes: gif, name: "diya.gif", type: "image/gif" });
    expect(res.status).toBe(200);
    expect(res.text).toContain(`${m.uploaded}: diya.gif`);
    const address = /<input id="media-url"[^>]*value="([^"]+)"/.exec(res.text)?.[1];
    expect(address).toMatch(new RegExp(`^${site.config.publicUrl}/media/library/[0-9a-f-]{36}\\.gif$`));
    const served = await fetch(`${site.url}${new URL(address!).pathname}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(gif)).toBe(true);
    const list = await (await open(PATH, content)).text();
    expect(list).toContain("diya.gif");
    expect(list).toContain("1 file");
    expect(list).toMatch(/<img[^>]*src="\/media\/library\/[0-9a-f-]{36}\.gif"/);
  });

  it("says the spec's words when an upload fails (a text file renamed), and why", async () => {
    const res = await postFile(content, {
      bytes: Buffer.from("not a picture at all\n".repeat(50)),
      name: "photo.jpg",
      type: "image/jpeg",
    });
    expect(res.status).toBe(415);
    expect(res.text).toContain(m.uploadFailed);
    expect(res.text).toContain(m.type);
  });

  it("deletes a file from the list's form, without JavaScript", async () => {
    const [row] = await site.database.db.select().from(mediaFiles).limit(1);
    const res = await postPage(site, PATH, { intent: "delete", id: row.id }, content);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`${m.deleted}: ${row.originalName}`);
    expect(await site.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, row.id))).toEqual([]);
    const again = await postPage(site, PATH, { intent: "delete", id: row.id }, content);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(m.notFound);
  });
});
