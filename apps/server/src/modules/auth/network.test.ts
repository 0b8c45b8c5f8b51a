import { describe, expect, it } from "vitest";
import { networkOf } from "./network";

describe("networkOf", () => {
  it("keeps an IPv4 address, also when written as IPv6", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const network = "2001:db8:85a3:0::/64";
    expect(networkOf("2001:db8:85a3::8a2e:370:7334")).toBe(network);
    expect(networkOf("2001:0DB8:85A3:0000:1111:2222:3333:4444")).toBe(network);
    expect(networkOf("2001:db8:85a3:0:ffff::1%eth0")).toBe(network);
    expect(networkOf("2001:db8:85a4::1")).not.toBe(network);
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves anything else as it is", () => {
    expect(networkOf("")).toBe("");
    expect(networkOf("unknown")).toBe("unknown");
  });
});
