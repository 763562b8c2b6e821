import { checkAppShell } from '../site/app-shell.ts';

/** index.html as Vite builds it, at its simplest: the head the site app fills in, the entry. */
export const appShellTemplate = checkAppShell(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Stock photos of Sri Lanka." />
    <title>LankaLens</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);
