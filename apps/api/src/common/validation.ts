import { getMetadataStorage, ValidateIf } from 'class-validator';
import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { DomainError } from '@tempest/domain';

const flatten = (errors: ValidationError[], parent = ''): { field: string; messages: string[] }[] =>
  errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });

type MetadataStorage = ReturnType<typeof getMetadataStorage>;

/**
 * class-validator finds a class's rules by testing every registered class on each validate() (O(all DTOs):
 * typestack/class-validator#2686, open), a top frame of a game action's profile (bench/play-load/results.md).
 * A class's own and inherited rules are all registered when it is loaded, before it can be validated, and never
 * change after: the lookup is kept per class and per arguments (groups, always, strictGroups, schema).
 */
export const memoizeValidationMetadata = (storage: MetadataStorage): void => {
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const kept = new WeakMap<object, Map<string, ReturnType<MetadataStorage['getTargetValidationMetadatas']>>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = JSON.stringify([schema, always, strictGroups, groups ?? null]);
    let byArguments = kept.get(target);
    if (!byArguments) kept.set(target, (byArguments = new Map()));
    let found = byArguments.get(key);
    if (!found) byArguments.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
};
memoizeValidationMetadata(getMetadataStorage());

const BULK_FIELDS = new WeakMap<object, string[]>();

/**
 * A field holding a whole JSON document (a save's ecs_state: up to a megabyte, tens of thousands of
 * objects) that the handler checks itself. Its own rules (`@IsObject()`, `@IsDefined()`) still run, on a
 * stand-in of the same kind, but class-transformer does not copy it object by object (about 45 ms a
 * megabyte); the handler gets the parsed value as it came. Prototype keys, NUL and lone surrogates are
 * refused in it as everywhere (hostileTextPipe runs first).
 */
export const BulkJson = (): PropertyDecorator => (target, property) => {
  BULK_FIELDS.set(target.constructor, [...(BULK_FIELDS.get(target.constructor) ?? []), String(property)]);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** Every DTO validated: wrong types and unknown fields are 400s with the fields named. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const fields = metadata.metatype ? BULK_FIELDS.get(metadata.metatype) : undefined;
    if (!fields || !isPlainObject(value)) return super.transform(value, metadata);
    const kept = new Map<string, unknown>();
    const standIn = { ...value };
    for (const field of fields) {
      if (!isPlainObject(value[field])) continue;
      kept.set(field, value[field]);
      standIn[field] = {};
    }
    const dto = (await super.transform(standIn, metadata)) as Record<string, unknown>;
    for (const [field, original] of kept) dto[field] = original;
    return dto;
  }
}

export const validationPipe = new ApiValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  stopAtFirstError: true,
  transform: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => {
    const details = flatten(errors).map((d) =>
      d.messages.some((m) => m.startsWith('property ') && m.endsWith('should not exist'))
        ? { field: d.field, messages: [`Unknown field "${d.field}"`] }
        : d,
    );
    const message = details.flatMap((d) => d.messages).join('; ') || 'The request body is not valid';
    return new DomainError('request.invalid', message, details);
  },
});

/**
 * The field may be left out, but `null` is validated like any other value (and so refused by the type
 * check). class-validator's `@IsOptional()` also lets `null` through, which reached handlers that expect
 * a value (`expectedRevision: null` became a 500); keep `@IsOptional()` only where `null` means something.
 */
export const Omittable = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);
