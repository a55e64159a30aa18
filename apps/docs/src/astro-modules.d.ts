// For plain `tsc` (the typecheck after `astro check`): a .ts module that imports an .astro
// component (src/games.ts) sees it as a component. `astro check` resolves .astro files itself.
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
