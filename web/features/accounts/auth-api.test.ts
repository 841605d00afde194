import { afterEach, describe, expect, it, vi } from "vitest";
import { firstPropertyPath, messageOr, postJson } from "./auth-api";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("messageOr", () => {
  it("prefers the server's message", () => {
    expect(messageOr({ message: "Invalid email or password" }, "Login failed")).toBe("Invalid email or password");
    expect(messageOr({ message: "  " }, "Login failed")).toBe("Login failed");
  });
});

describe("postJson", () => {
  it("reads the envelope of a failure", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(429, { status: 429, message: "Slow down", data: null })));
    expect(await postJson("/api/auth/send-otp", { email: "a@b.in" })).toEqual({ ok: false, status: 429, message: "Slow down", data: null });
  });

  it("copes with an answer that is not JSON", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("Bad gateway", { status: 502 })));
    expect(await postJson("/api/auth/login", {})).toEqual({ ok: false, status: 502, message: "", data: null });
  });
});

describe("firstPropertyPath", () => {
  it("leads to the first property's application", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { data: [{ _id: "p-1" }, { _id: "p-2" }] })));
    expect(await firstPropertyPath()).toBe("/registration/p-1");
  });

  it("is null without properties, on an error answer and when the network fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(200, { data: [] })));
    expect(await firstPropertyPath()).toBeNull();
    vi.stubGlobal("fetch", vi.fn(async () => json(401, { message: "Please sign in to continue." })));
    expect(await firstPropertyPath()).toBeNull();
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await firstPropertyPath()).toBeNull();
  });
});
