/** The university's mark: a sun rising over the horizon («الأفق»). Decorative next to the name. */
export function Logo({ className = "size-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b5753" />
      <circle cx="32" cy="38" r="13" fill="#eab543" />
      <g stroke="#eab543" strokeWidth="3" strokeLinecap="round">
        <path d="M32 13v6M14.5 20.5l4.2 4.2M49.5 20.5l-4.2 4.2M8 38h6M50 38h6" />
      </g>
      <rect x="6" y="38" width="52" height="20" fill="#0b5753" />
      <path d="M8 42h48M14 48h36M21 54h22" stroke="#a9d8d3" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
