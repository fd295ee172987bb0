import { messages } from "../../domain/messages";
import { defineTexts } from "../define-texts";

/**
 * The blog's list and post pages: search, keyword chips, pages, the status line, empty states.
 * The posts themselves (titles, bodies, keywords) are content and stay as written.
 */
export const blog = defineTexts({
  en: {
    title: "Blog",
    searchLabel: "Search the blog",
    searchPlaceholder: "Search articles",
    searchButton: "Search",
    /** a search beyond its bound (decision 0026): nothing is searched */
    searchTooLong: "Your search is too long: please use at most {max} characters.",
    keywordNav: "Filter by keyword",
    allKeywords: "All",
    /** after a chip's count, for screen readers */
    chipPosts: "{count, plural, one {post} other {posts}}",
    pagination: "Pagination",
    previous: "Previous",
    next: "Next",
    pageLabel: "Page {page}",
    none: messages.blogs.none,
    clearSearch: "Clear search",
    showAll: "Show all posts",
    noSuchPage: "There is no page {page} of this list.",
    firstPage: "Go to the first page",
    notFound: messages.blogs.notFound,
    backToBlog: "Back to Blog",
    back: "← Back",
    /** shown on Hindi pages only, above a list holding posts that have no Hindi yet (decision 0051) */
    someInEnglish: "Posts marked “in English” have no Hindi version yet.",
    /** the badge of such a post's card on a Hindi page */
    inEnglish: "(in English)",
    englishOnlyPost: "This article is in English for now.",
    /** the feeds' name in the pages' heads (decision 0037) */
    feedTitle: "{site} blog",
    /** the post's reading time, at 200 words a minute */
    readingTime: "{count, plural, one {{countText} min read} other {{countText} min read}}",
    contents: "In this article",
    related: "Related articles",
    postNavigation: "More articles",
    previousPost: "Previous article",
    nextPost: "Next article",
    share: "Share this article",
    copyLink: "Copy link",
    linkCopied: "Link copied.",
    copyFailed: "Could not copy the link: please copy it from the address bar.",
  },
  hi: {
    title: "ब्लॉग",
    searchLabel: "ब्लॉग में खोजें",
    searchPlaceholder: "लेख खोजें",
    searchButton: "खोजें",
    searchTooLong: "आपकी खोज बहुत लंबी है: कृपया ज़्यादा से ज़्यादा {max} अक्षर लिखें।",
    keywordNav: "कीवर्ड से छाँटें",
    allKeywords: "सभी",
    chipPosts: "{count, plural, one {पोस्ट} other {पोस्ट}}",
    pagination: "पेज नेविगेशन",
    previous: "पिछला",
    next: "अगला",
    pageLabel: "पेज {page}",
    none: "अभी कोई ब्लॉग पोस्ट नहीं है।",
    clearSearch: "खोज हटाएँ",
    showAll: "सभी पोस्ट देखें",
    noSuchPage: "इस सूची में पेज {page} नहीं है।",
    firstPage: "पहले पेज पर जाएँ",
    notFound: "लेख नहीं मिला",
    backToBlog: "ब्लॉग पर वापस जाएँ",
    back: "← वापस",
    someInEnglish: "“अंग्रेज़ी में” लिखे पोस्ट का हिंदी संस्करण अभी उपलब्ध नहीं है।",
    inEnglish: "(अंग्रेज़ी में)",
    englishOnlyPost: "यह लेख अभी सिर्फ़ अंग्रेज़ी में उपलब्ध है।",
    feedTitle: "{site} ब्लॉग",
    readingTime: "{count, plural, one {पढ़ने में {countText} मिनट} other {पढ़ने में {countText} मिनट}}",
    contents: "इस लेख में",
    related: "इससे जुड़े लेख",
    postNavigation: "और लेख",
    previousPost: "पिछला लेख",
    nextPost: "अगला लेख",
    share: "यह लेख शेयर करें",
    copyLink: "लिंक कॉपी करें",
    linkCopied: "लिंक कॉपी हो गया।",
    copyFailed: "लिंक कॉपी नहीं हो सका: कृपया इसे ब्राउज़र के एड्रेस बार से कॉपी करें।",
  },
});

/**
 * The blog list's sentences about its results (the line over the cards, the empty list's words),
 * written by the list's loader in the page's language: a page carries the sentence it shows, not
 * all the ways a list can be described.
 */
export const blogResults = defineTexts({
  en: {
    showing: "Showing {first}–{last} of {count, plural, one {{countText} post} other {{countText} posts}}.",
    showingTagged: "Showing {first}–{last} of {count, plural, one {{countText} post} other {{countText} posts}} tagged “{keyword}”.",
    showingMatching: "Showing {first}–{last} of {count, plural, one {{countText} post} other {{countText} posts}} matching “{q}”.",
    showingTaggedMatching: "Showing {first}–{last} of {count, plural, one {{countText} post} other {{countText} posts}} tagged “{keyword}” matching “{q}”.",
    noMatch: "No posts match “{q}”.",
    noMatchTagged: "No posts match “{q}” under “{keyword}”.",
    noneTagged: "No posts are tagged “{keyword}”.",
  },
  hi: {
    showing: "{count, plural, one {कुल {countText} पोस्ट में से {first}–{last} दिखाई जा रही है।} other {कुल {countText} पोस्ट में से {first}–{last} दिखाई जा रही हैं।}}",
    showingTagged:
      "{count, plural, one {“{keyword}” टैग वाली कुल {countText} पोस्ट में से {first}–{last} दिखाई जा रही है।} other {“{keyword}” टैग वाली कुल {countText} पोस्ट में से {first}–{last} दिखाई जा रही हैं।}}",
    showingMatching:
      "{count, plural, one {“{q}” से मेल खाती कुल {countText} पोस्ट में से {first}–{last} दिखाई जा रही है।} other {“{q}” से मेल खाती कुल {countText} पोस्ट में से {first}–{last} दिखाई जा रही हैं।}}",
    showingTaggedMatching:
      "{count, plural, one {“{keyword}” टैग वाली और “{q}” से मेल खाती कुल {countText} पोस्ट में से {first}–{last} दिखाई जा रही है।} other {“{keyword}” टैग वाली और “{q}” से मेल खाती कुल {countText} पोस्ट में से {first}–{last} दिखाई जा रही हैं।}}",
    noMatch: "“{q}” से मेल खाती कोई पोस्ट नहीं मिली।",
    noMatchTagged: "“{keyword}” टैग वाली पोस्ट में “{q}” से मेल खाती कोई पोस्ट नहीं मिली।",
    noneTagged: "“{keyword}” टैग वाली कोई पोस्ट नहीं है।",
  },
});
