import type { ApiMethod } from '../../transport';
import { archiveOperation } from './common';

export const method = 'archiveChat' satisfies ApiMethod;

export const { description, execute } = archiveOperation('archive', method);
