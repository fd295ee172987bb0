import { describe, expect, it } from "vitest";
import { readsUploads, routeTable } from "../../tests/support/route-table";
import { UPLOAD_PATHS } from "./body-limit";

describe("the upload allowance", () => {
  it("is given to exactly the routes whose actions read files (walked from app/routes.ts)", () => {
    const readingFiles = routeTable()
      .filter(readsUploads)
      .map((route) => route.url.toLowerCase());
    expect(readingFiles.length).toBeGreaterThanOrEqual(5);
    expect([...UPLOAD_PATHS].sort()).toEqual(readingFiles.sort());
  });
});
