import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

/** TypeORM on the configured PostgreSQL; pending migrations run when the app starts. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('No database URL: start the embedded database first');
        return dataSourceOptions(config.databaseUrl);
      },
    }),
  ],
})
export class DatabaseModule {}
