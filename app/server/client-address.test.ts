import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./client-address.server";

describe("rateLimitKey", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0DB8:0001:0002:0:0:0:9", "2001:db8:1:2:a:b:192.0.2.1", "2001:db8:1:2::1%eth0"]) {
      expect(rateLimitKey(address), address).toBe(key);
    }
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(key);
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps an IPv4 address whole, also when written in IPv6 form", () => {
    expect(rateLimitKey("192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitKey("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(rateLimitKey("192.0.2.2")).not.toBe(rateLimitKey("192.0.2.1"));
  });

  it("leaves anything else as it is", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("")).toBe("");
  });
});
