import { i18n, contractTexts } from './index.ts';

type ContractTextKey = keyof typeof contractTexts;
const keyOf = new Map(Object.entries(contractTexts).map(([key, text]) => [text, key as ContractTextKey]));

/**
 * Validation and server messages arrive as English sentences from the contracts; a known sentence is
 * shown in the user's language, an unknown one (a server text we have no key for) as it came.
 */
export function contractText(message: string): string {
  const key = keyOf.get(message);
  return key ? i18n.t(key, { ns: 'contracts' }) : message;
}
