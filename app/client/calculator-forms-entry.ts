/*
 * The calculator pages' script (decision 0054), beside the site's own: built as one small standalone
 * file that root.tsx adds to the pages whose handle is `calculatorPage`.
 */
import { wireCalculatorForms } from "./calculator-forms";
import { whenParsed } from "./when-parsed";

whenParsed(() => {
  wireCalculatorForms();
  document.documentElement.dataset.calculators = "ready";
});
