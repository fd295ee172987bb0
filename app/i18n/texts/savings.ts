import { defineTexts } from "../define-texts";

/*
 * The savings calculators (/sip-calculator, /compound-interest-calculator; issue 24, decision 0036):
 * the pages, their fields, the year-by-year table and chart, the formulas, the questions answered on
 * the page (also their FAQPage data), and what app/domain/calculators/sip.ts and compound-interest.ts
 * say as phrases. The frame, the Calculate button and the refusals' sentences are the calculators' area.
 */
export const savings = defineTexts({
  en: {
    // the SIP page
    sipTitle: "SIP Calculator",
    sipIntro: "See what a monthly SIP, a step-up SIP or a lumpsum may grow to, or the monthly amount a goal needs.",
    sipCard: "SIP, lumpsum or goal",
    sipResult: "SIP result",
    mode: "Calculate",
    modeSip: "Monthly SIP",
    modeLumpsum: "Lumpsum",
    modeGoal: "Goal",
    amountSip: "Monthly investment (₹)",
    amountLumpsum: "Lumpsum investment (₹)",
    amountGoal: "Target amount (₹)",
    expectedReturn: "Expected return (% a year)",
    period: "Time period (years)",
    stepUp: "Yearly step-up (%)",
    stepUpHint: "How much the monthly instalment rises each year; 0 for a plain SIP. Not used for a lumpsum.",
    returnHint: "Returns are not guaranteed: a mutual fund's past return does not promise a future one.",

    // the compound interest page
    compoundTitle: "Compound Interest Calculator",
    compoundIntro: "See how a deposit grows when interest earns interest, with regular additions, and what it will buy in today's money.",
    compoundCard: "Compound interest",
    compoundResult: "Compound interest result",
    principal: "Principal (₹)",
    interestRate: "Interest rate (% a year)",
    compounding: "Compounded",
    compoundingYearly: "Yearly",
    compoundingHalfYearly: "Half-yearly",
    compoundingQuarterly: "Quarterly",
    compoundingMonthly: "Monthly",
    compoundingDaily: "Daily",
    addition: "Regular addition (₹)",
    additionHint: "Added at the end of each period; 0 for none.",
    additionFrequency: "Addition every",
    additionMonthly: "Month",
    additionYearly: "Year",
    inflation: "Inflation (% a year)",
    inflationHint: "To show the final value in today's money; 0 to leave it out.",

    // the result lines
    monthlyNeeded: "Monthly investment needed",
    invested: "Invested amount",
    estimatedReturns: "Estimated returns",
    interestEarned: "Interest earned",
    totalValue: "Total value",
    realValue: "Value in today's money (at {inflation}% inflation)",

    // the year-by-year table and chart
    growthHeading: "Year by year",
    tableCaption: "Growth year by year",
    columnYear: "Year",
    columnInstalment: "Monthly instalment",
    columnInvested: "Invested",
    columnReturns: "Returns",
    columnInterest: "Interest",
    columnValue: "Value",
    columnRealValue: "In today's money",
    chartTitle: "Invested amount and value over {years} years",
    chartDescription: "After {years} years: {invested} invested, worth {value}. The table below gives every year's figures.",
    chartInvested: "Invested",
    chartValue: "Value",
    chartYears: "years",

    // how the figures are calculated
    formulaHeading: "How it is calculated",
    sipFormulaExplained:
      "A SIP instalment is paid at the start of each month and earns a month's return: i = annual rate ÷ 12, n = years × 12, FV = P × [((1 + i)^n − 1) ÷ i] × (1 + i). With a step-up, each year's instalment is the last year's plus the step-up, and every instalment grows the same way from its own month. A lumpsum compounds once a year: FV = L × (1 + r)^t. For a goal, P = goal ÷ what ₹1 a month grows to.",
    compoundFormulaExplained:
      "A = P × (1 + r/n)^(n × t), where r is the yearly rate, n the compounding periods a year (1, 2, 4, 12 or 365) and t the years. Additions of C come at the end of each of the m periods a year (12 or 1) and earn j = (1 + r/n)^(n/m) − 1 a period: C × [((1 + j)^(m × t) − 1) ÷ j]. In today's money: A ÷ (1 + inflation)^t.",

    // the formulas with the visitor's numbers
    formulaSip: "i = {rate}% ÷ 12 = {monthlyRate}% a month, n = {months} months; FV = {amount} × [((1 + i)^n − 1) ÷ i] × (1 + i) = {value}",
    formulaSipStepUp: "i = {rate}% ÷ 12 = {monthlyRate}% a month, n = {months} months, the instalment {amount} rising {stepUp}% a year; FV = Σ instalment × (1 + i)^(months left) = {value}",
    formulaLumpsum: "compounded once a year: FV = {amount} × (1 + {rate}%)^{years} = {value}",
    formulaGoal: "i = {rate}% ÷ 12 = {monthlyRate}% a month, n = {months} months; P = {goal} ÷ ([((1 + i)^n − 1) ÷ i] × (1 + i)) = {amount}",
    formulaGoalStepUp: "i = {rate}% ÷ 12 = {monthlyRate}% a month, n = {months} months; ₹1 a month rising {stepUp}% a year grows to {factor}; P = {goal} ÷ {factor} = {amount}",
    formulaCompound: "A = {principal} × (1 + {rate}% ÷ {n})^({n} × {years}) = {value}; in today's money {value} ÷ (1 + {inflation}%)^{years} = {real}",
    formulaCompoundAdditions:
      "j = (1 + {rate}% ÷ {n})^({n} ÷ {m}) − 1 = {j}; A = {principal} × (1 + {rate}% ÷ {n})^({n} × {years}) + {addition} × [((1 + j)^({m} × {years}) − 1) ÷ j] = {value}; in today's money {value} ÷ (1 + {inflation}%)^{years} = {real}",

    formulaAdditionsOnly:
      "j = (1 + {rate}% ÷ {n})^({n} ÷ {m}) − 1 = {j}; A = {addition} × [((1 + j)^({m} × {years}) − 1) ÷ j] = {value}; in today's money {value} ÷ (1 + {inflation}%)^{years} = {real}",

    // questions answered on the page (and in its FAQPage data)
    faqHeading: "Questions",
    sipFaq1Question: "Why does this SIP calculator assume payments at the start of each month?",
    sipFaq1Answer:
      "A SIP instalment is usually debited at the start of the period and invested at once, so it earns that month's return too. This is the formula Indian mutual-fund calculators state: FV = P × [((1 + i)^n − 1) ÷ i] × (1 + i).",
    sipFaq2Question: "What is a step-up SIP?",
    sipFaq2Answer: "A SIP whose monthly instalment rises by a fixed percentage every year, for example with your salary. A 10% step-up turns ₹10,000 a month into ₹11,000 a month in the second year.",
    sipFaq3Question: "Is the estimated return guaranteed?",
    sipFaq3Answer: "No. Mutual fund returns vary from year to year; the calculator assumes one steady rate to show what compounding does. Use it to plan, not as a promise.",
    compoundFaq1Question: "How does the compounding frequency change the result?",
    compoundFaq1Answer: "The more often interest is added, the sooner it starts earning interest itself: ₹1,00,000 at 8% for 5 years grows to ₹1,46,932.81 compounded yearly and ₹1,48,594.74 compounded quarterly.",
    compoundFaq2Question: "What does the value in today's money mean?",
    compoundFaq2Answer: "Prices rise over the years, so a future amount buys less. Dividing it by (1 + inflation)^years gives what it would buy today: ₹1,00,000 in 10 years at 6% inflation is worth about ₹55,839 today.",
    compoundFaq3Question: "When are regular additions added?",
    compoundFaq3Answer: "At the end of each month or year, as in a recurring deposit; each addition then earns the same rate as the rest of the balance.",

    // refusals and field names inside them
    errWholeYears: "Enter the time period in whole years.",
    errNothingInvested: "Enter a principal or a regular addition: with neither there is nothing to grow.",
    nameAmount: "amount",
    nameRate: "rate",
    nameYears: "time period",
    nameStepUp: "step-up",
    namePrincipal: "principal",
    nameAddition: "regular addition",
    nameInflation: "inflation",
    chooseMode: "what to calculate",
    chooseCompounding: "how often interest is compounded",
    chooseAdditionFrequency: "how often you add",
  },
  hi: {
    sipTitle: "SIP कैलकुलेटर",
    sipIntro: "देखें कि हर महीने की SIP, स्टेप-अप SIP या एकमुश्त निवेश कितना बढ़ सकता है, या किसी लक्ष्य के लिए हर महीने कितना लगाना होगा।",
    sipCard: "SIP, एकमुश्त या लक्ष्य",
    sipResult: "SIP का नतीजा",
    mode: "क्या निकालें",
    modeSip: "मासिक SIP",
    modeLumpsum: "एकमुश्त",
    modeGoal: "लक्ष्य",
    amountSip: "हर महीने का निवेश (₹)",
    amountLumpsum: "एकमुश्त निवेश (₹)",
    amountGoal: "लक्ष्य की रकम (₹)",
    expectedReturn: "अनुमानित रिटर्न (% सालाना)",
    period: "अवधि (साल)",
    stepUp: "सालाना स्टेप-अप (%)",
    stepUpHint: "हर साल मासिक किस्त कितनी बढ़े; सामान्य SIP के लिए 0। एकमुश्त निवेश पर लागू नहीं।",
    returnHint: "रिटर्न की कोई गारंटी नहीं: म्यूचुअल फ़ंड का पिछला रिटर्न आगे के रिटर्न का वादा नहीं है।",

    compoundTitle: "चक्रवृद्धि ब्याज कैलकुलेटर",
    compoundIntro: "देखें कि ब्याज पर ब्याज मिलने से जमा रकम कैसे बढ़ती है, नियमित जमा के साथ, और आज के पैसे में उसकी क़ीमत कितनी होगी।",
    compoundCard: "चक्रवृद्धि ब्याज",
    compoundResult: "चक्रवृद्धि ब्याज का नतीजा",
    principal: "मूलधन (₹)",
    interestRate: "ब्याज दर (% सालाना)",
    compounding: "ब्याज जुड़ता है",
    compoundingYearly: "सालाना",
    compoundingHalfYearly: "छमाही",
    compoundingQuarterly: "तिमाही",
    compoundingMonthly: "मासिक",
    compoundingDaily: "रोज़ाना",
    addition: "नियमित जमा (₹)",
    additionHint: "हर अवधि के अंत में जुड़ता है; न जोड़ना हो तो 0।",
    additionFrequency: "जमा हर",
    additionMonthly: "महीने",
    additionYearly: "साल",
    inflation: "महँगाई (% सालाना)",
    inflationHint: "अंतिम रकम आज के पैसे में दिखाने के लिए; छोड़ना हो तो 0।",

    monthlyNeeded: "हर महीने ज़रूरी निवेश",
    invested: "निवेश की गई रकम",
    estimatedReturns: "अनुमानित रिटर्न",
    interestEarned: "कमाया गया ब्याज",
    totalValue: "कुल रकम",
    realValue: "आज के पैसे में क़ीमत ({inflation}% महँगाई पर)",

    growthHeading: "साल-दर-साल",
    tableCaption: "साल-दर-साल बढ़त",
    columnYear: "साल",
    columnInstalment: "मासिक किस्त",
    columnInvested: "निवेश",
    columnReturns: "रिटर्न",
    columnInterest: "ब्याज",
    columnValue: "रकम",
    columnRealValue: "आज के पैसे में",
    chartTitle: "{years} साल में निवेश की गई रकम और कुल रकम",
    chartDescription: "{years} साल बाद: {invested} का निवेश, जिसकी क़ीमत {value} है। नीचे की तालिका में हर साल के आँकड़े हैं।",
    chartInvested: "निवेश",
    chartValue: "रकम",
    chartYears: "साल",

    formulaHeading: "हिसाब कैसे होता है",
    sipFormulaExplained:
      "SIP की किस्त हर महीने की शुरुआत में जमा होती है और उस महीने का रिटर्न भी कमाती है: i = सालाना दर ÷ 12, n = साल × 12, FV = P × [((1 + i)^n − 1) ÷ i] × (1 + i)। स्टेप-अप में हर साल की किस्त पिछले साल की किस्त और स्टेप-अप के बराबर होती है, और हर किस्त अपने महीने से इसी तरह बढ़ती है। एकमुश्त निवेश पर ब्याज साल में एक बार जुड़ता है: FV = L × (1 + r)^t। लक्ष्य के लिए P = लक्ष्य ÷ हर महीने ₹1 की बढ़ी हुई रकम।",
    compoundFormulaExplained:
      "A = P × (1 + r/n)^(n × t), जहाँ r सालाना दर, n साल में ब्याज जुड़ने की बार (1, 2, 4, 12 या 365) और t साल हैं। C का जमा साल की m अवधियों (12 या 1) में हर अवधि के अंत में आता है और हर अवधि j = (1 + r/n)^(n/m) − 1 कमाता है: C × [((1 + j)^(m × t) − 1) ÷ j]। आज के पैसे में: A ÷ (1 + महँगाई)^t।",

    formulaSip: "i = {rate}% ÷ 12 = {monthlyRate}% हर महीने, n = {months} महीने; FV = {amount} × [((1 + i)^n − 1) ÷ i] × (1 + i) = {value}",
    formulaSipStepUp: "i = {rate}% ÷ 12 = {monthlyRate}% हर महीने, n = {months} महीने, किस्त {amount} जो हर साल {stepUp}% बढ़ती है; FV = Σ किस्त × (1 + i)^(बाक़ी महीने) = {value}",
    formulaLumpsum: "साल में एक बार चक्रवृद्धि: FV = {amount} × (1 + {rate}%)^{years} = {value}",
    formulaGoal: "i = {rate}% ÷ 12 = {monthlyRate}% हर महीने, n = {months} महीने; P = {goal} ÷ ([((1 + i)^n − 1) ÷ i] × (1 + i)) = {amount}",
    formulaGoalStepUp: "i = {rate}% ÷ 12 = {monthlyRate}% हर महीने, n = {months} महीने; ₹1 महीने की किस्त, जो हर साल {stepUp}% बढ़े, {factor} बनती है; P = {goal} ÷ {factor} = {amount}",
    formulaCompound: "A = {principal} × (1 + {rate}% ÷ {n})^({n} × {years}) = {value}; आज के पैसे में {value} ÷ (1 + {inflation}%)^{years} = {real}",
    formulaCompoundAdditions:
      "j = (1 + {rate}% ÷ {n})^({n} ÷ {m}) − 1 = {j}; A = {principal} × (1 + {rate}% ÷ {n})^({n} × {years}) + {addition} × [((1 + j)^({m} × {years}) − 1) ÷ j] = {value}; आज के पैसे में {value} ÷ (1 + {inflation}%)^{years} = {real}",

    formulaAdditionsOnly:
      "j = (1 + {rate}% ÷ {n})^({n} ÷ {m}) − 1 = {j}; A = {addition} × [((1 + j)^({m} × {years}) − 1) ÷ j] = {value}; आज के पैसे में {value} ÷ (1 + {inflation}%)^{years} = {real}",

    faqHeading: "सवाल-जवाब",
    sipFaq1Question: "यह SIP कैलकुलेटर हर महीने की शुरुआत में भुगतान क्यों मानता है?",
    sipFaq1Answer:
      "SIP की किस्त आम तौर पर अवधि की शुरुआत में कटती है और तुरंत निवेश हो जाती है, इसलिए वह उस महीने का रिटर्न भी कमाती है। भारतीय म्यूचुअल फ़ंड कैलकुलेटर यही फ़ॉर्मूला बताते हैं: FV = P × [((1 + i)^n − 1) ÷ i] × (1 + i)।",
    sipFaq2Question: "स्टेप-अप SIP क्या है?",
    sipFaq2Answer: "ऐसी SIP जिसकी मासिक किस्त हर साल एक तय प्रतिशत बढ़ती है, जैसे आपकी तनख़्वाह के साथ। 10% स्टेप-अप से ₹10,000 महीने की किस्त दूसरे साल ₹11,000 महीने हो जाती है।",
    sipFaq3Question: "क्या अनुमानित रिटर्न की गारंटी है?",
    sipFaq3Answer: "नहीं। म्यूचुअल फ़ंड का रिटर्न साल-दर-साल बदलता है; कैलकुलेटर एक स्थिर दर मानकर दिखाता है कि चक्रवृद्धि से क्या होता है। इसे योजना बनाने के लिए इस्तेमाल करें, वादे के रूप में नहीं।",
    compoundFaq1Question: "ब्याज कितनी बार जुड़ता है, इससे नतीजा कैसे बदलता है?",
    compoundFaq1Answer: "ब्याज जितनी जल्दी जुड़ता है, उतनी जल्दी वह ख़ुद ब्याज कमाने लगता है: ₹1,00,000 पर 8% से 5 साल में सालाना जुड़ने पर ₹1,46,932.81 और तिमाही जुड़ने पर ₹1,48,594.74 बनते हैं।",
    compoundFaq2Question: "आज के पैसे में क़ीमत का क्या मतलब है?",
    compoundFaq2Answer: "साल-दर-साल दाम बढ़ते हैं, इसलिए आगे की रकम से कम ख़रीदा जा सकेगा। उसे (1 + महँगाई)^साल से भाग देने पर पता चलता है कि वह आज कितना ख़रीदती: 10 साल बाद के ₹1,00,000 की क़ीमत 6% महँगाई पर आज के लगभग ₹55,839 है।",
    compoundFaq3Question: "नियमित जमा कब जुड़ता है?",
    compoundFaq3Answer: "हर महीने या साल के अंत में, जैसे रेकरिंग डिपॉज़िट में; फिर हर जमा पर बाक़ी रकम जितनी ही दर से ब्याज मिलता है।",

    errWholeYears: "अवधि पूरे सालों में दर्ज करें।",
    errNothingInvested: "मूलधन या नियमित जमा दर्ज करें: दोनों के बिना बढ़ने के लिए कुछ नहीं है।",
    nameAmount: "रकम",
    nameRate: "दर",
    nameYears: "अवधि",
    nameStepUp: "स्टेप-अप",
    namePrincipal: "मूलधन",
    nameAddition: "नियमित जमा",
    nameInflation: "महँगाई",
    chooseMode: "क्या निकालना है",
    chooseCompounding: "ब्याज कितनी बार जुड़े",
    chooseAdditionFrequency: "कितनी बार जमा करें",
  },
});
