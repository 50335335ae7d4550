/**
 * The admin area's answers, all under ['admin']: a change to any content marks its figures, checklist and tools stale
 * at once.
 */
export const adminKeys = {
  all: ['admin'],
  overview: ['admin', 'overview'],
  setupChecklist: ['admin', 'setup-checklist'],
  demoContent: ['admin', 'demo-content'],
  previewCandidates: ['admin', 'preview-candidates'],
} as const;
