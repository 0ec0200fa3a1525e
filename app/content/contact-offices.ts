import type { Registry } from "./registry.ts";

/**
 * The offices the contact page lists: the university's (content/site.yaml), and the one that
 * answers applicants from abroad (content/international.yaml). Search and the university's
 * structured data read the same list. A module of its own, importing no value: the structured
 * data is in every page's script, and the view models would bring the registry's code into it.
 */
export function contactOffices(r: Registry) {
  const abroad = r.international.office;
  return [...r.site.offices, { key: "international", name: abroad.name, email: abroad.email, phone: abroad.phone }];
}
