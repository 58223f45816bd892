/** `npm run openapi:write`: regenerates docs/api/openapi.json from the contracts (CI fails when it drifts). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateOpenApi, OPENAPI_FILE } from './openapi-document.ts';

const text = await generateOpenApi();
await mkdir(path.dirname(OPENAPI_FILE), { recursive: true });
await writeFile(OPENAPI_FILE, text);
console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)} (${text.length} bytes)`);
