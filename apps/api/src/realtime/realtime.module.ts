import { Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway.js';
import { RoomAccessPolicy } from './room-access.js';

@Module({ providers: [RealtimeGateway, RoomAccessPolicy] })
export class RealtimeModule {}
