/**
 * How much of a search is read, in one place for the fields (header, dialog, results page) and the
 * query reader (features/search/query.ts).
 */

/** Longest query read; the rest is ignored (a pasted paragraph is not a query). */
export const MAX_QUERY_CHARS = 100;

/**
 * The most a search field takes (twice what is read, so a visitor who pastes a paragraph is told it
 * was cut): its URL stays well inside the server's limit (server/request-checks.js).
 */
export const SEARCH_INPUT_MAX_CHARS = 2 * MAX_QUERY_CHARS;
