import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationMessages as m } from "../../../common/registration.ts";
import { storedFiles } from "../../db/schema.ts";
import { openTestApp, type TestApp } from "../../test/app.ts";
import { createMember, fixtures, upload } from "../../test/members.ts";

/** An upload request carries one file; more is refused, never silently cut to the first. */

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.close());

/** A multipart/form-data body with these files, and a text field before them. */
function multipartWith(files: { field: string; name: string; bytes: Buffer; type: string }[]) {
  const boundary = `----club${randomUUID()}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nreceipts\r\n`),
  ];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe.each([
  { url: "/api/upload/upload-doc", field: "document" },
  { url: "/api/upload/upload-signature", field: "signature" },
])("$url", ({ url, field }) => {
  it("refuses twenty files in one request with a message and stores none of them", async () => {
    const member = await createMember(t);
    const png = await fixtures.png();
    const files = Array.from({ length: 20 }, (_, i) => ({
      field,
      name: `part-${i + 1}.png`,
      bytes: png,
      type: "image/png",
    }));
    const body = multipartWith(files);
    const res = await t.app.inject({
      method: "POST",
      url,
      payload: body.payload,
      headers: { ...member.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(m.oneFileOnly);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, member.id))).toEqual([]);
  });

  it("refuses a second file even in another field", async () => {
    const member = await createMember(t);
    const png = await fixtures.png();
    const body = multipartWith([
      { field, name: "first.png", bytes: png, type: "image/png" },
      { field: "other", name: "second.png", bytes: png, type: "image/png" },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url,
      payload: body.payload,
      headers: { ...member.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(m.oneFileOnly);
  });

  it("stores one file, with a text field beside it", async () => {
    const member = await createMember(t);
    const body = multipartWith([{ field, name: "one.png", bytes: await fixtures.png(), type: "image/png" }]);
    const res = await t.app.inject({
      method: "POST",
      url,
      payload: body.payload,
      headers: { ...member.headers, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, member.id))).toHaveLength(1);
    // the usual one-part request too
    expect(
      (await upload(t.app, member, url, field, { name: "two.png", bytes: await fixtures.png(), type: "image/png" }))
        .statusCode,
    ).toBe(201);
  });
});
