import { Global, Module } from '@nestjs/common';
import { MarkdownCooker } from './markdown-cooker.js';

/** One pool of rendering workers per process, for every module that stores members' Markdown. */
@Global()
@Module({ providers: [MarkdownCooker], exports: [MarkdownCooker] })
export class MarkdownModule {}
