import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AssetReader } from '../../assets/asset-reader.js';
import { entityOf } from '../entity.view.js';
import { GetEntitiesQuery } from './get-entities.query.js';

@QueryHandler(GetEntitiesQuery)
export class GetEntitiesHandler implements IQueryHandler<GetEntitiesQuery> {
  constructor(private readonly reader: AssetReader) {}

  /** The game's present entities, oldest first, including every write made before the request. */
  async execute({ gameId, user }: GetEntitiesQuery) {
    await this.reader.assertCanRead(gameId, user);
    const assets = await this.reader.list(gameId, ['entity']);
    return { entities: assets.map(entityOf) };
  }
}
