import { ValidateIf } from 'class-validator';
import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiError } from './api-error.js';

const flatten = (errors: ValidationError[], parent = ''): { field: string; messages: string[] }[] =>
  errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });

/** Every DTO validated: wrong types and unknown fields are 400s with the fields named. */
export const validationPipe = new ValidationPipe({
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
    return new ApiError(400, 'request.invalid', message, details);
  },
});

/**
 * The field may be left out, but `null` is validated like any other value (and so refused by the type
 * check). class-validator's `@IsOptional()` also lets `null` through, which reached handlers that expect
 * a value (`expectedRevision: null` became a 500); keep `@IsOptional()` only where `null` means something.
 */
export const Omittable = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);
