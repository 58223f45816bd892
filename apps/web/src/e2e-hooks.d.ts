/** True only in the web build the browser tests run (`define` in vite.config.ts). */
declare const __E2E_HOOKS__: boolean;
