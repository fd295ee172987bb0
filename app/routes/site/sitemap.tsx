import { Link } from "react-router";
import { SimplePage } from "../../components/site/page-intro";

export function meta() {
  return [{ title: "Sitemap | Candlewise Academy" }];
}

const pages: [string, string][] = [
  ["/", "Home"],
  ["/about", "About Us"],
  ["/blog", "Blog"],
  ["/contact", "Contact"],
  ["/profit-loss-calculator", "Profit & Loss Calculator"],
  ["/economic-calendar", "Economic Calendar"],
  ["/margin-calculator", "Margin Calculator"],
  ["/risk-reward", "Risk-Reward & Win Rate Calculator"],
  ["/pip-calculator", "Pip Calculator"],
  ["/lot-size", "Lot Size Calculator"],
  ["/live-trading-chart", "Market Summary"],
  ["/admin", "Admin"],
];

export default function Sitemap() {
  return (
    <SimplePage title="Sitemap">
      <ul className="grid gap-2 sm:grid-cols-2">
        {pages.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="text-accent-700 underline-offset-4 hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
