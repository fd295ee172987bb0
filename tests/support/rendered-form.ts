/**
 * The values a server-rendered form would send as it stands: its inputs, textareas and selected
 * options, by name. For tests that post a screen's form back (the settings) without a browser.
 */
export function renderedFormValues(html: string): Record<string, string> {
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  const form: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"/g)) form[match[1]!] = decode(match[2]!);
  for (const match of html.matchAll(/<textarea[^>]*?name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g)) form[match[1]!] = decode(match[2]!);
  for (const match of html.matchAll(/<select[^>]*?name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    form[match[1]!] = decode(/<option[^>]*?value="([^"]*)"[^>]*?selected/.exec(match[2]!)?.[1] ?? "");
  }
  return form;
}
