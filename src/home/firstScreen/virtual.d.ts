/** The first screen's templates, rendered by the build from the app's views (build.mjs). */
declare module 'virtual:first-screen' {
  const templates: import('./fields').FirstScreenTemplates;
  export default templates;
}
