import { contactFieldErrorTexts } from "../../domain/contact";
import { messages } from "../../domain/messages";
import { defineTexts } from "../define-texts";

const { atMost, messageTooLong, ...fieldRefusals } = contactFieldErrorTexts;

/**
 * The contact page and form: labels, hints, the consent and the notice beside the button. The
 * form's answers are in contactAnswers below.
 */
export const contact = defineTexts({
  en: {
    /** also the message field's hint, and its hint once the text is past the bound */
    atMost,
    messageTooLong,
    title: "Contact us",
    intro: "Questions about a course? Send us a message and we will reply within one working day.",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    phoneHint: "An Indian mobile number, or an international one starting with +.",
    email: "E-mail",
    message: "Message",
    messageUsed: "{length} of {max} characters used.",
    messageOver: "{length} of {max} characters: {over} too many.",
    honeypot: "Leave this field empty: it is a check against spam.",
    /* no field's name in these words: "Phone" or "Message" must label one field only */
    consent: "I agree that you keep the details I give here to answer me, as the privacy notice below describes.",
    send: "Send Message",
    sending: messages.contact.sending,
    notice: "We use these details only to answer you, and delete the message after {months} months. Read our <0>Privacy Policy</0> to see what we keep and how to have it erased. <1>(Notice <2>{version}</2>)</1>",
  },
  hi: {
    atMost: "ज़्यादा से ज़्यादा {max} अक्षर।",
    messageTooLong: "आपका संदेश भेजने के लिए बहुत लंबा है: कृपया इसे छोटा करें (चिह्न, इमोजी और मात्राएँ साधारण अक्षरों से ज़्यादा जगह लेती हैं)।",
    title: "हमसे संपर्क करें",
    intro: "किसी कोर्स के बारे में सवाल है? हमें संदेश भेजें, हम एक कामकाजी दिन के भीतर जवाब देंगे।",
    firstName: "पहला नाम",
    lastName: "उपनाम",
    phone: "फ़ोन",
    phoneHint: "भारतीय मोबाइल नंबर, या + से शुरू होने वाला अंतरराष्ट्रीय नंबर।",
    email: "ईमेल",
    message: "संदेश",
    messageUsed: "{max} में से {length} अक्षर लिखे गए।",
    messageOver: "{max} में से {length} अक्षर: {over} अक्षर ज़्यादा हैं।",
    honeypot: "इस फ़ील्ड को ख़ाली छोड़ें: यह स्पैम रोकने के लिए एक जाँच है।",
    consent: "मैं सहमत हूँ कि मुझे जवाब देने के लिए आप यहाँ दी गई मेरी जानकारी रखें, जैसा नीचे दी गई प्राइवेसी सूचना में बताया गया है।",
    send: "संदेश भेजें",
    sending: "भेजा जा रहा है...",
    notice:
      "हम यह जानकारी सिर्फ़ आपको जवाब देने के लिए इस्तेमाल करते हैं, और {months} महीने बाद संदेश मिटा देते हैं। हम क्या रखते हैं और उसे कैसे मिटवाया जा सकता है, यह जानने के लिए हमारी <0>प्राइवेसी पॉलिसी</0> पढ़ें। <1>(सूचना <2>{version}</2>)</1>",
  },
});

/**
 * What the contact form's action answers: the refusals beside the fields and the message under the
 * button. Translated on the server only (app/server/contacts.server.ts), so no page sends them to the
 * browser: a page holds the answer it was given, not every answer it could have been given.
 */
export const contactAnswers = defineTexts({
  en: {
    ...fieldRefusals,
    sent: messages.contact.sent,
    failed: messages.contact.failed,
    honeypotFilled: messages.contact.honeypot,
    rateLimited: messages.contact.rateLimited,
    unavailable: messages.contact.unavailable,
  },
  hi: {
    firstNameMissing: "कृपया अपना पहला नाम लिखें।",
    lastNameMissing: "कृपया अपना उपनाम लिखें।",
    phoneMissing: "कृपया अपना फ़ोन नंबर लिखें।",
    phoneInvalid: "कृपया सही फ़ोन नंबर लिखें।",
    emailMissing: "कृपया अपना ईमेल पता लिखें।",
    emailInvalid: "कृपया सही ईमेल पता लिखें।",
    messageMissing: "कृपया अपना संदेश लिखें।",
    messageTooManyCharacters: "आपका संदेश ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है।",
    consentMissing: "कृपया सहमति के लिए बॉक्स पर टिक करें, ताकि आपको जवाब देने के लिए हम आपका संदेश रख सकें।",
    nameMissing: "कृपया अपना नाम लिखें।",
    preferenceInvalid: "कृपया दिए गए बैच या कॉल के समय में से कोई एक चुनें।",
    sent: "धन्यवाद! आपका संदेश सफलतापूर्वक भेज दिया गया है।",
    failed: "माफ़ कीजिए, आपका संदेश भेजने में कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।",
    honeypotFilled: "माफ़ कीजिए, आपका संदेश नहीं भेजा गया: “इसे ख़ाली छोड़ें” वाला फ़ील्ड भरा हुआ था। कृपया उसे ख़ाली करके फिर से भेजें।",
    rateLimited:
      "माफ़ कीजिए, पिछले 10 मिनट में आपके कनेक्शन से बहुत ज़्यादा संदेश भेजे जा चुके हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें, या हमें ईमेल लिखें।",
    unavailable: "माफ़ कीजिए, आपका संदेश अभी नहीं भेजा जा सका: हमारा सिस्टम कुछ पल के लिए व्यस्त है। कृपया एक मिनट बाद फिर से कोशिश करें; आपने जो लिखा है, वह यहीं मौजूद है।",
  },
});
