import { NEW_INSTRUMENT, type CalculatorDefinition } from "./calculator";
import { calculateCompoundInterest, compoundDefaults, compoundFields, compoundSchema } from "./compound-interest";
import { calculateMargin, fillMargin, marginDefaults, marginFields, marginSchema } from "./margin";
import { calculatePipValue, fillPip, pipDefaults, pipFields, pipSchema } from "./pip-value";
import { calculatePosition, fillPosition, fillPositionForNewInstrument, positionDefaults, positionFields, positionSchema } from "./position-size";
import { calculateProfitLoss, fillProfitLoss, profitLossDefaults, profitLossFields, profitLossFillBasis, profitLossSchema } from "./profit-loss";
import { calculateSip, sipDefaults, sipFields, sipSchema } from "./sip";
import { calculateRatio, calculateWinRate, ratioDefaults, ratioFields, ratioSchema, winRateDefaults, winRateFields, winRateSchema } from "./risk-reward";

/** Each form of the calculator pages, as one definition used by the server and the browser. */
export const profitLossCalculator: CalculatorDefinition<Parameters<typeof calculateProfitLoss>[0]> = {
  fields: profitLossFields,
  defaults: profitLossDefaults,
  schema: profitLossSchema,
  // a new instrument brings its own prices; a new close price, the conversion that follows from it
  fill: (values, rates, intent) => fillProfitLoss(values, rates, { withPrices: intent === NEW_INSTRUMENT }),
  fillBasis: profitLossFillBasis,
  calculate: calculateProfitLoss,
};

export const marginCalculator: CalculatorDefinition<Parameters<typeof calculateMargin>[0]> = {
  fields: marginFields,
  defaults: marginDefaults,
  schema: marginSchema,
  fill: fillMargin,
  calculate: calculateMargin,
};

export const winRateCalculator: CalculatorDefinition<Parameters<typeof calculateWinRate>[0]> = {
  fields: ratioFields,
  defaults: ratioDefaults,
  schema: ratioSchema,
  calculate: calculateWinRate,
};

export const ratioCalculator: CalculatorDefinition<Parameters<typeof calculateRatio>[0]> = {
  fields: winRateFields,
  defaults: winRateDefaults,
  schema: winRateSchema,
  calculate: calculateRatio,
};

export const pipCalculator: CalculatorDefinition<Parameters<typeof calculatePipValue>[0]> = {
  fields: pipFields,
  defaults: pipDefaults,
  schema: pipSchema,
  fill: fillPip,
  calculate: calculatePipValue,
};

export const positionCalculator: CalculatorDefinition<Parameters<typeof calculatePosition>[0]> = {
  fields: positionFields,
  defaults: positionDefaults,
  schema: positionSchema,
  // the entry and stop prices typed belong to the instrument they were typed for
  fill: (values, rates, intent) => (intent === NEW_INSTRUMENT ? fillPositionForNewInstrument : fillPosition)(values, rates),
  calculate: calculatePosition,
};

export const sipCalculator: CalculatorDefinition<Parameters<typeof calculateSip>[0]> = {
  fields: sipFields,
  defaults: sipDefaults,
  schema: sipSchema,
  calculate: calculateSip,
};

export const compoundInterestCalculator: CalculatorDefinition<Parameters<typeof calculateCompoundInterest>[0]> = {
  fields: compoundFields,
  defaults: compoundDefaults,
  schema: compoundSchema,
  calculate: calculateCompoundInterest,
};
