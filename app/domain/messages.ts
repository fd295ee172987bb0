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
} as const;
