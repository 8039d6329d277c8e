import { Injectable } from '@nestjs/common';
import { DomainError, assetDecider, assetStreamId, isPlainObject } from '@tempest/domain';
import { DecisionRunner } from '@tempest/event-store';
import { ComponentLookup } from '../components/component-lookup.js';

/** A component to assign: the component_state key, the name shown, and its fields' schema. */
export type AssignableComponent = { key: string; componentName: string; fieldSchema: Record<string, unknown> };

/** One entry of a script's parsed `script_components` (the parse-script endpoint writes them). */
type ScriptComponent = { display_name?: unknown; class_name?: unknown; field_schema?: unknown };


const lower = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null);

/**
 * Finds the component a bulk-assign names: in the registry by id, slug or alias (the game's own first,
 * then the global ones); else among the parsed `script_components` of the script `scriptId` names,
 * by class name or display name (case-insensitive).
 */
@Injectable()
export class ComponentSource {
  constructor(
    private readonly lookup: ComponentLookup,
    private readonly runner: DecisionRunner,
  ) {}

  async find(gameId: string, name: string, scriptId: string | null): Promise<AssignableComponent> {
    const script = scriptId === null ? null : await this.script(gameId, scriptId);
    const registered = await this.lookup.find(name, gameId);
    if (registered) return { key: registered.slug, componentName: registered.name, fieldSchema: registered.fieldSchema };
    const wanted = name.trim().toLowerCase();
    const found = script?.find((c) => lower(c.class_name) === wanted || lower(c.display_name) === wanted);
    if (!found) throw new DomainError('component.not_found', { identifier: name });
    const className = typeof found.class_name === 'string' && found.class_name.trim() ? found.class_name.trim() : null;
    const displayName = typeof found.display_name === 'string' && found.display_name.trim() ? found.display_name.trim() : null;
    return {
      key: (className ?? displayName ?? wanted).toLowerCase(),
      componentName: displayName ?? className ?? name.trim(),
      fieldSchema: isPlainObject(found.field_schema) ? found.field_schema : {},
    };
  }

  /** The script's parsed components; 404 unless it is a script of this game. */
  private async script(gameId: string, scriptId: string): Promise<ScriptComponent[]> {
    const { state } = await this.runner.read(assetDecider, assetStreamId(scriptId));
    if (state.status !== 'present' || state.gameId !== gameId || state.assetType !== 'script') throw new DomainError('script.not_found', { scriptId });
    const components = state.current.data?.script_components;
    return Array.isArray(components) ? components.filter(isPlainObject) : [];
  }
}
