/** Spec section 9: password minimum 6 (the API enforces the same). */
export const minPasswordLength = 6;
