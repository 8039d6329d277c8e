// No imports: the web app imports these types directly (apps/web tsconfig path "@tempest/domain-types/*").
// What parse-script reads out of a Python script with `ast` (docs/api-assets.md, "Scripts").

export type ParameterKind = 'positional' | 'keyword' | 'var_positional' | 'var_keyword';

export type ParameterSpec = {
  /** The annotation as source text, or 'Any'. */
  type: string;
  /** The default as source text, or null when there is none. */
  default: string | null;
  kind: ParameterKind;
};

export type SignatureOption = {
  name: string;
  /** Parameters in declaration order. */
  mapping: Record<string, ParameterSpec>;
  /** The full docstring, or the signature (`name(a: int = 1) -> str`) when there is none. */
  tool_tip: string;
  /** The first line of the docstring, or ''. */
  description: string;
  /** The return annotation as source text, or null. */
  returns: string | null;
};

/** A top-level function; several signature options only for `@overload`ed functions. */
export type ModuleBlock = {
  name: string;
  description: string;
  tool_tip: string;
  signature_options: SignatureOption[];
  line: number;
};

/** Literal values of JSON. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type ScriptComponentField = {
  /** 'int' | 'float' | 'str' | 'bool' | 'list' | 'dict', or the annotation's source text. */
  type: string;
  /** The default when it is a Python literal that JSON can hold, else null. */
  default: JsonValue;
};

/** A top-level class with annotated fields. The caller adds the game id. */
export type ScriptComponent = {
  display_name: string;
  class_name: string;
  field_schema: Record<string, ScriptComponentField>;
  line: number;
};

/** `line` and `column` are 1-based, as Python reports them. */
export type ValidationIssue = { line: number; column: number; message: string };

export type ParsedScript = {
  module_blocks: Record<string, ModuleBlock>;
  script_components: ScriptComponent[];
  validation_errors: ValidationIssue[];
};
