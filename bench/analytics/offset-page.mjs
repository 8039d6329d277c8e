// The naive page for bench/analytics/run.mjs: the explorer's filters (as libs/projections/src/event-index/
// event-index.queries.ts writes them), newest first, skipping `offset` rows as a page-number API would.

const prefixEnd = (prefix) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

const where = (filter) => {
  const parts = [];
  const params = [];
  const add = (fn, v) => {
    params.push(v);
    parts.push(fn(`$${params.length}`));
  };
  if (filter.stream) add((p) => `e.stream_id = ${p}`, filter.stream);
  if (filter.prefix) {
    add((p) => `e.stream_id ~>=~ ${p}`, filter.prefix);
    add((p) => `e.stream_id ~<~ ${p}`, prefixEnd(filter.prefix));
  }
  if (filter.eventTypes?.length) add((p) => `e.event_type = ANY(${p}::text[])`, filter.eventTypes);
  if (filter.actorId) add((p) => `e.actor_id = ${p}`, filter.actorId);
  if (filter.model) add((p) => `e.model = ${p}`, filter.model);
  return { sql: parts.length ? parts.join(' AND ') : 'TRUE', params };
};

export async function offsetPage(db, filter, offset, limit) {
  const { sql, params } = where(filter);
  return db.query(`SELECT * FROM ${db.table('event_index')} e WHERE ${sql} ORDER BY e.position DESC LIMIT ${limit} OFFSET ${offset}`, params);
}
offsetPage.where = where;
