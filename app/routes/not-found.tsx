import { notFound } from "#app/content/page-data.server.ts";

/** Any path the route table does not know: the 404 page with a 404 status. */
export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
