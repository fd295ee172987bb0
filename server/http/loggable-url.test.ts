import { describe, expect, it } from "vitest";
import { loggableUrl } from "./loggable-url";

describe("the address a request log line keeps", () => {
  it("drops every query parameter of an /admin address but the harmless keys, and counts them", () => {
    expect(loggableUrl("/admin/messages?q=priya%40example.in&from=2026-01-01")).toEqual({ url: "/admin/messages", queryRemoved: 2 });
    expect(loggableUrl("/admin/messages/person?who=98765%2043210")).toEqual({ url: "/admin/messages/person", queryRemoved: 1 });
    expect(loggableUrl("/admin/messages/person.data?who=a%40b.in&_routes=routes%2Fadmin%2Fmessages-person")).toEqual({
      url: "/admin/messages/person.data?_routes=routes%2Fadmin%2Fmessages-person",
      queryRemoved: 1,
    });
    expect(loggableUrl("/admin/messages/export.csv?q=a%40b.in")).toEqual({ url: "/admin/messages/export.csv", queryRemoved: 1 });
    // a sign-in form sent by GET, or by a client navigation
    expect(loggableUrl("/admin?email=a%40b.in&password=secret")).toEqual({ url: "/admin", queryRemoved: 2 });
    expect(loggableUrl("/admin.data?index&email=a%40b.in")).toEqual({ url: "/admin.data?index", queryRemoved: 1 });
    expect(loggableUrl("/admin/uploads?purpose=course-image")).toEqual({ url: "/admin/uploads?purpose=course-image" });
    expect(loggableUrl("/admin/dashboard")).toEqual({ url: "/admin/dashboard" });
  });

  it("counts whatever the router would take for /admin: any case, escapes, dot segments", () => {
    for (const path of ["/ADMIN/messages", "/%61dmin/messages", "/blog/../admin/messages", "/blog/%2e%2e/admin/messages", "/admin/messages/"]) {
      expect(loggableUrl(`${path}?q=a%40b.in`), path).toEqual({ url: path, queryRemoved: 1 });
    }
    // a path that cannot be decoded is taken for one
    expect(loggableUrl("/%E0%A4%A/x?who=a%40b.in")).toEqual({ url: "/%E0%A4%A/x", queryRemoved: 1 });
  });

  it("leaves public addresses as they are", () => {
    expect(loggableUrl("/blog?q=candle&page=2")).toEqual({ url: "/blog?q=candle&page=2" });
    expect(loggableUrl("/administration-tips?x=1")).toEqual({ url: "/administration-tips?x=1" });
    expect(loggableUrl("/contact")).toEqual({ url: "/contact" });
    expect(loggableUrl(undefined)).toEqual({ url: undefined });
  });
});
