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
