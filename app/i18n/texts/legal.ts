import { defineTexts } from "../define-texts";

/**
 * The legal pages (terms, privacy with the contact form's notice, refunds, disclaimer). Their
 * documents are versioned content the owners edit (decision 0042), English until issue 23 adds
 * translations; these are the words around them. The <0>…</0> and <1>…</1> tags are the notice's
 * bold lead-ins and its e-mail link; a notice version ("privacy-v2") is a code, marked English on
 * Hindi pages. The months are chosen with `select`, not `plural`: Lingui's
 * plural creates an Intl.PluralRules while the page starts (decision 0023, page-start-cost.spec.ts),
 * and only 1 differs here (Hindi's oblique "महीने" serves every number).
 */
export const legal = defineTexts({
  en: {
    termsTitle: "Terms and Conditions",
    privacyTitle: "Privacy Policy",
    refundTitle: "Refund and Cancellation Policy",
    disclaimerTitle: "Disclaimer",
    versionLine: "Version {version} · Effective from {date}",
    earlierVersion: "You are reading an earlier version of this document (version {version}). It applied from {date} until a later version replaced it.",
    readCurrent: "Read the current version",
    versionsHeading: "Versions of this document",
    versionItem: "Version {version}, effective from {date}",
    currentMark: "(current)",
    firstVersion: "This is the first version of this document.",
    englishOnly: "This document is in English for now; a Hindi translation will follow.",
    versionMissing: "There is no such version of this document.",
    formHeading: "The contact form (notice <0>{version}</0>)",
    formWhat:
      "<0>What we keep.</0> When you send a message we store your first and last name, e-mail address, phone number and message, the time you gave your consent and the notice version you agreed to (this one: <1>{version}</1>).",
    formWhy:
      "<0>Why.</0> Only to read and answer your message, and to be able to show that you agreed to this notice. We do not use these details for marketing and do not sell or share them.",
    formHowLong:
      "<0>For how long.</0> Messages are kept for {months, select, 1 {{monthsText} month} other {{monthsText} months}} and then removed automatically. To stop spam, we also note the client address (IP address) a message came from; it is used only to allow at most {max} messages per {minutes} minutes from one address, is not stored with your message, and is deleted once those {minutes} minutes have passed (at the latest at our next clean-up, {minutes} minutes later).",
    formRights:
      "<0>Your rights.</0> You may ask {companyName} for access to the details we hold about you, for their correction, or for their erasure, by writing to <1>{email}</1>. We answer such requests without undue delay.",
  },
  hi: {
    termsTitle: "नियम और शर्तें",
    privacyTitle: "प्राइवेसी पॉलिसी",
    refundTitle: "रिफ़ंड और कैंसलेशन पॉलिसी",
    disclaimerTitle: "डिस्क्लेमर",
    versionLine: "संस्करण {version} · {date} से लागू",
    earlierVersion: "आप इस दस्तावेज़ का एक पुराना संस्करण (संस्करण {version}) पढ़ रहे हैं। यह {date} से तब तक लागू था, जब तक इसकी जगह नया संस्करण नहीं आया।",
    readCurrent: "मौजूदा संस्करण पढ़ें",
    versionsHeading: "इस दस्तावेज़ के संस्करण",
    versionItem: "संस्करण {version}, {date} से लागू",
    currentMark: "(मौजूदा)",
    firstVersion: "यह इस दस्तावेज़ का पहला संस्करण है।",
    englishOnly: "यह दस्तावेज़ अभी अंग्रेज़ी में है; इसका हिंदी अनुवाद जल्द आएगा।",
    versionMissing: "इस दस्तावेज़ का ऐसा कोई संस्करण नहीं है।",
    formHeading: "संपर्क फ़ॉर्म (सूचना <0>{version}</0>)",
    formWhat:
      "<0>हम क्या रखते हैं।</0> जब आप संदेश भेजते हैं, तब हम आपका पहला और अंतिम नाम, ईमेल पता, फ़ोन नंबर और संदेश सहेजते हैं, साथ ही वह समय जब आपने सहमति दी और सूचना का वह संस्करण जिस पर आपने सहमति दी (यह वाला: <1>{version}</1>)।",
    formWhy:
      "<0>क्यों।</0> केवल आपका संदेश पढ़ने और उसका जवाब देने के लिए, और यह दिखा सकने के लिए कि आपने इस सूचना पर सहमति दी थी। हम इस जानकारी का इस्तेमाल मार्केटिंग के लिए नहीं करते, और न इसे बेचते हैं, न किसी से साझा करते हैं।",
    formHowLong:
      "<0>कितने समय तक।</0> संदेश {months, select, other {{monthsText} महीने}} तक रखे जाते हैं और फिर अपने-आप हटा दिए जाते हैं। स्पैम रोकने के लिए हम यह भी दर्ज करते हैं कि संदेश किस क्लाइंट पते (IP पते) से आया। इसका इस्तेमाल सिर्फ़ यह तय करने के लिए होता है कि एक पते से {minutes} मिनट में ज़्यादा से ज़्यादा {max} संदेश आ सकें; यह पता आपके संदेश के साथ नहीं रखा जाता, और वे {minutes} मिनट बीतते ही मिटा दिया जाता है (ज़्यादा से ज़्यादा हमारी अगली सफ़ाई तक, यानी उसके {minutes} मिनट बाद)।",
    formRights:
      "<0>आपके अधिकार।</0> आप <1>{email}</1> पर लिखकर {companyName} से कह सकते हैं कि हमारे पास आपके बारे में जो जानकारी है, वह आपको दिखाई जाए, उसे सुधारा जाए या मिटा दिया जाए। ऐसे अनुरोधों का जवाब हम बिना अनुचित देरी के देते हैं।",
  },
});
