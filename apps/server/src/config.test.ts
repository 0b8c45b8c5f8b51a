import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const load = (env: Record<string, string>) => loadConfig(env, "/srv/larder/apps/server");

describe("loadConfig", () => {
  it("serves on port 3000 with the embedded database and the outbox by default", () => {
    const config = load({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.mailFrom).toBe("Larder <larder@localhost>");
    expect(config.webDist).toBe("/srv/larder/apps/web/dist");
  });

  it("treats empty variables as unset", () => {
    const config = load({ DATABASE_URL: "", SMTP_URL: "", MAIL_FROM: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it("takes the mail sender from APP_URL unless MAIL_FROM says otherwise", () => {
    expect(load({ APP_URL: "https://larder.bistro.test" }).mailFrom).toBe(
      "Larder <larder@larder.bistro.test>",
    );
    expect(load({ MAIL_FROM: "Bistro <stock@bistro.test>" }).mailFrom).toBe(
      "Bistro <stock@bistro.test>",
    );
  });

  it("says which variable is wrong, in words", () => {
    expect(() => load({ PORT: "seventy" })).toThrow(ConfigError);
    expect(() => load({ SMTP_URL: "http://mail.test" })).toThrow(
      "SMTP_URL: SMTP_URL must start with smtp:// or smtps://",
    );
    expect(() => load({ DATABASE_URL: "not a url" })).toThrow(
      /^Invalid configuration: DATABASE_URL/,
    );
    expect(() => load({ DATABASE_URL: "mysql://root@127.0.0.1:3306/larder" })).toThrow(
      "DATABASE_URL: DATABASE_URL must be a PostgreSQL address, starting with postgres:// or postgresql://",
    );
    expect(load({ DATABASE_URL: "postgresql://u@db:5432/larder" }).databaseUrl).toBe(
      "postgresql://u@db:5432/larder",
    );
  });

  it("keeps two spare demos unless DEMO_SPARES says how many, from 0 to 20", () => {
    expect(load({}).demoSpares).toBe(2);
    expect(load({ DEMO_SPARES: "0" }).demoSpares).toBe(0);
    expect(load({ DEMO_SPARES: "5" }).demoSpares).toBe(5);
    for (const wrong of ["-1", "21", "2.5", "many"])
      expect(() => load({ DEMO_SPARES: wrong })).toThrow(
        "DEMO_SPARES: DEMO_SPARES must be a whole number from 0 to 20",
      );
  });

  it("sets up Google sign-in only when both the client id and secret are given", () => {
    expect(load({ GOOGLE_CLIENT_ID: "id" }).google).toBeUndefined();
    expect(load({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).google).toEqual({
      clientId: "id",
      clientSecret: "secret",
      issuer: "https://accounts.google.com",
    });
    expect(
      load({
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "s",
        GOOGLE_ISSUER: "http://127.0.0.1:9000",
      }).google?.issuer,
    ).toBe("http://127.0.0.1:9000");
  });

  it("trusts no proxy unless TRUST_PROXY says which", () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
  });

  it("wants a SESSION_SECRET of at least 32 characters when one is given", () => {
    expect(load({}).sessionSecret).toBeUndefined();
    expect(() => load({ SESSION_SECRET: "short" })).toThrow(
      "SESSION_SECRET: SESSION_SECRET must be at least 32 characters",
    );
    expect(load({ SESSION_SECRET: "x".repeat(32) }).sessionSecret).toBe("x".repeat(32));
  });

  it("reads OPERATOR_EMAILS as addresses in lower case, and unset as the first owners' rule", () => {
    expect(load({}).operatorEmails).toBeNull();
    expect(load({ OPERATOR_EMAILS: "" }).operatorEmails).toBeNull();
    expect(load({ OPERATOR_EMAILS: " Ops@Example.com, ,chef@example.com" }).operatorEmails).toEqual(
      ["ops@example.com", "chef@example.com"],
    );
    expect(() => load({ OPERATOR_EMAILS: "ops@example.com; chef" })).toThrow(
      "OPERATOR_EMAILS must be email addresses separated by commas",
    );
  });
});
