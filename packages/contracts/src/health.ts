/** GET /api/health: liveness, the process answers (the database is not asked). */
export interface HealthResponse {
  status: 'ok';
}

/** GET /api/health/ready: readiness, the database answered and the process is not shutting down (503 otherwise). */
export interface ReadinessResponse {
  status: 'ready';
  database: 'up';
}
