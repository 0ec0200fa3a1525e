import { ContactText } from "./ContactLinks.tsx";
import { WAITS_WITH_RING_ROOM } from "./render-when-near.ts";
import { Kept } from "./Kept.tsx";

/**
 * Paragraphs of content text in reading order, each e-mail address and phone number in them a link
 * (ContactText), then anything the page adds after them.
 */
export function Paragraphs({
  items,
  className = "",
  children,
}: {
  items: string[];
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={`prose-ar ${className}`}>
      {items.map((p, i) => (
        <p key={i}>
          <ContactText>{p}</ContactText>
        </p>
      ))}
      {children}
    </div>
  );
}

/**
 * A titled section of a content page; its heading is what screen-reader users jump between. The
 * section carries `id`, so `#{id}` links land on it (its heading is `{id}-title`). A section that
 * starts well below the first screen on every viewport says `renderWhenNear`: its layout waits
 * until it comes near (see render-when-near.ts).
 */
export function Section({
  id,
  title,
  children,
  className = "",
  renderWhenNear = false,
  kept = false,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
  renderWhenNear?: boolean;
  /** Content with no React of its own, kept as the server wrote it when the page hydrates (Kept.tsx). */
  kept?: boolean;
}) {
  const props = {
    id,
    "aria-labelledby": `${id}-title`,
    className: `py-8 ${className}${renderWhenNear ? ` ${WAITS_WITH_RING_ROOM}` : ""}`,
  };
  const content = (
    <>
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </>
  );
  return kept ? (
    <Kept as="section" {...props}>
      {content}
    </Kept>
  ) : (
    <section {...props}>{content}</section>
  );
}

/** A list of content texts, with their addresses and numbers links as in Paragraphs. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3">
          <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-accent-400" />
          <span>
            <ContactText>{item}</ContactText>
          </span>
        </li>
      ))}
    </ul>
  );
}
