import { Module } from '@nestjs/common';
import { PlayModule } from '../play/play.module.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RoomAccessPolicy } from './room-access.js';

@Module({ imports: [PlayModule], providers: [RealtimeGateway, RoomAccessPolicy] })
export class RealtimeModule {}
