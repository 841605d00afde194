import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const tmp = () => mkdtempSync(join(tmpdir(), "club-config-"));

describe("loadConfig", () => {
  it("uses the embedded defaults and generates secrets once into DATA_DIR", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataKey).toMatch(/^[0-9a-f]{64}$/);
    const again = loadConfig({ DATA_DIR: dir });
    expect(again.sessionSecret).toBe(config.sessionSecret);
    expect(JSON.parse(readFileSync(join(dir, "secrets.json"), "utf8")).dataKey).toBe(config.dataKey);
  });

  it("names the variable of a bad value in one line", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: "abc" })).toThrow(
      new ConfigError('Invalid configuration: PORT must be a port number (got "abc")'),
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: "mysql://x" })).toThrow(
      /^Invalid configuration: DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO must be true or false/);
  });

  it("takes PORT into PUBLIC_URL unless PUBLIC_URL is set", () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: "https://club.example/" }).publicUrl).toBe("https://club.example");
  });
});

describe("TRUST_PROXY", () => {
  const trustProxy = (value: string) => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: value }).trustProxy;

  it("is off unless set, so clients cannot choose their own address", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    for (const off of ["false", "0", "no", ""]) expect(trustProxy(off)).toBe(false);
  });

  it("takes the number of proxies in front, or their addresses and CIDR ranges", () => {
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("10.0.0.5, 10.0.1.0/24,fd00::/8,::1")).toEqual(["10.0.0.5", "10.0.1.0/24", "fd00::/8", "::1"]);
  });

  it("refuses true, which would believe any X-Forwarded-For a client sends, with what to set instead", () => {
    const refusal =
      'Invalid configuration: TRUST_PROXY must not be true, which would believe any X-Forwarded-For a client sends: set the number of proxies in front (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24) (got "true")';
    expect(() => trustProxy("true")).toThrow(new ConfigError(refusal));
    expect(() => trustProxy("yes")).toThrow(/^Invalid configuration: TRUST_PROXY must not be true/);
  });

  it("names the entry that is neither an address nor a CIDR range", () => {
    for (const bad of ["10.0.0.300", "10.0.1.0/33", "fd00::/129", "10.0.0.0/0", "proxy.internal", "10.0.0.5,", "1.5"]) {
      expect(() => trustProxy(bad)).toThrow(
        /^Invalid configuration: TRUST_PROXY must be false, a number of proxies or their addresses\/CIDRs \("/,
      );
    }
    expect(() => trustProxy("10.0.0.5,10.0.0.300")).toThrow(
      '("10.0.0.300" is neither an IP address nor a CIDR) (got "10.0.0.5,10.0.0.300")',
    );
  });
});

describe("S3 storage", () => {
  it("is off by default and needs both keys with a bucket", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).s3).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: "club-files" })).toThrow(
      "Invalid configuration: S3_ACCESS_KEY_ID is needed with S3_BUCKET",
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: "club-files", S3_ACCESS_KEY_ID: "k" })).toThrow(
      /S3_SECRET_ACCESS_KEY is needed/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), S3_BUCKET: "Bad_Bucket", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }),
    ).toThrow(/S3_BUCKET must be an S3 bucket name/);
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        S3_BUCKET: "club-files",
        S3_ENDPOINT: "http://minio:9000/",
        S3_ACCESS_KEY_ID: "k",
        S3_SECRET_ACCESS_KEY: "s",
      }).s3,
    ).toEqual({
      bucket: "club-files",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      accessKeyId: "k",
      secretAccessKey: "s",
    });
  });
});

describe("Razorpay", () => {
  it("is off unless both the key id and its secret are set, and names the one missing", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).razorpay).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "" }).razorpay).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), RAZORPAY_KEY_ID: "rzp_test_abc" })).toThrow(
      "Invalid configuration: RAZORPAY_KEY_SECRET is needed with RAZORPAY_KEY_ID",
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), RAZORPAY_KEY_SECRET: "s3cret-value" })).toThrow(
      /RAZORPAY_KEY_ID is needed with RAZORPAY_KEY_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), RAZORPAY_KEY_ID: "rzp test", RAZORPAY_KEY_SECRET: "s" })).toThrow(
      /RAZORPAY_KEY_ID must be a Razorpay key id/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: tmp(),
        RAZORPAY_KEY_ID: "rzp_test_abc",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_API_URL: "api.razorpay.com",
      }),
    ).toThrow(/RAZORPAY_API_URL must be an absolute http\(s\) URL/);
  });

  it("takes Razorpay's own addresses by default, and the stand-in's when given", () => {
    expect(
      loadConfig({ DATA_DIR: tmp(), RAZORPAY_KEY_ID: "rzp_test_abc", RAZORPAY_KEY_SECRET: "key-secret" }).razorpay,
    ).toEqual({
      keyId: "rzp_test_abc",
      keySecret: "key-secret",
      webhookSecret: undefined,
      apiUrl: "https://api.razorpay.com",
      checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js",
    });
    const local = loadConfig({
      DATA_DIR: tmp(),
      RAZORPAY_KEY_ID: "rzp_test_abc",
      RAZORPAY_KEY_SECRET: "key-secret",
      RAZORPAY_WEBHOOK_SECRET: "hook-secret",
      RAZORPAY_API_URL: "http://127.0.0.1:4010/",
      RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:4010/v1/checkout.js",
    }).razorpay;
    expect(local).toMatchObject({
      webhookSecret: "hook-secret",
      apiUrl: "http://127.0.0.1:4010",
      checkoutUrl: "http://127.0.0.1:4010/v1/checkout.js",
    });
  });
});

describe("the document seal", () => {
  it("is generated into DATA_DIR unless SIGNING_P12 names the club's PKCS#12 file, whose password is never echoed", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).signing).toEqual({ p12Path: undefined, p12Password: undefined });
    expect(
      loadConfig({ DATA_DIR: tmp(), SIGNING_P12: "/etc/club/seal.p12", SIGNING_P12_PASSWORD: "p12-secret" }).signing,
    ).toEqual({
      p12Path: "/etc/club/seal.p12",
      p12Password: "p12-secret",
    });
    expect(loadConfig({ DATA_DIR: tmp(), SIGNING_P12: "seal.p12" }).signing.p12Path).toBe(
      join(process.cwd(), "seal.p12"),
    );
    expect(loadConfig({ DATA_DIR: tmp(), SIGNING_P12: "", SIGNING_P12_PASSWORD: "" }).signing).toEqual({
      p12Path: undefined,
      p12Password: undefined,
    });
  });
});

describe("SHUTDOWN_GRACE_MS", () => {
  it("is 5 s by default, none under NODE_ENV=test unless set, and a bad value is named", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).shutdownGraceMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: "test" }).shutdownGraceMs).toBe(0);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: "test", SHUTDOWN_GRACE_MS: "300" }).shutdownGraceMs).toBe(300);
    expect(loadConfig({ DATA_DIR: tmp(), SHUTDOWN_GRACE_MS: "0" }).shutdownGraceMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: tmp(), SHUTDOWN_GRACE_MS: "5s" })).toThrow(
      new ConfigError(
        'Invalid configuration: SHUTDOWN_GRACE_MS must be a whole number of milliseconds, 0 or more (got "5s")',
      ),
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), SHUTDOWN_GRACE_MS: "-1" })).toThrow(
      /SHUTDOWN_GRACE_MS must be a whole number/,
    );
  });
});

describe("LOAD_MAX_IN_FLIGHT and LOAD_MAX_EVENT_LOOP_DELAY_MS", () => {
  it("turn load away at 8 requests and a 500 ms mean delay by default, not under NODE_ENV=test unless set, and a bad value is named", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).load).toMatchObject({ maxInFlight: 16, maxEventLoopDelayMs: 500 });
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: "test" }).load).toMatchObject({
      maxInFlight: 0,
      maxEventLoopDelayMs: 0,
    });
    expect(
      loadConfig({ DATA_DIR: tmp(), NODE_ENV: "test", LOAD_MAX_IN_FLIGHT: "3", LOAD_MAX_EVENT_LOOP_DELAY_MS: "40" })
        .load,
    ).toMatchObject({
      maxInFlight: 3,
      maxEventLoopDelayMs: 40,
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), LOAD_MAX_IN_FLIGHT: "many" })).toThrow(
      new ConfigError(
        'Invalid configuration: LOAD_MAX_IN_FLIGHT must be a whole number of requests, 0 (no limit) or more (got "many")',
      ),
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), LOAD_MAX_EVENT_LOOP_DELAY_MS: "-5" })).toThrow(
      /LOAD_MAX_EVENT_LOOP_DELAY_MS must be a whole number/,
    );
  });
});
