/**
 * Demo content, the rows the seed adds to a fresh install to show the site off. GET
 * /api/admin/demo-content: how many are left; DELETE: how many went (the catalogue and the welcome
 * posts are not demo and stay).
 */
export interface DemoContentCounts {
  videos: number;
  news: number;
  /** Forum threads, each with its replies. */
  threads: number;
}
