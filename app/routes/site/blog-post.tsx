import { data, Link } from "react-router";
import { formatDate } from "../../domain/dates";
import { messages } from "../../domain/messages";
import { loadBlogPost } from "../../server/blog.server";
import type { Route } from "./+types/blog-post";

export function meta({ data: loaded }: Route.MetaArgs) {
  const post = loaded?.post;
  return post
    ? [{ title: `${post.title} | Candlewise Academy` }, { name: "description", content: post.description }]
    : [{ title: `${messages.blogs.notFound} | Candlewise Academy` }];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const post = await loadBlogPost(context.services, params.slug);
  // A missing article is a real 404 for crawlers, with the spec's friendly screen for people.
  if (!post) return data({ post: null }, { status: 404 });
  return { post };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl">{messages.blogs.notFound}</h1>
        <Link to="/blog" className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-semibold text-white">
          Back to Blog
        </Link>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/blog" className="text-sm font-semibold text-accent-700 hover:underline">
        ← Back
      </Link>
      <article className="mt-6">
        {post.tag && <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{post.tag}</p>}
        <h1 className="mt-2 text-4xl leading-tight">{post.title}</h1>
        <p className="mt-3 text-sm text-slate-500">
          {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <img src={post.image} alt="" width={640} height={360} className="mt-6 aspect-video w-full rounded-2xl object-cover" />
        <div className="mt-6 text-lg text-slate-700" dangerouslySetInnerHTML={{ __html: post.descriptionHtml }} />
        <div className="blog-content mt-6" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      </article>
    </main>
  );
}
