/** A phone number as a `tel:` link, kept left to right inside Arabic text. */
export function PhoneLink({ number, className = "" }: { number: string; className?: string }) {
  return (
    <a className={`ltr ${className}`} href={`tel:${number.replace(/\s/g, "")}`}>
      {number}
    </a>
  );
}

/** An e-mail address as a `mailto:` link, kept left to right inside Arabic text. */
export function EmailLink({ address, className = "" }: { address: string; className?: string }) {
  return (
    <a className={`ltr ${className}`} href={`mailto:${address}`}>
      {address}
    </a>
  );
}
