/**
 * The query parameter of the site script's requests made while the visitor types, before the form
 * has been calculated: the page answers with the fields filled but nothing evaluated, so no refusal
 * shows beside a field that is still being typed (app/client/calculator-forms.ts). A module of its
 * own, so that the script carries this name and nothing else of the calculators.
 */
export const PREVIEW_PARAM = "preview";
