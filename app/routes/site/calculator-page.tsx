import { useMatches } from "react-router";
import { SimplePage } from "../../components/site/page-intro";

const titles: Record<string, string> = {
  "calc-profit-loss": "Profit & Loss Calculator",
  "calc-margin": "Margin Calculator",
  "calc-risk-reward": "Risk-Reward & Win Rate Calculator",
  "calc-pip": "Pip Calculator",
  "calc-lot-size": "Lot Size Calculator",
};

export function meta({ matches }: { matches: { id: string }[] }) {
  const title = titles[matches.at(-1)?.id ?? ""] ?? "Calculator";
  return [{ title: `${title} | Candlewise Academy` }];
}

/** Placeholder until the calculators issue fills these pages. */
export default function CalculatorPage() {
  const id = useMatches().at(-1)?.id ?? "";
  return (
    <SimplePage title={titles[id] ?? "Calculator"} intro="This calculator is being rebuilt with live rates and will be back shortly.">
      <p className="text-sm text-slate-500">The tools are educational and are not investment advice.</p>
    </SimplePage>
  );
}
