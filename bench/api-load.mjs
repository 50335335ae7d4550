#!/usr/bin/env node
// Throughput of /api/health/ready (readiness: a real database round trip) with autocannon on loopback.
import autocannon from 'autocannon';
import { startSite } from './serve-site.mjs';

const site = await startSite(8191);
try {
  const result = await autocannon({ url: `${site.url}/api/health/ready`, connections: 20, duration: 10 });
  console.log('GET /api/health/ready, 20 connections, 10 s:');
  console.table({
    'requests/s (avg)': result.requests.average,
    'latency p50 (ms)': result.latency.p50,
    'latency p99 (ms)': result.latency.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
  });
} finally {
  await site.stop();
}
