/*
 * The site's own script (decision 0047), on every public page: what the header and the small
 * controls need, without the framework. Pages that hydrate run it too, so each behaviour has one
 * implementation. Built as one small standalone file (root.tsx imports its URL); the e2e tests
 * wait for the mark it sets.
 */
import { wireHeaderMenus } from "./header-menus";
import { wirePageHelpers } from "./page-helpers";
import { wireHomeWidgets } from "./home-widgets";
import { wireMessageForms } from "./message-forms";
import { whenParsed } from "./when-parsed";

whenParsed(() => {
  wireHeaderMenus();
  wirePageHelpers();
  wireHomeWidgets();
  wireMessageForms();
  document.documentElement.dataset.behaviour = "ready";
});
