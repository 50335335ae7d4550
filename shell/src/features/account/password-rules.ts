/** Spec section 9: password minimum 6 (the API enforces the same). */
export const minPasswordLength = 6;

/** The message of spec section 8 for a password under the minimum. */
export const passwordTooShort = `Password must be at least ${minPasswordLength} characters long`;
