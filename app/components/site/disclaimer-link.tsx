import { useLocalPath, useT } from "../../i18n/texts";
import { SiteLink } from "./site-link";

/**
 * The link to the full disclaimer (decision 0042) under every calculator and market page, in the
 * page's language: the short education-only notice there points to the whole text.
 */
export function DisclaimerLink({ className = "" }: { className?: string }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <SiteLink to={localPath("/disclaimer")} className={`font-semibold underline underline-offset-2 ${className}`} data-testid="disclaimer-link">
      {t("footer.readDisclaimer")}
    </SiteLink>
  );
}
