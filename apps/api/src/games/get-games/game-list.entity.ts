import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The `games` read model (written by the game_list projector, read here; never written by TypeORM). */
@Entity({ name: 'games', synchronize: false })
export class GameListEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text') description!: string;
  @Column('integer') revision!: number;
  @Column({ type: 'timestamptz', name: 'created_at' }) createdAt!: Date;
  @Column({ type: 'timestamptz', name: 'updated_at' }) updatedAt!: Date;
  @Column({ type: 'uuid', name: 'creator_id', nullable: true }) creatorId!: string | null;
  @Column({ type: 'text', name: 'creator_name', nullable: true }) creatorName!: string | null;
}
