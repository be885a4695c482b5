#!/usr/bin/env node
// Launcher of the `nutshell` CLI (package.json "bin"): registers tsx so Node can load the TypeScript
// sources, then runs cli/main.ts. Paths resolve from this file, so it works from any directory.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../main.ts', import.meta.url).href);
