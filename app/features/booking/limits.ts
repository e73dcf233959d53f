/**
 * The booking form's limits, apart from its zod schema (schema.ts) so the form's browser code carries no
 * validation library: the server checks, the form only shows.
 */
export const ROOMS = { min: 1, max: 50 } as const;
