/*
 * Demo content seeded into an empty database. Everything here is invented for Candlewise Academy
 * (a fictional trading-education company in Pune, India): names, addresses, phone numbers, domains
 * and partner brands are not real. Artwork lives under /public/demo and is original SVG.
 *
 * This module only exports data; it has no side effects.
 */
import { aboutHeadingDefaults, type AboutContent } from "../../domain/about-content";
import type { SiteSettings } from "../../domain/site-settings";
import { demoCoursePages } from "./demo-course-pages.server";
import type { NewBlog, NewCourse, NewExplorePlatform, NewExploreProgram, NewSeoRecord, NewTestimonial } from "./schema.server";

export type DemoCourse = Omit<NewCourse, "id" | "createdAt" | "updatedAt">;
export type DemoBlog = Omit<NewBlog, "id" | "createdAt" | "updatedAt">;
export type DemoTestimonial = Omit<NewTestimonial, "id" | "createdAt" | "updatedAt">;
export type DemoExploreProgram = Omit<NewExploreProgram, "id" | "createdAt">;
export type DemoExplorePlatform = Omit<NewExplorePlatform, "id" | "createdAt">;
export type DemoTrustLogo = { name: string; image: string };

const LEARN = "https://learn.candlewise.example/courses";

const demoCourseCards: DemoCourse[] = [
  {
    name: "Forex Trading Foundations",
    image: "/demo/courses/forex-foundations.webp",
    category: "Trading Basics",
    description:
      "Start from zero: how currency pairs are quoted, what pips, lots, spreads and leverage mean, and how to place your first practice trades on a demo account.",
    link: `${LEARN}/forex-trading-foundations`,
    sortOrder: 0,
  },
  {
    name: "Technical Analysis Masterclass",
    image: "/demo/courses/technical-analysis.webp",
    category: "Technical Analysis",
    description:
      "Read price like a professional with candlesticks, support and resistance, trend lines, moving averages and RSI, practised on real historical charts.",
    link: `${LEARN}/technical-analysis-masterclass`,
    sortOrder: 1,
  },
  {
    name: "Options Trading Essentials",
    image: "/demo/courses/options-trading.webp",
    category: "Options Trading",
    description:
      "Understand calls, puts, premiums and the Greeks, and learn to read payoff diagrams before you ever risk capital on an options strategy.",
    link: `${LEARN}/options-trading-essentials`,
    sortOrder: 2,
  },
  {
    name: "Master SMC: Smart Money Concepts",
    image: "/demo/courses/smart-money-concepts.webp",
    category: "Trading Strategies",
    description:
      "A structured look at market structure, breaks of structure, liquidity and order blocks, with clear rules for entries, stops and trade management.",
    link: `${LEARN}/master-smc`,
    sortOrder: 3,
  },
  {
    name: "Intraday Trading Playbook",
    image: "/demo/courses/intraday-strategies.webp",
    category: "Trading Strategies",
    description:
      "Build a written intraday plan step by step: session timing, setups, position sizing and a daily loss limit that keeps you in the game.",
    link: `${LEARN}/intraday-trading-playbook`,
    sortOrder: 4,
  },
  {
    name: "Digital Marketing Pro",
    image: "/demo/courses/digital-marketing.webp",
    category: "Digital Marketing",
    description:
      "Plan content, grow social channels, build email funnels and measure what works, with hands-on projects for a real or practice brand.",
    link: `${LEARN}/digital-marketing-pro`,
    sortOrder: 5,
  },
  {
    name: "Full-Stack Web Development",
    image: "/demo/courses/web-development.webp",
    category: "Web Development",
    description:
      "Learn HTML, CSS, JavaScript and TypeScript, then build and deploy a complete web application with a database, one project at a time.",
    link: `${LEARN}/full-stack-web-development`,
    sortOrder: 6,
  },
  {
    name: "Google Ads Performance Bootcamp",
    image: "/demo/courses/google-ads.webp",
    category: "Google Ads",
    description:
      "Set up search campaigns, choose keywords, write ads that earn clicks and read conversion data so every rupee of ad spend is accounted for.",
    link: `${LEARN}/google-ads-bootcamp`,
    sortOrder: 7,
  },
  {
    name: "Crypto & Long-Term Investing",
    image: "/demo/courses/crypto-investing.webp",
    category: "Crypto & Investing",
    description:
      "How blockchains and digital assets work, how to store them safely, and how to think about diversification, volatility and long-term investing.",
    link: `${LEARN}/crypto-and-long-term-investing`,
    sortOrder: 8,
  },
  {
    name: "Financial Markets Certification Prep",
    image: "/demo/courses/finance-certification.webp",
    category: "Finance Certification",
    description:
      "Exam-focused preparation for industry certifications such as NISM modules, with chapter summaries, practice questions and full-length mock tests.",
    link: `${LEARN}/financial-markets-certification-prep`,
    sortOrder: 9,
  },
];

/** Every demo course with its complete page (demo-course-pages.server.ts), published. */
export const demoCourses: DemoCourse[] = demoCourseCards.map((card) => {
  const page = demoCoursePages[card.name];
  if (!page) return card;
  return {
    ...card,
    slug: page.slug,
    status: "Published",
    summary: page.summary,
    learningPoints: JSON.stringify(page.points),
    curriculum: JSON.stringify(page.curriculum),
    level: page.level,
    languages: JSON.stringify(page.languages),
    totalHours: page.totalHours,
    format: page.format,
    batches: JSON.stringify(page.batches),
    pricePaise: page.priceRupees * 100,
    emiNote: page.emiNote,
    instructors: JSON.stringify(page.instructors),
    faq: JSON.stringify(page.faq),
  };
});

const AUTHOR = "Candlewise Academy";

export const demoBlogs: DemoBlog[] = [
  {
    title: "Risk Management and Position Sizing for New Traders",
    slug: "risk-management-and-position-sizing-for-new-traders",
    author: AUTHOR,
    description:
      "Why the size of a trade matters more than the entry, and how to calculate a position size that risks a fixed, small share of your account.",
    keywords: "risk management, position sizing, stop loss, risk per trade",
    status: "Published",
    image: "/demo/blog/risk-management-and-position-sizing-for-new-traders.webp",
    tag: "Risk Management",
    date: "2026-08-12T09:30:00.000Z",
    content: `<p>Most beginners spend their energy looking for the perfect entry. Experienced traders spend it on a less exciting question: <strong>how much can I lose if this trade is wrong?</strong> Risk management will not turn a poor strategy into a good one, but without it even a sound strategy can empty an account during an ordinary losing streak.</p>
<h2>Decide your risk per trade first</h2>
<p>A common starting rule is to risk a small, fixed percentage of your account on any single trade, often between 0.5% and 2%. The point is survival. If you risk 1% per trade, ten losses in a row cost roughly 10% of your capital. If you risk 10% per trade, the same streak takes away about 65% of the account, and you would need to nearly triple what is left just to get back to where you started.</p>
<p>Losing streaks are normal. A strategy that wins half of its trades will, over a few hundred trades, quite likely produce a run of six or more losses in a row. Your risk per trade should be small enough that such a run is uncomfortable, not catastrophic.</p>
<h2>Place the stop loss where the idea is wrong</h2>
<p>Your stop loss belongs at the price where the reason for the trade no longer holds, for example just below the swing low that a long trade depends on. It should not be placed by working backwards from the amount of money you would like to risk. First find the logical stop, then adjust the <em>size</em> of the position so that being stopped out costs exactly your planned amount.</p>
<h2>The position sizing formula</h2>
<p>Position size is the money you are willing to lose divided by how much one unit of the position loses if the stop is hit. In forex it is usually written like this:</p>
<blockquote>Lots = risk amount ÷ (stop loss in pips × pip value per lot)</blockquote>
<p>Suppose your account holds $5,000 and you risk 1%, which is $50. You plan to buy EUR/USD with a 25-pip stop. One standard lot (100,000 units) of EUR/USD is worth about $10 per pip for a US-dollar account, so the size is 50 ÷ (25 × 10) = <strong>0.20 lots</strong>, or two mini lots. If the logical stop were 50 pips away, the size would halve to 0.10 lots, and the money at risk would still be $50.</p>
<p>The <a href="/lot-size">Lot Size Calculator</a> does this arithmetic for any instrument and account currency, so you can check your numbers before you place an order.</p>
<h2>Think in risk-reward, not only win rate</h2>
<p>Risk-reward compares what you stand to lose with what you aim to gain. With a 1:2 ratio you risk $50 to target $100, and the break-even win rate is 1 ÷ (1 + 2), about 33.3%. That is before costs such as spreads, commissions and slippage, which push the real break-even point higher. Distant targets are also reached less often than close ones, so neither the ratio nor the win rate means much on its own. You can explore the trade-off with the <a href="/risk-reward">Risk-Reward Calculator</a>.</p>
<h2>A simple risk checklist</h2>
<ul>
<li>A fixed maximum risk per trade, written down before the session starts.</li>
<li>A daily or weekly loss limit, after which you stop trading and review.</li>
<li>Correlated positions counted together: buying EUR/USD and GBP/USD at the same time is largely one bet against the US dollar.</li>
<li>Never moving a stop loss further away to avoid taking a loss.</li>
<li>Recalculating your size whenever the account balance changes significantly.</li>
</ul>
<p>Trading carries a real risk of loss, and no sizing method removes it. What position sizing does is turn the size of each loss into a decision you take calmly in advance, rather than a surprise you discover afterwards.</p>`,
  },
  {
    title: "How to Read Candlestick Charts: A Beginner's Guide",
    slug: "how-to-read-candlestick-charts-a-beginners-guide",
    author: AUTHOR,
    description:
      "Learn what the body, wicks and colours of a candle mean, the handful of patterns worth knowing, and why context matters more than any single candle.",
    keywords: "candlestick charts, price action, doji, hammer, engulfing pattern",
    status: "Published",
    image: "/demo/blog/how-to-read-candlestick-charts-a-beginners-guide.webp",
    tag: "Technical Analysis",
    date: "2026-09-03T10:00:00.000Z",
    content: `<p>Candlestick charts are the default view on almost every trading platform, and for good reason. Each candle packs four prices into one simple shape, so a glance at a chart tells you not only where price went but how the fight between buyers and sellers played out along the way. The method was developed in Japan centuries ago to follow rice prices and is now used for stocks, currencies, commodities and crypto alike.</p>
<h2>The anatomy of a candle</h2>
<p>Every candle covers one period that you choose: one minute, one hour, one day. It records four prices for that period: the <strong>open</strong>, the <strong>high</strong>, the <strong>low</strong> and the <strong>close</strong>.</p>
<ul>
<li><strong>Body:</strong> the thick rectangle between the open and the close.</li>
<li><strong>Wicks</strong> (also called shadows): the thin lines above and below the body, reaching to the highest and lowest prices of the period.</li>
<li><strong>Colour:</strong> a bullish candle closes above its open and is usually drawn green or hollow; a bearish candle closes below its open and is usually red or filled. Colours are a platform setting, so check yours.</li>
</ul>
<h2>What body and wick sizes tell you</h2>
<p>A long body with short wicks shows one side in control for the whole period. A small body means the open and close were close together: neither side won clearly. Long wicks show rejection. A long upper wick says buyers pushed price up but sellers pushed it back down before the close; a long lower wick says the opposite.</p>
<h2>Single-candle patterns worth knowing</h2>
<ul>
<li><strong>Doji:</strong> the open and close are almost equal, leaving a cross-like shape. It signals indecision, not direction.</li>
<li><strong>Hammer:</strong> a small body near the top of the range with a lower wick at least twice the body's length, appearing after a decline. Sellers pushed price down, but buyers took it back.</li>
<li><strong>Shooting star:</strong> the mirror image, a small body near the bottom with a long upper wick, appearing after a rise. Buyers could not hold the higher prices.</li>
<li><strong>Marubozu:</strong> a long body with little or no wick, showing strong one-sided pressure.</li>
</ul>
<h2>Two-candle patterns</h2>
<p>A <strong>bullish engulfing</strong> pattern is a bearish candle followed by a bullish candle whose body completely covers the previous body. A <strong>bearish engulfing</strong> pattern is the reverse. Both describe a sharp shift in control from one side to the other within two periods.</p>
<h2>Context matters more than the pattern</h2>
<p>A hammer in the middle of a sideways range means very little. The same hammer at a well-tested support level, after a long decline, is far more interesting. Before acting on any candle, ask three questions: where did it form (support, resistance, a trend line), what is the trend on a higher timeframe, and does the next candle confirm the idea? Patterns describe what has already happened; they do not guarantee what happens next.</p>
<h2>A practical routine</h2>
<ol>
<li>Start on a higher timeframe, such as the daily chart, to find the trend and the key levels.</li>
<li>Move to your trading timeframe and wait for price to reach one of those levels.</li>
<li>Read the candles there: rejection wicks, engulfing candles or indecision.</li>
<li>Define the entry, a stop loss beyond the wick of the signal candle, and a target, then size the position.</li>
<li>Record the trade in your journal with a screenshot of the chart.</li>
</ol>
<p>Practise on historical charts or a demo account until the shapes become familiar. Candlestick reading is a way of describing the balance between buyers and sellers; like any analysis it is often wrong, so every trade still needs a stop loss and a position size you can afford to lose.</p>`,
  },
  {
    title: "What Are Pips and Lots in Forex Trading?",
    slug: "what-are-pips-and-lots-in-forex-trading",
    author: AUTHOR,
    description:
      "Pips measure how far a currency pair moves and lots measure how much you trade. Together they decide what every trade is worth in money.",
    keywords: "pips, lot size, forex basics, pip value, currency pairs",
    status: "Published",
    image: "/demo/blog/what-are-pips-and-lots-in-forex-trading.webp",
    tag: "Forex Basics",
    date: "2026-09-24T08:45:00.000Z",
    content: `<p>Two small words sit between a forex chart and your account balance: <strong>pips</strong> and <strong>lots</strong>. The chart tells you how far price moved; pips and lots turn that movement into money. If you understand them well, position sizing and risk control become simple arithmetic.</p>
<h2>What is a pip?</h2>
<p>A pip is the standard unit for measuring how much an exchange rate changes. For most currency pairs a pip is the fourth decimal place, <strong>0.0001</strong>. If EUR/USD rises from 1.0850 to 1.0875, it has moved 25 pips. For pairs involving the Japanese yen, a pip is the second decimal place, <strong>0.01</strong>, so USD/JPY moving from 149.20 to 149.50 is a 30-pip move.</p>
<p>Most platforms quote one extra decimal place, such as 1.08503. That last digit is a fractional pip, often called a pipette or point, worth one tenth of a pip. Be careful when entering orders: 50 points on many platforms is only 5 pips.</p>
<h2>What is a lot?</h2>
<p>A lot is a standard trade size, measured in units of the <em>base</em> currency, which is the first currency in the pair.</p>
<ul>
<li><strong>Standard lot:</strong> 100,000 units (1.00 lot)</li>
<li><strong>Mini lot:</strong> 10,000 units (0.10 lot)</li>
<li><strong>Micro lot:</strong> 1,000 units (0.01 lot)</li>
</ul>
<p>Buying one standard lot of EUR/USD means buying 100,000 euros and selling the equivalent amount of US dollars.</p>
<h2>How much is a pip worth?</h2>
<blockquote>Pip value = pip size × number of units</blockquote>
<p>The answer comes out in the <em>quote</em> currency, the second currency in the pair. For EUR/USD, 0.0001 × 100,000 = 10, so a standard lot moves about $10 per pip, a mini lot $1 and a micro lot $0.10. For USD/JPY, 0.01 × 100,000 = 1,000 yen per pip; at a rate of 150.00 that is roughly $6.67. If your account is held in yet another currency, convert the result once more at the current rate.</p>
<h2>Putting it together</h2>
<p>Suppose you buy 0.30 lots (30,000 units) of EUR/USD at 1.0850 and close the trade at 1.0890. Price moved 40 pips. The pip value is 0.0001 × 30,000 = $3, so the result is 40 × $3 = <strong>$120</strong> before costs. Had price fallen 40 pips instead, the loss would have been the same $120. Remember the spread, the gap between the buying and selling price, which is itself measured in pips and paid on every trade.</p>
<p>You can check examples like this with the <a href="/pip-calculator">Pip Calculator</a> and the <a href="/profit-loss-calculator">Profit &amp; Loss Calculator</a>.</p>
<h2>Why it matters</h2>
<p>Once you know the value of a pip, you can decide your stop loss in pips from the chart and then choose the lot size that keeps your loss within your plan. Trading too many lots for the distance to your stop is one of the most common ways beginners lose money quickly.</p>
<h2>A note for traders in India</h2>
<p>The examples above follow international spot-forex conventions. In India, resident individuals may trade currency derivatives only on recognised exchanges, through SEBI-registered brokers, and only in permitted pairs. Contract sizes there differ from the 100,000-unit standard lot; the USD/INR futures contract, for example, is 1,000 US dollars. Always read the contract specification of the exact product before you trade, and remember that trading currencies carries a risk of loss.</p>`,
  },
  {
    title: "Using Leverage Safely: Understanding Margin",
    slug: "using-leverage-safely-understanding-margin",
    author: AUTHOR,
    description:
      "Leverage changes how much cash a trade locks up, not how much each pip is worth. Here is how margin, margin calls and stop-outs really work.",
    keywords: "leverage, margin, margin call, stop out, effective leverage",
    status: "Published",
    image: "/demo/blog/using-leverage-safely-understanding-margin.webp",
    tag: "Risk Management",
    date: "2026-10-14T09:30:00.000Z",
    content: `<p>Leverage lets you control a position that is larger than the cash in your account. It is a tool, and like a power tool it is both useful and unforgiving. Most of the damage it causes comes from a few misunderstandings that are easy to clear up.</p>
<h2>Leverage and margin in plain words</h2>
<p><strong>Margin</strong> is the deposit your broker sets aside from your account while a trade is open. <strong>Leverage</strong> expresses the same thing as a ratio: with 1:100 leverage, the margin required is 1% of the position's value.</p>
<blockquote>Required margin = position value ÷ leverage</blockquote>
<p>One standard lot of EUR/USD is 100,000 euros. At a rate of 1.0850 that is worth about $108,500. With 1:100 leverage the required margin is about $1,085; with 1:30 it is about $3,617. The <a href="/margin-calculator">Margin Calculator</a> gives a quick estimate for any lot size and leverage.</p>
<h2>Leverage does not change the pip value</h2>
<p>This is the most important point. Leverage changes how much cash is locked up, not how much you gain or lose per pip. One standard lot of EUR/USD moves about $10 per pip whether your account uses 1:10 or 1:500. High leverage simply <em>allows</em> you to open a position far bigger than your account can sensibly carry.</p>
<h2>Effective leverage is what counts</h2>
<p>Effective leverage is the total value of your open positions divided by your account equity. Imagine a $2,000 account holding 0.50 lots of EUR/USD, worth about $54,250. The effective leverage is roughly 27:1. A 1% move in EUR/USD, a little over 100 pips, would then change your equity by about $540, or 27% of the account. Many risk-conscious traders keep their effective leverage in single digits for exactly this reason.</p>
<h2>Margin level, margin calls and stop-outs</h2>
<p>Platforms track your <strong>margin level</strong>: equity ÷ used margin × 100. When open trades move against you, equity falls and so does the margin level. At the broker's margin-call level, often 100%, you usually cannot open new trades and may receive a warning. At the stop-out level, commonly 50% or lower depending on the broker and regulator, the platform starts closing positions automatically, often beginning with the largest loser.</p>
<p>A stop-out is not a risk plan. It closes trades at whatever price is available, frequently at the worst moment, and it can leave very little of the account behind.</p>
<h2>Rules for using leverage safely</h2>
<ol>
<li>Size every trade from your stop loss and your risk per trade, never from the maximum leverage on offer.</li>
<li>Keep plenty of free margin, so that normal price swings cannot trigger a margin call.</li>
<li>Take extra care around major news and over weekends, when prices can gap past stop losses.</li>
<li>Account for overnight financing (swap) charges on leveraged positions held for several days.</li>
<li>If your broker lets you choose a lower leverage setting, use it as a safety rail.</li>
</ol>
<h2>A note on regulation</h2>
<p>Leverage limits differ by country and product. In India, retail trading in currency derivatives is permitted only on recognised exchanges through SEBI-registered brokers, with margins set by the exchange, and residents are not permitted to trade leveraged forex on unauthorised overseas platforms. Always confirm that your broker is registered with the regulator in your country.</p>
<p>Leverage magnifies losses exactly as much as it magnifies gains. Used carefully, it is a way to keep capital free; used carelessly, it is the fastest way to lose it.</p>`,
  },
  {
    title: "How to Build a Trading Journal That Improves Your Trading",
    slug: "how-to-build-a-trading-journal-that-improves-your-trading",
    author: AUTHOR,
    description:
      "What to record for every trade, how to measure results in R, and a weekly review routine that turns your own trades into lessons.",
    keywords: "trading journal, trade review, expectancy, trading psychology",
    status: "Draft",
    image: "/demo/blog/how-to-build-a-trading-journal-that-improves-your-trading.webp",
    tag: "Trading Psychology",
    date: "2026-11-05T11:00:00.000Z",
    content: `<p>Memory is a poor record keeper. We remember the brilliant trade from last month and quietly forget the three impulsive ones that cost more than it made. A trading journal replaces those impressions with data, and data is what lets you improve deliberately instead of by luck.</p>
<h2>What to record for every trade</h2>
<ul>
<li>Date, time and market session</li>
<li>Instrument and direction (buy or sell)</li>
<li>The name of the setup, such as "pullback to support"</li>
<li>Entry price, stop loss, target and position size</li>
<li>Planned risk in money and as a percentage of the account</li>
<li>Exit price and the reason for exiting</li>
<li>Result in money and in R (explained below)</li>
<li>A chart screenshot at entry and at exit</li>
<li>How you felt, and whether you followed your plan</li>
</ul>
<p>Fill in the plan fields <em>before</em> you enter. Writing the stop and target down first is a small habit that prevents a lot of improvisation.</p>
<h2>Measure results in R</h2>
<p>R is the amount you risked on a trade. If you risk ₹1,000 and make ₹2,500, the trade made +2.5R; a full stop loss is −1R. Measuring in R lets you compare trades of different sizes fairly, and it keeps attention on the quality of decisions rather than on rupee amounts that change as your account grows or shrinks.</p>
<h2>The numbers to review</h2>
<p>After a meaningful sample, say 30 to 50 trades, calculate your win rate, your average winning trade in R and your average losing trade in R. Together they give your expectancy:</p>
<blockquote>Expectancy (R per trade) = (win rate × average win) − (loss rate × average loss)</blockquote>
<p>Suppose 45% of your trades win an average of 1.8R and 55% lose an average of 1R. The expectancy is 0.45 × 1.8 − 0.55 × 1 = +0.26R per trade, before costs. Treat a positive number from a small sample with caution: past trades do not guarantee future results, and a few more losses can change the picture quickly.</p>
<h2>Tag your mistakes</h2>
<p>Give each rule break a short tag: "moved stop", "entered early", "oversized", "revenge trade", "no setup". At the end of the month, count how often each tag appears and add up its cost in R. In many journals a small number of repeated mistakes accounts for most of the damage, and those are the easiest wins available.</p>
<h2>A weekly review routine</h2>
<ol>
<li>Collect the week's trades and check that every field is filled in.</li>
<li>Group them by setup and compare the results in R.</li>
<li>Reread your notes on the two largest losses and the two best trades.</li>
<li>Choose one specific thing to improve next week, not five.</li>
<li>Write it at the top of next week's page so you see it before every session.</li>
</ol>
<h2>Paper, spreadsheet or app?</h2>
<p>Any format works if you keep it up. A notebook is quick and personal; a spreadsheet is easy to filter and calculates expectancy for you; dedicated journal apps import trades automatically. Start simple with the fields above and add columns only when you know you will use them.</p>
<p>A journal will not remove the risk that comes with trading, but it will show you, honestly and in your own numbers, where your results come from.</p>`,
  },
  {
    title: "The Economic Calendar and Trading the News",
    slug: "the-economic-calendar-and-trading-the-news",
    author: AUTHOR,
    description:
      "How to read an economic calendar, which releases tend to move markets, and three sensible ways to handle high-impact news.",
    keywords: "economic calendar, news trading, non-farm payrolls, CPI, volatility",
    status: "Draft",
    image: "/demo/blog/the-economic-calendar-and-trading-the-news.webp",
    tag: "Fundamental Analysis",
    date: "2026-11-19T07:15:00.000Z",
    content: `<p>Charts show what price is doing; the economic calendar shows when something is scheduled that could change it suddenly. Even if you never trade on news, you need to know when it is coming, because a single data release can move a currency pair more in one minute than in the rest of the day.</p>
<h2>What the calendar shows</h2>
<p>Each row of an economic calendar describes one scheduled event:</p>
<ul>
<li><strong>Date and time:</strong> set the calendar to Indian Standard Time so that release times match your own clock.</li>
<li><strong>Currency or country:</strong> the economy the data belongs to, such as USD, EUR or INR.</li>
<li><strong>Event:</strong> the name of the release, for example CPI or an interest-rate decision.</li>
<li><strong>Impact:</strong> usually low, medium or high, based on how much the event has moved markets in the past.</li>
<li><strong>Actual, forecast and previous:</strong> the new figure, the consensus expectation of economists, and the last reading, which is sometimes revised.</li>
</ul>
<p>You can follow upcoming releases on our <a href="/economic-calendar">Economic Calendar</a> page.</p>
<h2>Events that tend to move markets</h2>
<ul>
<li>Central bank interest-rate decisions and press conferences, such as the US Federal Reserve, the European Central Bank and the RBI Monetary Policy Committee</li>
<li>Inflation data, especially consumer price index (CPI) reports</li>
<li>Employment data, in particular US non-farm payrolls, usually released on the first Friday of the month at 6:00 PM or 7:00 PM IST depending on US daylight saving time</li>
<li>GDP growth figures and business surveys such as PMIs</li>
</ul>
<h2>The surprise moves price, not the number</h2>
<p>Markets price in the forecast before the release. If inflation is expected at 3.1% and comes in at 3.1%, the reaction may be small. If it comes in at 3.5%, the surprise can cause a sharp move. First reactions also reverse surprisingly often, as traders digest the details, revisions to earlier figures or the tone of a press conference.</p>
<h2>What happens to trading conditions</h2>
<p>Around high-impact releases, spreads often widen and liquidity thins out. Orders can be filled at worse prices than requested, which is called slippage, and price can jump straight past a stop loss. A stop order still limits the damage in most cases, but it does not guarantee the exact exit price in a fast market.</p>
<h2>Three sensible ways to approach the news</h2>
<ol>
<li><strong>Stay out.</strong> Avoid opening new positions shortly before high-impact events for the currencies you trade, and decide in advance what to do with open ones. This is the simplest approach and a good default for beginners.</li>
<li><strong>Reduce exposure.</strong> If you keep a position open, use a smaller size so that a wider stop still risks the same amount of money.</li>
<li><strong>Trade the reaction, not the release.</strong> Wait fifteen to thirty minutes for the first spike to settle, then apply your normal setups to the new structure on the chart.</li>
</ol>
<p>Trying to guess the number and entering just before the release is closer to a coin toss than a strategy, with worse costs.</p>
<h2>A weekly calendar routine</h2>
<p>Before the week starts, filter the calendar for the currencies you trade, note the high-impact events and their times in IST, and mark them in your trading plan. Decide ahead of time whether you will stand aside, reduce size or wait for the reaction. News trading carries high risk; planning for it is part of managing that risk, not a way to avoid it.</p>`,
  },
];

export const demoTestimonials: DemoTestimonial[] = [
  {
    quote:
      "I had watched hundreds of videos and still had no plan. The Forex Foundations course made me write down my risk per trade and my stop before every entry. I trade less now, but I finally understand every position I take.",
    author: "Priya Deshmukh",
    avatar: "/demo/avatars/1.webp",
    rating: 5,
    status: "Published",
  },
  {
    quote:
      "The mentors explain technical analysis in plain language and always show losing examples too, not only the winners. The live doubt sessions on weekends fitted perfectly around my office job in Bengaluru.",
    author: "Rohan Iyer",
    avatar: "/demo/avatars/2.webp",
    rating: 5,
    status: "Published",
  },
  {
    quote:
      "I joined for the Digital Marketing course and stayed for the community. The projects were practical, the feedback was honest, and I now run campaigns for two local businesses in Nashik.",
    author: "Ananya Kulkarni",
    avatar: "/demo/avatars/3.webp",
    rating: 5,
    status: "Published",
  },
];

export const demoExplorePrograms: DemoExploreProgram[] = [
  { label: "Forex", icon: "/demo/explore/forex.webp", iconStorageKey: null, sortOrder: 0 },
  { label: "Stock Market", icon: "/demo/explore/stock-market.webp", iconStorageKey: null, sortOrder: 1 },
  { label: "Options", icon: "/demo/explore/options.webp", iconStorageKey: null, sortOrder: 2 },
  { label: "Crypto", icon: "/demo/explore/crypto.webp", iconStorageKey: null, sortOrder: 3 },
  { label: "Commodities", icon: "/demo/explore/commodities.webp", iconStorageKey: null, sortOrder: 4 },
];

export const demoExplorePlatforms: DemoExplorePlatform[] = [
  { alt: "Forex", image: "/demo/platforms/forex.webp", storageKey: null },
  { alt: "Indian Stocks", image: "/demo/platforms/indian-stocks.webp", storageKey: null },
  { alt: "Crypto", image: "/demo/platforms/crypto.webp", storageKey: null },
  { alt: "Gold", image: "/demo/platforms/gold.webp", storageKey: null },
  { alt: "Indices", image: "/demo/platforms/indices.webp", storageKey: null },
];

export const demoSiteSettings: SiteSettings = {
  companyName: "Candlewise Academy",
  tagline: "Learn to trade with discipline, one candle at a time.",
  email: "hello@candlewise.example.in",
  phone: "+91 98765 43210",
  whatsapp: "+91 98765 43211",
  address: "Office 402, Riverside Business Bay, Baner Road, Baner, Pune, Maharashtra 411045, India",
  businessHours: "Monday to Friday, 9:00 AM - 6:00 PM IST",
  learningPlatformUrl: "https://learn.candlewise.example",
  videoChannelUrl: "https://video.example.com/@candlewise-academy",
  androidAppUrl: "https://play.google.com/store/apps/details?id=com.candlewise.app",
  iosAppUrl: "#",
  // placeholders until the academy's own lessons are uploaded; the player loads only on a click
  videoLessonIds: ["cw-shootstr", "cw-lotsize1", "cw-riskrwd1"],
  chatUrl: "https://wa.me/919876543211",
  messageRetentionMonths: 24,
  hindiDigits: "latin",
  feedContent: "summary",
  hindiBlogEnglish: "listed",
  grievanceOfficerName: "Ananya Deshpande",
  grievanceOfficerEmail: "grievance@candlewise.example.in",
  sebiRegistration: "",
  social: {
    instagram: "https://instagram.example.com/candlewise.academy",
    youtube: "https://video.example.com/@candlewise-academy",
    facebook: "https://facebook.example.com/candlewiseacademy",
    linkedin: "https://linkedin.example.com/company/candlewise-academy",
    telegram: "https://telegram.example.com/candlewise_academy",
    x: "https://x.example.com/candlewise_in",
  },
};

export const demoGlobalSeo: Omit<NewSeoRecord, "updatedAt"> = {
  key: "_",
  pagePath: null,
  siteTitle: "Candlewise Academy",
  pageTitle: null,
  metaDescription:
    "Trading courses in forex, technical analysis, options and crypto from a Pune academy, plus digital marketing, web development and free trading calculators.",
  keywords:
    "trading courses, forex education, technical analysis, options trading, trading calculators, Candlewise Academy, Pune",
  canonicalUrl: null,
  robotsMeta: "index, follow",
  metaTag: null,
  analyticsId: null,
  facebookMeta: null,
  facebookPixel: null,
  googleMetaPixel: null,
  schemaMarkup: null,
  openGraph: null,
  twitterCard: null,
  alternateHrefLang: null,
  customMetaTags: null,
};

/** Invented partner and media brands for the trust banner (light marks for a navy background). */
export const demoTrustLogos: DemoTrustLogo[] = [
  { name: "Kestrel Daily", image: "/demo/logos/1.webp" },
  { name: "Ledgerly", image: "/demo/logos/2.webp" },
  { name: "Monsoon Review", image: "/demo/logos/3.webp" },
  { name: "Quillbyte", image: "/demo/logos/4.webp" },
  { name: "Sahyadri Hub", image: "/demo/logos/5.webp" },
  { name: "Brightlot", image: "/demo/logos/6.webp" },
  { name: "Pivotline", image: "/demo/logos/7.webp" },
  { name: "Deccan Fin Forum", image: "/demo/logos/8.webp" },
  { name: "Nimbus Learn", image: "/demo/logos/9.webp" },
  { name: "Tidemark Post", image: "/demo/logos/10.webp" },
  { name: "Orbitfolio", image: "/demo/logos/11.webp" },
  { name: "Saffron Signals", image: "/demo/logos/12.webp" },
  { name: "Zenquant Labs", image: "/demo/logos/13.webp" },
];

/** The /about page's words (stored under the settings key "about"; see domain/about-content.ts). */
export const demoAboutContent: AboutContent = {
  title: "About Candlewise Academy",
  intro:
    "We are a Pune academy that teaches trading as a craft: method first, risk always, results over time. Since our first batch, learners from across India have joined our courses, mentoring calls and trader community.",
  mission:
    "To give every learner in India a clear and honest path into the markets, with structured courses, free tools and mentors who put risk management before profit.",
  vision:
    "A generation of traders and digital professionals who decide with data and a written plan, not with tips, and who keep learning long after their course ends.",
  values: [
    { name: "Honesty about risk", description: "Every strategy we teach comes with its losing scenarios and the position size that survives them." },
    { name: "Practice over theory", description: "Lessons end on a live chart or a calculator, so that each idea is tested before it is trusted." },
    { name: "Support for every learner", description: "Beginners and working professionals get the same patient answers from our mentors and community." },
    { name: "Plain language", description: "We explain markets without jargon or hype, in English and in the way people actually trade." },
  ],
  headings: aboutHeadingDefaults("en"),
  team: {
    heading: "The people behind the lessons",
    text: "Our mentors are full-time traders, analysts and marketers who review charts with learners every week. They teach what they practise.",
    image: "/demo/team.svg",
    imageAlt: "The Candlewise Academy team of four mentors standing beside a whiteboard with a rising candlestick chart",
  },
};

/**
 * The demo About page's Hindi (issue 23, part 3): each box of the About form, as an administrator
 * would translate it in the back office, so that /hi/about reads in Hindi on the first start.
 */
export const demoAboutHindi: Record<string, string> = {
  title: "Candlewise Academy के बारे में",
  intro:
    "हम पुणे की एक अकादमी हैं जो ट्रेडिंग को एक हुनर की तरह सिखाती है: पहले तरीक़ा, रिस्क पर हमेशा नज़र, और समय के साथ नतीजे। पहले बैच से अब तक पूरे भारत के छात्र हमारे कोर्स, मेंटरिंग कॉल और ट्रेडर कम्युनिटी से जुड़ चुके हैं।",
  mission:
    "भारत के हर छात्र को मार्केट तक पहुँचने का साफ़ और ईमानदार रास्ता देना: व्यवस्थित कोर्स, मुफ़्त टूल, और ऐसे मेंटर जो मुनाफ़े से पहले रिस्क मैनेजमेंट को रखते हैं।",
  vision:
    "ट्रेडर और डिजिटल प्रोफ़ेशनल्स की ऐसी पीढ़ी जो टिप्स के भरोसे नहीं, बल्कि डेटा और लिखी हुई योजना के आधार पर फ़ैसले ले, और कोर्स ख़त्म होने के बाद भी सीखती रहे।",
  value1Name: "रिस्क के बारे में ईमानदारी",
  value1Description: "हम जो भी स्ट्रैटेजी सिखाते हैं, उसके साथ उसके घाटे वाले हालात और वह पोज़िशन साइज़ भी बताते हैं जिससे उनमें टिका जा सके।",
  value2Name: "सिद्धांत से ज़्यादा अभ्यास",
  value2Description: "हर पाठ किसी लाइव चार्ट या कैलकुलेटर पर ख़त्म होता है, ताकि हर विचार पर भरोसा करने से पहले उसे परखा जा सके।",
  value3Name: "हर छात्र का साथ",
  value3Description: "नए छात्र हों या कामकाजी प्रोफ़ेशनल, सबको हमारे मेंटर और कम्युनिटी से एक जैसे धैर्य भरे जवाब मिलते हैं।",
  value4Name: "सीधी-सादी भाषा",
  value4Description: "हम मार्केट को बिना भारी-भरकम शब्दों और बढ़ा-चढ़ाकर कही बातों के समझाते हैं, हिन्दी और अंग्रेज़ी में, उसी तरह जैसे लोग सच में ट्रेड करते हैं।",
  teamHeading: "पाठों के पीछे के लोग",
  teamText: "हमारे मेंटर फ़ुल-टाइम ट्रेडर, एनालिस्ट और मार्केटर हैं जो हर हफ़्ते छात्रों के साथ चार्ट देखते हैं। वे वही सिखाते हैं जो ख़ुद करते हैं।",
  teamImageAlt: "Candlewise Academy की चार मेंटरों वाली टीम, एक व्हाइटबोर्ड के पास खड़ी, जिस पर ऊपर जाता कैंडलस्टिक चार्ट बना है",
};
