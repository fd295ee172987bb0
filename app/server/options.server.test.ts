import { describe, expect, it } from "vitest";
import { evaluate } from "../domain/calculators/calculator";
import { applyPreset, optionsCalculator, optionsDefaults, presetChoices } from "../domain/calculators/options-calculator";
import { evaluateOptionsForm } from "./options.server";

// decision 0073: the option payoff page keeps the evaluations of the last forms it was sent
describe("the option payoff form's kept evaluations", () => {
  const forms = presetChoices.map((preset) => applyPreset({ ...optionsDefaults, preset }));

  it("give each form its own result, the same as working it out afresh, however often and in whatever order it comes", () => {
    for (let round = 0; round < 3; round += 1) {
      for (const form of round === 1 ? [...forms].reverse() : forms) {
        expect(evaluateOptionsForm(form)).toEqual(evaluate(optionsCalculator, form));
      }
    }
  });

  it("never answer a changed figure with the result of the form before it", () => {
    const straddle = applyPreset(optionsDefaults);
    const before = evaluateOptionsForm(straddle);
    expect(before.result).not.toBeNull();
    const moved = { ...straddle, leg1Premium: String(Number(straddle.leg1Premium) + 150) };
    const after = evaluateOptionsForm(moved);
    expect(after).toEqual(evaluate(optionsCalculator, moved));
    expect(after.result?.lines).not.toEqual(before.result?.lines);
    // a form with errors is kept as it is, errors and all
    const broken = { ...straddle, spot: "-5" };
    expect(evaluateOptionsForm(broken).errors.spot).toBeDefined();
    expect(evaluateOptionsForm(broken)).toEqual(evaluate(optionsCalculator, broken));
  });
});
