/**
 * Prompt placeholders: `{{name}}`, spaces inside the braces allowed (`{{ name }}`), the name being an
 * identifier, optionally dotted or dashed (`player.name`, `hit-points`). The same rule as the server's
 * (libs/domain/src/mechanic/prompt.rules.ts), which derives a prompt's `variables` with it.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]*)\s*\}\}/g;

/** The distinct placeholder names of a template, in order of first use. */
export function promptVariables(template: string): string[] {
  const seen = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) seen.add(match[1] as string);
  return [...seen];
}

/** The template with each placeholder that has a value replaced by it; the others stay as written. */
export function renderPrompt(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? (values[name] as string) : placeholder,
  );
}
