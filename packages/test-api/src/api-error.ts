import { HttpResponse } from 'msw';

/** An error answer shaped as the API sends it: `{ detail, status }` with that status. */
export const apiError = (status: number, detail: unknown = 'Not found') =>
  HttpResponse.json({ detail, status }, { status });
