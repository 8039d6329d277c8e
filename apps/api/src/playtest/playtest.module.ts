import { Logger, Module } from '@nestjs/common';
import { Playtester } from '@tempest/playtest';
import type { AppConfig } from '../config.js';
import { FrontendsModule } from '../frontends/frontends.module.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { PlayModule } from '../play/play.module.js';
import { PLAYTEST_ENGINE, type PlaytestEngine } from './playtest-engine.js';
import { PlaytestController } from './playtest.controller.js';
import { PlaytestService } from './playtest.service.js';

/** How long one playtest may take before its runner is stopped: game time is virtual, so a game needs well under a second; the rest is room for a busy 2-core machine. */
export const PLAYTEST_TIMEOUT_MS = 15_000;

/**
 * The playtest (issue 31, docs/api-playtest.md): one engine per process — Chromium where PLAYTEST_CHROMIUM_PATH
 * names one, else the DOM runner in its sandboxed child process — closed when the module is destroyed.
 */
@Module({
  imports: [PlayModule, FrontendsModule],
  controllers: [PlaytestController],
  providers: [
    {
      provide: PLAYTEST_ENGINE,
      inject: [APP_CONFIG],
      useFactory: (config: Pick<AppConfig, 'playtestChromiumPath'>): PlaytestEngine => {
        new Logger('Playtest').log(config.playtestChromiumPath ? `Chromium at ${config.playtestChromiumPath}` : 'the DOM runner');
        return new Playtester({ chromiumPath: config.playtestChromiumPath, timeoutMs: PLAYTEST_TIMEOUT_MS });
      },
    },
    PlaytestService,
  ],
  exports: [PlaytestService],
})
export class PlaytestModule {}
