/** The user-facing texts of the specs, in one place; tests assert against these. */
export const messages = {
  contact: {
    sent: "Thank you! Your message has been sent successfully.",
    failed: "Sorry, there was an error sending your message. Please try again.",
    sending: "Sending...",
  },
  courses: {
    none: "No courses with images found",
    navEmpty: "No courses available.",
  },
  blogs: {
    none: "No blogs found.",
    notFound: "Article Not Found",
  },
  login: {
    missing: "Please enter both username and password.",
    notAdmin: "You are not authorized as admin.",
    invalid: "Invalid credentials or network error.",
    rateLimited: "Too many failed sign-in attempts. Please wait an hour before trying again.",
  },
  dashboard: {
    noContacts: "No contact messages yet.",
  },
  explore: {
    title: (companyName: string) => `Manage "Explore ${companyName}" Section`,
    programMissingBoth: "Please provide both an icon image and program label.",
    programMissingLabel: "Please provide a program label.",
    programSaveFailed: "Failed to save program. Please try again.",
    programDeleteFailed: "Failed to delete program. Please try again.",
    programDeleteConfirm: (label: string) => `Are you sure you want to delete "${label}"? This action cannot be undone.`,
    platformMissing: "Please provide an image and alt text.",
    platformAddFailed: "Failed to add platform. Please try again.",
    platformDeleteFailed: "Failed to delete platform. Please try again.",
    platformDeleteTitle: "Delete Platform",
    platformDeleteConfirm: (alt: string) =>
      `Are you sure you want to delete "${alt}"? This will permanently remove the image from storage and cannot be undone.`,
    platformAltPlaceholder: "e.g. Forex",
    deleting: "Deleting...",
    uploading: "Uploading...",
    noPrograms: "No programs yet. Add the first one with the form above.",
    noPlatforms: "No platforms yet. Add the first one with the form above.",
  },
} as const;
