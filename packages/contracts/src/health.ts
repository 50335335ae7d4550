export interface HealthResponse {
  status: 'ok';
  database: 'up';
}
