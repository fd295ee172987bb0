/**
 * A whole, self-contained page for a status: no script, no stylesheet to fetch, no technical
 * detail. For answers made where React Router cannot render the real error page (it failed, or
 * the database the pages need is out of reach).
 */
export function statusDocument(text: { status: number; title: string; body: string }): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title} | Candlewise Academy</title>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b;background:#fff;line-height:1.6}
main{max-width:36rem;min-height:60vh;margin:0 auto;padding:6rem 1.5rem;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center}
.status{margin:0;font-size:.875rem;font-weight:600;letter-spacing:.1em;color:#047857}
h1{margin:.5rem 0 0;font-size:2rem;line-height:1.2;color:#0b1b33}
p{color:#475569}
a{margin-top:2rem;display:inline-block;padding:.625rem 1.25rem;border-radius:.5rem;background:#047857;color:#fff;font-weight:600;text-decoration:none}
a:hover{background:#065f46}
</style>
</head>
<body>
<main>
<p class="status">ERROR ${text.status}</p>
<h1>${text.title}</h1>
<p>${text.body}</p>
<a href="/">Back to the home page</a>
</main>
</body>
</html>
`;
}
