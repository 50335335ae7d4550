import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { ApiErrorBody, ValidationIssue } from '@site/contracts';

export class ValidationIssueResponse implements ValidationIssue {
  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
    example: ['body', 'title'],
  })
  loc: Array<string | number>;

  @ApiProperty({ example: 'title should not be empty' })
  msg: string;
}

/** The one error body of the API. */
@ApiExtraModels(ValidationIssueResponse)
export class ApiErrorResponse implements ApiErrorBody {
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: getSchemaPath(ValidationIssueResponse) } }],
    description: 'What went wrong; a 422 lists the body fields refused',
    example: 'Video not found',
  })
  detail: string | ValidationIssue[];

  @ApiProperty({ type: 'integer', description: 'The HTTP status again', example: 404 })
  status: number;
}
