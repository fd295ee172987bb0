/*
 * The demo courses' pages (issue 22): everything /courses/{slug} shows for each course of
 * demo-content.server.ts, keyed by the course's name there. Invented for Candlewise Academy, a
 * fictional Pune academy: instructors, batches and prices are plausible, not real.
 */
import type { Batch, CourseFormat, CourseLanguage, CourseLevel, CurriculumModule, FaqEntry, Instructor } from "../../domain/course-page";

export interface DemoCoursePage {
  slug: string;
  summary: string;
  points: string[];
  curriculum: CurriculumModule[];
  level: CourseLevel;
  languages: CourseLanguage[];
  totalHours: number;
  format: CourseFormat;
  batches: Batch[];
  /** rupees, GST included */
  priceRupees: number;
  emiNote: string;
  instructors: Instructor[];
  faq: FaqEntry[];
}

const module = (title: string, ...lessons: [string, number][]): CurriculumModule => ({
  title,
  lessons: lessons.map(([lessonTitle, minutes]) => ({ title: lessonTitle, minutes })),
});

const MEERA: Instructor = { name: "Meera Kulkarni", role: "Head of trading education, 14 years on Indian and currency markets" };
const ARJUN: Instructor = { name: "Arjun Deshpande", role: "Derivatives trader and NISM-certified mentor" };
const FARHAN: Instructor = { name: "Farhan Shaikh", role: "Price-action mentor, runs the evening intraday desk" };
const NEHA: Instructor = { name: "Neha Joshi", role: "Performance marketer for D2C brands since 2016" };
const ROHIT: Instructor = { name: "Rohit Patwardhan", role: "Full-stack engineer and open-source maintainer" };
const KAVYA: Instructor = { name: "Kavya Iyer", role: "SEBI-registered investment adviser (research and education)" };

const REFUND_FAQ: FaqEntry = {
  question: "Can I cancel my enrolment or get a refund?",
  answer: "Course fees are final: an enrolment cannot be cancelled or transferred, as our refund and cancellation policy explains. If you are unsure whether a course suits you, write to us before you enrol and a mentor will advise you.",
};
const RECORDING_FAQ: FaqEntry = {
  question: "What if I miss a live class?",
  answer: "Every live class is recorded and appears in your course area on the learning platform within a day, and you can bring your questions to the next weekly doubt session.",
};
const NO_TIPS_FAQ: FaqEntry = {
  question: "Will you give me trading tips or calls?",
  answer: "No. We teach method and risk management; we never give buy or sell calls, and no course promises profits. Trading carries the risk of losing money.",
};

export const demoCoursePages: Record<string, DemoCoursePage> = {
  "Forex Trading Foundations": {
    slug: "forex-trading-foundations",
    summary:
      "A first course in currency trading for complete beginners: how pairs are quoted, what pips, lots and leverage really cost you, and how to practise on a demo account with a written plan before a single rupee is at risk.",
    points: [
      "Read a currency quote and its spread, and know what one pip is worth for your position",
      "Choose a lot size from the amount you are willing to lose, not from a hunch",
      "Understand leverage and margin calls, including the rules for Indian residents (INR pairs on recognised exchanges)",
      "Place, modify and close practice trades with a stop loss and a target",
      "Keep a trading journal and review it every week",
    ],
    curriculum: [
      module("Module 1: How the currency market works", ["Who trades currencies and why", 35], ["Quotes, bid, ask and spread", 40], ["Currency pairs available to Indian residents", 30]),
      module("Module 2: Pips, lots and leverage", ["What a pip is worth", 45], ["Lots and position size", 45], ["Leverage, margin and margin calls", 50]),
      module("Module 3: Your first practice trades", ["Setting up a demo account", 30], ["Orders: market, limit and stop", 40], ["Stop loss and target on every trade", 45]),
      module("Module 4: A plan you can follow", ["Writing a one-page trading plan", 40], ["The trading journal", 30], ["Weekly review and next steps", 35]),
    ],
    level: "beginner",
    languages: ["en", "hi"],
    totalHours: 12,
    format: "recorded",
    batches: [
      { startDate: "2027-01-09", label: "Weekend doubt sessions, Saturdays 11:00 IST" },
      { startDate: "2027-02-06", label: "Weekend doubt sessions, Saturdays 11:00 IST" },
    ],
    priceRupees: 4999,
    emiNote: "",
    instructors: [MEERA],
    faq: [
      { question: "Do I need any trading experience?", answer: "None. The course starts with what a currency pair is and builds up one idea at a time." },
      { question: "Is forex trading legal in India?", answer: "Residents may trade INR currency pairs and a few cross pairs on recognised Indian exchanges through a SEBI-registered broker. The course explains these rules in Module 1." },
      REFUND_FAQ,
    ],
  },
  "Technical Analysis Masterclass": {
    slug: "technical-analysis-masterclass",
    summary:
      "Learn to read a price chart the way experienced traders do: candlesticks, trends, support and resistance, moving averages and RSI, each practised on real historical NSE and currency charts with live reviews every week.",
    points: [
      "Read single and multi-candle patterns in their context, not in isolation",
      "Draw support, resistance and trend lines that other traders also see",
      "Use moving averages and RSI to confirm a setup instead of chasing signals",
      "Plan entries, stops and targets from the chart itself",
      "Back-test a simple chart setup on historical data",
    ],
    curriculum: [
      module("Module 1: Candlesticks", ["Anatomy of a candle", 30], ["Reversal patterns in context", 50], ["Continuation patterns", 40]),
      module("Module 2: Structure of the market", ["Trends and ranges", 45], ["Support and resistance", 50], ["Trend lines and channels", 45]),
      module("Module 3: Indicators that help", ["Moving averages", 45], ["RSI and divergence", 50], ["Volume", 35]),
      module("Module 4: From chart to trade", ["Entry, stop and target", 50], ["Back-testing a setup", 60], ["Live chart review", 90]),
    ],
    level: "intermediate",
    languages: ["en", "hi"],
    totalHours: 24,
    format: "hybrid",
    batches: [
      { startDate: "2026-12-12", label: "Weekend batch, Sat and Sun 10:00 to 12:00 IST" },
      { startDate: "2027-01-18", label: "Weekday evening batch, Mon, Wed and Fri 19:30 IST" },
    ],
    priceRupees: 14999,
    emiNote: "No-cost EMI from ₹2,500 a month for 6 months on most credit cards.",
    instructors: [MEERA, FARHAN],
    faq: [
      { question: "Which charting software do I need?", answer: "Any free charting platform works. We use a free web charting tool in class and show how to set it up in the first lesson." },
      RECORDING_FAQ,
      NO_TIPS_FAQ,
      REFUND_FAQ,
    ],
  },
  "Options Trading Essentials": {
    slug: "options-trading-essentials",
    summary:
      "Understand options before you trade them: calls and puts, premiums, the Greeks and payoff diagrams, with NSE index options as the running example and a strong focus on position size and the risks SEBI's studies describe.",
    points: [
      "Explain what a call and a put give their buyer and cost their seller",
      "Read an option chain and find open interest, implied volatility and premiums",
      "Draw payoff diagrams for single options and simple spreads",
      "Use delta, theta and vega to understand how a position will behave",
      "Size an options position so that one bad expiry cannot hurt your account",
    ],
    curriculum: [
      module("Module 1: Options from first principles", ["Calls and puts", 45], ["Premium, strike and expiry", 40], ["Moneyness", 30]),
      module("Module 2: The option chain", ["Reading an NSE option chain", 45], ["Open interest", 35], ["Implied volatility", 45]),
      module("Module 3: The Greeks", ["Delta and gamma", 50], ["Theta: time decay", 40], ["Vega", 35]),
      module("Module 4: Strategies and risk", ["Payoff diagrams", 50], ["Spreads that cap the loss", 55], ["Position sizing for options", 45]),
    ],
    level: "intermediate",
    languages: ["en", "hi"],
    totalHours: 20,
    format: "live",
    batches: [{ startDate: "2026-12-14", label: "Weekday evening batch, Mon to Thu 20:00 IST" }],
    priceRupees: 17999,
    emiNote: "EMI from ₹3,000 a month for 6 months through our payment partner.",
    instructors: [ARJUN],
    faq: [
      { question: "Should I know technical analysis first?", answer: "It helps but is not required. You need to be comfortable with basic market terms; the Technical Analysis Masterclass is a good companion." },
      NO_TIPS_FAQ,
      RECORDING_FAQ,
      REFUND_FAQ,
    ],
  },
  "Master SMC: Smart Money Concepts": {
    slug: "master-smc-smart-money-concepts",
    summary:
      "A rules-based look at Smart Money Concepts: market structure, breaks of structure, liquidity, order blocks and fair value gaps, turned into a written trading plan with clear entries, stops and management.",
    points: [
      "Map market structure on two time frames",
      "Tell a break of structure from a change of character",
      "Mark liquidity pools, order blocks and fair value gaps objectively",
      "Build entry, stop and target rules you can back-test",
      "Manage a trade after entry without moving your stop on emotion",
    ],
    curriculum: [
      module("Module 1: Market structure", ["Swing highs and lows", 40], ["Break of structure", 45], ["Change of character", 40]),
      module("Module 2: Liquidity", ["Where stops rest", 45], ["Liquidity sweeps", 45]),
      module("Module 3: Zones", ["Order blocks", 50], ["Fair value gaps", 45], ["Premium and discount", 35]),
      module("Module 4: The plan", ["Entry models", 55], ["Stops, targets and management", 50], ["Back-testing your rules", 60]),
    ],
    level: "advanced",
    languages: ["en", "hi"],
    totalHours: 18,
    format: "hybrid",
    batches: [{ startDate: "2027-01-10", label: "Sunday batch, 10:00 to 13:00 IST" }],
    priceRupees: 19999,
    emiNote: "No-cost EMI from ₹3,334 a month for 6 months on most credit cards.",
    instructors: [FARHAN],
    faq: [
      { question: "Is SMC a guaranteed strategy?", answer: "No strategy is. SMC is a way of reading price; the course shows you how to test it on your own market and time frame before trusting it." },
      RECORDING_FAQ,
      REFUND_FAQ,
    ],
  },
  "Intraday Trading Playbook": {
    slug: "intraday-trading-playbook",
    summary:
      "Build and test a written intraday plan for Indian equities: when to trade in the session, three setups with exact rules, position size from a fixed risk per trade, and a daily loss limit that keeps a bad day small.",
    points: [
      "Know which parts of the NSE session suit which setups",
      "Trade three intraday setups with written entry and exit rules",
      "Size every position from a fixed share of your capital",
      "Set and respect a daily loss limit",
      "Account for brokerage, STT and GST in your results",
    ],
    curriculum: [
      module("Module 1: The intraday day", ["Pre-market preparation", 35], ["The session's rhythm", 40], ["Choosing what to trade", 35]),
      module("Module 2: Three setups", ["Opening range breakout", 50], ["Pullback in a trend", 50], ["VWAP reversion", 45]),
      module("Module 3: Risk and costs", ["Risk per trade and position size", 45], ["Daily loss limit", 30], ["Brokerage, STT and GST", 35]),
      module("Module 4: Practice", ["Paper trading for two weeks", 30], ["Reviewing your trades", 45]),
    ],
    level: "intermediate",
    languages: ["en", "hi", "mr"],
    totalHours: 16,
    format: "live",
    batches: [
      { startDate: "2026-12-07", label: "Morning batch, Mon to Fri 08:00 IST (before the open)" },
      { startDate: "2027-01-04", label: "Morning batch, Mon to Fri 08:00 IST (before the open)" },
    ],
    priceRupees: 12999,
    emiNote: "",
    instructors: [FARHAN, MEERA],
    faq: [
      { question: "How much capital do I need to start?", answer: "You can learn and paper trade with none. When you trade live, start with an amount you can afford to lose entirely while you test your plan." },
      NO_TIPS_FAQ,
      RECORDING_FAQ,
      REFUND_FAQ,
    ],
  },
  "Digital Marketing Pro": {
    slug: "digital-marketing-pro",
    summary:
      "A practical digital marketing course for Indian small businesses and job seekers: content, social media, email and analytics, with a project brand you grow during the course and a portfolio you can show employers.",
    points: [
      "Plan a month of content around what your audience searches for",
      "Grow Instagram, YouTube and LinkedIn channels without buying followers",
      "Set up an email list with a welcome sequence",
      "Measure campaigns with Google Analytics 4",
      "Present your results in a portfolio case study",
    ],
    curriculum: [
      module("Module 1: Strategy", ["Audience and positioning", 45], ["The content calendar", 40]),
      module("Module 2: Channels", ["Instagram and Reels", 50], ["YouTube basics", 45], ["LinkedIn for B2B", 40]),
      module("Module 3: Email and funnels", ["Building a list", 40], ["Welcome sequences", 45]),
      module("Module 4: Analytics and portfolio", ["Google Analytics 4", 55], ["Reporting results", 40], ["Your case study", 60]),
    ],
    level: "beginner",
    languages: ["en", "hi"],
    totalHours: 40,
    format: "hybrid",
    batches: [{ startDate: "2027-01-16", label: "Weekend batch, Sat and Sun 11:00 IST" }],
    priceRupees: 24999,
    emiNote: "No-cost EMI from ₹4,167 a month for 6 months on most credit cards.",
    instructors: [NEHA],
    faq: [
      { question: "Will I get a certificate?", answer: "Yes, a certificate of completion from Candlewise Academy once you submit the final project." },
      { question: "Is there placement help?", answer: "We review your CV and portfolio and share openings from our hiring partners; we do not promise a job." },
      RECORDING_FAQ,
      REFUND_FAQ,
    ],
  },
  "Full-Stack Web Development": {
    slug: "full-stack-web-development",
    summary:
      "From HTML to a deployed web application: HTML, CSS, JavaScript and TypeScript, then React, a Node.js server and a database, built one project at a time with code reviews from working engineers.",
    points: [
      "Write accessible, responsive pages with HTML and CSS",
      "Program in JavaScript and TypeScript with confidence",
      "Build interfaces in React",
      "Write a Node.js server with a SQL database",
      "Deploy your project and keep it in Git",
    ],
    curriculum: [
      module("Module 1: The web page", ["HTML that means something", 60], ["CSS layout", 60], ["Responsive design", 50]),
      module("Module 2: Programming", ["JavaScript basics", 90], ["TypeScript", 75], ["Working with Git", 45]),
      module("Module 3: Front end", ["React components", 90], ["Forms and state", 75]),
      module("Module 4: Back end and deployment", ["Node.js and HTTP", 75], ["SQL databases", 75], ["Deploying your app", 60]),
    ],
    level: "beginner",
    languages: ["en"],
    totalHours: 120,
    format: "live",
    batches: [{ startDate: "2027-01-11", label: "Weekday evening batch, Mon to Fri 19:00 IST" }],
    priceRupees: 49999,
    emiNote: "EMI from ₹4,500 a month for 12 months through our payment partner.",
    instructors: [ROHIT],
    faq: [
      { question: "Do I need a powerful laptop?", answer: "Any laptop from the last five years with 8 GB of memory is enough for every project." },
      RECORDING_FAQ,
      REFUND_FAQ,
    ],
  },
  "Google Ads Performance Bootcamp": {
    slug: "google-ads-performance-bootcamp",
    summary:
      "Run Google Ads search campaigns that pay for themselves: account structure, keywords and match types, ads that earn clicks, conversion tracking and the weekly routine that keeps cost per lead in check.",
    points: [
      "Structure an account into campaigns and ad groups that make sense",
      "Choose keywords and match types, and add negatives",
      "Write responsive search ads and test them",
      "Track conversions and read the numbers that matter",
      "Optimise bids and budgets every week",
    ],
    curriculum: [
      module("Module 1: Setting up", ["Account structure", 40], ["Conversion tracking", 50]),
      module("Module 2: Keywords and ads", ["Keyword research", 50], ["Match types and negatives", 40], ["Responsive search ads", 45]),
      module("Module 3: Optimising", ["Bidding strategies", 45], ["Budgets and pacing", 35], ["The weekly routine", 40]),
    ],
    level: "intermediate",
    languages: ["en", "hi"],
    totalHours: 15,
    format: "recorded",
    batches: [],
    priceRupees: 9999,
    emiNote: "",
    instructors: [NEHA],
    faq: [
      { question: "Do I need my own ad budget?", answer: "A small budget (about ₹3,000) lets you run the practice campaign; you can also follow along with our demo account." },
      REFUND_FAQ,
    ],
  },
  "Crypto & Long-Term Investing": {
    slug: "crypto-long-term-investing",
    summary:
      "A sober introduction to digital assets and long-term investing: how blockchains work, how to keep what you buy safe, how crypto is taxed in India, and how to think about diversification and volatility.",
    points: [
      "Explain how a blockchain records transactions",
      "Store digital assets safely and avoid common scams",
      "Understand India's 30 % tax and 1 % TDS on virtual digital assets",
      "Build a diversified long-term portfolio across asset classes",
      "Decide how much volatility you can live with",
    ],
    curriculum: [
      module("Module 1: Blockchains", ["How a blockchain works", 45], ["Bitcoin and Ethereum", 40]),
      module("Module 2: Safety", ["Wallets and keys", 45], ["Scams and how to spot them", 35]),
      module("Module 3: Tax and rules in India", ["Tax on virtual digital assets", 40], ["TDS and reporting", 30]),
      module("Module 4: Long-term investing", ["Diversification", 45], ["Volatility and position size", 40], ["Your investment policy", 35]),
    ],
    level: "beginner",
    languages: ["en", "hi"],
    totalHours: 10,
    format: "recorded",
    batches: [],
    priceRupees: 6999,
    emiNote: "",
    instructors: [KAVYA],
    faq: [
      { question: "Do you recommend coins to buy?", answer: "No. We explain how to evaluate risk; we never recommend a coin or a token." },
      REFUND_FAQ,
    ],
  },
  "Financial Markets Certification Prep": {
    slug: "financial-markets-certification-prep",
    summary:
      "Exam-focused preparation for NISM certifications such as Equity Derivatives and Investment Adviser Level 1: chapter summaries, practice questions after every chapter and full-length timed mock tests.",
    points: [
      "Cover the whole NISM syllabus of your module chapter by chapter",
      "Practise with over 1,000 questions written in the exam's style",
      "Take full-length timed mock tests with explanations",
      "Find your weak chapters from your test results",
      "Walk into the exam knowing its format and rules",
    ],
    curriculum: [
      module("Module 1: How the exams work", ["Modules, format and negative marking", 30], ["A study plan", 30]),
      module("Module 2: Chapter summaries", ["Markets and products", 60], ["Regulation and compliance", 60], ["Trading, clearing and settlement", 60]),
      module("Module 3: Practice", ["Chapter question banks", 90], ["Mock test 1", 120], ["Mock test 2", 120]),
    ],
    level: "all",
    languages: ["en", "hi", "gu"],
    totalHours: 30,
    format: "hybrid",
    batches: [{ startDate: "2026-12-19", label: "Saturday batch, 16:00 IST" }],
    priceRupees: 7999,
    emiNote: "",
    instructors: [ARJUN, KAVYA],
    faq: [
      { question: "Is the exam fee included?", answer: "No. NISM's exam fee is paid to NISM when you book your exam slot." },
      { question: "Which NISM modules do you cover?", answer: "Equity Derivatives (Series VIII), Currency Derivatives (Series I) and Investment Adviser Level 1 (Series X-A)." },
      REFUND_FAQ,
    ],
  },
};

/**
 * The Hindi of one demo course (issue 23, part 3), each text as an administrator would write it in
 * the course's Hindi view, keyed by its field there (app/domain/course-translation.ts), so that
 * /hi/courses/forex-trading-foundations reads in Hindi on the first start.
 */
export const demoCourseHindi: Record<string, Record<string, string>> = {
  "Forex Trading Foundations": {
    name: "फ़ॉरेक्स ट्रेडिंग की बुनियाद",
    description:
      "बिल्कुल शुरुआत से: करेंसी पेयर का भाव कैसे लिखा जाता है, पिप, लॉट, स्प्रेड और लीवरेज का मतलब क्या है, और डेमो अकाउंट पर अपने पहले प्रैक्टिस ट्रेड कैसे लगाएँ।",
    summary:
      "करेंसी ट्रेडिंग का पहला कोर्स, उनके लिए जिन्होंने कभी ट्रेड नहीं किया: पेयर का भाव कैसे लिखा जाता है, पिप, लॉट और लीवरेज असल में आपको कितने पड़ते हैं, और एक भी रुपया दाँव पर लगाने से पहले लिखी हुई योजना के साथ डेमो अकाउंट पर अभ्यास कैसे करें।",
    "point.1": "करेंसी का भाव और उसका स्प्रेड पढ़ें, और जानें कि आपकी पोज़िशन के लिए एक पिप की क़ीमत कितनी है",
    "point.2": "लॉट साइज़ अंदाज़े से नहीं, बल्कि उस रकम से चुनें जितना नुक़सान आप झेलने को तैयार हैं",
    "point.3": "लीवरेज और मार्जिन कॉल को समझें, भारतीय निवासियों के नियमों के साथ (मान्यता प्राप्त एक्सचेंज पर INR पेयर)",
    "point.4": "स्टॉप लॉस और टारगेट के साथ प्रैक्टिस ट्रेड लगाएँ, बदलें और बंद करें",
    "point.5": "ट्रेडिंग जर्नल रखें और हर हफ़्ते उसकी समीक्षा करें",
    "module.1": "मॉड्यूल 1: करेंसी मार्केट कैसे काम करता है",
    "lesson.1.1": "करेंसी में कौन ट्रेड करता है और क्यों",
    "lesson.1.2": "भाव, बिड, आस्क और स्प्रेड",
    "lesson.1.3": "भारतीय निवासियों के लिए उपलब्ध करेंसी पेयर",
    "module.2": "मॉड्यूल 2: पिप, लॉट और लीवरेज",
    "lesson.2.1": "एक पिप की क़ीमत कितनी है",
    "lesson.2.2": "लॉट और पोज़िशन साइज़",
    "lesson.2.3": "लीवरेज, मार्जिन और मार्जिन कॉल",
    "module.3": "मॉड्यूल 3: आपके पहले प्रैक्टिस ट्रेड",
    "lesson.3.1": "डेमो अकाउंट बनाना",
    "lesson.3.2": "ऑर्डर: मार्केट, लिमिट और स्टॉप",
    "lesson.3.3": "हर ट्रेड पर स्टॉप लॉस और टारगेट",
    "module.4": "मॉड्यूल 4: ऐसी योजना जिस पर आप टिक सकें",
    "lesson.4.1": "एक पेज का ट्रेडिंग प्लान लिखना",
    "lesson.4.2": "ट्रेडिंग जर्नल",
    "lesson.4.3": "हफ़्ते की समीक्षा और आगे के क़दम",
    "batch.2027-01-09": "वीकेंड डाउट सेशन, हर शनिवार 11:00 IST",
    "batch.2027-02-06": "वीकेंड डाउट सेशन, हर शनिवार 11:00 IST",
    "instructor.1.role": "ट्रेडिंग एजुकेशन की प्रमुख, भारतीय और करेंसी मार्केट में 14 साल का अनुभव",
    "faq.1.question": "क्या मुझे ट्रेडिंग का कोई अनुभव चाहिए?",
    "faq.1.answer": "बिल्कुल नहीं। कोर्स इस बात से शुरू होता है कि करेंसी पेयर क्या होता है, और फिर एक-एक करके हर बात समझाता है।",
    "faq.2.question": "क्या भारत में फ़ॉरेक्स ट्रेडिंग क़ानूनी है?",
    "faq.2.answer":
      "भारतीय निवासी SEBI-रजिस्टर्ड ब्रोकर के ज़रिए मान्यता प्राप्त भारतीय एक्सचेंज पर INR करेंसी पेयर और कुछ क्रॉस पेयर में ट्रेड कर सकते हैं। मॉड्यूल 1 में ये नियम विस्तार से समझाए गए हैं।",
    "faq.3.question": "क्या मैं अपना दाख़िला रद्द कर सकता हूँ या रिफ़ंड ले सकता हूँ?",
    "faq.3.answer":
      "कोर्स की फ़ीस वापस नहीं होती: दाख़िला न रद्द किया जा सकता है, न किसी और के नाम किया जा सकता है, जैसा कि हमारी रिफ़ंड और कैंसलेशन पॉलिसी में लिखा है। अगर आपको पक्का नहीं है कि कोर्स आपके लिए सही है, तो दाख़िले से पहले हमें लिखें, कोई मेंटर आपको सलाह देगा।",
  },
};
