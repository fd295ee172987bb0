import { Link } from "react-router";
import { formatDate } from "../../domain/dates";
import type { BlogCardView } from "../../server/blog.server";
import { BlogCoverImage } from "./blog-cover-image";

/** One post in the /blog grid: cover, date, title (the link) and the description's opening words. */
export function BlogCard({ post, eager }: { post: BlogCardView; eager: boolean }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <BlogCoverImage image={post.image} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-600">
          {post.tag && <span className="mr-2 font-semibold uppercase tracking-wide text-accent-700">{post.tag}</span>}
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <h2 className="mt-1 text-xl">
          <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="rounded hover:text-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.description}</p>
      </div>
    </li>
  );
}
