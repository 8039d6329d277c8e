/** New file starter content by extension and the editor language of a file. */

export const extensionOf = (filename: string) => {
  const base = filename.slice(filename.lastIndexOf('/') + 1);
  return base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
};

/** `components/health-bar.tsx` → `HealthBar`; a name that is not an identifier falls back to `Component`. */
export function componentName(filename: string): string {
  const base = filename.slice(filename.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');
  const words = base.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return /^[A-Za-z]/.test(name) ? name : 'Component';
}

export function starterContent(filename: string): string {
  const name = componentName(filename);
  switch (extensionOf(filename)) {
    case 'tsx':
    case 'jsx':
      return `export function ${name}() {\n  return <div className="p-4">${name}</div>;\n}\n`;
    case 'ts':
    case 'js': {
      const fn = name[0].toLowerCase() + name.slice(1);
      const type = extensionOf(filename) === 'ts' ? ': string' : '';
      return `export function ${fn}()${type} {\n  return '${fn}';\n}\n`;
    }
    case 'css':
      return `/* Styles for ${filename} */\n.container {\n  display: flex;\n}\n`;
    default:
      return `// ${filename}\n`;
  }
}

export type FileLanguage = 'typescript' | 'javascript' | 'css' | 'json' | 'html' | 'markdown' | 'plaintext';

/** Monaco's language for a file; tsx/jsx are TypeScript/JavaScript with JSX (the model URI's extension turns JSX on). */
export function languageOf(filename: string): FileLanguage {
  switch (extensionOf(filename)) {
    case 'ts':
    case 'tsx':
      return 'typescript';
    case 'js':
    case 'jsx':
      return 'javascript';
    case 'css':
      return 'css';
    case 'json':
      return 'json';
    case 'html':
      return 'html';
    case 'md':
      return 'markdown';
    default:
      return 'plaintext';
  }
}

/** The Monaco model URI of a project file, so `./Board` resolves to `file:///Board.tsx`. */
export const modelPath = (filename: string) => `file:///${filename.split('/').map(encodeURIComponent).join('/')}`;
