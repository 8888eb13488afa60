/**
 * The shape of the index.html Vite builds (web/index.html with its assets: the module script and the Spanish
 * dictionary's preload), which each page's head and first paint are written into (render.ts): for the suites and the
 * bench, which serve pages without a build.
 */
export const BUILT_INDEX = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Vitrina: moda, marcas y revista" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script src="/lang.js" defer></script>
    <title>Vitrina</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/es-Es1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
