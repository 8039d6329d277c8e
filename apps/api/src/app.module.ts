import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AccountsModule } from './accounts/accounts.module.js';
import { AccountsCoreModule } from './accounts/accounts.providers.js';
import { AllExceptionsFilter } from './infrastructure/all-exceptions.filter.js';
import { AppLogger } from './common/app-logger.js';
import type { AppConfig } from './config.js';
import { AssetsCoreModule } from './assets/assets-core.module.js';
import { VersioningModule } from './versioning/versioning.module.js';
import { GamesModule } from './games/games.module.js';
import { HealthController } from './health/health.controller.js';
import type { Infrastructure } from './infrastructure/infrastructure.js';
import { DecisionRunner } from '@tempest/event-store';
import { ReadDbModule } from './infrastructure/read-db.module.js';
import { APP_CONFIG, EVENT_STORE, INFRASTRUCTURE, PROJECTION_ENGINE } from './infrastructure/tokens.js';
import { loggerOptions } from './common/logger.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { TokensModule } from './tokens/tokens.module.js';
import { StaffModule } from './staff/staff.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { ErasureModule } from './erasure/erasure.module.js';
import { RebuildsModule } from './rebuilds/rebuilds.module.js';
import { MomentsModule } from './time-travel/moments.module.js';
import { SubscriptionModule } from './subscription/subscription.module.js';
import { ModelsModule } from './models/models.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { ComponentsModule } from './components/components.module.js';
import { EntitiesModule } from './entities/entities.module.js';
import { MechanicModule } from './mechanic/mechanic.module.js';
import { FrontendsModule } from './frontends/frontends.module.js';
import { PublishingModule } from './publishing/publishing.module.js';
import { CheckpointsModule } from './checkpoints/checkpoints.module.js';
import { ServeModule } from './serve/serve.module.js';
import { PlayModule } from './play/play.module.js';
import { AgentModule } from './agent/agent.module.js';
import { PlaytestModule } from './playtest/playtest.module.js';
import { MediaModule } from './media/media.module.js';
import { SUBJECT_KEYS } from './privacy/subject-keys.js';

@Global()
@Module({})
class InfrastructureModule {
  static with(config: AppConfig, infra: Infrastructure): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: INFRASTRUCTURE, useValue: infra },
        { provide: EVENT_STORE, useValue: infra.store },
        { provide: DecisionRunner, useValue: infra.runner },
        { provide: PROJECTION_ENGINE, useValue: infra.engine },
        { provide: SUBJECT_KEYS, useValue: infra.keys },
      ],
      exports: [APP_CONFIG, INFRASTRUCTURE, EVENT_STORE, DecisionRunner, PROJECTION_ENGINE, SUBJECT_KEYS],
    };
  }
}

@Module({})
export class AppModule {
  static with(config: AppConfig, infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(loggerOptions(config, config.logStream)),
        InfrastructureModule.with(config, infra),
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: infra.connectionString,
          // The read side's connection: read models' queries (libs/projections/src/*/*.queries.ts) run on its
          // DataSource through ReadDbModule. No entities: the projectors own the tables (docs/architecture.md).
          schema: config.schema,
          synchronize: false,
          extra: { max: infra.database === 'embedded' ? 4 : 10 },
        }),
        ReadDbModule,
        AccountsCoreModule,
        AccountsModule,
        GamesModule,
        AssetsCoreModule,
        VersioningModule,
        RealtimeModule,
        TokensModule,
        StaffModule,
        AuditModule,
        AnalyticsModule,
        ErasureModule,
        RebuildsModule,
        MomentsModule,
        SubscriptionModule,
        ModelsModule,
        ProfilesModule,
        ComponentsModule,
        EntitiesModule,
        MechanicModule,
        PublishingModule,
        CheckpointsModule,
        ServeModule,
        FrontendsModule,
        PlayModule,
        AgentModule,
        PlaytestModule,
        MediaModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }, AppLogger],
    };
  }
}
