/** The longest reason an admin may give when denying a member's video or news item (issue 31). */
export const maxDenialReasonLength = 500;
