// Monaco's TypeScript service for the frontend project: the SDK and React declarations, the compiler's
// options, and one model per project file (file:/// URIs) so imports between files resolve.
import { monaco } from '../../../../components/CodeEditor/monacoSetup';
import { toMarkerData } from '../../../../components/CodeEditor/markers';
import type { CodeEditorMarker } from '../../../../components/CodeEditor/codeEditorTypes';
import { languageOf, modelPath } from '../../starterContent';
import type { TypeLib } from '../../frontendTypes';

const MARKER_OWNER = 'frontend';
const PROJECT_PREFIX = 'file:///';
const addedLibs = new Set<string>();
let optionsSet = false;

/** Compiler options as the server's build uses them (JSX automatic runtime, ES modules, strict). */
export function configureTypeScript(libs: readonly TypeLib[]): void {
  const ts = monaco.typescript;
  if (!optionsSet) {
    optionsSet = true;
    const options = {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.NodeJs,
      jsx: ts.JsxEmit.ReactJSX,
      jsxImportSource: 'react',
      allowNonTsExtensions: true,
      allowJs: true,
      strict: true,
      esModuleInterop: true,
      skipLibCheck: true,
      isolatedModules: true,
      noEmit: true,
    };
    ts.typescriptDefaults.setCompilerOptions(options);
    ts.javascriptDefaults.setCompilerOptions(options);
    ts.typescriptDefaults.setEagerModelSync(true);
  }
  // Each declaration file once for the page's lifetime.
  for (const lib of libs) {
    if (addedLibs.has(lib.filePath)) continue;
    addedLibs.add(lib.filePath);
    ts.typescriptDefaults.addExtraLib(lib.content, lib.filePath);
    ts.javascriptDefaults.addExtraLib(lib.content, lib.filePath);
  }
}

const projectModels = () => monaco.editor.getModels().filter((m) => m.uri.toString().startsWith(PROJECT_PREFIX) && !m.uri.path.startsWith('/node_modules/'));

/**
 * One model per file. The active file's model belongs to the editor (it syncs its own value, keeping
 * undo); the others are updated here, and models of files that are gone are disposed.
 */
export function syncModels(files: readonly { filename: string; content: string }[], activeFile: string | null): void {
  const wanted = new Set(files.map((f) => monaco.Uri.parse(modelPath(f.filename)).toString()));
  for (const file of files) {
    const uri = monaco.Uri.parse(modelPath(file.filename));
    const model = monaco.editor.getModel(uri);
    if (!model) monaco.editor.createModel(file.content, languageOf(file.filename), uri);
    else if (file.filename !== activeFile && model.getValue() !== file.content) model.setValue(file.content);
  }
  for (const model of projectModels()) if (!wanted.has(model.uri.toString())) model.dispose();
}

/** Lint and build markers on every project model. */
export function applyMarkers(markersOf: (filename: string) => CodeEditorMarker[], files: readonly { filename: string }[]): void {
  for (const file of files) {
    const model = monaco.editor.getModel(monaco.Uri.parse(modelPath(file.filename)));
    if (!model) continue;
    const data = toMarkerData(markersOf(file.filename), model.getLineCount(), (line) => model.getLineLength(line));
    monaco.editor.setModelMarkers(model, MARKER_OWNER, data);
  }
}

/** Leaves no project models behind when the workbench closes (another game's files must not resolve). */
export function disposeProjectModels(): void {
  for (const model of projectModels()) model.dispose();
}
