import { ApiPropertyOptional } from '@nestjs/swagger';
import type { SubmissionDenial } from '@site/contracts';
import { maxDenialReasonLength } from '@site/domain';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** PATCH /api/videos/{id}/deny and /api/news/{id}/deny: the reason the submitter is told, if any. */
export class SubmissionDenialInput implements SubmissionDenial {
  @ApiPropertyOptional({ maxLength: maxDenialReasonLength })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'The reason must be text' })
  @MaxLength(maxDenialReasonLength, { message: `The reason must be at most ${maxDenialReasonLength} characters` })
  reason?: string;
}
