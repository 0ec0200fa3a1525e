import { AppLink } from "#app/components/ui/AppLink.tsx";

/** A list's parts as the page's language writes them: names, and the separators between them. */
export type ListParts = (names: string[]) => { type: "element" | "literal"; value: string }[];

/**
 * Links listed as the page's language lists names (`listParts`: useFormat's commaListParts), names
 * that may hold «و» themselves: «أ، وب، وج», and «أ، وب» when a name holds «و»; `A, B, and C`.
 */
export function LinkList({ links, listParts }: { links: { href: string; name: string }[]; listParts: ListParts }) {
  let i = 0;
  return (
    <>
      {listParts(links.map((l) => l.name)).map((part, k) => {
        if (part.type === "literal") return <span key={k}>{part.value}</span>;
        const link = links[i++];
        return (
          <AppLink key={k} to={link.href}>
            {link.name}
          </AppLink>
        );
      })}
    </>
  );
}
