import { defineTexts } from "../define-texts";

/**
 * The economic calendar and market summary pages, around TradingView's widgets. The widgets
 * themselves stay English: TradingView offers no Hindi, so the Hindi page names the widget's
 * English column titles where it explains them.
 */
export const markets = defineTexts({
  en: {
    calendarTitle: "Economic Calendar",
    calendarIntro:
      "Scheduled economic releases that can move currencies, gold and indices. Use it to know when the news is coming, so that it does not catch an open trade by surprise.",
    calendarRegion: "Economic calendar",
    calendarSubject: "the economic calendar",
    calendarProviderLink: "Open the calendar on TradingView",
    readingHeading: "How to read the calendar",
    readingIntro: "Each row is one scheduled release, with these columns:",
    columnDate: "Date",
    columnDateMeaning: "The day the figure is published.",
    columnTime: "Time",
    columnTimeMeaning: "When it is published, in your own time zone.",
    columnCurrency: "Currency",
    columnCurrencyMeaning: "The currency the release is most likely to move, such as INR, USD or EUR.",
    columnEvent: "Event",
    columnEventMeaning: "What is published: an interest-rate decision, inflation, jobs, growth and so on.",
    columnForecast: "Forecast",
    columnForecastMeaning: "What economists expect the figure to be.",
    columnPrevious: "Previous",
    columnPreviousMeaning: "The figure from the last release, for comparison.",
    actual: "Once a figure is out, the <0>Actual</0> value appears beside the forecast. A big gap between the two is what moves prices.",
    impactHeading: "Impact and volatility",
    impactBody:
      "The importance marker shows how much a release usually moves its currency. High-impact events, such as central-bank rate decisions, inflation and jobs reports, can cause sharp moves and wider spreads; many traders reduce their size or wait until the release is out.",
    timeZoneHeading: "Time zone",
    timeZoneBody: "Times are shown in your device’s time zone (IST for most visitors in India), so there is nothing to convert.",
    chartTitle: "Market Summary",
    chartIntro:
      "A live chart of gold against the US dollar (XAU/USD) from the start of the year, with EUR/USD and USD/INR in the watchlist. Search the chart to switch to any other symbol.",
    chartNote: "Prices come from TradingView and may be delayed. The chart is for learning, not a trading signal.",
    educationNotice: "The calendar is for learning: events and figures come from TradingView, may change or be delayed, and are not investment advice.",
    chartRegion: "Gold price chart",
    chartSubject: "the chart",
    chartProviderLink: "Open XAU/USD on TradingView",
    attribution: "Track all markets on TradingView",
    /** `Subject` is the subject as a sentence starts with it ("The chart") */
    embedLoading: "Loading {subject}…",
    embedFailed: "{Subject} could not load.",
    embedFailedWhy: "It comes from a third-party service that may be offline or blocked on this network or by your browser.",
    embedNeedsScript: "{Subject} needs JavaScript, which is turned off in this browser.",
  },
  hi: {
    calendarTitle: "इकोनॉमिक कैलेंडर",
    calendarIntro:
      "पहले से तय आर्थिक आँकड़े और घोषणाएँ, जो करेंसी, गोल्ड और इंडेक्स में हलचल ला सकती हैं। इससे आपको पता रहता है कि ख़बर कब आने वाली है, ताकि वह आपके खुले ट्रेड को अचानक न पकड़ ले।",
    calendarRegion: "इकोनॉमिक कैलेंडर",
    calendarSubject: "इकोनॉमिक कैलेंडर",
    calendarProviderLink: "TradingView पर कैलेंडर खोलें",
    readingHeading: "कैलेंडर कैसे पढ़ें",
    readingIntro: "हर पंक्ति पहले से तय एक रिलीज़ है, जिसमें ये कॉलम होते हैं (कैलेंडर में इनके नाम अंग्रेज़ी में दिखते हैं):",
    columnDate: "तारीख़ <0>(Date)</0>",
    columnDateMeaning: "जिस दिन आँकड़ा जारी होता है।",
    columnTime: "समय <0>(Time)</0>",
    columnTimeMeaning: "आँकड़ा कब जारी होता है, आपके अपने टाइम ज़ोन में।",
    columnCurrency: "करेंसी <0>(Currency)</0>",
    columnCurrencyMeaning: "वह करेंसी जिस पर इस रिलीज़ का सबसे ज़्यादा असर पड़ने की संभावना है, जैसे INR, USD या EUR।",
    columnEvent: "इवेंट <0>(Event)</0>",
    columnEventMeaning: "क्या जारी होता है: ब्याज दर का फ़ैसला, महँगाई, रोज़गार, ग्रोथ वगैरह।",
    columnForecast: "अनुमान <0>(Forecast)</0>",
    columnForecastMeaning: "अर्थशास्त्री इस आँकड़े के कितना रहने की उम्मीद करते हैं।",
    columnPrevious: "पिछला <0>(Previous)</0>",
    columnPreviousMeaning: "तुलना के लिए, पिछली रिलीज़ का आँकड़ा।",
    actual: "आँकड़ा जारी होते ही अनुमान के बगल में <0>वास्तविक <1>(Actual)</1></0> मान दिखने लगता है। दोनों के बीच का बड़ा अंतर ही कीमतों को हिलाता है।",
    impactHeading: "असर और वोलैटिलिटी",
    impactBody:
      "महत्व का निशान बताता है कि कोई रिलीज़ आम तौर पर अपनी करेंसी को कितना हिलाती है। ज़्यादा असर वाले इवेंट, जैसे सेंट्रल बैंक के ब्याज दर के फ़ैसले, महँगाई और रोज़गार की रिपोर्ट, तेज़ उतार-चढ़ाव और चौड़े स्प्रेड ला सकते हैं; कई ट्रेडर अपनी पोज़िशन साइज़ घटा लेते हैं या रिलीज़ आने तक रुकते हैं।",
    timeZoneHeading: "टाइम ज़ोन",
    timeZoneBody: "समय आपके डिवाइस के टाइम ज़ोन में दिखता है (भारत में ज़्यादातर लोगों के लिए IST), इसलिए कुछ बदलने की ज़रूरत नहीं।",
    chartTitle: "मार्केट सारांश",
    chartIntro:
      "साल की शुरुआत से अब तक अमेरिकी डॉलर के मुकाबले गोल्ड (XAU/USD) का लाइव चार्ट, वॉचलिस्ट में EUR/USD और USD/INR के साथ। किसी दूसरे सिंबल पर जाने के लिए चार्ट में उसे खोजें।",
    chartNote: "कीमतें TradingView से आती हैं और देर से पहुँच सकती हैं। यह चार्ट सीखने के लिए है, ट्रेडिंग सिग्नल नहीं।",
    educationNotice: "यह कैलेंडर सीखने के लिए है: इवेंट और आँकड़े TradingView से आते हैं, बदल सकते हैं या देर से पहुँच सकते हैं, और ये निवेश की सलाह नहीं हैं।",
    chartRegion: "गोल्ड प्राइस चार्ट",
    chartSubject: "चार्ट",
    chartProviderLink: "TradingView पर XAU/USD खोलें",
    attribution: "TradingView पर सभी मार्केट देखें",
    embedLoading: "{subject} लोड हो रहा है…",
    embedFailed: "{Subject} लोड नहीं हो सका।",
    embedFailedWhy: "यह एक बाहरी सेवा से आता है, जो बंद हो सकती है या इस नेटवर्क पर या आपके ब्राउज़र में ब्लॉक हो सकती है।",
    embedNeedsScript: "{Subject} के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है।",
  },
});
