import type { MessageId } from "../../i18n/catalogue";
import { pathInLocale } from "../../i18n/locale";
import { findPublicPage, pageDescription, pageName, publicPageRouteSeo } from "../public-pages";
import { faqPageJsonLd, webApplicationJsonLd } from "./json-ld";
import { absoluteUrl } from "./page-head";
import type { SeoHandle, Translate } from "./route-seo";

/*
 * The head of a calculator page (issue 24): the public page's name and description, and its
 * structured data — a WebApplication, and a FAQPage of the questions the page answers. Shared by
 * every calculator that lists its questions; the page shows the same texts (CalculatorFaq).
 */

export interface FaqItemIds {
  question: MessageId;
  answer: MessageId;
}

export const faqTexts = (items: readonly FaqItemIds[], t: Translate) => items.map((item) => ({ question: t(item.question), answer: t(item.answer) }));

export function calculatorPageHandle(faq: readonly FaqItemIds[]): SeoHandle {
  return {
    seo: ({ pathname, publicUrl, locale, t }) => {
      const route = publicPageRouteSeo(pathname, t);
      const page = findPublicPage(pathname);
      if (!page) return route;
      return {
        ...route,
        jsonLd: [
          webApplicationJsonLd({ name: pageName(page, t), description: pageDescription(page, t), url: absoluteUrl(pathInLocale(page.path, locale), publicUrl), locale }),
          ...(faq.length > 0 ? [faqPageJsonLd(faqTexts(faq, t))] : []),
        ],
      };
    },
  };
}
