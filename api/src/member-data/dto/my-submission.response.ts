import { ApiProperty } from '@nestjs/swagger';
import type { MySubmission, MySubmissionPage, SubmissionStatus } from '@site/contracts';
import { PaginationResponse } from '../../http/pagination.response.js';

export class MySubmissionResponse implements MySubmission {
  @ApiProperty({ enum: ['video', 'news'] })
  type: 'video' | 'news';

  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ enum: ['pending', 'approved', 'denied'] })
  status: SubmissionStatus;

  @ApiProperty({ type: String, nullable: true, description: "The admin's reason when denied with one" })
  denial_reason: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The item's page once approved" })
  url: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

export class MySubmissionPageResponse implements MySubmissionPage {
  @ApiProperty({ type: [MySubmissionResponse] })
  submissions: MySubmissionResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}
