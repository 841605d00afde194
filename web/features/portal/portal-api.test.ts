import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../common/messages";
import { registrationMessages } from "../../../common/registration";
import { uploadDocument } from "../registration/api";
import { uploadFile } from "./portal-api";

/* Issue 14: what an upload's failure toast can show is the server's message, never a validator's raw detail. */

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const file = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], "identity.pdf", { type: "application/pdf" });

afterEach(() => vi.unstubAllGlobals());

describe("upload answers as the member reads them", () => {
  it("a renamed .exe keeps the server's message (portal and registration uploads)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(415, { status: 415, message: registrationMessages.uploadType, data: null })));
    expect((await uploadFile("/api/upload/upload-doc", "document", file())).message).toBe("Please upload a JPG, PNG, or PDF file");
    expect((await uploadDocument(file())).message).toBe("Please upload a JPG, PNG, or PDF file");
  });

  it("a validator's raw detail becomes a sentence", async () => {
    const raw = `${messages.invalidRequest} (step: Too big: expected number to be <=5)`;
    vi.stubGlobal("fetch", vi.fn(async () => json(400, { status: 400, message: raw, data: null })));
    expect((await uploadFile("/api/upload/upload-doc", "document", file())).message).toBe(messages.invalidRequestForMember);
    expect((await uploadDocument(file())).message).toBe(messages.invalidRequestForMember);
  });
});
