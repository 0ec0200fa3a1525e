import { withoutTitles } from "#app/lib/person-names.ts";

/** A photo as the slot needs it (the content's image, content/schema.ts, has this shape). */
interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A photo slot. With a photo in the content it shows it (size reserved, lazy below the fold);
 * without one it shows the site's own artwork, so no page waits for a photographer.
 */
export function ImageSlot({
  image,
  label,
  className = "",
  eager = false,
}: {
  image?: Image;
  label: string;
  className?: string;
  eager?: boolean;
}) {
  if (image) {
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={`h-auto rounded-card object-cover ${className}`}
      />
    );
  }
  const initial = withoutTitles(label).charAt(0);
  return (
    <div
      aria-hidden="true"
      className={`relative grid place-items-center overflow-hidden rounded-card bg-brand-700 text-5xl font-bold text-accent-300 ${className}`}
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full opacity-25" preserveAspectRatio="none">
        <circle cx="50" cy="70" r="30" fill="#eab543" />
        <path d="M0 70h100M10 80h80M25 90h50" stroke="#a9d8d3" strokeWidth="3" />
      </svg>
      <span className="relative">{initial}</span>
    </div>
  );
}
