/*
 * The euro foreign-exchange reference rates feed (an XML document of <Cube currency='USD'
 * rate='1.1713'/> elements under a <Cube time='YYYY-MM-DD'> element, 1 EUR = rate units).
 */

export interface ReferenceRates {
  asOf: string;
  unitsPerEur: Record<string, number>;
}

export function parseEuroReferenceRates(xml: string): ReferenceRates {
  const asOf = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!asOf) throw new Error("The rates document has no date (Cube time).");
  const unitsPerEur: Record<string, number> = {};
  for (const match of xml.matchAll(/<Cube\s+currency=["']([A-Z]{3})["']\s+rate=["']([0-9.]+)["']\s*\/>/g)) {
    const rate = Number(match[2]);
    if (Number.isFinite(rate) && rate > 0) unitsPerEur[match[1]!] = rate;
  }
  if (Object.keys(unitsPerEur).length === 0) throw new Error("The rates document lists no rates.");
  return { asOf, unitsPerEur };
}

export async function fetchEuroReferenceRates(url: string, timeoutMs = 15_000): Promise<ReferenceRates> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/xml, text/xml" } });
  if (!response.ok) throw new Error(`The rates source answered ${response.status}.`);
  return parseEuroReferenceRates(await response.text());
}
