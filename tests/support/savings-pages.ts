/**
 * The savings calculators (issue 24) in states their empty pages do not show: a result with its
 * chart, table and formula, and refusals beside the fields. The Nu check and the Hindi sweep read them.
 */
export const savingsResults = [
  "/sip-calculator?mode=goal&amount=10000000&rate=12&years=15&stepUp=10",
  "/compound-interest-calculator?principal=100000&rate=8&years=10&compounding=quarterly&addition=5000&additionFrequency=monthly&inflation=6",
  // numbers a field refuses (a non-number would be echoed into type=number, which Nu rejects on every calculator)
  "/sip-calculator?mode=sip&amount=0.5&rate=51&years=2.5&stepUp=-1",
];
