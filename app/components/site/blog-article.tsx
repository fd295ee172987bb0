import { formatDate } from "../../domain/dates";
import type { ResponsiveImage } from "../../domain/images";

export interface ArticleView {
  title: string;
  author: string;
  date: string;
  image: ResponsiveImage;
  tag: string | null;
  descriptionHtml: string;
  contentHtml: string;
}

/**
 * A blog post as readers see it. The public page and the admin preview both render this, so a
 * preview shows exactly what will be published. The HTML was sanitised on the server.
 */
export function BlogArticle({ post }: { post: ArticleView }) {
  return (
    <article className="mt-6">
      {post.tag && <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{post.tag}</p>}
      <h1 className="mt-2 text-4xl leading-tight">{post.title}</h1>
      <p className="mt-3 text-sm text-slate-500">
        {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
      </p>
      <img
        src={post.image.src}
        srcSet={post.image.srcSet}
        sizes={post.image.srcSet ? "(min-width: 800px) 720px, 100vw" : undefined}
        alt=""
        width={post.image.width ?? 640}
        height={post.image.height ?? 360}
        className="mt-6 aspect-video w-full rounded-2xl object-cover"
      />
      <div className="mt-6 text-lg text-slate-700" dangerouslySetInnerHTML={{ __html: post.descriptionHtml }} />
      <div className="blog-content mt-6" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
    </article>
  );
}
