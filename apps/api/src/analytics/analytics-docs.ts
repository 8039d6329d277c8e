import { ApiQuery } from '@nestjs/swagger';
import { EVENTS_PAGE_MAX } from './analytics-params.js';

const FILTER_DOCS = {
  stream: 'one stream, exactly',
  prefix: 'streams whose id starts with this (e.g. "game-" or "game-<id>")',
  category: 'streams of one category (the id before its first "-")',
  event_type: 'event types, repeated or comma-separated',
  actor_id: 'the acting user (or agent) id',
  model: 'the model an agent acted with',
  from: 'ISO time, inclusive',
  to: 'ISO time, exclusive',
} as const;

type MethodDecorator = (target: object, key: string | symbol, descriptor: PropertyDescriptor) => void;

/** The filter and paging parameters in the OpenAPI document (they join the generated fuzz and authorization suites). */
export const ExplorerQuery = (): MethodDecorator => (target, key, descriptor) => {
  for (const [name, description] of Object.entries(FILTER_DOCS)) ApiQuery({ name, required: false, description })(target, key, descriptor);
  ApiQuery({ name: 'before', required: false, description: 'a position: older events (the previous answer’s next_before)' })(target, key, descriptor);
  ApiQuery({ name: 'after', required: false, description: 'a position: newer events (the previous answer’s next_after)' })(target, key, descriptor);
  ApiQuery({ name: 'at', required: false, description: 'an ISO time: the page starting at the newest event at or before it' })(target, key, descriptor);
  ApiQuery({ name: 'limit', required: false, description: `1–${EVENTS_PAGE_MAX}, default 50` })(target, key, descriptor);
};

/** An export estimate's parameters: the filters, the format and gzip. */
export const ExportEstimateQuery = (): MethodDecorator => (target, key, descriptor) => {
  for (const [name, description] of Object.entries(FILTER_DOCS)) ApiQuery({ name, required: false, description })(target, key, descriptor);
  ApiQuery({ name: 'format', required: true, description: 'jsonl, csv or parquet' })(target, key, descriptor);
  ApiQuery({ name: 'gzip', required: false, description: 'true or false (JSON Lines and CSV; Parquet compresses inside)' })(target, key, descriptor);
};
