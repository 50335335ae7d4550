import type { DataSourceOptions } from 'typeorm';
import { User } from '../users/user.entity.js';
import { migrations } from './migrations/index.js';

/** Every entity of the API. */
export const entities = [User];

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: true,
    synchronize: false,
    poolSize: 10,
  };
}
