/** The same address (path and query) without one query parameter, e.g. an open confirmation. */
export function addressWithout(url: string, param: string): string {
  const parsed = new URL(url, "http://localhost");
  parsed.searchParams.delete(param);
  parsed.searchParams.delete("index");
  const query = parsed.searchParams.toString();
  return `${parsed.pathname}${query ? `?${query}` : ""}`;
}
