import type { ApiMethod } from '../../transport';
import { addressBookOperation } from './addressBook';

export const method = 'addContact' satisfies ApiMethod;

/** addContact → `{ addContact: true, chatId }`. */
export const { description, execute } = addressBookOperation('create', method);
