/*
 * The third party's widgets on the economic calendar and the market chart (decision 0061), without
 * the framework. The server draws each one as it is before any script runs
 * (app/components/site/third-party-embed.tsx): the box at its final height, a cover over it with an
 * empty live region and a message for browsers without JavaScript, and the cover's other states as
 * `<template>`s in the page's language. This script moves it through them:
 *
 * - "loading" at once, and the provider's script is added only when the box nears the viewport;
 * - "failed" if that script fails, or if no iframe appears within the section's timeout; it keeps
 *   watching, so that a slow widget still replaces the fallback;
 * - "ready" when the widget's iframe appears: the cover goes.
 *
 * A script created this way, with a `src` on a host the CSP allows, needs no nonce.
 */
import { whenNear } from "./when-near";

/** Start loading a little before the box scrolls into view. */
const ROOT_MARGIN = "300px 0px";
/** How long to wait for the widget's iframe once the script is in the page, unless the section says. */
const IFRAME_TIMEOUT_MS = 10_000;

/**
 * The status shows the template of this state (its texts come from the server, in the page's
 * language); the section's `data-embed-phase` says which, so that a second failure (the timer after
 * the script's error) is not announced twice.
 */
function show(section: HTMLElement, phase: "loading" | "failed"): void {
  if (section.dataset.embedPhase === phase) return;
  section.dataset.embedPhase = phase;
  const status = section.querySelector("[data-embed-status]");
  const template = section.querySelector(`template[data-embed-template="${phase}"]`);
  if (status && template instanceof HTMLTemplateElement) status.replaceChildren(template.content.cloneNode(true));
}

function load(section: HTMLElement, container: HTMLElement): void {
  const hasFrame = () => container.querySelector("iframe") !== null;
  let ready = false;
  const fail = () => {
    if (!ready) show(section, "failed");
  };
  const timer = setTimeout(() => {
    if (!hasFrame()) fail();
  }, Number(section.dataset.embedTimeout) || IFRAME_TIMEOUT_MS);
  const watcher = new MutationObserver(() => {
    if (!hasFrame()) return;
    ready = true;
    section.dataset.embedPhase = "ready";
    watcher.disconnect();
    clearTimeout(timer);
    section.querySelector("[data-embed-cover]")?.remove();
  });
  watcher.observe(container, { childList: true, subtree: true });

  const script = document.createElement("script");
  script.src = section.dataset.embedSrc ?? "";
  script.async = true;
  // the widget reads its settings from its script's text
  script.text = section.dataset.embedConfig ?? "{}";
  script.addEventListener("error", fail);
  container.appendChild(script);
}

function wireEmbed(section: HTMLElement): void {
  const container = section.querySelector<HTMLElement>("[data-embed-container]");
  const box = section.querySelector("[data-embed-box]");
  if (!container || !box) return;
  show(section, "loading");
  whenNear(box, ROOT_MARGIN, () => load(section, container));
}

export function wireMarketEmbeds(): void {
  for (const section of document.querySelectorAll<HTMLElement>("[data-embed-src]")) wireEmbed(section);
}
