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
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: "mysql://x" })).toThrow(/^Invalid configuration: DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO must be true or false/);
  });

  it("takes PORT into PUBLIC_URL unless PUBLIC_URL is set", () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: "https://club.example/" }).publicUrl).toBe("https://club.example");
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless set, so clients cannot choose their own address", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: "true" }).trustProxy).toBe(true);
  });
});

describe("S3 storage", () => {
  it("is off by default and needs both keys with a bucket", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).s3).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: "club-files" })).toThrow("Invalid configuration: S3_ACCESS_KEY_ID is needed with S3_BUCKET");
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: "club-files", S3_ACCESS_KEY_ID: "k" })).toThrow(/S3_SECRET_ACCESS_KEY is needed/);
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: "Bad_Bucket", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" })).toThrow(/S3_BUCKET must be an S3 bucket name/);
    expect(loadConfig({ DATA_DIR: tmp(), S3_BUCKET: "club-files", S3_ENDPOINT: "http://minio:9000/", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }).s3).toEqual({
      bucket: "club-files",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      accessKeyId: "k",
      secretAccessKey: "s",
    });
  });
});
