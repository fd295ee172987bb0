/*
 * The Hindi of the demo testimonials and Explore labels (issue 23, part 3; decision 0055), by their
 * English (the author, the label, the alt text), written as docs/hindi-glossary.md says: trading
 * terms as traders say them, course names as their Hindi pages give them. The seed stores each with
 * the English it translates, so a later English change shows as "needs translation".
 */

/** each demo testimonial's quote in Hindi, by its author */
export const demoTestimonialHindi: Readonly<Record<string, string>> = {
  "Priya Deshmukh":
    "मैंने सैकड़ों वीडियो देख लिए थे, फिर भी मेरे पास कोई प्लान नहीं था। ‘फ़ॉरेक्स ट्रेडिंग की बुनियाद’ कोर्स ने मुझसे हर एंट्री से पहले प्रति ट्रेड अपना रिस्क और अपना स्टॉप लॉस लिखवाया। अब मैं कम ट्रेड करती हूँ, लेकिन आख़िरकार अपनी हर पोज़िशन को पूरी तरह समझती हूँ।",
  "Rohan Iyer":
    "मेंटर टेक्निकल एनालिसिस को आसान भाषा में समझाते हैं और सिर्फ़ जीतने वाले ट्रेड ही नहीं, हारने वाले उदाहरण भी हमेशा दिखाते हैं। वीकेंड के लाइव डाउट सेशन बेंगलुरु में मेरी ऑफ़िस की नौकरी के साथ बिल्कुल ठीक बैठ गए।",
  "Ananya Kulkarni":
    "मैं डिजिटल मार्केटिंग कोर्स के लिए जुड़ी थी और कम्युनिटी की वजह से यहीं रह गई। प्रोजेक्ट व्यावहारिक थे, फ़ीडबैक ईमानदार था, और अब मैं नासिक के दो स्थानीय कारोबारों के लिए कैंपेन चलाती हूँ।",
};

/** each demo program's label in Hindi, by its English label */
export const demoProgramHindi: Readonly<Record<string, string>> = {
  Forex: "फ़ॉरेक्स",
  "Stock Market": "शेयर बाज़ार",
  Options: "ऑप्शंस",
  Crypto: "क्रिप्टो",
  Commodities: "कमोडिटी",
};

/** each demo platform's alt text in Hindi, by its English alt text */
export const demoPlatformHindi: Readonly<Record<string, string>> = {
  Forex: "फ़ॉरेक्स",
  "Indian Stocks": "भारतीय शेयर",
  Crypto: "क्रिप्टो",
  Gold: "गोल्ड",
  Indices: "इंडेक्स",
};

/**
 * The demo settings' texts in Hindi (decision 0058), by field: the tagline, the address (names
 * written in Devanagari as they are said, as Hindi papers print addresses; the PIN code in digits)
 * and the business hours. The demo company states no SEBI registration, so that text has no Hindi.
 */
export const demoSettingsHindi: Readonly<Record<"tagline" | "address" | "businessHours", string>> = {
  tagline: "अनुशासन के साथ ट्रेडिंग सीखें, एक-एक कैंडल करके।",
  address: "ऑफ़िस 402, रिवरसाइड बिज़नेस बे, बाणेर रोड, बाणेर, पुणे, महाराष्ट्र 411045, भारत",
  businessHours: "सोमवार से शुक्रवार, सुबह 9:00 से शाम 6:00 बजे तक (IST)",
};
