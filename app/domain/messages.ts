/** The user-facing texts of the specs, in one place; tests assert against these. */
export const messages = {
  contact: {
    sent: "Thank you! Your message has been sent successfully.",
    failed: "Sorry, there was an error sending your message. Please try again.",
    sending: "Sending...",
    honeypot:
      "Sorry, there was an error: your message was not sent because the field marked 'leave this empty' was filled in. Please clear it and send again.",
    rateLimited:
      "Sorry, there was an error: too many messages have been sent from your connection in the last 10 minutes. Please wait a few minutes and try again, or write to us by e-mail.",
    /** beyond the message's bound in code units (decision 0026), whatever its visible length */
    messageTooLong: "Your message is too long to send: please shorten it (symbols, emoji and accent marks take more room than letters).",
    unavailable: "Sorry, your message could not be sent just now: our system is busy for a moment. Please try again in a minute; what you typed is still here.",
  },
  /** the page for an address beyond the bound of the whole request line (decision 0026) */
  addressTooLong: {
    title: "This address is too long",
    body: "The link holds more than a web address can carry here. Please check it, or start again from the home page.",
  },
  /** the database did not answer in time (503, decision 0029): any page or form post */
  unavailable: {
    title: "Please try again shortly",
    body: "We could not finish this just now: our system is busy for a moment. Please try again in a minute.",
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
  blogAdmin: {
    required: "Please fill in all required fields.",
    invalid: "Please correct the marked fields.",
    createFailed: "Failed to create blog. Please try again.",
    updateFailed: "Failed to update blog. Please try again.",
    deleteFailed: "Failed to delete blog. Please try again.",
    none: "No blog posts found.",
    slugTaken: "This slug is already used by another post.",
    notFound: "This blog post no longer exists.",
    created: "Blog post created.",
    updated: "Blog post saved.",
    deleted: "Blog post deleted.",
  },
  dashboard: {
    noContacts: "No contact messages yet.",
  },
  /** a stored message longer than the form takes today, shown in part (decision 0026); length as written, e.g. "90,011" */
  messageCut: {
    page: (length: string) =>
      `Only part of this message is shown: it is ${length} characters long, more than the contact form takes (it was sent before the form's limits). The JSON export of this person's data has the whole text.`,
    mail: (length: string) => `[Only part of this message is shown here: it is ${length} characters long. Open it in the inbox.]`,
    csv: (length: string) => `[cut: ${length} characters in all]`,
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
  adminCourses: {
    title: "Courses",
    empty: "No courses added yet.",
    confirmDelete: "Delete this course?",
    added: "Course added.",
    saved: "Course saved.",
    deleted: "Course deleted.",
    nameRequired: "Please enter the course name.",
    linkRequired: "Please enter the course link.",
    linkInvalid: "Enter a full web address starting with http:// or https://.",
    categoryRequired: "Please choose a category.",
    orderNegative: "Order must be 0 or more.",
    orderFraction: "Order must be a whole number.",
    notFound: "This course no longer exists.",
  },
  testimonials: {
    title: "Testimonials Management",
    addNew: "Add New Testimonial",
    add: "Add Testimonial",
    update: "Update Testimonial",
    list: (count: number) => `All Testimonials (${count})`,
    rating: (rating: number) => `Rating: ${rating}/5`,
    empty: "No testimonials found. Add your first testimonial above.",
    confirmDelete: "Are you sure you want to delete this testimonial?",
    uploadFailed: "Error uploading image. Please try again.",
    added: "Testimonial added.",
    updated: "Testimonial updated.",
    deleted: "Testimonial deleted.",
    quoteRequired: "Please enter the quote.",
    authorRequired: "Please enter the author's name.",
    ratingRange: "Rating must be a whole number from 1 to 5.",
    statusInvalid: "Choose Published or Draft.",
    courseUnknown: "Choose a course from the list, or no particular course.",
    notFound: "This testimonial no longer exists.",
  },
  seo: {
    title: "SEO",
    globalSaved: "Global SEO saved!",
    pageSaved: "Page SEO saved!",
    selectPage: "Please select a page",
    saveFailed: "Error: the record could not be saved. Please try again.",
  },
} as const;
