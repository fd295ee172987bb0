import { describe, expect, it } from "vitest";
import { CLICK_IDS, withoutClickIds } from "./click-ids";

describe("withoutClickIds", () => {
  it("drops the ad platforms' click identifiers and keeps every other parameter as written, in order", () => {
    expect(withoutClickIds("/about?fbclid=IwAR0abc")).toBe("/about");
    expect(withoutClickIds("/courses?category=Forex%20Trading&gclid=Cj0K&page=2")).toBe("/courses?category=Forex%20Trading&page=2");
    expect(withoutClickIds("/?GCLID=x&msclkid=y&utm_source=meta&utm_campaign=diwali")).toBe("/?utm_source=meta&utm_campaign=diwali");
    expect(withoutClickIds("/blog?q=a+b&fbclid=1&fbclid=2")).toBe("/blog?q=a+b");
  });

  it("knows each name by its end, as its quick look does: every one ends in \"id\", and each is dropped", () => {
    for (const name of CLICK_IDS) {
      expect(name.endsWith("id"), name).toBe(true);
      expect(withoutClickIds(`/about?${name}=x&page=2`)).toBe("/about?page=2");
    }
  });

  it("leaves alone addresses without one, and parameters that only look like one", () => {
    for (const target of ["/", "/about", "/blog?q=gclid", "/pip-calculator?instrument=EURUSD&deposit=USD", "/x?notgclid=1", "/x?gclidx=1"]) {
      expect(withoutClickIds(target)).toBe(target);
    }
  });
});
