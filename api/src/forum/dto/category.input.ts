import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ForumCategoryInput } from '@site/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString } from 'class-validator';
import { IsRequiredText, MaxCodePoints } from '../../http/required-text.js';
import { defaultCategoryIcon } from '../entities/forum-category.entity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/forum/categories and PUT /api/forum/categories/{id}. */
export class CategoryInput implements ForumCategoryInput {
  @ApiProperty({ maxLength: 100, example: 'Lightgun Hardware' })
  @Transform(trim)
  @IsRequiredText(100, 'Category name is required')
  name: string;

  @ApiProperty({ maxLength: 500 })
  @Transform(trim)
  @IsRequiredText(500, 'Description is required')
  description: string;

  @ApiPropertyOptional({
    maxLength: 16,
    default: defaultCategoryIcon,
    description: 'An emoji; blank for the speech balloon',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxCodePoints(16)
  icon?: string;
}
