const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * Inside an inline script the HTML parser ends the element at `</script` and treats `<!--` specially,
 * whatever the JavaScript means. Compiled code can hold them only in strings, templates, regular
 * expressions and comments, where `\x3C` means `<` (also in /u regular expressions, unlike `<\!`).
 */
export const escapeInlineScript = (code: string): string => code.replace(/<(\/script|!--)/gi, '\\x3C$1');

/** The game page: one document, the compiled code inline (the game origin's CSP allows only inline scripts). */
export const renderPage = (compiledCode: string, title: string): string =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>html,body{margin:0;padding:0;height:100%}#root{height:100%}</style>',
    '</head>',
    '<body>',
    '<div id="root"></div>',
    `<script>${escapeInlineScript(compiledCode)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');

/**
 * The game page's content security policy (apps/api serve/game-page-headers.ts sends it; the playtest puts it in a
 * meta tag): its own inline script and styles, data/blob images and media, the media store's pictures on its own
 * origin, and no network at all (`connect-src 'none'`). `frameAncestors`: who may frame it (a header only: a meta
 * tag cannot say it).
 */
export const gamePageCsp = (frameAncestors: string | null): string =>
  [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data: blob:",
    'font-src data:',
    'media-src data: blob:',
    "connect-src 'none'",
    ...(frameAncestors === null ? [] : [`frame-ancestors ${frameAncestors}`]),
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
