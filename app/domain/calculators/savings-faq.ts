import type { FaqItemIds } from "../seo/calculator-seo";

/** The questions each savings calculator answers on its page and in its FAQPage data: one list for both. */
export const sipFaq = [
  { question: "savings.sipFaq1Question", answer: "savings.sipFaq1Answer" },
  { question: "savings.sipFaq2Question", answer: "savings.sipFaq2Answer" },
  { question: "savings.sipFaq3Question", answer: "savings.sipFaq3Answer" },
] as const satisfies readonly FaqItemIds[];

export const compoundFaq = [
  { question: "savings.compoundFaq1Question", answer: "savings.compoundFaq1Answer" },
  { question: "savings.compoundFaq2Question", answer: "savings.compoundFaq2Answer" },
  { question: "savings.compoundFaq3Question", answer: "savings.compoundFaq3Answer" },
] as const satisfies readonly FaqItemIds[];
