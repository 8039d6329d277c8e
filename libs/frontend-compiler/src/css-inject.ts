/** The global the vendor bundle exposes its modules on; the project bundle reads them from it. */
export const VENDOR_GLOBAL = '__tempestVendor';

/**
 * JavaScript that adds `css` to the page in a `<style>` element, so the compiled code stays one
 * self-contained script (no separate stylesheet request; the game page's CSP allows inline styles).
 */
export const cssInjectionCode = (css: string, source: string): string =>
  `(function(){if(typeof document==='undefined')return;var s=document.createElement('style');` +
  `s.setAttribute('data-tempest-css',${JSON.stringify(source)});` +
  `s.textContent=${JSON.stringify(css)};(document.head||document.documentElement).appendChild(s);})();`;
