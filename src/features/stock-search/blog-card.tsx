/**
 * A blog-style card, as the offers page lists offers: image, the date it was posted (dd/MM/yyyy),
 * a heading clamped to two lines, a short text and Read More.
 */
import { formatDateAu } from "@/domain/format/date";
import { PromoImage } from "./promo-card";
import type { PromoCardData } from "./search-promotions.server";

/** `level`: the card's heading level, 2 where the page has no section heading above the cards. */
export function BlogCard({ post, level = 3 }: { post: PromoCardData; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const date = formatDateAu(post.start);
  const [day, month, year] = date.split("/");
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-brand border border-black/10 bg-page shadow-sm">
      {post.imageUrl ? <PromoImage url={post.imageUrl} /> : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {date ? (
          <p className="text-sm text-ink/75">
            <time dateTime={`${year}-${month}-${day}`}>{date}</time>
          </p>
        ) : null}
        <Heading className="line-clamp-2 text-xl font-bold leading-snug" title={post.title}>
          {post.title}
        </Heading>
        {post.description ? <p className="line-clamp-3 text-sm">{post.description}</p> : null}
        {post.href ? (
          <a
            href={post.href}
            className="mt-auto inline-flex min-h-11 items-center self-start rounded-brand bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90"
          >
            Read More<span className="sr-only"> about {post.title}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
