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
  });
});
