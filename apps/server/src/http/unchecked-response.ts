/**
 * Route options for a large response that Larder's own typed code builds (the recipe book, the
 * menu): it is written with JSON.stringify instead of being parsed by its zod schema on the way
 * out, which for thousands of objects took longer than computing them (decision 0024). The
 * schema still types the handler's return value and documents the route in OpenAPI; a test
 * parses such responses with it (test/recipe-book.test.ts).
 */
export const uncheckedResponse = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
