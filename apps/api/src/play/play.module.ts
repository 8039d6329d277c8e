import { Module } from '@nestjs/common';
import { PythonModule } from '../python/python.module.js';
import { FrontendsModule } from '../frontends/frontends.module.js';
import { MomentsModule } from '../time-travel/moments.module.js';
import { GameAction } from './game-action.js';
import { PlayLimits } from './play-limits.js';
import { PlaySessions } from './play-sessions.js';
import { PlaySources } from './play-sources.js';
import { Players } from './player.js';
import { PlayController } from './play.controller.js';
import { StartGame } from './start-game.js';
import { SessionTimelines } from './timeline/session-timelines.js';
import { TimelineController } from './timeline/timeline.controller.js';
import { databaseSaveStates, SAVE_STATES } from './timeline/save-states.js';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../infrastructure/tokens.js';

/** Play sessions (docs/api-frontends.md §5): start or resume a game, run its Python actions; their timelines (docs/api-timeline.md). */
@Module({
  imports: [PythonModule, FrontendsModule, MomentsModule],
  controllers: [PlayController, TimelineController],
  providers: [
    Players,
    PlaySources,
    PlaySessions,
    PlayLimits,
    StartGame,
    GameAction,
    SessionTimelines,
    {
      provide: SAVE_STATES,
      inject: [INFRASTRUCTURE, APP_CONFIG],
      useFactory: (infra: Infrastructure, config: AppConfig) => databaseSaveStates(infra.pool, config.schema),
    },
  ],
  exports: [GameAction, SessionTimelines, Players, SAVE_STATES, PlaySources],
})
export class PlayModule {}
