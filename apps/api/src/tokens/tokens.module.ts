import { Global, Module } from '@nestjs/common';
import type { ReadDb } from '@tempest/projections';
import { TOKEN_BALANCES } from '../accounts/token-balances.js';
import type { AppConfig } from '../config.js';
import type { Infrastructure } from '../infrastructure/infrastructure.js';
import { READ_DB } from '../infrastructure/read-db.module.js';
import { APP_CONFIG, INFRASTRUCTURE } from '../infrastructure/tokens.js';
import { GetTokenBalanceController } from './get-token-balance/get-token-balance.controller.js';
import { GetTokenHistoryController } from './get-token-history/get-token-history.controller.js';
import { TokenLedger } from './token-ledger.service.js';

/** The token ledger, for every feature that spends tokens (global), and the user's token endpoints. */
@Global()
@Module({
  controllers: [GetTokenBalanceController, GetTokenHistoryController],
  providers: [
    {
      provide: TokenLedger,
      useFactory: (infra: Infrastructure, db: ReadDb, config: AppConfig) => new TokenLedger(infra.runner, infra.engine, db, { weeklyTokens: config.weeklyTokens }),
      inject: [INFRASTRUCTURE, READ_DB, APP_CONFIG],
    },
    { provide: TOKEN_BALANCES, useExisting: TokenLedger },
  ],
  exports: [TokenLedger, TOKEN_BALANCES],
})
export class TokensModule {}
