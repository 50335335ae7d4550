import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

/** TypeORM on the configured PostgreSQL, every wait on it bounded (see DatabaseTimeouts). */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('No database URL: start the embedded database first');
        return dataSourceOptions(config.databaseUrl, {
          connectMs: config.dbConnectTimeoutMs,
          statementMs: config.dbStatementTimeoutMs,
        });
      },
    }),
  ],
})
export class DatabaseModule {}
