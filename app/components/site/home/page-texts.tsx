import { createContext, useCallback, useContext, type ReactNode } from "react";
import { FIGURE_DEFAULTS } from "../../../domain/home-figures";
import type { MessageId } from "../../../i18n/catalogue";
import { useNumerals, useT } from "../../../i18n/texts";

/*
 * The home page's words an administrator changed (decision 0043), from the home loader's data:
 * the sections ask for a text as they ask the catalogue, and get the stored one where there is one.
 */

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

const PageTexts = createContext<Readonly<Record<string, string>>>({});

export function PageTextsProvider({ texts, children }: { texts: Readonly<Record<string, string>>; children: ReactNode }) {
  return <PageTexts.Provider value={texts}>{children}</PageTexts.Provider>;
}

/** `t` with the stored texts over the catalogue's home area (a stored text is shown as written, its digits as the page writes them). */
export function pageTextsOver(texts: Readonly<Record<string, string>>, t: Translate, numerals: (text: string) => string): Translate {
  return (id, values) => {
    const stored = id.startsWith("home.") ? texts[id.slice("home.".length)] : undefined;
    return stored === undefined ? t(id, values) : numerals(stored);
  };
}

/** The page's `t`: a stored text where the administrator wrote one, the catalogue's otherwise. */
export function usePageT(texts?: Readonly<Record<string, string>>): Translate {
  const provided = useContext(PageTexts);
  const t = useT();
  const numerals = useNumerals();
  const shown = texts ?? provided;
  return useCallback<Translate>((id, values) => pageTextsOver(shown, t, numerals)(id, values), [shown, t, numerals]);
}

/**
 * A statistic's figure: the stored one, else the code's number, else the catalogue's
 * (home.statFollowersFigure). Numbers are written as typed, as the code's always were.
 */
export function useFigure(): (key: string) => string {
  const texts = useContext(PageTexts);
  const t = useT();
  return useCallback((key: string) => texts[key] ?? FIGURE_DEFAULTS[key] ?? t(`home.${key}` as MessageId), [texts, t]);
}
