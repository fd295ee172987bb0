import { useEffect, type RefObject } from "react";

/**
 * Dialogs whose open state lives in the address are rendered open by the server as plain
 * dialogs (so they work without JavaScript); once the browser runs, this makes one modal (focus
 * held inside, the page behind inert) and puts the focus on `focusFirst`.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, focusFirst: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.matches(":modal")) {
      element.close();
      element.showModal();
    }
    focusFirst.current?.focus();
  }, [dialog, focusFirst]);
}
