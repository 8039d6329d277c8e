import type { JsonValue, SignatureOption, ValidationIssue } from '@tempest/contracts';

const PREFIX: Record<string, string> = { var_positional: '*', var_keyword: '**' };

/** `move(dx: int, dy: int = 0) -> bool`, from a parsed signature option. */
export function signatureText(option: SignatureOption): string {
  // In declaration order: the stored mapping's keys come back in the database's order.
  const declared = Object.entries(option.mapping).sort(([, a], [, b]) => (a.position ?? 0) - (b.position ?? 0));
  const params = declared.map(([name, spec]) => {
    const typed = spec.type && spec.type !== 'Any' ? `${name}: ${spec.type}` : name;
    const withDefault = spec.default === null ? typed : `${typed} = ${spec.default}`;
    return `${PREFIX[spec.kind] ?? ''}${withDefault}`;
  });
  return `${option.name}(${params.join(', ')})${option.returns ? ` -> ${option.returns}` : ''}`;
}

/** "Line 3: invalid syntax". */
export function problemText(error: ValidationIssue): string {
  return `Line ${error.line}: ${error.message}`;
}

/** A component field's default as Python would write it. */
export function defaultText(value: JsonValue): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  return JSON.stringify(value);
}
