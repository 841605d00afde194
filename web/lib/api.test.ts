import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../common/messages";
import { registrationMessages } from "../../common/registration";
import { uploadDocument } from "../features/registration/api";
import { callApi, messageOr, requestApi, uploadFile } from "./api";

/* What an upload's failure toast can show is the server's message, never a validator's raw detail. */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const file = () => new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], "identity.pdf", { type: "application/pdf" });

afterEach(() => vi.unstubAllGlobals());

describe("upload answers as the member reads them", () => {
  it("a renamed .exe keeps the server's message (portal and registration uploads)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(415, { status: 415, message: registrationMessages.uploadType, data: null })),
    );
    expect((await uploadFile("/api/upload/upload-doc", "document", file())).message).toBe(
      "Please upload a JPG, PNG, or PDF file",
    );
    expect((await uploadDocument(file())).message).toBe("Please upload a JPG, PNG, or PDF file");
  });

  it("a validator's raw detail becomes a sentence", async () => {
    const raw = `${messages.invalidRequest} (step: Too big: expected number to be <=5)`;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(400, { status: 400, message: raw, data: null })),
    );
    expect((await uploadFile("/api/upload/upload-doc", "document", file())).message).toBe(
      messages.invalidRequestForMember,
    );
    expect((await uploadDocument(file())).message).toBe(messages.invalidRequestForMember);
  });
});

describe("the one client", () => {
  it("prefers the server's message", () => {
    expect(messageOr({ message: "Invalid email or password" }, "Login failed")).toBe("Invalid email or password");
    expect(messageOr({ message: "  " }, "Login failed")).toBe("Login failed");
  });

  it("reads the envelope of a failure, and an answer that is not JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(429, { status: 429, message: "Slow down", data: null })),
    );
    expect(await requestApi("POST", "/api/auth/send-otp", { email: "a@b.in" })).toMatchObject({
      ok: false,
      status: 429,
      message: "Slow down",
      data: null,
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Bad gateway", { status: 502 })),
    );
    expect(await requestApi("POST", "/api/auth/login", {})).toMatchObject({
      ok: false,
      status: 502,
      message: "",
      data: null,
    });
  });

  it("one 401 rule: the session is cleared and the member goes to sign-in and back, the call never settles", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) => {
        calls.push(path);
        return path === "/api/auth/logout"
          ? json(200, { status: 200, message: "Signed out", data: null })
          : json(401, { status: 401, message: "Please sign in to continue.", data: null });
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { pathname: "/dashboard", search: "?tab=claims", assign } });
    let settled = false;
    void callApi("GET", "/api/claims").then(() => (settled = true));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/sign-in?redirect=%2Fdashboard%3Ftab%3Dclaims"));
    expect(calls).toEqual(["/api/claims", "/api/auth/logout"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    // without the rule, a 401 is an answer like any other
    expect((await requestApi("GET", "/api/claims")).status).toBe(401);
  });
});
