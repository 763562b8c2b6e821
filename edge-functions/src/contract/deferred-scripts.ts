/**
 * Server-rendered pages start their JavaScript after their first paint (decision 39).
 *
 * Such a page is readable without its script: the script only makes it interactive. Requested
 * from the head, ~150 KB of script would share a slow phone connection with the page's
 * stylesheets and its largest image, and delay both. So the server replaces the entry's
 * `<script type="module">` and the `modulepreload`s with a JSON block naming them, and a line of
 * inline script in the build's index.html requests them once the page has painted, at low
 * priority. Pages the script draws (no server markup) keep the build's tags as they are.
 */

/** The id of the `<script type="application/json">` block that names the deferred files. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/** The page-assets key of a language's catalogue chunk: `i18n/si` (web/build/app-shell-file.ts). */
export const CATALOGUE_KEY = 'i18n/';

/** What the block holds: the entry module and the modules to preload beside it. */
export interface DeferredScripts {
  entry: string;
  preload: string[];
}

/**
 * The inline loader (index.html's head, after the block). Until the app is ready it keeps links
 * and forms the browser's (decision 45). It starts the scripts when the browser
 * reports the first paint; in a hidden tab, where nothing paints, at once or when it is hidden;
 * where paint entries are not reported, after the first frame; and a second after the load event
 * at the latest.
 */
export const DEFERRED_SCRIPTS_LOADER =
  `(() => { const block = document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)});` +
  ' if (!block) return;' +
  ' const { entry, preload } = JSON.parse(block.textContent);' +
  ' let started = false;' +
  ' const add = (element) => { element.crossOrigin = ""; element.fetchPriority = "low"; document.head.appendChild(element); };' +
  ' const start = () => { if (started) return; started = true;' +
  ' for (const href of preload) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; add(link); }' +
  ' const script = document.createElement("script"); script.type = "module"; script.src = entry; add(script); };' +
  // Until the app has taken over (<html data-app-ready>), a link or a form is the browser's own:
  // React would otherwise catch a click or a submit made while it adopts the markup and could
  // lose it (issue 33: a footer link clicked during hydration went nowhere).
  ' const ready = () => document.documentElement.dataset.appReady !== undefined;' +
  ' addEventListener("click", (event) => { if (!ready() && event.target instanceof Element && event.target.closest("a[href]")) event.stopImmediatePropagation(); }, true);' +
  ' addEventListener("submit", (event) => { if (!ready()) event.stopImmediatePropagation(); }, true);' +
  ' if (document.visibilityState === "hidden") return start();' +
  ' document.addEventListener("visibilitychange", start);' +
  ' addEventListener("load", () => setTimeout(start, 1000));' +
  ' if (PerformanceObserver.supportedEntryTypes?.includes("paint"))' +
  ' new PerformanceObserver((_, observer) => { observer.disconnect(); start(); }).observe({ type: "paint", buffered: true });' +
  ' else requestAnimationFrame(() => setTimeout(start)); })();';
