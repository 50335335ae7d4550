export { apiError } from './api-error.js';
export { callsTo, recordRequests, type RecordedRequest } from './record-requests.js';
export { server } from './server.js';
export { signedInAs } from './signed-in-as.js';
