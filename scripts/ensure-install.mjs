#!/usr/bin/env node
import { ensureInstalled } from './lib.mjs';

ensureInstalled();
