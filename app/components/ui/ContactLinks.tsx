import { Fragment } from "react";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { contactRuns, emailHref, emailParts, phoneHref, whatsappHref } from "#app/lib/contacts.ts";

/**
 * A phone number as a link, kept left to right inside Arabic text and on one line: a call (`tel:`),
 * or, for the number the university answers on WhatsApp, a chat with it (`chat`).
 */
export function PhoneLink({
  number,
  className = "",
  chat = false,
}: {
  number: string;
  className?: string;
  chat?: boolean;
}) {
  return (
    <a
      className={`ltr whitespace-nowrap ${className}`}
      href={chat ? whatsappHref(number) : phoneHref(number)}
      rel={chat ? "noopener" : undefined}
    >
      {number}
    </a>
  );
}

/**
 * An e-mail address as a `mailto:` link, kept left to right inside Arabic text; at the end of a
 * line it breaks only after its `@` or before a dot (emailParts), as Markdown's addresses do. Its
 * name is the address whole: VoiceOver on iOS may stop at each element inside a link's text.
 */
export function EmailLink({ address, className = "" }: { address: string; className?: string }) {
  return (
    <a className={`ltr ${className}`} href={emailHref(address)} aria-label={address}>
      {emailParts(address).map(({ text, whole }, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {whole ? <span className="whitespace-nowrap">{text}</span> : text}
        </Fragment>
      ))}
    </a>
  );
}

/**
 * A content text (a paragraph of an answer, a college's or a program's page) with each e-mail
 * address and phone number in it a link, and the rest marked as BidiText marks it. Not for a text
 * that is itself inside a link.
 */
export function ContactText({ children }: { children: string }) {
  return contactRuns(children).map((run, i) =>
    run.kind === "email" ? (
      <EmailLink key={i} address={run.text} />
    ) : run.kind === "phone" ? (
      <PhoneLink key={i} number={run.text} />
    ) : (
      <BidiText key={i}>{run.text}</BidiText>
    ),
  );
}
