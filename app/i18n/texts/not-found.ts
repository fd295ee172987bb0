import { defineTexts } from "../define-texts";

/**
 * The public 404 page. Sent with every page: any address can turn out to be unknown, and the
 * page is drawn by the catch-all route inside the site layout, which knows no more than the path.
 */
export const notFound = defineTexts({
  en: {
    label: "ERROR {status}",
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
    backHome: "Back to the home page",
  },
  hi: {
    label: "त्रुटि {status}",
    title: "पेज नहीं मिला",
    body: "आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।",
    backHome: "होम पेज पर वापस जाएँ",
  },
});
