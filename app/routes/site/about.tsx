import { SimplePage } from "../../components/site/page-intro";
import { publicPageHandle } from "../../domain/public-pages";

export const handle = publicPageHandle;

export default function About() {
  return (
    <SimplePage title="About Candlewise Academy" intro="We teach trading as a craft: method first, risk always, results over time.">
      <h2 className="text-2xl">Our mission</h2>
      <p>To give every learner in India a clear, honest path into the markets, with tools and mentors that put risk management first.</p>
      <h2 className="text-2xl">Our vision</h2>
      <p>A generation of traders and digital professionals who decide with data, not with tips.</p>
      <h2 className="text-2xl">Our values</h2>
      <ul className="list-disc space-y-1 pl-6">
        <li>Honesty about risk</li>
        <li>Practice over theory</li>
        <li>Support for every learner</li>
      </ul>
      <img src="/demo/team.svg" alt="The Candlewise Academy team" width={640} height={360} className="mt-6 w-full rounded-2xl" />
    </SimplePage>
  );
}
