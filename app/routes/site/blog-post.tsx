import { data, Link, redirect } from "react-router";
import { BlogArticle } from "../../components/site/blog-article";
import { messages } from "../../domain/messages";
import { loadBlogPost } from "../../server/blog.server";
import { blogPostRouteSeo } from "../../domain/seo/blog-post-seo";
import type { SeoHandle } from "../../domain/seo/route-seo";
import type { Article } from "../../server/blog.server";
import type { Route } from "./+types/blog-post";

export const handle: SeoHandle<{ post: Article | null } | undefined> = {
  seo: ({ data: loaded, settings, publicUrl }) =>
    loaded?.post
      ? blogPostRouteSeo(loaded.post, { companyName: settings.companyName, publicUrl })
      : { name: messages.blogs.notFound, notFound: true },
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await loadBlogPost(context.services, params.slug);
  // A renamed post's old address keeps working, permanently moved (search engines follow it).
  if (found.kind === "moved") throw redirect(`/blog/${encodeURIComponent(found.slug)}`, 301);
  // A missing article is a real 404 for crawlers, with the spec's friendly screen for people.
  if (found.kind === "missing") return data({ post: null }, { status: 404 });
  return { post: found.post };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl">{messages.blogs.notFound}</h1>
        <Link to="/blog" className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-semibold text-white">
          Back to Blog
        </Link>
      </main>
    );
  }
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/blog" className="text-sm font-semibold text-accent-700 hover:underline">
        ← Back
      </Link>
      <BlogArticle post={post} />
    </main>
  );
}
