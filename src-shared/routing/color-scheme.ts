/**
 * The attribute on `<html>` that Mantine's colours follow; a prerendered page comes with it set to
 * light. A module of its own: the prerendered page's start-up script imports it, and must not
 * bring the page contracts' zod along.
 */
export const colorSchemeAttribute = 'data-mantine-color-scheme';
