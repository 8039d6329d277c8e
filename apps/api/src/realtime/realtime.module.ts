import { Module } from '@nestjs/common';
import { PlayModule } from '../play/play.module.js';
import { RebuildsModule } from '../rebuilds/rebuilds.module.js';
import { GameActionGateway } from './game-action.gateway.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RoomAccessPolicy } from './room-access.js';

@Module({ imports: [PlayModule, RebuildsModule], providers: [RealtimeGateway, GameActionGateway, RoomAccessPolicy] })
export class RealtimeModule {}
