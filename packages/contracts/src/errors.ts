/** One entry of a validation error list. */
export interface ValidationIssue {
  loc: Array<string | number>;
  msg: string;
}

/** Every error the API answers has this body. */
export interface ApiErrorBody {
  detail: string | ValidationIssue[];
  status: number;
}
