import { describe, expect, it } from "vitest";
import { passkeyAddressProblem } from "./passkey-address";

const localhost = { host: "localhost", origin: "http://localhost:3000" };
const page = (origin: string, isSecureContext = true) => ({ origin, isSecureContext });

describe("passkeyAddressProblem", () => {
  it("finds nothing wrong on APP_URL itself", () => {
    expect(passkeyAddressProblem(page("http://localhost:3000"), localhost, "add one")).toBeNull();
    const site = { host: "larder.example.com", origin: "https://larder.example.com" };
    expect(passkeyAddressProblem(page("https://larder.example.com"), site, "add one")).toBeNull();
  });

  it("sends a page opened at another address to APP_URL, saying what to ask otherwise", () => {
    expect(passkeyAddressProblem(page("http://127.0.0.1:3000"), localhost, "add one")).toBe(
      "Passkeys here belong to localhost: open Larder at http://localhost:3000 to add one (or ask whoever runs this server to set APP_URL to the address you use).",
    );
    // The same host on another port is another origin, which Larder does not accept.
    expect(
      passkeyAddressProblem(page("http://localhost:5173"), localhost, "sign in with one"),
    ).toContain("open Larder at http://localhost:3000 to sign in with one");
  });

  it("says that an APP_URL on an IP address or plain http cannot offer passkeys", () => {
    const ip = { host: "192.168.1.20", origin: "http://192.168.1.20:3000" };
    expect(passkeyAddressProblem(page(ip.origin, false), ip, "add one")).toContain(
      "not at an IP address",
    );
    const plain = { host: "larder.lan", origin: "http://larder.lan" };
    expect(passkeyAddressProblem(page(plain.origin, false), plain, "add one")).toContain(
      "https://",
    );
  });
});
